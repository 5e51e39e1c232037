import { describe, expect, it } from 'vitest';
import { computeBill } from './bill-compute.ts';
import {
  billInput,
  NO_VAT,
  overdueBill,
  scheme,
  VAT_EXCLUSIVE,
  VAT_INCLUSIVE,
} from './bill-test-helpers.ts';
import { roundHalfUp } from './money.ts';
import { billHeads, sumHeads, zeroHeads, type Heads } from './bill-heads.ts';
import {
  allocatePayment,
  allocateToBill,
  MAX_PAYMENT_SATANG,
  outstandingOf,
  PaymentAllocationError,
  type AllocationInput,
  type OpenBill,
} from './payment-allocation.ts';
import { randomInt, seededRandom } from './seeded-random.ts';

// Every figure is integer satang, worked out by hand in the comments. VAT in a partial
// payment = roundHalfUp(paid so far × bill VAT, bill total) − VAT paid before.

const heads = (over: Partial<Heads>): Heads => ({ ...zeroHeads(), ...over });
const bill = (id: string, h: Partial<Heads>, paid: Partial<Heads> = {}): OpenBill => ({
  id,
  heads: heads(h),
  paidBefore: heads(paid),
});
const input = (over: Partial<AllocationInput>): AllocationInput => ({
  bills: [],
  amount: 0,
  creditAvailable: 0,
  allowPartial: false,
  useCredit: false,
  ...over,
});
const errorCode = (run: () => unknown): string | null => {
  try {
    run();
  } catch (error) {
    return error instanceof PaymentAllocationError ? error.code : `other: ${String(error)}`;
  }
  return null;
};

/** water 100.00 + meter fee 10.00 + VAT 7.70 = 117.70 */
const BILL_A = { water: 10_000, meterFee: 1_000, vat: 770 };
/** water 50.00 + VAT 3.50 = 53.50 */
const BILL_B = { water: 5_000, vat: 350 };

