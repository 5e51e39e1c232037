import { Button, Space, Tag, Tooltip } from 'antd';
import { FieldTimeOutlined, FilePdfOutlined, StopOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { TableColumnsType } from 'antd';
import type { BillRow, BillStatus } from '@prapa/contracts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { openBillPdf } from './api.ts';

export const BILL_STATUS_COLOR: Record<BillStatus, string> = {
  issued: 'processing',
  partly_paid: 'warning',
  paid: 'success',
  void: 'default',
};

export const BillStatusTag = ({ status, t }: { status: BillStatus; t: TFunction }) => (
  <Tag color={BILL_STATUS_COLOR[status]}>{t(`status.${status}`)}</Tag>
);

/**
 * The columns of a bill list; `onVoid` only where the officer may void, `onWaive` where
 * they may waive a late fee (a water bill not void, not waived yet).
 */
export const billColumns = (
  t: TFunction,
  onVoid: ((bill: BillRow) => void) | null,
  withCustomer = true,
  onWaive: ((bill: BillRow) => void) | null = null,
): TableColumnsType<BillRow> => [
  { key: 'number', dataIndex: 'number', title: t('column.number'), width: 120 },
  ...(withCustomer
    ? [
        {
          key: 'customer',
          title: t('column.customer'),
          render: (_: unknown, b: BillRow) => `${b.customerNo} ${b.name}`,
        },
        {
          key: 'route',
          title: t('column.route'),
          render: (_: unknown, b: BillRow) =>
            b.routeCode ? `${b.routeCode}/${b.routeSeq ?? '–'}` : '–',
        },
      ]
    : []),
  { key: 'billDate', title: t('column.billDate'), render: (_, b) => formatDate(b.billDate) },
  { key: 'usage', title: t('column.usage'), align: 'right', render: (_, b) => b.usage ?? '–' },
  {
    key: 'total',
    title: t('column.total'),
    align: 'right',
    render: (_, b) => formatMoney(b.total),
  },
  { key: 'due', title: t('column.dueDate'), render: (_, b) => formatDate(b.dueDate) },
  {
    key: 'status',
    title: t('column.status'),
    render: (_, b) => (
      <Space size={4}>
        <BillStatusTag status={b.status} t={t} />
        {b.replacesId && <Tag bordered={false}>{t('column.replacement')}</Tag>}
        {b.kind === 'sundry' && (
          <Tag bordered={false}>{t(`sundry.${b.sundryKind ?? 'other'}`)}</Tag>
        )}
        {b.kind === 'opening' && <Tag bordered={false}>{t('opening')}</Tag>}
        {b.lateFeeWaived && <Tag color="cyan">{t('column.lateFeeWaived')}</Tag>}
      </Space>
    ),
  },
  {
    key: 'actions',
    title: '',
    width: 120,
    render: (_, b) => (
      <Space size={2}>
        <Tooltip title={t('action.pdf')}>
          <Button
            type="text"
            size="small"
            aria-label={`${t('action.pdf')} ${b.number}`}
            icon={<FilePdfOutlined />}
            onClick={() => void openBillPdf(b.id)}
          />
        </Tooltip>
        {onVoid && b.status === 'issued' && (
          <Tooltip title={t('action.void')}>
            <Button
              type="text"
              size="small"
              danger
              aria-label={`${t('action.void')} ${b.number}`}
              icon={<StopOutlined />}
              onClick={() => onVoid(b)}
            />
          </Tooltip>
        )}
        {onWaive && b.kind === 'water' && b.status !== 'void' && !b.lateFeeWaived && (
          <Tooltip title={t('action.waive')}>
            <Button
              type="text"
              size="small"
              aria-label={`${t('action.waive')} ${b.number}`}
              icon={<FieldTimeOutlined />}
              onClick={() => onWaive(b)}
            />
          </Tooltip>
        )}
      </Space>
    ),
  },
];
