import type { TFunction } from 'i18next';
import type { MoveInField } from '@prapa/contracts';
import { dateOf, satangOf, textOf, type Parsed } from '../../../lib/sheet-import/cells.ts';
import type { Raw } from '../../../lib/sheet-import/parse-sheet.ts';
import type { CellProblem, StepColumn } from '../move-in-step.ts';
import { customerNoOf, isFuturePeriod, periodOf, type Period } from './step-cells.ts';

export type DebtField = MoveInField<'debts'>;

/** The heads an opening debt may be split into (satang), as the old books kept them. */
export const DEBT_HEADS = ['water', 'meterFee', 'vat', 'other'] as const;
export type DebtHead = (typeof DEBT_HEADS)[number];

/** One month a connection owed in the old books. */
export type DebtRow = {
  customerNo: string;
  period: Period;
  /** The heads given (null: the cell was blank). */
  heads: Record<DebtHead, number | null>;
  total: number;
  dueDate: string | null;
  reference: string | null;
};

const REFERENCE_MAX = 100;

export const debtColumns: readonly StepColumn<DebtField>[] = [
  { key: 'customerNo', header: 'เลขผู้ใช้น้ำ', width: 14, example: '0001' },
  { key: 'period', header: 'เดือนที่ค้าง (ดด/ปปปป)', width: 20, example: '09/2569' },
  { key: 'water', header: 'ค่าน้ำ', width: 12, optional: true, example: 150 },
  { key: 'meterFee', header: 'ค่ารักษามาตร', width: 14, optional: true, example: 10 },
  { key: 'vat', header: 'ภาษีมูลค่าเพิ่ม', width: 14, optional: true, example: 11.2 },
  { key: 'other', header: 'อื่น ๆ', width: 12, optional: true, example: 0 },
  { key: 'total', header: 'ยอดรวม', width: 12, optional: true, example: 171.2 },
  { key: 'dueDate', header: 'วันครบกำหนด', width: 16, optional: true, example: '15/10/2569' },
  {
    key: 'reference',
    header: 'เลขที่อ้างอิงเดิม',
    width: 18,
    optional: true,
    example: 'INV-6909-0001',
  },
];

export const debtHelp = (t: TFunction): string[] => [
  t('server:moveIn.debtsHelp.what'),
  t('server:moveIn.debtsHelp.period'),
  t('server:moveIn.debtsHelp.amounts'),
  t('server:moveIn.debtsHelp.dueDate'),
  t('server:moveIn.debtsHelp.reference'),
  t('server:moveIn.debtsHelp.numbering'),
];

const messageOf = (t: TFunction, p: { bad: string; vars?: Record<string, unknown> }) =>
  t(`validation:${p.bad}`, p.vars);

/**
 * One row of the opening debts: the customer, the month owed (not after this month), the
 * amounts by head and/or the total (heads given with a total must sum to it), the due date
 * and the old reference. Every problem of the row is named, not only the first.
 */
export const parseDebtRow = (
  t: TFunction,
  cells: Record<DebtField, Raw>,
  today: string,
): { value: DebtRow } | { problems: CellProblem<DebtField>[] } => {
  const problems: CellProblem<DebtField>[] = [];
  const take = <T>(column: DebtField, p: Parsed<T>): T | undefined => {
    if ('ok' in p) return p.ok;
    problems.push({ column, message: messageOf(t, p) });
    return undefined;
  };
  const customerNo = take('customerNo', customerNoOf(cells.customerNo));
  if (customerNo === null) {
    problems.push({ column: 'customerNo', message: t('validation:moveIn.debts.customerNo') });
  }
  const period = take('period', periodOf(cells.period));
  if (period === null) {
    problems.push({ column: 'period', message: t('validation:moveIn.debts.periodBlank') });
  } else if (period && isFuturePeriod(period, today)) {
    problems.push({ column: 'period', message: t('validation:moveIn.debts.periodFuture') });
  }
  const money = (column: DebtField): number | null | undefined => {
    const v = take(column, satangOf(cells[column]));
    if (typeof v === 'number' && v < 0) {
      problems.push({ column, message: t('validation:moveIn.debts.negative') });
      return undefined;
    }
    return v;
  };
  const heads = {} as Record<DebtHead, number | null>;
  let headsOk = true;
  for (const head of DEBT_HEADS) {
    const v = money(head);
    if (v === undefined) headsOk = false;
    heads[head] = v ?? null;
  }
  const given = money('total');
  const dueDate = take('dueDate', dateOf(cells.dueDate));
  const reference = take('reference', textOf(cells.reference));
  if (reference && reference.length > REFERENCE_MAX) {
    problems.push({
      column: 'reference',
      message: t('validation:moveIn.debts.referenceLong', { max: REFERENCE_MAX }),
    });
  }
  const named = DEBT_HEADS.map((h) => heads[h]).filter((v): v is number => v !== null);
  const sum = named.reduce((s, v) => s + v, 0);
  let total = 0;
  if (headsOk && given !== undefined) {
    total = given ?? sum;
    if (given !== null && named.length > 0 && sum !== given) {
      problems.push({
        column: 'total',
        message: t('validation:moveIn.debts.headsTotal', {
          sum: (sum / 100).toFixed(2),
          total: (given / 100).toFixed(2),
        }),
      });
    } else if (total === 0) {
      problems.push({ column: 'total', message: t('validation:moveIn.debts.nothingOwed') });
    }
  }
  if (problems.length > 0 || !customerNo || !period) return { problems };
  return {
    value: {
      customerNo,
      period,
      heads,
      total,
      dueDate: dueDate ?? null,
      reference: reference ?? null,
    },
  };
};