describe('billHeads', () => {
  it('sums each kind into its head; sundry and unknown kinds go to other', () => {
    expect(
      billHeads([
        { kind: 'block', amount: 8_500 },
        { kind: 'block', amount: 1_500 },
        { kind: 'minimum_top_up', amount: 300 },
        { kind: 'meter_fee', amount: 2_500 },
        { kind: 'vat', amount: 871 }, // 124.40 × 7 % = 8.708 → 8.71
        { kind: 'late_fee', amount: 5_000 },
      ]),
    ).toEqual(heads({ lateFee: 5_000, water: 10_000, topUp: 300, meterFee: 2_500, vat: 871 }));
    expect(
      billHeads([
        { kind: 'sundry', amount: 20_000 },
        { kind: 'reconnection', amount: 5_000 },
        { kind: 'sundry', amount: -1_000 }, // an adjustment nets out of other
      ]),
    ).toEqual(heads({ other: 24_000 }));
    expect(billHeads([])).toEqual(zeroHeads());
  });

  it('discounts come off water, then top-up, then meter fee, then other', () => {
    // 200.00 + 25.00 − 30.00 = 195.00 → VAT 13.65
    expect(
      billHeads([
        { kind: 'block', amount: 20_000 },
        { kind: 'meter_fee', amount: 2_500 },
        { kind: 'discount', amount: -3_000 },
        { kind: 'vat', amount: 1_365 },
      ]),
    ).toEqual(heads({ water: 17_000, meterFee: 2_500, vat: 1_365 }));
    // 20.00 water, 5.00 top-up, 30.00 fee, 40.00 off: water 0, top-up 0, fee 15.00
    expect(
      billHeads([
        { kind: 'block', amount: 2_000 },
        { kind: 'minimum_top_up', amount: 500 },
        { kind: 'meter_fee', amount: 3_000 },
        { kind: 'discount', amount: -1_000 },
        { kind: 'discount', amount: -3_000 },
      ]),
    ).toEqual(heads({ meterFee: 1_500 }));
  });

  it('inclusive VAT is taken out of water, then top-up, then meter fee', () => {
    // 128.40 gross: net roundHalfUp(12840 × 10000, 10700) = 12000, VAT 8.40
    expect(
      billHeads([
        { kind: 'block', amount: 10_700 },
        { kind: 'meter_fee', amount: 2_140 },
        { kind: 'vat_included', amount: 0, includedAmount: 840 },
      ]),
    ).toEqual(heads({ water: 9_860, meterFee: 2_140, vat: 840 }));
    // 32.00 gross: net 29.9065 → 29.91, VAT 2.09; water 1.00 and top-up 1.00 run out
    expect(
      billHeads([
        { kind: 'block', amount: 100 },
        { kind: 'minimum_top_up', amount: 100 },
        { kind: 'meter_fee', amount: 3_000 },
        { kind: 'vat_included', amount: 0, includedAmount: 209 },
      ]),
    ).toEqual(heads({ meterFee: 2_991, vat: 209 }));
  });

  it('credit comes off late fee, water, top-up, meter fee, other, VAT last', () => {
    expect(
      billHeads([
        { kind: 'block', amount: 10_000 },
        { kind: 'vat', amount: 700 },
        { kind: 'late_fee', amount: 500 },
        { kind: 'credit', amount: -800 },
      ]),
    ).toEqual(heads({ water: 9_700, vat: 700 }));
    expect(
      billHeads([
        { kind: 'block', amount: 1_000 },
        { kind: 'meter_fee', amount: 500 },
        { kind: 'vat', amount: 105 },
        { kind: 'credit', amount: -1_550 },
      ]),
    ).toEqual(heads({ vat: 55 }));
  });

  it('refuses a negative total and lines of the wrong sign', () => {
    expect(() =>
      billHeads([
        { kind: 'sundry', amount: 100 },
        { kind: 'sundry', amount: -200 },
      ]),
    ).toThrow(RangeError);
    expect(() => billHeads([{ kind: 'discount', amount: 100 }])).toThrow(RangeError);
    expect(() => billHeads([{ kind: 'block', amount: -1 }])).toThrow(RangeError);
    expect(() => billHeads([{ kind: 'block', amount: 0.5 }])).toThrow(RangeError);
    expect(() =>
      billHeads([
        { kind: 'late_fee', amount: 500 },
        { kind: 'vat_included', amount: 0, includedAmount: 10 },
      ]),
    ).toThrow(RangeError);
  });

  it('splits bills made by computeBill so the heads sum to the total', () => {
    const vatIn = computeBill(
      billInput({ usageM3: 10, meterFeeSatang: 2_500, vat: VAT_INCLUSIVE }),
    );
    const h = billHeads(vatIn.lines);
    expect(sumHeads(h)).toBe(vatIn.total);
    expect(h.vat).toBe(vatIn.subtotals.vatIncluded);
    expect(h.water).toBe(vatIn.subtotals.water - vatIn.subtotals.vatIncluded);
  });
});

describe('allocateToBill', () => {
  it('a partial payment takes VAT in proportion, the rest to water first', () => {
    // roundHalfUp(5000 × 770, 11770) = 327.1 → 327; 5000 − 327 = 4673 to water
    const first = allocateToBill(heads(BILL_A), zeroHeads(), 5_000);
    expect(first).toEqual(heads({ water: 4_673, vat: 327 }));
    // completes the bill: VAT 770 − 327 = 443, water 10000 − 4673 = 5327, fee 1000
    const second = allocateToBill(heads(BILL_A), first, 6_770);
    expect(second).toEqual(heads({ water: 5_327, meterFee: 1_000, vat: 443 }));
    expect(first.vat + second.vat).toBe(770);
  });

  it('the late fee is paid before water', () => {
    // late fee 5.00 + water 100.00 + VAT 7.00 = 112.00; pay 10.00:
    // VAT roundHalfUp(1000 × 700, 11200) = 62.5 → 63; 937 → late fee 500, water 437
    const h = heads({ lateFee: 500, water: 10_000, vat: 700 });
    expect(allocateToBill(h, zeroHeads(), 1_000)).toEqual(
      heads({ lateFee: 500, water: 437, vat: 63 }),
    );
  });

  it('clamps VAT so the rest still fits what the other heads owe', () => {
    // Everything but 1.00 of VAT is paid already: the next 1.00 is all VAT.
    const h = heads({ water: 10_000, vat: 700 });
    expect(allocateToBill(h, heads({ water: 10_000, vat: 600 }), 50)).toEqual(heads({ vat: 50 }));
    // VAT already paid in full: no more VAT, all to water.
    expect(allocateToBill(h, heads({ vat: 700 }), 1_000)).toEqual(heads({ water: 1_000 }));
  });

  it('refuses amounts that are not a positive whole within the outstanding', () => {
    const h = heads(BILL_A);
    for (const amount of [0, -1, 0.5, 11_771, Number.NaN]) {
      expect(() => allocateToBill(h, zeroHeads(), amount), String(amount)).toThrow(RangeError);
    }
    expect(() => allocateToBill(h, heads({ water: 10_001 }), 1)).toThrow(RangeError);
    expect(() => allocateToBill(h, heads({ vat: -1 }), 1)).toThrow(RangeError);
  });

  it('refuses a VAT product past 2^53 rather than round it inexactly', () => {
    const huge = heads({ water: 1_000_000_000, vat: 1_000_000_000 });
    expect(() => allocateToBill(huge, zeroHeads(), 1_000_000_000)).toThrow(/overflows/);
  });
});

