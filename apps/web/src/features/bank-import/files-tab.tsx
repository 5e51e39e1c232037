import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import { CheckCircleFilled, WarningFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BankFileView } from '@prapa/contracts';
import { DataTable, type DataColumn } from '../../components/data-table/data-table.tsx';
import { useListParams } from '../../components/data-table/use-list-params.ts';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format.ts';
import { ChannelDateFilters } from './channel-date-filters.tsx';
import { useBankFiles } from './api.ts';

const FILTERS = ['channelId', 'from', 'to'] as const;
const nowrap = () => ({ style: { whiteSpace: 'nowrap' as const } });

/** The files imported so far, newest first; a file opens its rows. */
export const FilesTab = ({ onOpen }: { onOpen: (fileId: string) => void }) => {
  const { t, i18n } = useTranslation('bank-import');
  const list = useListParams({ prefix: 'f_', filters: FILTERS });
  const files = useBankFiles(list.query);

  const columns: DataColumn<BankFileView>[] = [
    {
      key: 'importedAt',
      title: t('files.importedAt'),
      onCell: nowrap,
      render: (_, r) => (
        <Flex vertical>
          <span>{formatDateTime(r.importedAt, i18n.language)}</span>
          <Typography.Text type="secondary">{r.importedBy}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'fileName',
      title: t('files.fileName'),
      render: (_, r) => (
        <Button
          type="link"
          style={{ paddingInline: 0, height: 'auto' }}
          onClick={() => onOpen(r.id)}
        >
          {r.fileName}
        </Button>
      ),
    },
    {
      key: 'channel',
      title: t('summary.channel'),
      render: (_, r) => (
        <Flex vertical>
          <span>{r.channelName}</span>
          <Typography.Text type="secondary">{t(`format.${r.format}`)}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'dates',
      title: t('summary.dates'),
      onCell: nowrap,
      render: (_, r) =>
        r.firstDate === r.lastDate
          ? formatDate(r.firstDate)
          : `${formatDate(r.firstDate)} – ${formatDate(r.lastDate)}`,
    },
    { key: 'rowCount', dataIndex: 'rowCount', title: t('files.rows'), align: 'right' },
    {
      key: 'total',
      title: t('files.total'),
      align: 'right',
      onCell: nowrap,
      render: (_, r) => {
        if (r.trailerTotal === null) return formatMoney(r.total);
        const agrees = r.trailerTotal === r.total && r.trailerCount === r.rowCount;
        return (
          <Tooltip
            title={t('files.trailer', {
              total: formatMoney(r.trailerTotal),
              n: (r.trailerCount ?? 0).toLocaleString(),
            })}
          >
            {agrees ? (
              <CheckCircleFilled style={{ color: '#28C76F', marginInlineEnd: 6 }} />
            ) : (
              <WarningFilled style={{ color: '#ED9200', marginInlineEnd: 6 }} />
            )}
            {formatMoney(r.total)}
          </Tooltip>
        );
      },
    },
    {
      key: 'receipted',
      dataIndex: 'receipted',
      title: t('files.receipted'),
      align: 'right',
    },
    {
      key: 'paidMeanwhile',
      title: t('files.paidMeanwhile'),
      align: 'right',
      render: (_, r) =>
        r.paidMeanwhile > 0 ? (
          <Tooltip title={t('flagHint.paidMeanwhile')}>
            <Tag color="volcano" bordered={false} style={{ marginInlineEnd: 0 }}>
              {r.paidMeanwhile}
            </Tag>
          </Tooltip>
        ) : (
          0
        ),
    },
    {
      key: 'queued',
      title: t('files.queued'),
      align: 'right',
      render: (_, r) =>
        r.queued > 0 ? (
          <Tag color="gold" bordered={false} style={{ marginInlineEnd: 0 }}>
            {r.queued}
          </Tag>
        ) : (
          0
        ),
    },
  ];

  return (
    <>
      <Flex wrap gap={8} align="center" style={{ marginBottom: 16 }}>
        <ChannelDateFilters list={list} />
      </Flex>
      <DataTable<BankFileView>
        list={list}
        result={files}
        columns={columns}
        rowKey="id"
        emptyText={t('files.empty')}
      />
    </>
  );
};
