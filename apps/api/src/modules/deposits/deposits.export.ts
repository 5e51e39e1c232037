import type { DepositRow } from '@prapa/contracts';
import { bahtOf, MONEY_FORMAT, type XlsxColumn } from '../../lib/xlsx.ts';
import { thaiDateOf } from '../water-users/water-users.export.ts';

const money = (header: string, pick: (r: DepositRow) => number): XlsxColumn<DepositRow> => ({
  header: `server:deposit.${header}`,
  width: 12,
  numFmt: MONEY_FORMAT,
  value: (r) => bahtOf(pick(r)),
});

/** The deposit register as a sheet: every matching connection, amounts in baht. */
export const depositColumns: XlsxColumn<DepositRow>[] = [
  { header: 'server:waterUser.customerNo', width: 14, value: (r) => r.customerNo },
  { header: 'server:deposit.name', width: 28, value: (r) => r.name },
  { header: 'server:deposit.area', width: 18, value: (r) => r.areaName },
  { header: 'server:deposit.meterSize', width: 10, value: (r) => r.meterSize },
  { header: 'server:deposit.takenOn', width: 12, value: (r) => thaiDateOf(r.takenOn) },
  { header: 'server:deposit.receipts', width: 18, value: (r) => r.receipts.join(', ') },
  money('opening', (r) => r.opening),
  money('taken', (r) => r.taken),
  money('applied', (r) => r.applied),
  money('refunded', (r) => r.refunded),
  money('forfeited', (r) => r.forfeited),
  money('held', (r) => r.held),
];