describe('allocatePayment', () => {
  it('pays whole bills oldest first; the change goes to credit', () => {
    const result = allocatePayment(
      input({ bills: [bill('a', BILL_A), bill('b', BILL_B)], amount: 20_000 }),
    );
    expect(result).toEqual({
      lines: [
        { billId: 'a', source: 'money', amount: 11_770, heads: heads(BILL_A) },
        { billId: 'b', source: 'money', amount: 5_350, heads: heads(BILL_B) },
      ],
      creditUsed: 0,
      toCredit: 2_880, // 200.00 − 117.70 − 53.50
      owed: 17_120,
    });
  });

  it('partial payment: the older bill in full, the newer one in part', () => {
    const result = allocatePayment(
      input({ bills: [bill('a', BILL_A), bill('b', BILL_B)], amount: 12_000, allowPartial: true }),
    );
    // 120.00 − 117.70 = 2.30 to b: VAT roundHalfUp(230 × 350, 5350) = 15.05 → 15
    expect(result.lines).toEqual([
      { billId: 'a', source: 'money', amount: 11_770, heads: heads(BILL_A) },
      { billId: 'b', source: 'money', amount: 230, heads: heads({ water: 215, vat: 15 }) },
    ]);
    expect(result.toCredit).toBe(0);
  });

  it('continues a bill from what was paid before', () => {
    const result = allocatePayment(
      input({
        bills: [bill('a', BILL_A, { water: 4_673, vat: 327 })],
        amount: 6_770,
      }),
    );
    expect(result.owed).toBe(6_770);
    expect(result.lines).toEqual([
      {
        billId: 'a',
        source: 'money',
        amount: 6_770,
        heads: heads({ water: 5_327, meterFee: 1_000, vat: 443 }),
      },
    ]);
  });

  it('credit on account pays first, then the money, chained on the same bill', () => {
    const result = allocatePayment(
      input({
        bills: [bill('a', BILL_A)],
        amount: 10_000,
        creditAvailable: 3_000,
        useCredit: true,
      }),
    );
    // credit 30.00: VAT roundHalfUp(3000 × 770, 11770) = 196.26 → 196, water 2804
    // money 87.70 completes: VAT 574, water 7196, fee 1000; 12.30 to credit
    expect(result).toEqual({
      lines: [
        { billId: 'a', source: 'credit', amount: 3_000, heads: heads({ water: 2_804, vat: 196 }) },
        {
          billId: 'a',
          source: 'money',
          amount: 8_770,
          heads: heads({ water: 7_196, meterFee: 1_000, vat: 574 }),
        },
      ],
      creditUsed: 3_000,
      toCredit: 1_230,
      owed: 11_770,
    });
  });

  it('uses no more credit than is owed, and none unless asked', () => {
    const bills = [bill('a', BILL_A)];
    const byCredit = allocatePayment(
      input({ bills, amount: 500, creditAvailable: 20_000, useCredit: true }),
    );
    expect(byCredit.creditUsed).toBe(11_770);
    expect(byCredit.toCredit).toBe(500);
    expect(byCredit.lines.map((l) => l.source)).toEqual(['credit']);
    const noCredit = allocatePayment(input({ bills, amount: 11_770, creditAvailable: 20_000 }));
    expect(noCredit.creditUsed).toBe(0);
    expect(noCredit.lines.map((l) => l.source)).toEqual(['money']);
  });

  it('refuses a part payment when the organisation allows whole bills only', () => {
    const bills = [bill('a', BILL_A), bill('b', BILL_B)];
    expect(errorCode(() => allocatePayment(input({ bills, amount: 17_119 })))).toBe(
      'partialNotAllowed',
    );
    // credit makes up the shortfall, so it is whole bills again
    expect(
      errorCode(() =>
        allocatePayment(input({ bills, amount: 17_119, creditAvailable: 1, useCredit: true })),
      ),
    ).toBeNull();
  });

  it('refuses bad amounts and a receipt that pays nothing', () => {
    const bills = [bill('a', BILL_A)];
    for (const amount of [-1, 0.5, MAX_PAYMENT_SATANG + 1, Number.NaN, Infinity]) {
      expect(
        errorCode(() => allocatePayment(input({ bills, amount }))),
        String(amount),
      ).toBe('badAmount');
    }
    expect(
      errorCode(() => allocatePayment(input({ bills, amount: 11_770, creditAvailable: -1 }))),
    ).toBe('badAmount');
    expect(errorCode(() => allocatePayment(input({ amount: 0 })))).toBe('nothingToPay');
    expect(
      errorCode(() => allocatePayment(input({ bills: [bill('p', BILL_B, BILL_B)], amount: 0 }))),
    ).toBe('nothingToPay');
    expect(errorCode(() => allocatePayment(input({ bills, amount: 0, allowPartial: true })))).toBe(
      'nothingToPay',
    );
  });

  it('money with no bills goes to credit', () => {
    expect(allocatePayment(input({ amount: MAX_PAYMENT_SATANG }))).toEqual({
      lines: [],
      creditUsed: 0,
      toCredit: MAX_PAYMENT_SATANG,
      owed: 0,
    });
  });
});

