import { roundHalfUp } from './money.ts';

// How a counter receipt is spread over one connection's open bills (MONEY.md §5). All
// money is integer satang. Bills are split into "heads" so a partial payment can say
// exactly which charges (and how much of their VAT) it settled: the tax invoice and the
// VAT report need that, and a later payment must continue where the last one stopped.

/** What a bill owes, per head; the heads sum to the bill total and none is negative. */
export type Heads = {
  lateFee: number;
  water: number;
  topUp: number;
  meterFee: number;
  other: number;
  vat: number;
};

export type HeadName = keyof Heads;

/** A bill line as the allocation needs it: the shape of `BillLine` and of a sundry line. */
export type HeadsLine = { kind: string; amount: number; includedAmount?: number };

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

const HEAD_NAMES: readonly HeadName[] = ['lateFee', 'water', 'topUp', 'meterFee', 'other', 'vat'];
/** The order money settles the non-VAT heads in; VAT runs alongside in proportion. */
const PAY_ORDER: readonly HeadName[] = ['lateFee', 'water', 'topUp', 'meterFee', 'other'];
// Discounts are priced on water + top-up + meter fee, so they come off those first; the
// tail only matters for a hand-made bill whose discount outgrew its charges.
const DISCOUNT_ORDER: readonly HeadName[] = [
  'water',
  'topUp',
  'meterFee',
  'other',
  'lateFee',
  'vat',
];
const CHARGE_HEAD = {
  late_fee: 'lateFee',
  block: 'water',
  minimum_top_up: 'topUp',
  meter_fee: 'meterFee',
  vat: 'vat',
} as const satisfies Record<string, HeadName>;
const INCLUDED_VAT_ORDER: readonly HeadName[] = ['water', 'topUp', 'meterFee', 'other'];
// Credit applied by the bill is as good as an earlier payment, so it settles the heads in
// the order a payment would, with VAT last so the invoice keeps as much VAT as possible.
const CREDIT_ORDER: readonly HeadName[] = [...PAY_ORDER, 'vat'];

export const zeroHeads = (): Heads => ({
  lateFee: 0,
  water: 0,
  topUp: 0,
  meterFee: 0,
  other: 0,
  vat: 0,
});

export const sumHeads = (heads: Heads): number =>
  HEAD_NAMES.reduce((sum, name) => sum + heads[name], 0);

const addHeads = (a: Heads, b: Heads): Heads => {
  const out = zeroHeads();
  for (const name of HEAD_NAMES) out[name] = a[name] + b[name];
  return out;
};

function assertSafeInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${name} must be a safe integer, got ${value}`);
  }
}

/** Takes `amount` off the heads in `order`, each down to 0; returns what did not fit. */
function takeOff(heads: Heads, amount: number, order: readonly HeadName[]): number {
  let rest = amount;
  for (const name of order) {
    const taken = Math.min(rest, heads[name]);
    heads[name] -= taken;
    rest -= taken;
  }
  return rest;
}

/**
 * Splits a bill (or a sundry bill) into heads. Discounts, inclusive VAT and applied credit
 * are netted out of the charges so that Σ heads is the bill total and no head is negative:
 * a partial payment can then never allocate more to a head than the bill asks for it.
 */
export function billHeads(lines: readonly HeadsLine[]): Heads {
  const heads = zeroHeads();
  let total = 0;
  let discounts = 0;
  let credit = 0;
  let vatIncluded = 0;
  for (const line of lines) {
    assertSafeInteger(line.amount, `${line.kind} amount`);
    total += line.amount;
    switch (line.kind) {
      case 'late_fee':
      case 'block':
      case 'minimum_top_up':
      case 'meter_fee':
      case 'vat':
        if (line.amount < 0) throw new RangeError(`${line.kind} amount must be ≥ 0`);
        heads[CHARGE_HEAD[line.kind]] += line.amount;
        break;
      case 'discount':
        if (line.amount > 0) throw new RangeError('discount amount must be ≤ 0');
        discounts -= line.amount;
        break;
      case 'credit':
        if (line.amount > 0) throw new RangeError('credit amount must be ≤ 0');
        credit -= line.amount;
        break;
      case 'vat_included': {
        // The line is informational; a non-zero amount would be money with no head.
        if (line.amount !== 0) throw new RangeError('vat_included amount must be 0');
        const included = line.includedAmount ?? 0;
        assertSafeInteger(included, 'vat_included includedAmount');
        if (included < 0) throw new RangeError('vat_included includedAmount must be ≥ 0');
        vatIncluded += included;
        break;
      }
      default:
        // Sundry and kinds added later: a negative one is an adjustment, so it is netted
        // like a discount rather than leaving a negative head.
        if (line.amount >= 0) heads.other += line.amount;
        else discounts -= line.amount;
    }
  }
  assertSafeInteger(total, 'bill total');
  if (total < 0) throw new RangeError(`bill total must be ≥ 0, got ${total}`);
  // Order matters: inclusive VAT is split from the charges after discounts (bill-vat.ts),
  // and credit is applied to the bill last of all.
  if (takeOff(heads, discounts, DISCOUNT_ORDER) > 0) {
    throw new RangeError('discounts exceed the charges');
  }
  const notCarved = takeOff(heads, vatIncluded, INCLUDED_VAT_ORDER);
  if (notCarved > 0) throw new RangeError('included VAT exceeds the charges it is part of');
  heads.vat += vatIncluded;
  if (takeOff(heads, credit, CREDIT_ORDER) > 0) throw new RangeError('credit exceeds the bill');
  return heads;
}

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
