// The income report's arithmetic (issue 27): which days a view covers, and the debtor
// movement that must balance to the satang. Per connection this is the ป.17
// (debtor-ledger.ts); summed over every connection it is the utility's.
import { parseIsoDate, toIsoDate } from './iso-date.ts';

/** A month, the Thai fiscal year to the end of that month, or the calendar year. */
export type IncomeView = 'month' | 'fiscalYear' | 'year';

const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The business days ('YYYY-MM-DD', both ends included) a view of `month` ('YYYY-MM',
 * Gregorian) covers. The fiscal year starts on 1 October, so October is the first month
 * of the fiscal year it names; a calendar year runs January to December whatever month.
 */
export function incomePeriod(view: IncomeView, month: string): { from: string; to: string } {
  const parts = parseIsoDate(`${month}-01`);
  if (!parts) throw new RangeError(`month must be YYYY-MM, got ${month}`);
  const { year, month: m } = parts;
  const end = toIsoDate({ year, month: m, day: lastDay(year, m) });
  if (view === 'month') return { from: `${month}-01`, to: end };
  if (view === 'year') return { from: toIsoDate({ year, month: 1, day: 1 }), to: `${year}-12-31` };
  const startYear = m >= 10 ? year : year - 1;
  return { from: toIsoDate({ year: startYear, month: 10, day: 1 }), to: end };
}

/** The period's figures in satang, as the queries read them; all but the balances ≥ 0. */
export type MovementInput = {
  /** What connections owed, net of credit on account, before the first day. */
  broughtForward: number;
  /** What the bills dated in the period charged, including bills voided since. */
  billed: number;
  /** The part of `billed` on bills now void: never owed. */
  voidedBills: number;
  /** Money of the valid receipts of the period (voided receipts are not income). */
  received: number;
  /** Debt settled from a connection's meter deposit: value to the account, no new money. */
  fromDeposits: number;
  /** What connections owed, net of credit, after the last day: read on its own. */
  carriedForward: number;
};

export type Movement = MovementInput & {
  /** brought forward + billed − voided − received − from deposits. */
  expected: number;
  /** carried forward − expected: 0 when the books balance. */
  difference: number;
  balanced: boolean;
};

/**
 * brought forward + billed − voided − received − settled from deposits = carried forward.
 * The carried-forward figure is read independently, so a difference shows money that one
 * query sees and another does not (a receipt without its bill, a day counted twice).
 */
export function debtorMovement(input: MovementInput): Movement {
  for (const [name, value] of Object.entries(input)) {
    if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a safe integer`);
  }
  const expected =
    input.broughtForward + input.billed - input.voidedBills - input.received - input.fromDeposits;
  const difference = input.carriedForward - expected;
  return { ...input, expected, difference, balanced: difference === 0 };
}

/** Sums per-connection movements (ป.17 rows) into the utility's; then checks it again. */
export function sumMovements(movements: readonly MovementInput[]): Movement {
  const total: MovementInput = {
    broughtForward: 0,
    billed: 0,
    voidedBills: 0,
    received: 0,
    fromDeposits: 0,
    carriedForward: 0,
  };
  for (const m of movements) {
    for (const key of Object.keys(total) as (keyof MovementInput)[]) total[key] += m[key];
  }
  return debtorMovement(total);
}
