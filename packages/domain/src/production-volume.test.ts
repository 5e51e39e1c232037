import { describe, expect, it } from 'vitest';
import { productionVolumes, volumeOf, type ProductionEntry } from './production-volume.ts';

const read = (
  month: string,
  reading: number,
  more: Partial<ProductionEntry> = {},
): ProductionEntry => ({
  month,
  reading,
  rollover: false,
  oldFinal: null,
  newStart: null,
  volume: null,
  ...more,
});

describe('production volumes', () => {
  it('is this reading minus the last, from the meter first figure', () => {
    const v = productionVolumes([read('2026-02-01', 2_600), read('2026-01-01', 1_500)], 200, 6);
    expect(v).toEqual([
      { month: '2026-01-01', previous: 200, volume: 1_300 },
      { month: '2026-02-01', previous: 1_500, volume: 1_100 },
    ]);
  });

  it('adds 10^digits on a roll-over', () => {
    expect(volumeOf(read('2026-01-01', 300, { rollover: true }), 999_500, 6)).toBe(800);
  });

  it('sums the old and the new meter on a replacement', () => {
    expect(volumeOf(read('2026-01-01', 450, { oldFinal: 5_200, newStart: 0 }), 5_000, 6)).toBe(650);
  });

  it('refuses a lower reading without a roll-over', () => {
    expect(volumeOf(read('2026-01-01', 90), 100, 6)).toBeNull();
  });

  it('carries a typed volume and measures the next reading from the last one read', () => {
    const typed: ProductionEntry = { ...read('2026-02-01', 0), reading: null, volume: 900 };
    const v = productionVolumes(
      [read('2026-01-01', 1_000), typed, read('2026-03-01', 3_100)],
      0,
      8,
    );
    expect(v.map((x) => x.volume)).toEqual([1_000, 900, 2_100]);
    expect(v[1]?.previous).toBeNull();
  });
});
