import { describe, expect, it } from 'vitest';
import { roundMonthLabel } from './round-month.ts';

describe('roundMonthLabel', () => {
  it('names the month in the language, the year Buddhist-era', () => {
    expect(roundMonthLabel(2569, 11, 'th')).toBe('พฤศจิกายน 2569');
    expect(roundMonthLabel(2570, 1, 'en')).toBe('January 2570 BE');
  });

  it('answers the same from its cache as when it made the name', () => {
    const first = [1, 6, 12].map((m) => roundMonthLabel(2569, m, 'th'));
    expect([1, 6, 12].map((m) => roundMonthLabel(2569, m, 'th'))).toEqual(first);
    expect(roundMonthLabel(2568, 6, 'th')).toBe('มิถุนายน 2568');
  });
});
