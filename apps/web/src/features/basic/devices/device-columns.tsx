import { Button, Tag, Tooltip } from 'antd';
import { PrinterOutlined, StarFilled } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { Printer } from '@prapa/contracts';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { actionsColumn, activeColumn, type ActionsOptions } from '../shared/row-actions.tsx';

type Options = Omit<ActionsOptions<Printer>, 'name' | 'deactivateHint' | 'extra'> & {
  onTestPage: (printer: Printer) => void;
  testing: string | null;
};

/** "ESC/POS 192.168.1.50:9100" or "Browser". */
export const connectionText = (row: Printer, t: TFunction<'basic'>) =>
  row.connection === 'escpos'
    ? `${t('device.connectionShort.escpos')} ${row.host ?? ''}${row.port ? `:${row.port}` : ''}`
    : t('device.connectionShort.browser');

export const deviceColumns = (o: Options): DataColumn<Printer>[] => {
  const { t } = o;
  return [
    { key: 'officeName', dataIndex: 'officeName', title: t('device.field.office') },
    {
      key: 'name',
      dataIndex: 'name',
      title: t('device.field.name'),
      render: (name: string, row) => (
        <>
          {name}{' '}
          {row.defaultForReceipts && (
            <Tooltip title={t('device.field.defaultForReceipts')}>
              <Tag icon={<StarFilled />} color="gold">
                {t('device.defaultTag')}
              </Tag>
            </Tooltip>
          )}
        </>
      ),
    },
    {
      key: 'paper',
      dataIndex: 'paper',
      title: t('device.field.paper'),
      render: (paper: string) => t(`device.paper.${paper}`),
    },
    {
      key: 'connection',
      dataIndex: 'connection',
      title: t('device.field.connection'),
      render: (_: unknown, row) => connectionText(row, t),
    },
    activeColumn<Printer>(t),
    actionsColumn<Printer>({
      ...o,
      name: (row) => row.name,
      deactivateHint: t('device.deactivateHint'),
      extra: (row) => (
        <Button
          type="link"
          size="small"
          icon={<PrinterOutlined />}
          loading={o.testing === row.id}
          onClick={() => o.onTestPage(row)}
        >
          {t('device.testPage')}
        </Button>
      ),
    }),
  ];
};
