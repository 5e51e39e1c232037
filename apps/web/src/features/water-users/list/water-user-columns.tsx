import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import { EditOutlined, EnvironmentFilled, EyeOutlined, GiftOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { WaterUser } from '@prapa/contracts';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { UsageStatusTag } from '../usage-status-tag.tsx';

type Options = {
  t: TFunction<'water-users'>;
  canWrite: boolean;
  onOpen: (user: WaterUser) => void;
};

const none = <Typography.Text type="secondary">—</Typography.Text>;

export const editPath = (id: string) => `/user/edit/${id}`;

export const waterUserColumns = ({ t, canWrite, onOpen }: Options): DataColumn<WaterUser>[] => [
  {
    key: 'customerNo',
    dataIndex: 'customerNo',
    title: t('field.customerNo'),
    render: (no: string, user) => (
      <Link to={editPath(user.id)}>
        <Typography.Text code>{no}</Typography.Text>
      </Link>
    ),
  },
  {
    key: 'fullName',
    dataIndex: 'fullName',
    sortField: 'name',
    title: t('field.fullName'),
    render: (name: string, user) => (
      <Space size={4}>
        {name}
        {user.hasDiscount && (
          <Tooltip title={t('list.hasDiscountHint')}>
            <GiftOutlined style={{ color: '#ED9200' }} aria-label={t('list.hasDiscountHint')} />
          </Tooltip>
        )}
      </Space>
    ),
  },
  {
    key: 'usageStatusName',
    dataIndex: 'usageStatusName',
    title: t('field.usageStatus'),
    render: (name: string, user) => <UsageStatusTag name={name} colour={user.usageStatusColour} />,
  },
  {
    key: 'address',
    dataIndex: 'addressText',
    title: t('field.address'),
    hideable: true,
    render: (text: string) => (
      <Typography.Text style={{ maxWidth: 240 }} ellipsis={{ tooltip: text }}>
        {text}
      </Typography.Text>
    ),
  },
  {
    key: 'areaName',
    dataIndex: 'areaName',
    sortField: 'area',
    title: t('field.area'),
    hideable: true,
    // The route names its area's village; the default set fits 1366 px with no scrolling.
    defaultHidden: true,
  },
  {
    key: 'routeName',
    dataIndex: 'routeName',
    sortField: 'route',
    title: t('field.route'),
    hideable: true,
    render: (name: string | null, user) =>
      name ? `${name}${user.routeSeq ? ` · ${t('list.seq', { seq: user.routeSeq })}` : ''}` : none,
  },
  {
    key: 'userTypeName',
    dataIndex: 'userTypeName',
    title: t('field.userType'),
    hideable: true,
    defaultHidden: true,
  },
  {
    key: 'meterSizeLabel',
    dataIndex: 'meterSizeLabel',
    title: t('field.meterSize'),
    hideable: true,
    defaultHidden: true,
  },
  {
    key: 'meterSerial',
    title: t('field.meterSerial'),
    hideable: true,
    render: (_: unknown, user) =>
      user.meter ? (
        <Typography.Text code>{user.meter.serial}</Typography.Text>
      ) : (
        <Tag>{t('meter.none')}</Tag>
      ),
  },
  {
    key: 'phone',
    dataIndex: 'phone',
    title: t('field.phone'),
    hideable: true,
    defaultHidden: true,
    render: (p: string | null) => p ?? none,
  },
  {
    key: 'nationalId',
    dataIndex: 'nationalId',
    title: t('field.nationalId'),
    hideable: true,
    defaultHidden: true,
    render: (id: string | null) => id ?? none,
  },
  {
    key: 'depositPaid',
    dataIndex: 'depositPaid',
    title: t('field.depositPaid'),
    hideable: true,
    defaultHidden: true,
    align: 'right',
    render: (satang: number) => formatMoney(satang),
  },
  {
    key: 'connectedOn',
    dataIndex: 'connectedOn',
    title: t('field.connectedOn'),
    hideable: true,
    defaultHidden: true,
    render: (date: string | null) => (date ? formatDate(date) : none),
  },
  {
    key: 'location',
    title: t('field.location'),
    hideable: true,
    align: 'center',
    render: (_: unknown, user) =>
      user.latitude !== null ? (
        <Tooltip title={`${user.latitude.toFixed(6)}, ${user.longitude?.toFixed(6) ?? ''}`}>
          <EnvironmentFilled style={{ color: '#28C76F' }} aria-label={t('list.hasLocation')} />
        </Tooltip>
      ) : (
        none
      ),
  },
  {
    key: 'actions',
    title: '',
    fixed: 'right',
    // An icon with its name as tooltip and label: a narrow fixed column covers nothing.
    render: (_: unknown, user) => (
      <Tooltip title={canWrite ? t('edit') : t('view')}>
        <Button
          type="text"
          size="small"
          icon={canWrite ? <EditOutlined /> : <EyeOutlined />}
          aria-label={`${canWrite ? t('edit') : t('view')} ${user.customerNo}`}
          onClick={() => onOpen(user)}
        />
      </Tooltip>
    ),
  },
];
