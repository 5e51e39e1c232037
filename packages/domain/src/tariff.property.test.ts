import { describe, it, expect } from 'vitest';
import { evaluateTariff } from './tariff.ts';
import { randomInt, seededRandom } from './seeded-random.ts';
import type { Tariff, TariffBlock, TariffMethod } from './tariff-types.ts';

const METHODS: TariffMethod[] = ['flat', 'progressive', 'step'];

/** Random valid tariff; step rates never fall, since a falling step tariff is not monotonic. */
function randomTariff(random: () => number): Tariff {
  const method = METHODS[randomInt(random, 0, METHODS.length - 1)] ?? 'progressive';
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

const SEEDS = [1, 2, 3, 42, 2569, 2570, 0xc0ffee, 123456789];

describe.each(SEEDS)('tariff properties, seed %d', (seed) => {
  const random = seededRandom(seed);
  const tariffs = Array.from({ length: 40 }, () => randomTariff(random));

  it('is non-decreasing in usage', () => {
    // Drops are collected and compared once: an expect with a JSON message per step cost
    // seconds over 16,000 steps a seed.
    const drops: {
      tariff: (typeof tariffs)[number];
      usage: number;
      previous: number;
      total: number;
    }[] = [];
    for (const tariff of tariffs) {
      let previous = evaluateTariff(tariff, 0).total;
      for (let usage = 1; usage <= 400; usage += 1) {
        const total = evaluateTariff(tariff, usage).total;
        if (total < previous) drops.push({ tariff, usage, previous, total });
        previous = total;
      }
    }
    expect(drops).toEqual([]);
  });

  it('lines sum to the total and block volumes sum to the usage', () => {
    for (const tariff of tariffs) {
      const usage = randomInt(random, 0, 1000);
      const result = evaluateTariff(tariff, usage);
      const lineSum = result.lines.reduce((sum, line) => sum + line.amount, 0);
      expect(lineSum).toBe(result.total);
      expect(result.waterCharge + result.topUp).toBe(result.total);
      const blockVolume = result.lines
        .filter((line) => line.kind === 'block')
        .reduce((sum, line) => sum + line.volume, 0);
      expect(blockVolume).toBe(usage);
      expect(result.total).toBeGreaterThanOrEqual(tariff.minimumCharge);
    }
  });

  it('0 m³ gives the minimum or nothing', () => {
    for (const tariff of tariffs) {
      const result = evaluateTariff(tariff, 0);
      expect(result.total).toBe(tariff.minimumCharge);
      expect(result.waterCharge).toBe(0);
      expect(result.lines).toHaveLength(tariff.minimumCharge > 0 ? 1 : 0);
    }
  });
});
