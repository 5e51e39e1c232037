import { describe, it, expect } from 'vitest';
import { evaluateTariff } from './tariff.ts';
import {
  MWA_BUSINESS_2026,
  MWA_RESIDENTIAL_2026,
  PWA_RESIDENTIAL_2026,
  VILLAGE_FACTORY_FLAT_2026,
  VILLAGE_FLAT_2026,
  VILLAGE_STEP_EXAMPLE,
} from './tariff-examples.ts';
import type { Tariff, TariffLine } from './tariff-types.ts';

const block = (from: number, to: number, rate: number, amount: number): TariffLine => ({
  kind: 'block',
  from,
  to,
  volume: to - from + 1,
  rate,
  amount,
});
const topUp = (amount: number): TariffLine => ({
  kind: 'minimum_top_up',
  from: 0,
  to: 0,
  volume: 0,
  rate: 0,
  amount,
});

type Case = [usage: number, waterCharge: number, topUp: number, total: number];

function expectCases(tariff: Tariff, cases: Case[]): void {
  for (const [usage, waterCharge, top, total] of cases) {
    const result = evaluateTariff(tariff, usage);
    expect({
      usage,
      waterCharge: result.waterCharge,
      topUp: result.topUp,
      total: result.total,
    }).toEqual({ usage, waterCharge, topUp: top, total });
  }
}

describe('MWA residential (progressive)', () => {
  // Hand-checked: each block's m³ × its rate, summed (satang).
  it.each<Case>([
    [0, 0, 0, 0],
    [1, 850, 0, 850],
    [30, 25500, 0, 25500], // 30 × 8.50 = 255.00
    [31, 26503, 0, 26503], // 255.00 + 1 × 10.03
    [40, 35530, 0, 35530], // 255.00 + 10 × 10.03 = 355.30
    [45, 40705, 0, 40705], // 355.30 + 5 × 10.35 = 407.05
    [50, 45880, 0, 45880], // 355.30 + 10 × 10.35 = 458.80
    [100, 104210, 0, 104210], // 458.80 + 106.80 + 110.00 + 113.30 + 125.00 + 128.20 = 1,042.10
    [120, 130510, 0, 130510], // 1,042.10 + 20 × 13.15 = 1,305.10
    [160, 184390, 0, 184390], // 1,305.10 + 40 × 13.47 = 1,843.90
    [200, 239590, 0, 239590], // 1,843.90 + 40 × 13.80 = 2,395.90
    [250, 311840, 0, 311840], // 2,395.90 + 50 × 14.45 = 3,118.40
  ])('%d m³ → %d', (usage, waterCharge, top, total) => {
    expectCases(MWA_RESIDENTIAL_2026, [[usage, waterCharge, top, total]]);
  });

  it('0 m³ gives no lines', () => {
    expect(evaluateTariff(MWA_RESIDENTIAL_2026, 0).lines).toEqual([]);
  });

  it('45 m³ prints one line per block touched', () => {
    expect(evaluateTariff(MWA_RESIDENTIAL_2026, 45).lines).toEqual([
      block(1, 30, 850, 25500),
      block(31, 40, 1003, 10030),
      block(41, 45, 1035, 5175),
    ]);
  });

  it('250 m³ reaches the open block', () => {
    const { lines } = evaluateTariff(MWA_RESIDENTIAL_2026, 250);
    expect(lines).toHaveLength(12);
    expect(lines.at(-1)).toEqual(block(201, 250, 1445, 72250));
  });

  it('usage exactly on a block boundary does not open the next block', () => {
    expect(evaluateTariff(MWA_RESIDENTIAL_2026, 40).lines).toEqual([
      block(1, 30, 850, 25500),
      block(31, 40, 1003, 10030),
    ]);
  });
});

describe('MWA business (progressive, minimum 90.00 ฿)', () => {
  it.each<Case>([
    [0, 0, 9000, 9000],
    [5, 4750, 4250, 9000], // 5 × 9.50 = 47.50, topped up to 90.00
    [9, 8550, 450, 9000],
    [10, 9500, 0, 9500], // 10 × 9.50 = 95.00 already above the minimum
    [15, 14850, 0, 14850], // 95.00 + 5 × 10.70
    [30, 31150, 0, 31150], // 95.00 + 107.00 + 109.50
  ])('%d m³ → water %d + top-up %d = %d', (usage, waterCharge, top, total) => {
    expectCases(MWA_BUSINESS_2026, [[usage, waterCharge, top, total]]);
  });

  it('0 m³ bills the minimum as a top-up line', () => {
    expect(evaluateTariff(MWA_BUSINESS_2026, 0).lines).toEqual([topUp(9000)]);
  });

  it('5 m³ shows the block then the top-up', () => {
    expect(evaluateTariff(MWA_BUSINESS_2026, 5).lines).toEqual([
      block(1, 5, 950, 4750),
      topUp(4250),
    ]);
  });
});

