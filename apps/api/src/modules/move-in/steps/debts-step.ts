import type { TFunction } from 'i18next';
import { bangkokDate, fiscalYearOf } from '@prapa/domain';
import type { Tx } from '../../../db/tenant.ts';
import type { RowProblem } from '../../../lib/sheet-import/problems.ts';
import { connectionDetails } from '../../billing/billing-candidates.repo.ts';
import { loadBillingContext } from '../../billing/billing-context.repo.ts';
import { partiesOf } from '../../billing/price-bill.ts';
import type { MoveInStepDef, StepActor, StepRow } from '../move-in-step.ts';
import { connectionsByNo } from './connections.repo.ts';
import {
  debtColumns,
  debtHelp,
  parseDebtRow,
  type DebtField,
  type DebtRow,
} from './debts-parse.ts';
import {
  deleteStagedOpeningBills,
  insertOpeningBills,
  moveOpeningCounter,
  openingBillsOf,
  openingLastSeq,
  paidOpeningBills,
  voidOpeningBills,
  type OpeningBill,
  type OpeningNumbering,
} from './opening-bills.repo.ts';
import { lastDayOf, periodKey, type Period } from './step-cells.ts';

/** Where numbering goes on, and the organisation's header every snapshot carries (read once). */
type Prepared = OpeningNumbering & { context: Awaited<ReturnType<typeof loadBillingContext>> };

const prepare = async (tx: Tx, orgId: string): Promise<Prepared> => {
  const today = bangkokDate(new Date());
  const fiscalYear = fiscalYearOf(today);
  // The organisation's header as it is today: the snapshot's, the same for every bill.
  const context = await loadBillingContext(tx, orgId, {
    id: '',
    yearBe: 0,
    month: 0,
    periodFrom: today,
    periodTo: today,
    billDate: today,
    status: 'reading',
  });
  return { fiscalYear, firstSeq: (await openingLastSeq(tx, orgId, fiscalYear)) + 1, context };
};

const periodText = (p: Period) => `${String(p.month).padStart(2, '0')}/${p.yearBe}`;

/**
 * A bill line per head the old books gave, of the kinds the bill heads (billHeads), the
 * receipts' ป.32 split and the income report already know; one 'opening' line (the
 * "other" head) when only a total was given.
 */
export const openingLines = (row: DebtRow) => {
  const { water, meterFee, vat, other } = row.heads;
  const lines = [
    { kind: 'block', labelKey: 'bill.line.opening.water', amount: water ?? 0 },
    { kind: 'meter_fee', labelKey: 'bill.line.opening.meterFee', amount: meterFee ?? 0 },
    { kind: 'vat', labelKey: 'bill.line.opening.vat', amount: vat ?? 0 },
    { kind: 'opening', labelKey: 'bill.line.opening.other', amount: other ?? 0 },
  ].filter((l) => l.amount > 0);
  return lines.length > 0
    ? lines
    : [{ kind: 'opening', labelKey: 'bill.line.opening.total', amount: row.total }];
};

const check = async (
  tx: Tx,
  orgId: string,
  t: TFunction,
  rows: StepRow<DebtRow>[],
): Promise<RowProblem<DebtField>[]> => {
  const problems: RowProblem<DebtField>[] = [];
  const known = await connectionsByNo(
    tx,
    orgId,
    rows.map((r) => r.value.customerNo),
  );
  const existing = await openingBillsOf(
    tx,
    orgId,
    [...known.values()].map((c) => c.id),
  );
  const seen = new Map<string, number>();
  for (const { row, value } of rows) {
    const c = known.get(value.customerNo);
    if (!c) {
      problems.push({
        row,
        column: 'customerNo',
        message: t('validation:moveIn.debts.unknownCustomer', { value: value.customerNo }),
      });
      continue;
    }
    const key = `${c.id}:${periodKey(value.period)}`;
    const vars = { value: value.customerNo, period: periodText(value.period) };
    const before = seen.get(key);
    if (before !== undefined) {
      problems.push({
        row,
        column: 'period',
        message: t('validation:moveIn.debts.repeated', { ...vars, row: before }),
      });
    } else seen.set(key, row);
    const number = existing.get(key);
    if (number) {
      problems.push({
        row,
        column: 'period',
        message: t('validation:moveIn.debts.exists', { ...vars, number }),
      });
    }
  }
  return problems;
};

