import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Bill } from '@prapa/contracts';
import {
  billPaymentBarcode,
  computeBill,
  hasValidEmvCrc,
  MWA_RESIDENTIAL_2026,
  parseEmvFields,
  thaiBahtText,
  thaiQrBillPayment,
} from '@prapa/domain';
import { renderBills, streamBills } from './bill-pdf.ts';
import { BILL_NUMBER, BILLER_ID, billFixture, CUSTOMER_NO, TOTAL } from './bill-test-fixture.ts';
import { decode, expectPdf, pageCount, pageText, rasterise } from './pdf-test-decode.ts';

describe('bill fixture', () => {
  it('carries the lines computeBill prices for the same month', () => {
    const result = computeBill({
      usageM3: 45,
      estimated: false,
      tariff: MWA_RESIDENTIAL_2026,
      meterFeeSatang: 1500,
      billMode: 'normal',
      discounts: [
        {
          id: 'scheme-elderly',
          code: 'ELDERLY',
          kind: 'percent',
          value: 1000,
          monthlyCap: null,
          billCeiling: null,
          appliesTo: 'water_charge',
        },
      ],
      vat: { rateBp: 700, inclusive: false },
      lateFee: { kind: 'none', value: 0 },
      overdueBills: [],
      creditSatang: 0,
    });
    const bill = billFixture();
    expect(result.total).toBe(TOTAL);
    expect(bill.lines.map((l) => [l.labelKey, l.quantity, l.rate, l.amount])).toEqual(
      result.lines.map((l) => [l.labelKey, l.quantity, l.rate, l.amount]),
    );
  });
});

