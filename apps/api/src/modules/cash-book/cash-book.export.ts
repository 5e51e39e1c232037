import type { CashBookMonth } from '@prapa/contracts';
import { bahtOf, MONEY_FORMAT, type XlsxColumn } from '../../lib/xlsx.ts';
import { thaiDateOf } from '../water-users/water-users.export.ts';
import type { DayEntry } from './cash-book-entries.ts';

type Money<R> = (header: string, pick: (r: R) => number | null) => XlsxColumn<R>;
const moneyOf =
  <R>(): Money<R> =>
  (header, pick) => ({
    header: `server:cashBook.${header}`,
    width: 14,
    numFmt: MONEY_FORMAT,
    value: (r) => bahtOf(pick(r)),
  });

type MonthRow = CashBookMonth['days'][number];
const month = moneyOf<MonthRow>();

/** The month as a sheet: a row a day, amounts in baht, as the screen and the PDF. */
export const cashBookMonthColumns: XlsxColumn<MonthRow>[] = [
  { header: 'server:cashBook.date', width: 12, value: (r) => thaiDateOf(r.date) },
  month('opening', (r) => r.opening),
  month('received', (r) => r.received),
  month('deposited', (r) => r.deposited),
  month('toTreasury', (r) => r.toTreasury),
  month('closing', (r) => r.closing),
  month('bankNet', (r) => r.bankNet),
];

const day = moneyOf<DayEntry>();

/** The day as a sheet; `label` turns a row's kind into the caller's words. */
export const cashBookDayColumns = (
  label: (kind: DayEntry['kind']) => string,
): XlsxColumn<DayEntry>[] => [
  { header: 'server:cashBook.item', width: 30, value: (r) => label(r.kind) },
  { header: 'server:cashBook.name', width: 28, value: (r) => r.name },
  { header: 'server:cashBook.document', width: 16, value: (r) => r.documentNo },
  day('in', (r) => r.received),
  day('out', (r) => r.paid),
  day('balance', (r) => r.balance),
  { header: 'server:cashBook.voidReason', width: 24, value: (r) => r.voidReason },
];
