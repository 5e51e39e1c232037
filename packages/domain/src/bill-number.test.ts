import { describe, expect, it } from 'vitest';
import { billNumber, billNumberParts } from './bill-number.ts';

describe('bill numbers', () => {
  it('are the fiscal year and the sequence in six digits, and read back', () => {
    expect(billNumber(2570, 176)).toBe('2570000176');
    expect(billNumberParts('2570000176')).toEqual({ fiscalYear: 2570, seq: 176 });
    expect(billNumberParts(billNumber(2570, 1_234_567))).toEqual({
      fiscalYear: 2570,
      seq: 1_234_567,
    });
  });

  it('refuse what no bill can be numbered', () => {
    for (const text of ['', 'X1', '257000017', '2570000000', '25700000176', '2570 000176'])
      expect(billNumberParts(text), text).toBeNull();
  });
});