// Seeded property tests: a failure replays from its seed, the message carries the input.

type Random = () => number;
const HEAD_NAMES: (keyof Heads)[] = ['lateFee', 'water', 'topUp', 'meterFee', 'other', 'vat'];
const SEEDS = [1, 2, 3, 42, 2569, 0xc0ffee];

function randomHeads(random: Random): Heads {
  const h = zeroHeads();
  for (const name of HEAD_NAMES) {
    if (random() < 0.5) h[name] = randomInt(random, 0, name === 'vat' ? 30_000 : 500_000);
  }
  if (random() < 0.3) h.vat = roundHalfUp((sumHeads(h) - h.lateFee - h.vat) * 700, 10_000);
  return h;
}

function randomOpenBill(random: Random, id: string): OpenBill {
  const h = randomHeads(random);
  const paidBefore = zeroHeads();
  const roll = random();
  for (const name of HEAD_NAMES) {
    if (roll < 0.3) paidBefore[name] = randomInt(random, 0, h[name]);
    else if (roll < 0.4) paidBefore[name] = h[name];
  }
  return { id, heads: h, paidBefore };
}

function randomInput(random: Random): AllocationInput {
  const bills = Array.from({ length: randomInt(random, 0, 5) }, (_, i) =>
    randomOpenBill(random, `bill-${i}`),
  );
  const owed = bills.reduce((s, b) => s + outstandingOf(b.heads, b.paidBefore), 0);
  const creditAvailable = random() < 0.5 ? 0 : randomInt(random, 0, owed + 10_000);
  const amount =
    random() < 0.2 ? Math.max(0, owed - creditAvailable) : randomInt(random, 0, owed + 50_000);
  return {
    bills,
    amount,
    creditAvailable,
    allowPartial: random() < 0.6,
    useCredit: random() < 0.5,
  };
}

