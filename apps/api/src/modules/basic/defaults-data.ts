import type { z } from 'zod';
import type {
  discountSchemeInput,
  meterSizeInput,
  paymentChannelInput,
  tariffInput,
  usageStatusInput,
  userTypeInput,
} from '@prapa/contracts';

// What a new organisation starts with (issue 3, DOMAIN.md §3): every row is an
// ordinary, editable row afterwards. Money in satang, percentages in basis points.

type Out<T extends z.ZodType> = z.output<T>;

export const defaultUsageStatuses: Out<typeof usageStatusInput>[] = [
  {
    code: 'NORMAL',
    name: 'ปกติ',
    billMode: 'normal',
    readingRequired: true,
    countsAsCutOff: false,
    billAtAverage: false,
    colour: '#28C76F',
    sortOrder: 10,
    active: true,
  },
  {
    code: 'SUSPEND',
    name: 'ระงับชั่วคราว',
    billMode: 'none',
    readingRequired: false,
    countsAsCutOff: false,
    billAtAverage: false,
    colour: '#ED9200',
    sortOrder: 20,
    active: true,
  },
  {
    code: 'CUTOFF',
    name: 'ตัดน้ำ',
    billMode: 'none',
    readingRequired: false,
    countsAsCutOff: true,
    billAtAverage: false,
    colour: '#DA5444',
    sortOrder: 30,
    active: true,
  },
  {
    code: 'CANCEL',
    name: 'ยกเลิกการใช้น้ำ',
    billMode: 'none',
    readingRequired: false,
    countsAsCutOff: false,
    billAtAverage: false,
    colour: '#82868B',
    sortOrder: 40,
    active: true,
  },
  {
    code: 'BROKEN',
    name: 'มาตรชำรุด',
    billMode: 'normal',
    readingRequired: false,
    countsAsCutOff: false,
    billAtAverage: true,
    colour: '#7367F0',
    sortOrder: 50,
    active: true,
  },
  {
    // A connection approved from a request (issue 26) before its meter is in.
    code: 'PENDING',
    name: 'รอติดตั้ง',
    billMode: 'none',
    readingRequired: false,
    countsAsCutOff: false,
    billAtAverage: false,
    colour: '#00CFE8',
    sortOrder: 60,
    active: true,
  },
];

const baht = (amount: number) => amount * 100;

/**
 * Village-scale fees: a 10 ฿ monthly meter fee for a house meter (DOMAIN.md §3), MWA's
 * deposits for ½″–1″ continued upwards, installation at about half of MWA's.
 */
export const defaultMeterSizes: Out<typeof meterSizeInput>[] = [
  ['0.5', '½″', 10, 400, 2_500],
  ['0.75', '¾″', 20, 600, 3_000],
  ['1', '1″', 30, 1_500, 4_000],
  ['1.5', '1½″', 50, 3_000, 6_000],
  ['2', '2″', 80, 5_000, 8_000],
].map(([code, label, fee, deposit, installation], i) => ({
  code: String(code),
  label: String(label),
  monthlyFee: baht(Number(fee)),
  deposit: baht(Number(deposit)),
  installationFee: baht(Number(installation)),
  sortOrder: (i + 1) * 10,
  active: true,
}));

/** The first day of fiscal year 2570, when the default tariffs take effect. */
export const DEFAULT_TARIFF_FROM = '2026-10-01';

const flat = (rate: number, minimum: number): Out<typeof tariffInput> => ({
  effectiveFrom: DEFAULT_TARIFF_FROM,
  method: 'flat',
  blocks: [{ upTo: null, rate }],
  minimumCharge: minimum,
  note: 'อัตราเริ่มต้นของระบบ แก้ไขได้ตามมติคณะกรรมการ',
});

/** Village systems charge a flat 6–8 ฿/m³ (DOMAIN.md §3). */
export const defaultUserTypes: (Out<typeof userTypeInput> & { tariff: Out<typeof tariffInput> })[] =
  [
    { code: 'RES', name: 'ที่อยู่อาศัย', tariff: flat(700, baht(30)) },
    { code: 'GOV', name: 'ราชการ', tariff: flat(800, baht(30)) },
    { code: 'BIZ', name: 'ธุรกิจ', tariff: flat(1_000, baht(50)) },
    { code: 'TEMPLE', name: 'วัด/โรงเรียน', tariff: flat(500, 0) },
  ].map((t) => ({ ...t, note: null, active: true }));

export const defaultPaymentChannels = (
  bankAccount: Out<typeof paymentChannelInput>['bankAccount'],
): Out<typeof paymentChannelInput>[] => [
  {
    code: 'CASH',
    name: 'เงินสดที่สำนักงาน',
    kind: 'cash',
    bankAccount: null,
    referenceRequired: false,
    sortOrder: 10,
    active: true,
  },
  {
    // Without the organisation's account yet, the screen asks for one.
    code: 'TRANSFER',
    name: 'โอนเงินเข้าบัญชีธนาคาร',
    kind: 'bank_transfer',
    bankAccount,
    referenceRequired: true,
    sortOrder: 20,
    active: true,
  },
  {
    code: 'QR',
    name: 'พร้อมเพย์ / Thai QR',
    kind: 'thai_qr',
    bankAccount: null,
    referenceRequired: false,
    sortOrder: 30,
    active: true,
  },
];

/** Welfare card: up to 100 ฿ a household a month, only when the bill is ≤ 315 ฿. */
export const defaultDiscountSchemes: Out<typeof discountSchemeInput>[] = [
  {
    code: 'ELDERLY',
    name: 'ผู้สูงอายุ',
    kind: 'percent',
    value: 1_000,
    monthlyCap: null,
    billCeiling: null,
    appliesTo: 'water_charge',
    note: null,
    active: true,
  },
  {
    code: 'DISABLED',
    name: 'ผู้พิการ',
    kind: 'percent',
    value: 1_000,
    monthlyCap: null,
    billCeiling: null,
    appliesTo: 'water_charge',
    note: null,
    active: true,
  },
  {
    code: 'WELFARE',
    name: 'บัตรสวัสดิการแห่งรัฐ',
    kind: 'fixed',
    value: baht(100),
    monthlyCap: baht(100),
    billCeiling: baht(315),
    appliesTo: 'bill_total',
    note: 'ลดได้ไม่เกิน 100 บาทต่อครัวเรือนต่อเดือน เฉพาะเมื่อยอดไม่เกิน 315 บาท',
    active: true,
  },
];
