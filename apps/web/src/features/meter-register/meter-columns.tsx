import { Space, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { DataColumn } from '../../components/data-table/data-table.tsx';
import { formatDate } from '../../lib/format.ts';
import type { MeterRegisterItem } from './api.ts';
import { MeterStatusTag } from './meter-status-tag.tsx';

const none = <Typography.Text type="secondary">—</Typography.Text>;

export const meterColumns = ({
  t,
  linkToUser,
}: {
  t: TFunction<'meter-register'>;
  /** May open /user/edit/{id} (auditors may not). */
  linkToUser: boolean;
}): DataColumn<MeterRegisterItem>[] => [
  {
    key: 'serial',
    dataIndex: 'serial',
    title: t('field.serial'),
    render: (serial: string) => <Typography.Text strong>{serial}</Typography.Text>,
  },
  {
    key: 'status',
    dataIndex: 'status',
    title: t('field.status'),
    render: (status: MeterRegisterItem['status']) => <MeterStatusTag status={status} />,
  },
  {
    key: 'meterSizeLabel',
    dataIndex: 'meterSizeLabel',
    title: t('field.size'),
    hideable: true,
  },
  {
    key: 'digits',
    dataIndex: 'digits',
    title: t('field.digits'),
    align: 'right',
    hideable: true,
  },
  {
    key: 'brand',
    dataIndex: 'brand',
    title: t('field.brand'),
    hideable: true,
    render: (brand: string | null) => brand ?? none,
  },
  {
    key: 'customerNo',
    title: t('field.where'),
    render: (_: unknown, meter) => {
      if (!meter.waterUserId || !meter.customerNo) return none;
      const text = (
        <Space size={6}>
          <Typography.Text code>{meter.customerNo}</Typography.Text>
          <span>{meter.customerName}</span>
        </Space>
      );
      return (
        <Space size={6}>
          {linkToUser ? <Link to={`/user/edit/${meter.waterUserId}`}>{text}</Link> : text}
          {meter.status !== 'installed' && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('formerly')}
            </Typography.Text>
          )}
        </Space>
      );
    },
  },
  {
    key: 'installedOn',
    dataIndex: 'installedOn',
    title: t('field.installedOn'),
    hideable: true,
    render: (date: string | null) => (date ? formatDate(date) : none),
  },
  {
    key: 'removedOn',
    dataIndex: 'removedOn',
    title: t('field.removedOn'),
    hideable: true,
    render: (date: string | null) => (date ? formatDate(date) : none),
  },
];
