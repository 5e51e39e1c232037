import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../components/data-table/data-table.tsx';
import { formatDate, formatMoney } from '../../lib/format.ts';
import type { DepositRow } from './api.ts';

const money = (n: number) =>
  n === 0 ? <Typography.Text type="secondary">—</Typography.Text> : formatMoney(n);

/** The register's columns: who, the meter, when and on which receipt, in and out, held. */
export const depositColumns = (t: TFunction<'deposits'>): DataColumn<DepositRow>[] => [
  {
    key: 'customerNo',
    dataIndex: 'customerNo',
    title: t('field.customerNo'),
    render: (v: string) => <Typography.Text strong>{v}</Typography.Text>,
  },
  { key: 'name', dataIndex: 'name', title: t('field.name') },
  { key: 'areaName', dataIndex: 'areaName', title: t('field.area'), hideable: true },
  { key: 'meterSize', dataIndex: 'meterSize', title: t('field.meterSize'), hideable: true },
  {
    key: 'takenOn',
    dataIndex: 'takenOn',
    title: t('field.takenOn'),
    hideable: true,
    render: (v: string | null) => (v ? formatDate(v) : '—'),
  },
  {
    key: 'receipts',
    dataIndex: 'receipts',
    title: t('field.receipt'),
    hideable: true,
    // A deposit brought in at the move-in shows the old system's reference beside it.
    render: (v: string[], r) =>
      v[0] ??
      (r.opening > 0 ? [t('entry.opening'), r.openingReference].filter(Boolean).join(' · ') : '—'),
  },
  {
    key: 'in',
    title: t('field.in'),
    align: 'right',
    render: (_: unknown, r) => money(r.opening + r.taken),
  },
  {
    key: 'applied',
    dataIndex: 'applied',
    title: t('field.applied'),
    align: 'right',
    hideable: true,
    render: money,
  },
  {
    key: 'refunded',
    dataIndex: 'refunded',
    title: t('field.refunded'),
    align: 'right',
    render: money,
  },
  {
    key: 'forfeited',
    dataIndex: 'forfeited',
    title: t('field.forfeited'),
    align: 'right',
    hideable: true,
    render: money,
  },
  {
    key: 'held',
    dataIndex: 'held',
    title: t('field.held'),
    align: 'right',
    render: (v: number) => <Typography.Text strong>{formatMoney(v)}</Typography.Text>,
  },
];
