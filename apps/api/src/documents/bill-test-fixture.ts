import type { Bill, BillLine } from '@prapa/contracts';

// A water bill written out by hand for the PDF tests and the preview PNGs: MWA
// residential 45 m³ (three blocks), a ½″ meter fee, a 10 % elderly discount on the water
// charge, 7 % VAT on top, and two earlier bills unpaid. The figures are worked below and
// checked against computeBill in bill-pdf.test.ts.
//
//   1–30 m³ × 8.50  = 255.00      water      407.05
//  31–40 m³ × 10.03 = 100.30      meter fee   15.00
//  41–45 m³ × 10.35 =  51.75      discount   −40.71  (10 % of 407.05 = 40.705, half-up)
//                                 VAT base   381.34
//                                 VAT 7 %     26.69  (26.6938)
//                                 total      408.03
//  arrears 312.50 + 288.75 = 601.25; grand total 1,009.28

export const BILLER_ID = '099400012345601';
export const CUSTOMER_NO = '0101234';
export const BILL_NUMBER = '2570000123';
export const TOTAL = 40803;
export const ARREARS = 60125;

const line = (
  seq: number,
  kind: string,
  labelKey: string,
  quantity: number | null,
  rate: number | null,
  amount: number,
  detail: Record<string, unknown> | null = null,
): BillLine => ({ seq, kind, labelKey, quantity, rate, amount, detail });

export const billFixture = (over: Partial<Bill> = {}): Bill => ({
  id: '0b5f7c1e-8d0a-4c57-9a51-6f3b2a9d4e10',
  kind: 'water',
  sundryKind: null,
  number: BILL_NUMBER,
  fiscalYear: 2570,
  roundId: '5c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5',
  waterUserId: '7e8f9a0b-1c2d-4e3f-9a4b-5c6d7e8f9a0b',
  customerNo: CUSTOMER_NO,
  billDate: '2026-11-20',
  dueDate: '2026-12-05',
  usage: 45,
  total: TOTAL,
  paid: 0,
  status: 'issued',
  voidReason: null,
  voidedAt: null,
  replacesId: null,
  createdAt: '2026-11-20T02:00:00.000Z',
  lateFeeWaiver: null,
  lines: [
    line(1, 'block', 'bill.line.block', 30, 850, 25500, { from: 1, to: 30 }),
    line(2, 'block', 'bill.line.block', 10, 1003, 10030, { from: 31, to: 40 }),
    line(3, 'block', 'bill.line.block', 5, 1035, 5175, { from: 41, to: 45 }),
    line(4, 'meter_fee', 'bill.line.meterFee', null, null, 1500),
    line(5, 'discount', 'bill.line.discount.percent', null, 1000, -4071, {
      schemeId: 'scheme-elderly',
      schemeCode: 'ELDERLY',
      schemeName: 'ผู้สูงอายุ',
      discountKind: 'percent',
      base: 40705,
    }),
    line(6, 'vat', 'bill.line.vat', null, 700, 2669, { base: 38134 }),
  ],
  snapshot: {
    org: {
      nameTh: 'องค์การบริหารส่วนตำบลบ้านสวนน้ำใส',
      address: '99 หมู่ 3 ตำบลบ้านสวน อำเภอเมืองชลบุรี จังหวัดชลบุรี 20000',
      phone: '038-123456',
      taxId: '0994000123456',
      logoDataUrl: null,
      promptpayBillerId: BILLER_ID,
    },
    customer: {
      customerNo: CUSTOMER_NO,
      name: 'นางสมศรี ใจดีผู้ใช้น้ำ',
      address: '123/4 หมู่ 5 ถนนสุขุมวิท ตำบลบ้านสวน อำเภอเมืองชลบุรี จังหวัดชลบุรี 20000',
      meterSerial: 'SN-2301456',
      routeCode: 'R03',
      routeSeq: 12,
      userType: 'ที่อยู่อาศัย',
      meterSize: '½″',
    },
    round: { yearBe: 2569, month: 11, periodFrom: '2026-10-16', periodTo: '2026-11-15' },
    reading: {
      previous: 1234,
      current: 1279,
      usage: 45,
      estimated: false,
      deducted: 0,
      code: 'normal',
      readAt: '2026-11-15T03:00:00.000Z',
    },
    priced: { tariff: 'MWA_RESIDENTIAL_2026', meterFeeSatang: 1500 },
    vat: { rateBp: 700, inclusive: false, base: 38134, amount: 2669, net: 38134 },
    arrears: {
      amount: ARREARS,
      bills: [
        { number: '2569001187', label: 'กันยายน 2569', amount: 28875 },
        { number: '2570000045', label: 'ตุลาคม 2569', amount: 31250 },
      ],
    },
  },
  ...over,
});
