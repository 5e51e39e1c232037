import { Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { EntitlementRegisterItem, EntitlementState } from '@prapa/contracts';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { formatDate } from '../../../lib/format.ts';

const STATE_COLOUR: Record<EntitlementState, string> = {
  current: 'success',
  expired: 'default',
  future: 'processing',
};

export const EntitlementStateTag = ({
  state,
  t,
}: {
  state: EntitlementState;
  t: TFunction<'basic'>;
}) => <Tag color={STATE_COLOUR[state]}>{t(`discount.entitled.state.${state}`)}</Tag>;

export const entitlementColumns = (
  t: TFunction<'basic'>,
): DataColumn<EntitlementRegisterItem>[] => [
  {
    key: 'customerNo',
    dataIndex: 'customerNo',
    title: t('discount.entitled.field.customerNo'),
    render: (no: string, row) => (
      <Link to={`/user/edit/${row.waterUserId}`}>
        <Typography.Text code>{no}</Typography.Text>
      </Link>
    ),
  },
  {
    key: 'fullName',
    dataIndex: 'fullName',
    sortField: 'name',
    title: t('discount.entitled.field.fullName'),
  },
  {
    key: 'areaName',
    dataIndex: 'areaName',
    sortField: 'area',
    title: t('discount.entitled.field.area'),
    hideable: true,
  },
  {
    key: 'schemeName',
    dataIndex: 'schemeName',
    sortField: 'scheme',
    title: t('discount.entitled.field.scheme'),
  },
  {
    key: 'evidence',
    dataIndex: 'evidence',
    title: t('discount.entitled.field.evidence'),
    hideable: true,
    render: (text: string) => (
      <Typography.Text style={{ maxWidth: 220 }} ellipsis={{ tooltip: text }}>
        {text}
      </Typography.Text>
    ),
  },
  {
    key: 'validFrom',
    dataIndex: 'validFrom',
    title: t('discount.entitled.field.validFrom'),
    render: (date: string) => formatDate(date),
  },
  {
    key: 'validTo',
    dataIndex: 'validTo',
    title: t('discount.entitled.field.validTo'),
    render: (date: string | null) =>
      date ? (
        formatDate(date)
      ) : (
        <Typography.Text type="secondary">{t('discount.entitled.noEnd')}</Typography.Text>
      ),
  },
  {
    key: 'state',
    dataIndex: 'state',
    title: t('discount.entitled.field.state'),
    // Stays in view when the table scrolls sideways (long names, other languages).
    fixed: 'right',
    render: (state: EntitlementState) => <EntitlementStateTag state={state} t={t} />,
  },
];
