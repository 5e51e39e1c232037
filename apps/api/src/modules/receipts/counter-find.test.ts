import { describe, expect, it } from 'vitest';
import { thaiQrBillPayment } from '@prapa/domain';
import { readCounterQuery } from './counter-find.ts';

describe('readCounterQuery', () => {
  it('reads a bill-payment barcode as typed by a USB scanner', () => {
    expect(readCounterQuery('|099400000000001\r00012\r2570000031\r15000')).toEqual({
      kind: 'bill',
      number: '2570000031',
      customerNo: '00012',
    });
    expect(readCounterQuery('|099400000000001 00012 2570000031 15000')).toMatchObject({
      kind: 'bill',
      number: '2570000031',
    });
  });

  it('reads the Thai QR of a bill (tag 30: ref1, ref2)', () => {
    const qr = thaiQrBillPayment({
      billerId: '099400000000001',
      ref1: '00012',
      ref2: '2570000031',
      amountSatang: 15000,
    });
    expect(readCounterQuery(qr)).toEqual({
      kind: 'bill',
      number: '2570000031',
      customerNo: '00012',
    });
  });

  it('reads a bill number, else text to search', () => {
    expect(readCounterQuery(' 2570000031 ')).toEqual({
      kind: 'bill',
      number: '2570000031',
      customerNo: null,
    });
    expect(readCounterQuery('สมชาย')).toEqual({ kind: 'text', text: 'สมชาย' });
    expect(readCounterQuery('00012')).toEqual({ kind: 'text', text: '00012' });
  });
});
