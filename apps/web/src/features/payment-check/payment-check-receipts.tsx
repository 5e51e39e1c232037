import { Button, Card, Grid, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { BankOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PaymentCheck, PaymentCheckReceipt } from '@prapa/contracts';
import { ColumnCards } from '../../components/data-table/column-cards.tsx';
import { formatDate, formatDateTime, formatMoney, toBangkok } from '../../lib/format.ts';
import { openReceiptPdf } from '../payment/api.ts';
import { CheckCell } from './check-cell.tsx';

type Props = { d: PaymentCheck; canWrite: boolean; loading: boolean };

const nowrap = () => ({ style: { whiteSpace: 'nowrap' as const } });

/**
 * Every receipt of the range, oldest first: open its PDF, see the bank line it came from,
 * tick it against the statement. A voided receipt is greyed and never counted.
 */
export const PaymentCheckReceipts = ({ d, canWrite, loading }: Props) => {
  const { t } = useTranslation('payment-check');
  const oneDay = d.from === d.to;
  // A phone gets a card a receipt, its tick at hand; a desk the table.
  const wide = Grid.useBreakpoint().md ?? true;
  const columns: TableColumnsType<PaymentCheckReceipt> = [
    {
      title: oneDay ? t('col.time') : t('col.paidAt'),
      dataIndex: 'paidAt',
      onCell: nowrap,
      render: (v: string) => (oneDay ? toBangkok(v).format('HH:mm') : formatDateTime(v)),
    },
    {
      title: t('col.receipt'),
      key: 'no',
      onCell: nowrap,
      render: (_, r) => (
        <Button
          type="link"
          size="small"
          icon={<FilePdfOutlined />}
          style={{ padding: 0 }}
          aria-label={t('receipts.openPdf', { no: `${r.bookNo}/${r.number}` })}
          onClick={() => void openReceiptPdf(r.id, 'a5')}
        >
          {r.bookNo}/{r.number}
        </Button>
      ),
    },
    { title: t('col.customerNo'), dataIndex: 'customerNo', onCell: nowrap },
    { title: t('col.payer'), dataIndex: 'payerName' },
    { title: t('col.area'), dataIndex: 'areaName', responsive: ['xxl'] },
    { title: t('col.channel'), dataIndex: 'channelName' },
    { title: t('col.cashier'), dataIndex: 'cashierName', responsive: ['lg'] },
    { title: t('col.office'), dataIndex: 'officeName', responsive: ['xxl'] },
    {
      title: t('col.amount'),
      dataIndex: 'amount',
      align: 'right',
      onCell: nowrap,
      render: (v: number, r) =>
        r.status === 'void' ? <del>{formatMoney(v)}</del> : <strong>{formatMoney(v)}</strong>,
    },
    {
      title: t('col.reference'),
      key: 'reference',
      render: (_, r) => (
        <>
          {r.reference && <div>{r.reference}</div>}
          {r.bankRow && (
            <Tooltip title={r.bankRow.fileName}>
              <Link
                to={`/excel_payment_check?file=${r.bankRow.fileId}&line=${r.bankRow.line}`}
                style={{ whiteSpace: 'nowrap' }}
              >
                <BankOutlined /> {t('receipts.bankLine', { line: r.bankRow.line })}
              </Link>
            </Tooltip>
          )}
        </>
      ),
    },
    {
      title: t('col.check'),
      key: 'check',
      fixed: 'right',
      render: (_, r) => <CheckCell receipt={r} canWrite={canWrite} />,
    },
  ];
  const title = oneDay
    ? t('receipts.titleDay', { date: formatDate(d.from) })
    : t('receipts.titleRange', { from: formatDate(d.from), to: formatDate(d.to) });
  const total = (
    <Typography.Text strong>
      {t('receipts.total', {
        count: d.totals.count - d.totals.voided,
        amount: formatMoney(d.totals.amount),
      })}
    </Typography.Text>
  );
  if (!wide)
    return (
      <Card size="small" title={title}>
        <ColumnCards<PaymentCheckReceipt>
          rowKey={(r) => r.id}
          rows={d.receipts}
          columns={columns}
          loading={loading}
          pagination={{ defaultPageSize: 50, hideOnSinglePage: true }}
          emptyText={t('receipts.empty')}
        />
        {total}
      </Card>
    );
  return (
    <Card size="small" title={title}>
      <Table<PaymentCheckReceipt>
        size="small"
        rowKey="id"
        loading={loading}
        dataSource={d.receipts}
        columns={columns}
        scroll={{ x: 'max-content' }}
        pagination={{ defaultPageSize: 50, showSizeChanger: true, hideOnSinglePage: true }}
        onRow={(r) => (r.status === 'void' ? { style: { opacity: 0.55 } } : {})}
        locale={{ emptyText: t('receipts.empty') }}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={columns.length}>
              {total}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </Card>
  );
};
