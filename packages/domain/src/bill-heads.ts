// A bill split into heads (MONEY.md §5): what a partial payment settles, head by head.

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

export const HEAD_NAMES: readonly HeadName[] = [
  'lateFee',
  'water',
  'topUp',
  'meterFee',
  'other',
  'vat',
];
/** The order money settles the non-VAT heads in; VAT runs alongside in proportion. */
export const PAY_ORDER: readonly HeadName[] = ['lateFee', 'water', 'topUp', 'meterFee', 'other'];
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

export const addHeads = (a: Heads, b: Heads): Heads => {
  const out = zeroHeads();
  for (const name of HEAD_NAMES) out[name] = a[name] + b[name];
  return out;
};

export function assertSafeInteger(value: number, name: string): void {
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