const stage = async (
  tx: Tx,
  orgId: string,
  jobId: string,
  part: StepRow<DebtRow>[],
  at: number,
  prepared: Prepared,
  actor: StepActor,
) => {
  if (part.length === 0) return;
  const { context } = prepared;
  const named = await connectionsByNo(
    tx,
    orgId,
    part.map((r) => r.value.customerNo),
  );
  const details = await connectionDetails(
    tx,
    orgId,
    null,
    [...named.values()].map((c) => c.id),
  );
  const byNo = new Map(details.map((d) => [d.customerNo, d]));
  const list: OpeningBill[] = part.map(({ row, value }, i) => {
    const c = byNo.get(value.customerNo);
    if (!c) throw new Error(`row ${row}: customer ${value.customerNo} not found`);
    const billDate = lastDayOf(value.period);
    const lines = openingLines(value);
    const vat = value.heads.vat ?? 0;
    return {
      waterUserId: c.id,
      customerNo: c.customerNo,
      seq: prepared.firstSeq + at + i,
      periodYearBe: value.period.yearBe,
      periodMonth: value.period.month,
      billDate,
      dueDate: value.dueDate ?? billDate,
      total: value.total,
      reference: value.reference,
      lines,
      snapshot: {
        ...partiesOf(context, c),
        round: null,
        reading: null,
        priced: {
          opening: {
            yearBe: value.period.yearBe,
            month: value.period.month,
            reference: value.reference,
          },
          heads: value.heads,
          lines,
        },
        vat: {
          rateBp: 0,
          inclusive: false,
          base: value.total - vat,
          amount: vat,
          net: value.total,
        },
        arrears: { amount: 0, bills: [] },
      },
    };
  });
  await insertOpeningBills(tx, orgId, prepared.fiscalYear, jobId, actor.officerId, list);
};

/**
 * Opening debts (ยอดยกมา, issue 28): each row a month a connection owed in the old books,
 * brought in as an opening bill of its own series (BF…) dated at the end of that month,
 * so debt, ageing and notices count it from its original period.
 */
export const debtsStep: MoveInStepDef<'debts', DebtRow, Prepared> = {
  step: 'debts',
  sheetName: 'ยอดยกมา',
  columns: debtColumns,
  help: debtHelp,
  parseRow: parseDebtRow,
  check,
  measure: (rows) => ({
    connections: new Set(rows.map((r) => r.value.customerNo)).size,
    amount: rows.reduce((s, r) => s + r.value.total, 0),
  }),
  prepare,
  stage,
  publish: async (tx, orgId, _jobId, count, prepared) => {
    if (count === 0) return;
    await moveOpeningCounter(tx, orgId, prepared.fiscalYear, prepared.firstSeq - 1 + count);
  },
  unstage: deleteStagedOpeningBills,
  undoRefusal: async (tx, orgId, jobIds, t) => {
    if (jobIds.length === 0) return null;
    const paid = await paidOpeningBills(tx, orgId, jobIds);
    return paid.count === 0
      ? null
      : t('server:moveIn.debtsPaid', { count: paid.count, numbers: paid.numbers.join(', ') });
  },
  undoBatch: async (tx, orgId, jobIds, _undoJobId, limit, actor, t) =>
    jobIds.length === 0
      ? 0
      : voidOpeningBills(tx, orgId, jobIds, limit, t('server:moveIn.undone'), actor.officerId),
};
