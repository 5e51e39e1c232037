import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CounterBill } from '@prapa/contracts';
import { formatDate, formatMoney, formatRoundMonth } from '../../lib/format.ts';

const nowrap = () => ({ style: { whiteSpace: 'nowrap' as const } });

/** A bill's month (water, opening) or its fee (sundry), as the cashier reads it. */
export const useBillLabel = () => {
  const { t, i18n } = useTranslation('payment');
  return (b: Pick<CounterBill, 'label' | 'yearBe' | 'month'>) =>
    (b.label === 'water' || b.label === 'opening') && b.yearBe !== null && b.month !== null
      ? t(b.label === 'water' ? 'bill.water' : 'bill.opening', {
          month: formatRoundMonth(b.yearBe, b.month, i18n.language),
        })
      : t(`bill.sundry.${b.label}`, { defaultValue: t('bill.sundry.other') });
};

/** The connection's open bills, oldest first; the cashier ticks which ones are paid. */
export const CounterBills = ({
  bills,
  selected,
  onSelect,
}: {
  bills: CounterBill[];
  selected: string[];
  onSelect: (ids: string[]) => void;
}) => {
  const { t } = useTranslation('payment');
  const label = useBillLabel();
  return (
    <Table<CounterBill>
      size="small"
      rowKey="id"
      pagination={false}
      // No sideways scroll: the table keeps to its card, a bill's name wraps (its "overdue"
      // tag under it) and what is owed stays in view, on a phone as beside the day's
      // receipts at 1366 px (it had slid off the right edge of both).
      dataSource={bills}
      locale={{ emptyText: t('bills.none') }}
      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => onSelect(keys.map(String)) }}
      expandable={{
        expandedRowRender: (b) => (
          <Table
            size="small"
            pagination={false}
            rowKey={(_, i) => String(i)}
            dataSource={b.lines}
            showHeader={false}
            columns={[
              { dataIndex: 'kind', render: (k: string) => t(`line.${k}`, { defaultValue: k }) },
              {
                dataIndex: 'amount',
                align: 'right',
                render: (v: number) => formatMoney(v),
              },
            ]}
          />
        ),
      }}
      columns={[
        {
          title: t('col.bill'),
          key: 'label',
          render: (_, b) => (
            <span>
              {label(b)}{' '}
              {b.overdue && (
                <Tag color="red" bordered={false}>
                  {t('bills.overdue')}
                </Tag>
              )}
            </span>
          ),
        },
        {
          title: t('col.number'),
          dataIndex: 'number',
          responsive: ['md'],
          onCell: nowrap,
          render: (v: string) => <Typography.Text type="secondary">{v}</Typography.Text>,
        },
        {
          title: t('col.dueDate'),
          dataIndex: 'dueDate',
          responsive: ['lg'],
          render: (v: string | null) => formatDate(v),
        },
        {
          title: t('col.total'),
          dataIndex: 'total',
          align: 'right',
          onCell: nowrap,
          // A phone shows what is still owed; the total is in the expanded lines.
          responsive: ['sm'],
          render: formatMoney,
        },
        {
          title: t('col.paid'),
          dataIndex: 'paid',
          align: 'right',
          onCell: nowrap,
          responsive: ['md'],
          render: formatMoney,
        },
        {
          title: t('col.outstanding'),
          dataIndex: 'outstanding',
          align: 'right',
          onCell: nowrap,
          onHeaderCell: nowrap,
          render: (v: number) => <strong>{formatMoney(v)}</strong>,
        },
      ]}
    />
  );
};