describe('renderBills', () => {
  it('prints an A5 bill whose Thai QR and barcode decode to the bill payment', async () => {
    const pdf = await renderBills([billFixture()], { paper: 'A5', lang: 'th' });
    expectPdf(pdf);
    expect(await pageCount(pdf)).toBe(1);

    const found = await decode(await rasterise(pdf));
    const qr = found.find((r) => r.format === 'QRCode');
    const bar = found.find((r) => r.format === 'Code128');
    const payload = thaiQrBillPayment({
      billerId: BILLER_ID,
      ref1: CUSTOMER_NO,
      ref2: BILL_NUMBER,
      amountSatang: TOTAL,
    });
    expect(qr?.text).toBe(payload);
    expect(hasValidEmvCrc(qr?.text ?? '')).toBe(true);
    const fields = new Map((parseEmvFields(qr?.text ?? '') ?? []).map((f) => [f.tag, f.value]));
    const billPayment = new Map(
      (parseEmvFields(fields.get('30') ?? '') ?? []).map((f) => [f.tag, f.value]),
    );
    expect(billPayment.get('01')).toBe(BILLER_ID);
    expect(billPayment.get('02')).toBe(CUSTOMER_NO);
    expect(billPayment.get('03')).toBe(BILL_NUMBER);
    expect(fields.get('54')).toBe('408.03');

    expect(bar?.text).toBe(billPaymentBarcode(BILLER_ID, CUSTOMER_NO, BILL_NUMBER, TOTAL));
  });

  it('prints the total in Thai words, extractable from the PDF', async () => {
    const pdf = await renderBills([billFixture()], { paper: 'A5', lang: 'th' });
    const words = thaiBahtText(TOTAL);
    expect(words).toBe('สี่ร้อยแปดบาทสามสตางค์');
    expect(await pageText(pdf)).toContain(words);
  });

  it('puts three bills on an A4 with codes that still decode', async () => {
    const bills = Array.from({ length: 7 }, () => billFixture());
    const pdf = await renderBills(bills, { paper: 'A4', perPage: 3, lang: 'th' });
    expectPdf(pdf);
    expect(await pageCount(pdf)).toBe(3);
    const found = await decode(await rasterise(pdf));
    expect(found.filter((r) => r.format === 'QRCode')).toHaveLength(3);
    expect(found.filter((r) => r.format === 'Code128')).toHaveLength(3);
  });

  it('prints two a sheet, a copy, continuous form and other languages', async () => {
    const two = await renderBills([billFixture(), billFixture(), billFixture()], {
      paper: 'A4',
      perPage: 2,
      lang: 'th',
    });
    expect(await pageCount(two)).toBe(2);
    const copy = await renderBills([billFixture()], { paper: 'A4', copy: true, lang: 'th' });
    expectPdf(copy);
    expect(await pageCount(copy)).toBe(1);
    for (const lang of ['en', 'de', 'fr', 'pt'] as const) {
      const pdf = await renderBills([billFixture()], { paper: 'continuous', lang });
      expect(await pageCount(pdf)).toBe(1);
    }
  });

  it('marks a void bill and prints no way to pay it', async () => {
    const bill = billFixture({ status: 'void', voidReason: 'อ่านเลขมาตรผิด' });
    const pdf = await renderBills([bill], { paper: 'A5', lang: 'th' });
    expectPdf(pdf);
    expect(await pageCount(pdf)).toBe(1);
    expect(await decode(await rasterise(pdf))).toEqual([]);
  });

  it('fits a long bill (twelve blocks, fees, many arrears) on one page', async () => {
    const base = billFixture();
    const blocks = Array.from({ length: 12 }, (_, i) => ({
      seq: i + 1,
      kind: 'block',
      labelKey: 'bill.line.block',
      quantity: 10,
      rate: 850 + i * 50,
      amount: 10 * (850 + i * 50),
      detail: { from: i * 10 + 1, to: i * 10 + 10 },
    }));
    const total = blocks.reduce((sum, l) => sum + l.amount, 0);
    const bill: Bill = billFixture({
      total,
      lines: blocks,
      snapshot: {
        ...base.snapshot,
        arrears: {
          amount: 90000,
          bills: Array.from({ length: 9 }, (_, i) => ({
            number: `256900${i}`,
            label: `เดือนที่ ${i + 1}`,
            amount: 10000,
          })),
        },
      },
    });
    for (const options of [
      { paper: 'A5', lang: 'th' },
      { paper: 'A4', perPage: 3, lang: 'th' },
    ] as const) {
      const pdf = await renderBills([bill], options);
      expect(await pageCount(pdf)).toBe(1);
      const found = await decode(await rasterise(pdf));
      expect(found.find((r) => r.format === 'Code128')?.text).toBe(
        billPaymentBarcode(BILLER_ID, CUSTOMER_NO, BILL_NUMBER, total),
      );
    }
  });

  it('leaves the codes off when the organisation has no biller id or nothing is due', async () => {
    const base = billFixture();
    const noBiller = billFixture({
      snapshot: { ...base.snapshot, org: { ...base.snapshot.org, promptpayBillerId: null } },
    });
    const nothingDue = billFixture({ total: 0, lines: [] });
    const pdf = await renderBills([noBiller, nothingDue], { paper: 'A5', lang: 'th' });
    expect(await pageCount(pdf)).toBe(2);
    expect(await decode(await rasterise(pdf, 1))).toEqual([]);
    expect(await decode(await rasterise(pdf, 2))).toEqual([]);
  });
});

describe('streamBills', () => {
  it('streams a batch page by page to a writable', async () => {
    async function* bills() {
      for (let i = 0; i < 10; i++)
        yield billFixture({ number: `25700001${String(i).padStart(2, '0')}` });
    }
    const chunks: Buffer[] = [];
    const out = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        // A slow reader: the renderer must wait for it, not pile pages up.
        setImmediate(done);
      },
    });
    await streamBills(bills(), { paper: 'A4', perPage: 3, lang: 'th' }, out);
    const pdf = Buffer.concat(chunks);
    expectPdf(pdf);
    expect(await pageCount(pdf)).toBe(4);
  });
});
