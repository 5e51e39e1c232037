import { describe, expect, it } from 'vitest';
import { computeBill } from './bill-compute.ts';
import { percentOf } from './money.ts';
import { randomInt, seededRandom } from './seeded-random.ts';
import type { Tariff, TariffBlock, TariffMethod } from './tariff-types.ts';
import type {
  BillDiscountAppliesTo,
  BillDiscountKind,
  BillDiscountScheme,
  BillInput,
  BillLateFeeKind,
  BillLineKind,
  BillMode,
  OverdueBill,
} from './bill-types.ts';

// Seeded property tests in the style of tariff.property.test.ts: a failure replays from
// its seed, and the message carries the input that broke it.

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => {
  const item = items[randomInt(random, 0, items.length - 1)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};
const maybe = <T>(random: Random, make: () => T): T | null => (random() < 0.5 ? null : make());

const METHODS: TariffMethod[] = ['flat', 'progressive', 'step'];

/** The same generator as tariff.property.test.ts: a random valid tariff. */
function randomTariff(random: Random): Tariff {
  const method = pick(random, METHODS);
  const count = randomInt(random, 1, 8);
  const blocks: TariffBlock[] = [];
  let upTo = 0;
  let rate = randomInt(random, 0, 2000);
  for (let i = 0; i < count; i += 1) {
    upTo += randomInt(random, 1, 50);
    rate = method === 'step' ? rate + randomInt(random, 0, 500) : randomInt(random, 0, 3000);
    blocks.push({ upTo: i === count - 1 ? null : upTo, rate });
  }
  const minimumCharge = random() < 0.5 ? 0 : randomInt(random, 1, 50000);
  return { method, blocks, minimumCharge };
}

const KINDS: BillDiscountKind[] = ['percent', 'fixed', 'free_m3'];
const APPLIES_TO: BillDiscountAppliesTo[] = ['water_charge', 'water_and_meter_fee', 'bill_total'];
const MODES: BillMode[] = ['normal', 'normal', 'normal', 'meter_fee_only', 'none'];
const LATE_FEE_KINDS: BillLateFeeKind[] = ['none', 'flat', 'percent'];
const VAT_RATES = [0, 700, 700, 1_000];

function randomScheme(random: Random, index: number): BillDiscountScheme {
  const kind = pick(random, KINDS);
  const value =
    kind === 'percent'
      ? randomInt(random, 1, 10_000)
      : kind === 'fixed'
        ? randomInt(random, 1, 50_000)
        : randomInt(random, 1, 100);
  return {
    id: `scheme-${index}`,
    code: `S${index}`,
    kind,
    value,
    monthlyCap: maybe(random, () => randomInt(random, 0, 30_000)),
    billCeiling: maybe(random, () => randomInt(random, 0, 300_000)),
    appliesTo: pick(random, APPLIES_TO),
  };
}

/** An overdue bill, sometimes partly paid, carrying a fee of its own, credited or waived. */
function randomOverdue(random: Random, index: number): OverdueBill {
  const total = randomInt(random, 1, 500_000);
  const lateFee = random() < 0.3 ? randomInt(random, 0, Math.min(total, 10_000)) : 0;
  const paid = random() < 0.3 ? randomInt(random, 0, total) : 0;
  return {
    billId: `bill-${index}`,
    number: `257000000${index}`,
    total,
    paid,
    lateFee,
    creditApplied: random() < 0.2 ? randomInt(random, 0, 10_000) : 0,
    lateFeePaid: randomInt(random, 0, Math.min(paid, lateFee)),
    waived: random() < 0.2,
  };
}

function randomInput(random: Random): BillInput {
  const estimated = random() < 0.2;
  const lateFeeKind = pick(random, LATE_FEE_KINDS);
  return {
    usageM3: pick(random, [randomInt(random, 0, 5_000), randomInt(random, 0, 60)]),
    estimated,
    estimatedM3Deducted: estimated ? 0 : pick(random, [0, randomInt(random, 0, 100)]),
    tariff: randomTariff(random),
    meterFeeSatang: pick(random, [0, randomInt(random, 0, 20_000)]),
    billMode: pick(random, MODES),
    discounts: Array.from({ length: randomInt(random, 0, 4) }, (_, i) => randomScheme(random, i)),
    vat: { rateBp: pick(random, VAT_RATES), inclusive: random() < 0.5 },
    lateFee: {
      kind: lateFeeKind,
      value: lateFeeKind === 'percent' ? randomInt(random, 0, 2_000) : randomInt(random, 0, 10_000),
    },
    overdueBills: Array.from({ length: randomInt(random, 0, 3) }, (_, i) =>
      randomOverdue(random, i),
    ),
    creditSatang: pick(random, [0, randomInt(random, 0, 500_000)]),
  };
}

const ORDER: BillLineKind[] = [
  'block',
  'minimum_top_up',
  'meter_fee',
  'discount',
  'vat',
  'vat_included',
  'late_fee',
  'credit',
];

const isNullOrInt = (n: number | null): boolean => n === null || Number.isSafeInteger(n);

const SEEDS = [1, 2, 3, 42, 2569, 2570, 0xc0ffee, 123456789];

describe.each(SEEDS)('bill properties, seed %d', (seed) => {
  const random = seededRandom(seed);
  const cases = Array.from({ length: 250 }, () => {
    const input = randomInput(random);
    return { input, bill: computeBill(input) };
  });

  it('the total is exactly the sum of the lines, and of the subtotals', () => {
    for (const { input, bill } of cases) {
      const why = JSON.stringify(input);
      const lineSum = bill.lines.reduce((sum, line) => sum + line.amount, 0);
      expect(bill.total, why).toBe(lineSum);
      const subtotalSum = Object.values(bill.subtotals).reduce((sum, v) => sum + v, 0);
      expect(subtotalSum - bill.subtotals.vatIncluded, why).toBe(bill.total);
    }
  });

  it('no money is fractional, negative where it must not be, or below zero in total', () => {
    for (const { input, bill } of cases) {
      const why = JSON.stringify(input);
      expect(bill.total, why).toBeGreaterThanOrEqual(0);
      expect(bill.vatBase, why).toBeGreaterThanOrEqual(0);
      for (const line of bill.lines) {
        expect(Number.isSafeInteger(line.amount), why).toBe(true);
        expect(isNullOrInt(line.quantity) && isNullOrInt(line.rate), why).toBe(true);
        if (line.kind === 'discount' || line.kind === 'credit') {
          expect(line.amount, why).toBeLessThan(0);
        } else if (line.kind !== 'vat_included') {
          expect(line.amount, why).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });

  it('a late fee is one line per overdue bill at most, never for a waived one or on a fee', () => {
    for (const { input, bill } of cases) {
      const why = JSON.stringify(input);
      const fees = bill.lines.filter((l) => l.kind === 'late_fee');
      const waived = new Set(input.overdueBills.filter((b) => b.waived).map((b) => b.billId));
      expect(new Set(fees.map((l) => l.billId)).size, why).toBe(fees.length);
      for (const fee of fees) {
        expect(waived.has(fee.billId), why).toBe(false);
        const owed = input.overdueBills.find((b) => b.billId === fee.billId);
        expect(fee.base, why).toBeLessThanOrEqual((owed?.total ?? 0) - (owed?.paid ?? 0));
      }
    }
  });

  it('the lines come in the order of MONEY.md §4', () => {
    for (const { input, bill } of cases) {
      const ranks = bill.lines.map((line) => ORDER.indexOf(line.kind));
      expect(ranks, JSON.stringify(input)).toEqual([...ranks].sort((a, b) => a - b));
    }
  });

  it('VAT: inclusive splits the gross exactly, exclusive adds percentOf(base)', () => {
    for (const { input, bill } of cases) {
      const why = JSON.stringify(input);
      expect(bill.netOfVat + bill.subtotals.vatIncluded, why).toBe(bill.vatBase);
      if (!bill.billable || input.vat.rateBp === 0) {
        expect(bill.subtotals.vat + bill.subtotals.vatIncluded, why).toBe(0);
      } else if (input.vat.inclusive) {
        expect(bill.subtotals.vat, why).toBe(0);
        expect(bill.subtotals.vatIncluded, why).toBeLessThanOrEqual(bill.vatBase);
      } else {
        expect(bill.subtotals.vat, why).toBe(percentOf(bill.vatBase, input.vat.rateBp));
      }
    }
  });

  it('credit used + credit left = credit on account', () => {
    for (const { input, bill } of cases) {
      const why = JSON.stringify(input);
      expect(bill.creditUsed + bill.creditLeft, why).toBe(input.creditSatang);
      expect(bill.creditUsed + bill.subtotals.credit, why).toBe(0);
      // Credit is left over only when the bill is paid in full by it.
      if (bill.creditLeft > 0 && bill.billable) expect(bill.total, why).toBe(0);
    }
  });

  it('bill modes: none is empty; meter fee only bills no water; normal bills the usage', () => {
    for (const { input, bill } of cases) {
      const why = JSON.stringify(input);
      expect(bill.billable, why).toBe(input.billMode !== 'none');
      expect(bill.usage.m3, why).toBe(input.usageM3);
      const blockM3 = bill.lines.reduce(
        (s, l) => s + (l.kind === 'block' ? (l.quantity ?? 0) : 0),
        0,
      );
      if (input.billMode === 'none') expect(bill.lines, why).toEqual([]);
      expect(blockM3, why).toBe(input.billMode === 'normal' ? input.usageM3 : 0);
    }
  });

  it('a scheme over its ceiling gives nothing; a discount never beats its cap', () => {
    for (const { input, bill } of cases) {
      const why = JSON.stringify(input);
      const charges = bill.subtotals.water + bill.subtotals.topUp + bill.subtotals.meterFee;
      for (const scheme of bill.billable ? input.discounts : []) {
        const line = bill.lines.find((l) => l.kind === 'discount' && l.schemeId === scheme.id);
        if (scheme.billCeiling !== null && charges > scheme.billCeiling) {
          expect(line, why).toBeUndefined();
        }
        if (line && scheme.monthlyCap !== null) {
          expect(-line.amount, why).toBeLessThanOrEqual(scheme.monthlyCap);
        }
      }
    }
  });
});
