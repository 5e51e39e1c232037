import { describe, it, expect } from 'vitest';
import { emvField, hasValidEmvCrc, parseEmvFields, withEmvCrc } from './emv-tlv.ts';

describe('emvField', () => {
  it.each([
    ['00', '01', '000201'],
    ['58', 'TH', '5802TH'],
    ['02', '', '0200'],
    ['30', 'x'.repeat(99), `3099${'x'.repeat(99)}`],
  ])('%s %j → %j', (tag, value, expected) => {
    expect(emvField(tag, value)).toBe(expected);
  });

  it.each([
    ['0', 'x'],
    ['AB', 'x'],
    ['30', 'x'.repeat(100)],
  ])('refuses tag %j with a %d-long value', (tag, value) => {
    expect(() => emvField(tag, value)).toThrow(RangeError);
  });
});

describe('parseEmvFields', () => {
  it.each([
    ['000201', [{ tag: '00', value: '01' }]],
    [
      '0002015802TH',
      [
        { tag: '00', value: '01' },
        { tag: '58', value: 'TH' },
      ],
    ],
    ['', []],
    ['0003AB', null],
    ['00', null],
    ['xx02AB', null],
  ])('%j → %j', (payload, expected) => {
    expect(parseEmvFields(payload)).toEqual(expected);
  });
});

describe('withEmvCrc / hasValidEmvCrc', () => {
  it.each([['000201'], ['0002015802TH'], ['']])('round-trips %j', (payload) => {
    const signed = withEmvCrc(payload);
    expect(signed.slice(0, -4)).toBe(`${payload}6304`);
    expect(hasValidEmvCrc(signed)).toBe(true);
    expect(hasValidEmvCrc(signed.slice(0, -4) + signed.slice(-4).toLowerCase())).toBe(true);
  });

  it.each([['0002015802TH6304FFFF'], ['0002015802TH'], ['6304'], ['']])('rejects %j', (payload) => {
    expect(hasValidEmvCrc(payload)).toBe(false);
  });

  it('notices a changed character', () => {
    const signed = withEmvCrc('0002015802TH');
    expect(hasValidEmvCrc(signed.replace('TH', 'TG'))).toBe(false);
  });
});
