import { describe, expect, it } from 'vitest';
import { languages, sundryKinds, type BillLine, type SundryKind } from '@prapa/contracts';
import { translator } from '../lib/i18n.ts';
import { rowOf } from './bill-lines.ts';

// A late-fee line prints the bill it is for (issue 12); one priced before lines named
// their bill prints as it always did.
const fee = (detail: Record<string, unknown>, rate: number, amount: number): BillLine => ({
  seq: 5,
  kind: 'late_fee',
  labelKey: 'bill.line.lateFee',
  quantity: null,
  rate,
  amount,
  detail,
});

describe('late-fee rows', () => {
  const th = translator('th');
  it.each<[string, BillLine, string, string]>([
    [
      'flat, for a bill',
      fee({ lateFeeKind: 'flat', base: 8_000, billNumber: '2570000011' }, 5_000, 5_000),
      'ค่าปรับชำระล่าช้า ใบแจ้งหนี้เลขที่ 2570000011',
      '50.00',
    ],
    [
      'percent, for a bill',
      fee({ lateFeeKind: 'percent', base: 8_000, billNumber: '2570000011' }, 150, 120),
      'ค่าปรับชำระล่าช้า ใบแจ้งหนี้เลขที่ 2570000011 (1.5% ของ 80.00 บาท)',
      '1.20',
    ],
    [
      'flat, priced before',
      fee({ lateFeeKind: 'flat', base: 8_000 }, 5_000, 5_000),
      'ค่าปรับชำระล่าช้า',
      '50.00',
    ],
    [
      'percent, priced before',
      fee({ lateFeeKind: 'percent', base: 123_456 }, 150, 1_852),
      'ค่าปรับชำระล่าช้า 1.5% ของ 1,234.56 บาท',
      '18.52',
    ],
  ])('%s', (_why, line, label, amount) => {
    expect(rowOf(th, line)).toEqual({ label, quantity: '', rate: '', amount });
  });

  it('in English', () => {
    const line = fee({ lateFeeKind: 'percent', base: 8_000, billNumber: '2570000011' }, 200, 160);
    expect(rowOf(translator('en'), line).label).toBe(
      'Late payment fee, bill no. 2570000011 (2% of 80.00 baht)',
    );
  });
});

// A sundry bill's line printed its raw key ("bill.line.sundry.reconnection") on the bill:
// each kind reads as words in every language, with what the officer wrote of it.
describe('sundry rows', () => {
  const sundry = (kind: SundryKind, description: string | null): BillLine => ({
    seq: 1,
    kind: 'sundry',
    labelKey: `bill.line.sundry.${kind}`,
    quantity: null,
    rate: null,
    amount: 10_000,
    detail: description === null ? {} : { description },
  });

  it('names the fee and the officer’s words', () => {
    expect(rowOf(translator('th'), sundry('reconnection', 'ต่อน้ำหลังชำระหนี้ครบ')).label).toBe(
      'ค่าต่อน้ำกลับ (ต่อน้ำหลังชำระหนี้ครบ)',
    );
    expect(rowOf(translator('th'), sundry('deposit', null)).label).toBe('เงินประกันมาตร');
  });

  it.each(languages)('prints no key in %s', (language) => {
    for (const kind of sundryKinds) {
      const { label } = rowOf(translator(language), sundry(kind, null));
      expect(label).not.toMatch(/bill\.line|^$/);
    }
  });
});