describe.each(SEEDS)('allocation properties, seed %d', (seed) => {
  it('money, credit and heads balance to the satang', () => {
    const random = seededRandom(seed);
    let allocated = 0;
    for (let i = 0; i < 400; i += 1) {
      const given = randomInput(random);
      const why = JSON.stringify(given);
      let result;
      try {
        result = allocatePayment(given);
      } catch (error) {
        if (!(error instanceof PaymentAllocationError)) throw error;
        const owed = given.bills.reduce((s, b) => s + outstandingOf(b.heads, b.paidBefore), 0);
        const cover = (given.useCredit ? Math.min(given.creditAvailable, owed) : 0) + given.amount;
        expect(error.code, why).toBe(cover === 0 ? 'nothingToPay' : 'partialNotAllowed');
        continue;
      }
      allocated += 1;
      const sumOf = (source: string): number =>
        result.lines.filter((l) => l.source === source).reduce((s, l) => s + l.amount, 0);
      expect(sumOf('money') + result.toCredit, why).toBe(given.amount);
      expect(sumOf('credit'), why).toBe(result.creditUsed);
      expect(result.creditUsed, why).toBeLessThanOrEqual(given.creditAvailable);
      if (!given.useCredit) expect(result.creditUsed, why).toBe(0);
      // Change goes to credit only once everything owed is paid.
      if (result.toCredit > 0) expect(sumOf('money') + sumOf('credit'), why).toBe(result.owed);

      let stopped = false;
      for (const b of given.bills) {
        const total = { ...b.paidBefore };
        const lines = result.lines.filter((l) => l.billId === b.id);
        // Oldest first: once a bill is left part paid, no newer bill gets anything.
        if (stopped) expect(lines, why).toEqual([]);
        for (const line of lines) {
          expect(sumHeads(line.heads), why).toBe(line.amount);
          expect(line.amount, why).toBeGreaterThan(0);
          for (const name of HEAD_NAMES) {
            expect(line.heads[name], why).toBeGreaterThanOrEqual(0);
            total[name] += line.heads[name];
            expect(total[name], why).toBeLessThanOrEqual(b.heads[name]);
          }
        }
        const full = sumHeads(total) === sumHeads(b.heads);
        if (full) expect(total.vat, why).toBe(b.heads.vat);
        if (!given.allowPartial) expect(full, why).toBe(true);
        if (!full) stopped = true;
      }
    }
    expect(allocated).toBeGreaterThan(200);
  });

  it('successive part payments from nothing keep VAT proportional, exact at the end', () => {
    const random = seededRandom(seed);
    for (let i = 0; i < 300; i += 1) {
      const h = randomHeads(random);
      const total = sumHeads(h);
      if (total === 0) continue;
      let paid = zeroHeads();
      while (sumHeads(paid) < total) {
        const owed = total - sumHeads(paid);
        const amount = random() < 0.2 ? owed : randomInt(random, 1, owed);
        const part = allocateToBill(h, paid, amount);
        const next = zeroHeads();
        for (const name of HEAD_NAMES) next[name] = paid[name] + part[name];
        paid = next;
        const why = JSON.stringify({ h, paid });
        const expectedVat =
          sumHeads(paid) === total ? h.vat : roundHalfUp(sumHeads(paid) * h.vat, total);
        expect(paid.vat, why).toBe(expectedVat);
      }
      expect(paid).toEqual(h);
    }
  });

  it('billHeads of a computed bill sums to its total with no head below 0', () => {
    const random = seededRandom(seed);
    const vats = [NO_VAT, VAT_EXCLUSIVE, VAT_INCLUSIVE];
    for (let i = 0; i < 200; i += 1) {
      const given = billInput({
        usageM3: randomInt(random, 0, 200),
        meterFeeSatang: random() < 0.5 ? 0 : randomInt(random, 0, 5_000),
        vat: vats[randomInt(random, 0, 2)] ?? NO_VAT,
        discounts:
          random() < 0.5 ? [] : [scheme({ kind: 'fixed', value: randomInt(random, 1, 50_000) })],
        lateFee: { kind: 'flat', value: randomInt(random, 0, 10_000) },
        overdueBills: random() < 0.5 ? [overdueBill(randomInt(random, 1, 100_000))] : [],
        creditSatang: random() < 0.5 ? 0 : randomInt(random, 0, 60_000),
      });
      const computed = computeBill(given);
      const h = billHeads(computed.lines);
      const why = JSON.stringify(given);
      expect(sumHeads(h), why).toBe(computed.total);
      for (const name of HEAD_NAMES) expect(h[name], why).toBeGreaterThanOrEqual(0);
      if (computed.creditUsed === 0) {
        expect(h.vat, why).toBe(computed.subtotals.vat + computed.subtotals.vatIncluded);
        expect(h.lateFee, why).toBe(computed.subtotals.lateFee);
      }
    }
  });
});