describe('PWA residential (progressive)', () => {
  it.each<Case>([
    [0, 0, 0, 0],
    [10, 10200, 0, 10200],
    [20, 26200, 0, 26200], // 102.00 + 160.00
    [30, 45200, 0, 45200], // + 190.00
    [50, 87600, 0, 87600], // + 20 × 21.20
  ])('%d m³ → %d', (usage, waterCharge, top, total) => {
    expectCases(PWA_RESIDENTIAL_2026, [[usage, waterCharge, top, total]]);
  });

  const min150: Tariff = { ...PWA_RESIDENTIAL_2026, minimumCharge: 15000 };
  it.each<Case>([
    [0, 0, 15000, 15000],
    [8, 8160, 6840, 15000],
    [10, 10200, 4800, 15000],
    [14, 16600, 0, 16600],
  ])('minimum 150 ฿: %d m³ → %d + %d = %d', (usage, waterCharge, top, total) => {
    expectCases(min150, [[usage, waterCharge, top, total]]);
  });

  const min300: Tariff = { ...PWA_RESIDENTIAL_2026, minimumCharge: 30000 };
  it.each<Case>([
    [0, 0, 30000, 30000],
    [15, 18200, 11800, 30000],
    [21, 28100, 1900, 30000],
    [22, 30000, 0, 30000], // exactly the minimum: no top-up line
    [25, 35700, 0, 35700],
  ])('minimum 300 ฿: %d m³ → %d + %d = %d', (usage, waterCharge, top, total) => {
    expectCases(min300, [[usage, waterCharge, top, total]]);
  });

  it('exactly the minimum prints no top-up line', () => {
    expect(evaluateTariff(min300, 22).lines.map((l) => l.kind)).toEqual([
      'block',
      'block',
      'block',
    ]);
  });
});

describe('village flat', () => {
  it.each<Case>([
    [0, 0, 0, 0],
    [1, 700, 0, 700],
    [13, 9100, 0, 9100],
    [250, 175000, 0, 175000],
  ])('7 ฿/m³: %d m³ → %d', (usage, waterCharge, top, total) => {
    expectCases(VILLAGE_FLAT_2026, [[usage, waterCharge, top, total]]);
  });

  it('factory 12 ฿/m³: one line', () => {
    expect(evaluateTariff(VILLAGE_FACTORY_FLAT_2026, 20).lines).toEqual([
      block(1, 20, 1200, 24000),
    ]);
  });

  it('flat uses the first rate even with several blocks', () => {
    const tariff: Tariff = {
      method: 'flat',
      minimumCharge: 0,
      blocks: [
        { upTo: 10, rate: 600 },
        { upTo: null, rate: 900 },
      ],
    };
    expect(evaluateTariff(tariff, 20).total).toBe(12000);
  });
});

describe('step', () => {
  it.each<Case>([
    [0, 0, 5000, 5000],
    [5, 3000, 2000, 5000],
    [10, 6000, 0, 6000], // still in the first block
    [11, 8800, 0, 8800], // the whole 11 m³ at 8.00
    [30, 24000, 0, 24000],
    [31, 31000, 0, 31000], // the whole 31 m³ at 10.00
  ])('%d m³ → %d + %d = %d', (usage, waterCharge, top, total) => {
    expectCases(VILLAGE_STEP_EXAMPLE, [[usage, waterCharge, top, total]]);
  });

  it('prints a single line over the whole volume', () => {
    expect(evaluateTariff(VILLAGE_STEP_EXAMPLE, 31).lines).toEqual([block(1, 31, 1000, 31000)]);
  });

  it('MWA residential blocks as a step tariff', () => {
    const step: Tariff = { ...MWA_RESIDENTIAL_2026, method: 'step' };
    expectCases(step, [
      [30, 25500, 0, 25500],
      [45, 46575, 0, 46575], // 45 × 10.35
      [250, 361250, 0, 361250], // 250 × 14.45
    ]);
  });
});

describe('evaluateTariff refuses', () => {
  it.each([[-1], [1.5], [Number.NaN], [Number.POSITIVE_INFINITY]])('usage %d', (usage) => {
    expect(() => evaluateTariff(MWA_RESIDENTIAL_2026, usage)).toThrow(RangeError);
  });

  it('an invalid tariff', () => {
    const tariff: Tariff = { method: 'progressive', minimumCharge: 0, blocks: [] };
    expect(() => evaluateTariff(tariff, 10)).toThrow(/tariff\.blocksEmpty/);
  });
});
