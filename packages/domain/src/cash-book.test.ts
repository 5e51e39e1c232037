import { describe, expect, it } from 'vitest';
import { bankDayLine, closingOn, firstOverdrawnDay, runCashBook } from './cash-book.ts';

const day = (date: string, received: number, deposited = 0, toTreasury = 0) => ({
  date,
  received,
  deposited,
  toTreasury,
});

describe('runCashBook', () => {
  it('opens each day with the closing of the day before, to the satang', () => {
    const lines = runCashBook([
      day('2026-11-03', 150_025, 0, 50_000),
      day('2026-11-01', 1_234_567),
      day('2026-11-02', 10_001, 1_000_000),
    ]);
    expect(lines.map((l) => [l.date, l.opening, l.closing])).toEqual([
      ['2026-11-01', 0, 1_234_567],
      ['2026-11-02', 1_234_567, 244_568],
      ['2026-11-03', 244_568, 344_593],
    ]);
  });

  it('sums a day given by several sources and starts from an opening figure', () => {
    const lines = runCashBook(
      [day('2026-11-01', 100), day('2026-11-01', 0, 30), day('2026-11-01', 0, 0, 20)],
      5,
    );
    expect(lines).toEqual([
      { date: '2026-11-01', received: 100, deposited: 30, toTreasury: 20, opening: 5, closing: 55 },
    ]);
  });

  it('is empty with no money', () => {
    expect(runCashBook([])).toEqual([]);
  });
});

describe('firstOverdrawnDay', () => {
  it('finds a later day a back-dated deposit overdraws', () => {
    // 1 Nov takes 100.00; 3 Nov deposits it; a deposit of 0.01 back-dated to 2 Nov leaves
    // 2 Nov at 99.99 but 3 Nov at −0.01.
    const lines = runCashBook([
      day('2026-11-01', 10_000),
      day('2026-11-03', 0, 10_000),
      day('2026-11-02', 0, 1),
    ]);
    expect(firstOverdrawnDay(lines)?.date).toBe('2026-11-03');
    expect(firstOverdrawnDay(lines)?.closing).toBe(-1);
  });

  it('passes a book that ends at exactly nothing', () => {
    expect(firstOverdrawnDay(runCashBook([day('2026-11-01', 500, 300, 200)]))).toBeUndefined();
  });
});

describe('closingOn', () => {
  it('carries the last closing over days without money', () => {
    const lines = runCashBook([day('2026-11-01', 700), day('2026-11-05', 0, 200)]);
    expect(closingOn(lines, '2026-10-31')).toBe(0);
    expect(closingOn(lines, '2026-11-03')).toBe(700);
    expect(closingOn(lines, '2026-11-30')).toBe(500);
  });
});

describe('bankDayLine', () => {
  it('nets deposits and transfers less treasury and compares the statement with transfers', () => {
    expect(
      bankDayLine({ deposited: 50_000, received: 12_345, toTreasury: 20_000, statement: 12_000 }),
    ).toEqual({
      deposited: 50_000,
      received: 12_345,
      toTreasury: 20_000,
      statement: 12_000,
      net: 42_345,
      difference: -345,
    });
  });

  it('shows no difference where no bank file covers the day', () => {
    expect(
      bankDayLine({ deposited: 0, received: 100, toTreasury: 0, statement: null }).difference,
    ).toBeNull();
  });
});
