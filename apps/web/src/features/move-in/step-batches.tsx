import { App, Button, Table, Tag, Tooltip, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MoveInBatchView } from '@prapa/contracts';
import { isApiError } from '../../lib/api-error.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { downloadBatchFile } from './api.ts';

/** The files a step took in, each kept as it came: download it again, see who and when. */
export const StepBatches = ({ batches, money }: { batches: MoveInBatchView[]; money: boolean }) => {
  const { t } = useTranslation('move-in');
  const { message } = App.useApp();
  const download = (batch: MoveInBatchView) =>
    downloadBatchFile(batch).catch((e: unknown) =>
      message.error(isApiError(e) ? e.message : t('file.downloadFailed')),
    );
  const n = (v: number) => v.toLocaleString();

  return (
    <Table<MoveInBatchView>
      rowKey="id"
      size="small"
      dataSource={batches}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          key: 'file',
          title: t('batch.file'),
          render: (_: unknown, b) => (
            <Tooltip title={t('batch.download')}>
              <Button
                type="link"
                size="small"
                icon={<DownloadOutlined />}
                style={{ paddingInline: 0 }}
                onClick={() => void download(b)}
              >
                {b.fileName}
              </Button>
            </Tooltip>
          ),
        },
        { key: 'rows', title: t('batch.rows'), align: 'right', render: (_, b) => n(b.rowCount) },
        {
          key: 'connections',
          title: t('batch.connections'),
          align: 'right',
          render: (_, b) => n(b.connections),
        },
        ...(money
          ? [
              {
                key: 'amount',
                title: t('batch.amount'),
                align: 'right' as const,
                render: (_: unknown, b: MoveInBatchView) => formatMoney(b.amount),
              },
            ]
          : []),
        {
          key: 'by',
          title: t('batch.by'),
          render: (_, b) => (
            <>
              {b.createdByName ?? '—'}
              <br />
              <Typography.Text type="secondary">{formatDateTime(b.createdAt)}</Typography.Text>
            </>
          ),
        },
        {
          key: 'state',
          title: t('batch.state'),
          render: (_, b) =>
            b.undoneAt ? (
              <Tooltip title={`${b.undoneByName ?? ''} ${formatDateTime(b.undoneAt)}`}>
                <Tag>{t('batch.undone')}</Tag>
              </Tooltip>
            ) : (
              <Tag color="green">{t('batch.kept')}</Tag>
            ),
        },
      ]}
    />
  );
};
