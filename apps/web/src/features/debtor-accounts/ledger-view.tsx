import { useState } from 'react';
import {
  Alert,
  Button,
  Descriptions,
  Flex,
  Grid,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DebtorLedger, LedgerBill, LedgerRow } from '@prapa/contracts';
import { ColumnCards } from '../../components/data-table/column-cards.tsx';
import { ExportButton } from '../../components/export-button.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { openPdf } from '../../lib/open-pdf.ts';
import { currentFiscalYear, ledgerPath, roundMonthText, useLedger } from './api.ts';

type Line =
  | { key: string; kind: 'edge'; date: string; label: string; balance: number }
  | (LedgerRow & { key: string });

const YEARS = 6;

const billOf = (r: Line): LedgerBill | null => (r.kind === 'bill' ? r.bill : null);
const amount = (v: number | undefined) => (v ? formatMoney(v) : '');
const balance = (v: number) => (
  <Typography.Text type={v < 0 ? 'success' : undefined} strong>
    {formatMoney(v)}
  </Typography.Text>
);

/** ป.17 of one connection: a fiscal year picked, its table, and the sheet and PDF of it. */
export const LedgerView = ({ waterUserId }: { waterUserId: string }) => {
  const { t, i18n } = useTranslation('debtors');
  const [fiscalYear, setFiscalYear] = useState(currentFiscalYear());
  const ledger = useLedger(waterUserId, fiscalYear);
  // A phone gets one card a line (every figure on screen); a desk the ป.17's table.
  const wide = Grid.useBreakpoint().md ?? true;
  const l = ledger.data;
  const money = (title: string, pick: (b: LedgerBill) => number, width = 80) => ({
    title,
    key: title,
    width,
    align: 'right' as const,
    render: (_: unknown, r: Line) => {
      const b = billOf(r);
      return b ? amount(pick(b)) : '';
    },
  });
  const columns: ColumnsType<Line> = [
    { title: t('ledger.date'), key: 'date', width: 104, render: (_, r) => formatDate(r.date) },
    {
      title: t('ledger.document'),
      key: 'doc',
      width: 124,
      render: (_, r) => {
        if (r.kind === 'edge') return <strong>{r.label}</strong>;
        if (r.kind === 'bill') {
          return (
            <Space size={4} wrap>
              {r.bill.number}
              {r.bill.kind === 'sundry' && <Tag>{t('ledger.sundry')}</Tag>}
              {r.bill.kind === 'opening' && <Tag>{t('ledger.opening')}</Tag>}
              {r.bill.creditApplied > 0 && (
                <Tag color="green">
                  {t('ledger.creditApplied', { amount: formatMoney(r.bill.creditApplied) })}
                </Tag>
              )}
            </Space>
          );
        }
        const p = r.payment;
        return (
          <Space size={4} wrap>
            {t('ledger.receipt', { book: p.bookNo, number: p.number })}
            {p.toCredit > 0 && (
              <Tag color="green">{t('ledger.toCredit', { amount: formatMoney(p.toCredit) })}</Tag>
            )}
          </Space>
        );
      },
    },
    {
      title: t('ledger.month'),
      key: 'month',
      width: 84,
      render: (_, r) => (r.kind === 'bill' ? roundMonthText(r.bill.roundMonth, i18n.language) : ''),
    },
    {
      title: t('ledger.readingFrom'),
      key: 'from',
      width: 80,
      align: 'right',
      render: (_, r) => billOf(r)?.readingFrom,
    },
    {
      title: t('ledger.readingTo'),
      key: 'to',
      width: 80,
      align: 'right',
      render: (_, r) => billOf(r)?.readingTo,
    },
    {
      title: t('ledger.units'),
      key: 'units',
      width: 56,
      align: 'right',
      render: (_, r) => {
        const b = billOf(r);
        return b?.units === null || !b ? '' : `${b.units}${b.estimated ? '*' : ''}`;
      },
    },
    money(t('ledger.water'), (b) => b.water),
    money(t('ledger.topUp'), (b) => b.topUp),
    money(t('ledger.meterFee'), (b) => b.meterFee),
    money(t('ledger.otherFees'), (b) => b.lateFee + b.other),
    money(t('ledger.discount'), (b) => -b.discount),
    money(t('ledger.vat'), (b) => b.vat, 70),
    money(t('ledger.charged'), (b) => b.charged),
    {
      title: t('ledger.paid'),
      key: 'paid',
      width: 88,
      align: 'right',
      render: (_, r) => (r.kind === 'payment' ? formatMoney(r.payment.amount) : ''),
    },
    {
      title: t('ledger.balance'),
      key: 'balance',
      width: 100,
      fixed: 'right',
      align: 'right',
      render: (_, r) => balance(r.balance),
    },
  ];
  const lines = (d: DebtorLedger): Line[] => [
    {
      key: 'bf',
      kind: 'edge',
      date: d.from,
      label: t('ledger.broughtForward'),
      balance: d.broughtForward,
    },
    ...d.rows.map((r) => ({ ...r, key: r.kind === 'bill' ? r.bill.id : r.payment.id })),
    {
      key: 'cf',
      kind: 'edge',
      date: d.to,
      label: t('ledger.carriedForward'),
      balance: d.carriedForward,
    },
  ];
  const years = Array.from({ length: YEARS }, (_, i) => currentFiscalYear() - i);
  const params = { fiscalYear };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Flex wrap gap={8} justify="space-between" align="center">
        <Select
          value={fiscalYear}
          onChange={setFiscalYear}
          aria-label={t('ledger.fiscalYear')}
          style={{ width: 200 }}
          options={years.map((y) => ({
            value: y,
            label: t('ledger.fiscalYearOption', { year: y }),
          }))}
        />
        <Space wrap>
          <ExportButton path={`${ledgerPath(waterUserId)}/export`} params={params} />
          <Button
            icon={<FilePdfOutlined />}
            onClick={() => void openPdf(`${ledgerPath(waterUserId)}/pdf`, params)}
          >
            {t('pdf')}
          </Button>
        </Space>
      </Flex>
      {ledger.error && <QueryError error={ledger.error} onRetry={() => void ledger.refetch()} />}
      {l && (
        <>
          <Descriptions size="small" column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label={t('col.customerNo')}>
              {l.waterUser.customerNo}
            </Descriptions.Item>
            <Descriptions.Item label={t('col.name')}>{l.waterUser.name}</Descriptions.Item>
            <Descriptions.Item label={t('ledger.period')}>
              {formatDate(l.from)} – {formatDate(l.to)}
            </Descriptions.Item>
            <Descriptions.Item label={t('ledger.broughtForward')}>
              {balance(l.broughtForward)}
            </Descriptions.Item>
            <Descriptions.Item label={t('ledger.billed')}>
              {formatMoney(l.totals.charged)}
            </Descriptions.Item>
            <Descriptions.Item label={t('ledger.paidTotal')}>
              {formatMoney(l.totals.paid)}
            </Descriptions.Item>
            <Descriptions.Item label={t('ledger.carriedForward')}>
              {balance(l.carriedForward)}
            </Descriptions.Item>
          </Descriptions>
          {wide ? (
            <Table<Line>
              rowKey="key"
              size="small"
              columns={columns}
              dataSource={lines(l)}
              pagination={false}
              loading={ledger.isFetching}
              scroll={{ x: 1260 }}
              tableLayout="fixed"
              rowClassName={(r) => (r.kind === 'edge' ? 'ant-table-row-selected' : '')}
            />
          ) : (
            <ColumnCards<Line>
              rowKey={(r) => r.key}
              rows={lines(l)}
              columns={columns}
              pagination={false}
              loading={ledger.isFetching}
            />
          )}
          {l.carriedForward < 0 && <Alert type="success" showIcon message={t('ledger.inCredit')} />}
          {(l.voidedBills.length > 0 || l.voidedPayments.length > 0) && (
            <Alert
              type="warning"
              showIcon
              message={t('ledger.voided')}
              description={[
                ...l.voidedBills.map(
                  (b) => `${b.number} ${formatMoney(b.total)} (${b.voidReason ?? ''})`,
                ),
                ...l.voidedPayments.map(
                  (p) => `${p.bookNo}/${p.number} ${formatMoney(p.amount)} (${p.voidReason ?? ''})`,
                ),
              ].join(' · ')}
            />
          )}
        </>
      )}
    </Space>
  );
};
