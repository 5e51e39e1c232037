import { describe, expect, it } from 'vitest';
import { computeReading, type ReadingHistory } from './reading-compute.ts';

const history = (over: Partial<ReadingHistory> = {}): ReadingHistory => ({
  previous: 1_200,
  digits: 4,
  replacement: null,
  realUsages: [18, 21, 24],
  estimatedSince: [],
  ...over,
});

describe('computeReading', () => {
  it('a normal month: usage against the last real reading', () => {
    expect(computeReading(history(), { current: 1_222, code: '00' })).toEqual({
      ok: true,
      reading: {
        previous: 1_200,
        current: 1_222,
        usage: 22,
        deducted: 0,
        estimated: false,
        average: 21,
        anomaly: 'normal',
        held: false,
        diffBp: 476,
      },
    });
  });

  it('house locked (01): the average of the last three real usages, estimated', () => {
    expect(computeReading(history(), { current: null, code: '01' })).toMatchObject({
      ok: true,
      reading: { usage: 21, estimated: true, current: null, anomaly: 'normal', held: false },
    });
  });

  it('a dead meter (15) with no history cannot be estimated', () => {
    expect(computeReading(history({ realUsages: [] }), { current: null, code: '15' })).toEqual({
      ok: false,
      error: 'reading.noHistoryToEstimate',
    });
  });

  it('a read code needs a reading', () => {
    expect(computeReading(history(), { current: null, code: '00' })).toEqual({
      ok: false,
      error: 'reading.currentRequired',
    });
  });

  it('a lower reading is refused without a code, taken as a rollover with 18', () => {
    expect(computeReading(history({ previous: 9_990 }), { current: 15, code: '00' })).toEqual({
      ok: false,
      error: 'usage.lowerThanPrevious',
    });
    expect(computeReading(history({ previous: 9_990 }), { current: 15, code: '18' })).toMatchObject(
      {
        ok: true,
        reading: { usage: 25, anomaly: 'normal' },
      },
    );
  });

  it('coded lower-than-last (19): kept, billed nothing, held for the check', () => {
    expect(computeReading(history(), { current: 1_190, code: '19' })).toMatchObject({
      ok: true,
      reading: { usage: 0, anomaly: 'lowerThanLast', held: true },
    });
  });

  it('above the digits of the meter is refused', () => {
    expect(computeReading(history(), { current: 10_000, code: '00' })).toEqual({
      ok: false,
      error: 'usage.readingExceedsDigits',
    });
  });

  it('very high (over 3× the average) is held', () => {
    expect(computeReading(history(), { current: 1_264, code: '00' })).toMatchObject({
      ok: true,
      reading: { usage: 64, anomaly: 'veryHigh', held: true },
    });
  });

  it('trues up after two estimated months: 50 m³ measured less 42 billed is 8, the rate is normal', () => {
    expect(
      computeReading(history({ estimatedSince: [21, 21] }), { current: 1_250, code: '00' }),
    ).toMatchObject({
      ok: true,
      // 50 m³ over three months is 17 a month: normal against 21, though 8 is billed.
      reading: { usage: 8, deducted: 42, anomaly: 'normal', estimated: false },
    });
  });

  it('a meter changed since the last reading: both parts summed', () => {
    expect(
      computeReading(
        history({ previous: 5_400, replacement: { oldFinal: 5_410, newInitial: 0 } }),
        { current: 12, code: '00' },
      ),
    ).toMatchObject({ ok: true, reading: { usage: 22, previous: 5_400 } });
  });
});
