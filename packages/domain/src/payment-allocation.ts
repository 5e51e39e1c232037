import {
  addHeads,
  assertSafeInteger,
  HEAD_NAMES,
  PAY_ORDER,
  sumHeads,
  zeroHeads,
  type Heads,
} from './bill-heads.ts';
import { roundHalfUp } from './money.ts';

// How a counter receipt is spread over one connection's open bills (MONEY.md §5). All
// money is integer satang. Bills are split into "heads" so a partial payment can say
// exactly which charges (and how much of their VAT) it settled: the tax invoice and the
// VAT report need that, and a later payment must continue where the last one stopped.

/** An open bill; `paidBefore` is what earlier receipts already allocated per head. */
export type OpenBill = { id: string; heads: Heads; paidBefore: Heads };

export type AllocationInput = {
  /** Oldest first. */
  bills: readonly OpenBill[];
  /** Money handed over (satang ≥ 0). */
  amount: number;
  /** Credit on account the connection holds (satang ≥ 0). */
  creditAvailable: number;
  /** Organisation setting: a receipt may pay part of a bill. */
  allowPartial: boolean;
  useCredit: boolean;
};

export type AllocationLine = {
  billId: string;
  source: 'credit' | 'money';
  amount: number;
  /** The part of `amount` going to each head; sums to `amount`. */
  heads: Heads;
};

export type Allocation = {
  lines: AllocationLine[];
  creditUsed: number;
  /** Money above what was owed, kept as credit on account. */
  toCredit: number;
  /** Outstanding of the bills given, before this receipt. */
  owed: number;
};

export type PaymentAllocationErrorCode = 'partialNotAllowed' | 'nothingToPay' | 'badAmount';

/** A receipt the counter must refuse; `code` picks the message shown to the clerk. */
export class PaymentAllocationError extends Error {
  readonly code: PaymentAllocationErrorCode;

  constructor(code: PaymentAllocationErrorCode, message: string) {
    super(message);
    this.name = 'PaymentAllocationError';
    this.code = code;
  }
}

/** A counter receipt above 10,000,000 ฿ is a typo, and keeps every product below 2^53. */
export const MAX_PAYMENT_SATANG = 1_000_000_000;

function assertHeads(heads: Heads, paidBefore: Heads): void {
  for (const name of HEAD_NAMES) {
    assertSafeInteger(heads[name], `heads.${name}`);
    assertSafeInteger(paidBefore[name], `paidBefore.${name}`);
    if (heads[name] < 0) throw new RangeError(`heads.${name} must be ≥ 0`);
    if (paidBefore[name] < 0 || paidBefore[name] > heads[name]) {
      throw new RangeError(`paidBefore.${name} must be within 0..heads.${name}`);
    }
  }
}

/** Σ heads − Σ paidBefore. */
export function outstandingOf(heads: Heads, paidBefore: Heads): number {
  assertHeads(heads, paidBefore);
  return sumHeads(heads) - sumHeads(paidBefore);
}

/**
 * The part of a payment going to each head of one bill. VAT is allocated in proportion to
 * the money paid so far (cumulatively, not per payment) so that rounding never drifts:
 * whatever the sequence of partial payments, the one that completes the bill lands the
 * VAT on exactly `heads.vat`.
 */
export function allocateToBill(heads: Heads, paidBefore: Heads, amount: number): Heads {
  assertHeads(heads, paidBefore);
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError(`amount must be a positive safe integer, got ${amount}`);
  }
  const total = sumHeads(heads);
  const paid = sumHeads(paidBefore);
  if (amount > total - paid) {
    throw new RangeError(`amount ${amount} is above the outstanding ${total - paid}`);
  }
  const paidAfter = paid + amount;
  let vatAfter = heads.vat;
  if (paidAfter !== total) {
    const product = paidAfter * heads.vat;
    // Real bills stay far below 2^53 (a 1e9 receipt × 1e6 of VAT is 1e15), but a product
    // past it is already inexact, and rounding it would misplace satang silently.
    if (!Number.isSafeInteger(product)) {
      throw new RangeError(`paid × VAT overflows: ${paidAfter} × ${heads.vat}`);
    }
    vatAfter = roundHalfUp(product, total);
  }
  // The clamps keep the cumulative VAT monotone and leave the non-VAT heads able to take
  // the rest; both bounds are reachable because amount ≤ outstanding.
  const nonVatOwed = total - heads.vat - (paid - paidBefore.vat);
  const lowest = Math.max(paidBefore.vat, paidBefore.vat + amount - nonVatOwed);
  const highest = Math.min(heads.vat, paidBefore.vat + amount);
  vatAfter = Math.min(highest, Math.max(lowest, vatAfter));

  const part = zeroHeads();
  part.vat = vatAfter - paidBefore.vat;
  let rest = amount - part.vat;
  for (const name of PAY_ORDER) {
    const taken = Math.min(rest, heads[name] - paidBefore[name]);
    part[name] = taken;
    rest -= taken;
  }
  if (rest !== 0) throw new Error(`allocation left ${rest} satang unplaced`);
  return part;
}

/**
 * Spreads a receipt over a connection's open bills, oldest first: credit on account
 * first (when asked), then the money; whatever is left of the money becomes credit.
 * Without partial payment the receipt must settle every bill given, so the counter
 * offers only whole bills and the clerk trims the list rather than the amount.
 */
export function allocatePayment(input: AllocationInput): Allocation {
  const { amount, creditAvailable } = input;
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > MAX_PAYMENT_SATANG) {
    throw new PaymentAllocationError(
      'badAmount',
      `amount must be whole satang within 0..${MAX_PAYMENT_SATANG}, got ${amount}`,
    );
  }
  if (!Number.isSafeInteger(creditAvailable) || creditAvailable < 0) {
    throw new PaymentAllocationError(
      'badAmount',
      `credit available must be whole satang ≥ 0, got ${creditAvailable}`,
    );
  }
  const ids = new Set<string>();
  for (const bill of input.bills) {
    if (ids.has(bill.id)) throw new RangeError(`bill ${bill.id} is given twice`);
    ids.add(bill.id);
  }

  // Paid-so-far per bill, advanced after every line so two lines on one bill chain.
  const paid = input.bills.map((bill) => ({ ...bill.paidBefore }));
  const owed = input.bills.reduce(
    (sum, bill) => sum + outstandingOf(bill.heads, bill.paidBefore),
    0,
  );
  const creditUsed = input.useCredit ? Math.min(creditAvailable, owed) : 0;
  if (creditUsed + amount === 0) {
    throw new PaymentAllocationError('nothingToPay', 'nothing is paid: no money and no credit');
  }
  if (!input.allowPartial && creditUsed + amount < owed) {
    throw new PaymentAllocationError(
      'partialNotAllowed',
      `partial payment is off: ${creditUsed + amount} does not cover ${owed}`,
    );
  }

  const lines: AllocationLine[] = [];
  const spend = (source: AllocationLine['source'], available: number): number => {
    let left = available;
    input.bills.forEach((bill, index) => {
      const before = paid[index] ?? bill.paidBefore;
      const outstanding = sumHeads(bill.heads) - sumHeads(before);
      const part = Math.min(left, outstanding);
      if (part === 0) return;
      const heads = allocateToBill(bill.heads, before, part);
      paid[index] = addHeads(before, heads);
      lines.push({ billId: bill.id, source, amount: part, heads });
      left -= part;
    });
    return available - left;
  };
  spend('credit', creditUsed);
  const moneyUsed = spend('money', amount);
  return { lines, creditUsed, toCredit: amount - moneyUsed, owed };
}
