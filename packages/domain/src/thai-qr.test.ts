import { describe, it, expect } from 'vitest';
import { billPaymentBarcode, thaiQrBillPayment, type ThaiQrBillPaymentInput } from './thai-qr.ts';
import { hasValidEmvCrc, parseEmvFields } from './emv-tlv.ts';

const BILLER = '010555300012101';

describe('thaiQrBillPayment', () => {
  // Expected strings built field by field and checked with an independent CRC.
  it.each<[string, ThaiQrBillPaymentInput, string]>([
    [
      'static, ref1 only',
      { billerId: BILLER, ref1: 'C0001234' },
      '00020101021130510016A00000067701011201150105553000121010208C000123453037645802TH6304B785',
    ],
    [
      'with amount, ref2 and name',
      {
        billerId: BILLER,
        ref1: 'C0001234',
        ref2: '6901000123',
        amountSatang: 40705,
        merchantName: 'PRAPA VILLAGE',
      },
      '00020101021230650016A00000067701011201150105553000121010208C00012340310690100012353037645406407.055802TH5913PRAPA VILLAGE6304821B',
    ],
  ])('%s', (_name, input, expected) => {
    expect(thaiQrBillPayment(input)).toBe(expected);
  });

  it.each<[number, string]>([
    [1, '0.01'],
    [50, '0.50'],
    [100, '1.00'],
    [40705, '407.05'],
    [123456789, '1234567.89'],
  ])('amount %d satang → tag 54 %s', (amountSatang, expected) => {
    const fields = parseEmvFields(
      thaiQrBillPayment({ billerId: BILLER, ref1: 'A1', amountSatang }),
    );
    expect(fields?.find((f) => f.tag === '54')?.value).toBe(expected);
    expect(fields?.find((f) => f.tag === '01')?.value).toBe('12');
  });

  it('round-trips: fields parse back and the CRC verifies', () => {
    const payload = thaiQrBillPayment({
      billerId: BILLER,
      ref1: 'C0001234',
      ref2: 'B2569000001',
      amountSatang: 9000,
    });
    expect(hasValidEmvCrc(payload)).toBe(true);
    const fields = parseEmvFields(payload);
    expect(fields?.map((f) => f.tag)).toEqual(['00', '01', '30', '53', '54', '58', '63']);
    const billPayment = parseEmvFields(fields?.find((f) => f.tag === '30')?.value ?? '');
    expect(billPayment).toEqual([
      { tag: '00', value: 'A000000677010112' },
      { tag: '01', value: BILLER },
      { tag: '02', value: 'C0001234' },
      { tag: '03', value: 'B2569000001' },
    ]);
  });

  it.each<[string, ThaiQrBillPaymentInput]>([
    ['short biller id', { billerId: '0105553000121', ref1: 'A' }],
    ['letters in biller id', { billerId: '01055530001210X', ref1: 'A' }],
    ['empty ref1', { billerId: BILLER, ref1: '' }],
    ['ref1 over 20', { billerId: BILLER, ref1: '1'.repeat(21) }],
    ['Thai ref2', { billerId: BILLER, ref1: 'A', ref2: 'บิล' }],
    ['zero amount', { billerId: BILLER, ref1: 'A', amountSatang: 0 }],
    ['fractional amount', { billerId: BILLER, ref1: 'A', amountSatang: 1.5 }],
    ['Thai name', { billerId: BILLER, ref1: 'A', merchantName: 'ประปา' }],
    ['name over 25', { billerId: BILLER, ref1: 'A', merchantName: 'N'.repeat(26) }],
  ])('refuses %s', (_name, input) => {
    expect(() => thaiQrBillPayment(input)).toThrow(RangeError);
  });
});

describe('billPaymentBarcode', () => {
  it.each<[string, string, string, number, string]>([
    [BILLER, 'C0001234', '6901000123', 40705, `|${BILLER}\rC0001234\r6901000123\r40705`],
    [BILLER, 'C1', 'B1', 0, `|${BILLER}\rC1\rB1\r0`],
    [BILLER, 'C1', '', 9000, `|${BILLER}\rC1\r\r9000`],
  ])('%s %s %s %d', (billerId, ref1, ref2, amount, expected) => {
    expect(billPaymentBarcode(billerId, ref1, ref2, amount)).toBe(expected);
  });

  it.each<[string, string, string, number]>([
    ['123', 'C1', 'B1', 100],
    [BILLER, '', 'B1', 100],
    [BILLER, 'C1\r', 'B1', 100],
    [BILLER, 'C1', 'B1', -1],
    [BILLER, 'C1', 'B1', 0.5],
  ])('refuses %j %j %j %d', (billerId, ref1, ref2, amount) => {
    expect(() => billPaymentBarcode(billerId, ref1, ref2, amount)).toThrow(RangeError);
  });
});
