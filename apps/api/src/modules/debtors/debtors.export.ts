import { ageingBucketRange, thaiMonthName } from '@prapa/domain';
import type { CreditRow, DebtorLedger, DebtorRow, LedgerRow } from '@prapa/contracts';
import { bahtOf, MONEY_FORMAT, type XlsxColumn } from '../../lib/xlsx.ts';

type T = (key: string, vars?: Record<string, unknown>) => string;

/** 'ต.ค. 2569' of a round 'YYYY-MM' (BE year), as the ledger and the list print it. */
export const roundMonthText = (month: string | null) => {
  if (!month) return '';
  const [year, m] = month.split('-').map(Number);
  return `${thaiMonthName(m ?? 1, 'short')} ${year}`;
};

const money = <R>(header: string, pick: (r: R) => number | null): XlsxColumn<R> => ({
  header,
  width: 13,
  numFmt: MONEY_FORMAT,
  value: (r) => bahtOf(pick(r)),
});

/** The debtor list as a sheet: the screen's columns, money in baht. */
export const debtorColumns = (t: T): XlsxColumn<DebtorRow>[] => [
  { header: 'server:debtors.customerNo', width: 12, value: (r) => r.customerNo },
  { header: 'server:debtors.name', width: 28, value: (r) => r.name },
  { header: 'server:debtors.area', width: 18, value: (r) => r.areaName },
  { header: 'server:debtors.route', width: 18, value: (r) => r.routeName },
  { header: 'server:debtors.seq', width: 8, value: (r) => r.routeSeq },
  { header: 'server:debtors.usageStatus', width: 14, value: (r) => r.usageStatusName },
  { header: 'server:debtors.unpaidRounds', width: 10, value: (r) => r.unpaidRounds },
  {
    header: 'server:debtors.bucket',
    width: 10,
    value: (r) => t('server:debtors.rounds', { range: ageingBucketRange(r.bucket) }),
  },
  { header: 'server:debtors.oldestMonth', width: 12, value: (r) => roundMonthText(r.oldestMonth) },
  { header: 'server:debtors.openBills', width: 10, value: (r) => r.openBills },
  money('server:debtors.overdue', (r) => r.overdue),
  money('server:debtors.owed', (r) => r.owed),
];

export const creditColumns = (): XlsxColumn<CreditRow>[] => [
  { header: 'server:debtors.customerNo', width: 12, value: (r) => r.customerNo },
  { header: 'server:debtors.name', width: 28, value: (r) => r.name },
  { header: 'server:debtors.area', width: 18, value: (r) => r.areaName },
  { header: 'server:debtors.route', width: 18, value: (r) => r.routeName },
  money('server:debtors.credit', (r) => r.credit),
];

/** A ledger row of the sheet: brought forward, a bill, a receipt, or carried forward. */
export type LedgerSheetRow = {
  date: string | null;
  document: string;
  row: LedgerRow | null;
  balance: number;
};

export const ledgerSheetRows = (l: DebtorLedger, t: T): LedgerSheetRow[] => [
  {
    date: l.from,
    document: t('server:ledger.broughtForward'),
    row: null,
    balance: l.broughtForward,
  },
  ...l.rows.map((row) => ({
    date: row.date,
    document:
      row.kind === 'bill'
        ? row.bill.number
        : `${t('server:ledger.receipt')} ${row.payment.bookNo}/${row.payment.number}`,
    row,
    balance: row.balance,
  })),
  { date: l.to, document: t('server:ledger.carriedForward'), row: null, balance: l.carriedForward },
];

const billPart =
  (pick: (b: Extract<LedgerRow, { kind: 'bill' }>['bill']) => number | null) =>
  (r: LedgerSheetRow) => (r.row?.kind === 'bill' ? pick(r.row.bill) : null);

export const ledgerColumns = (): XlsxColumn<LedgerSheetRow>[] => [
  {
    header: 'server:ledger.date',
    width: 12,
    value: (r) => (r.date ? new Date(`${r.date}T00:00:00Z`) : null),
  },
  { header: 'server:ledger.document', width: 22, value: (r) => r.document },
  {
    header: 'server:ledger.month',
    width: 11,
    value: (r) => (r.row?.kind === 'bill' ? roundMonthText(r.row.bill.roundMonth) : null),
  },
  { header: 'server:ledger.readingFrom', width: 10, value: billPart((b) => b.readingFrom) },
  { header: 'server:ledger.readingTo', width: 10, value: billPart((b) => b.readingTo) },
  { header: 'server:ledger.units', width: 8, value: billPart((b) => b.units) },
  money(
    'server:ledger.water',
    billPart((b) => b.water),
  ),
  money(
    'server:ledger.topUp',
    billPart((b) => b.topUp),
  ),
  money(
    'server:ledger.meterFee',
    billPart((b) => b.meterFee),
  ),
  money(
    'server:ledger.otherFees',
    billPart((b) => b.lateFee + b.other),
  ),
  money(
    'server:ledger.discount',
    billPart((b) => b.discount),
  ),
  money(
    'server:ledger.vat',
    billPart((b) => b.vat),
  ),
  money(
    'server:ledger.charged',
    billPart((b) => b.charged),
  ),
  money(
    'server:ledger.creditApplied',
    billPart((b) => b.creditApplied),
  ),
  money('server:ledger.paid', (r) => (r.row?.kind === 'payment' ? r.row.payment.amount : null)),
  money('server:ledger.toCredit', (r) =>
    r.row?.kind === 'payment' ? r.row.payment.toCredit : null,
  ),
  money('server:ledger.balance', (r) => r.balance),
];
