import type { DemoArea } from '../basic/demo.ts';
import type { DemoPlace } from '../water-users/demo-village.ts';

// The municipality demo's town: its communities, the routes its reader walks and who
// takes water on them. Data only; demo-muni.ts seeds it through the village's code.

/** Three communities of the town (ชุมชน), each on the หมู่ it grew from. */
export const townAreas: DemoArea[] = [
  {
    code: 'C01',
    name: 'ชุมชนตลาดท่าพระ',
    villageNo: 1,
    routes: [
      ['T01', 'สายตลาดท่าพระ ถนนมิตรภาพ'],
      ['T02', 'สายตลาดท่าพระ ซอยวัด'],
    ],
  },
  { code: 'C02', name: 'ชุมชนหนองโข่ง', villageNo: 4, routes: [['T03', 'สายหนองโข่ง']] },
  { code: 'C03', name: 'ชุมชนโนนทัน', villageNo: 7, routes: [['T04', 'สายโนนทัน']] },
];

/**
 * About 90 connections in a real sub-district (ตำบลท่าพระ อำเภอเมืองขอนแก่น จังหวัดขอนแก่น
 * 40260). More welfare-card holders than the village, so the discount and its 315 ฿
 * ceiling show on many bills.
 */
export const demoTownPlace: DemoPlace = {
  seed: 20_261_125,
  address: {
    subdistrict: 'ท่าพระ',
    district: 'เมืองขอนแก่น',
    province: 'ขอนแก่น',
    postcode: '40260',
  },
  centre: { lat: 16.3295, lng: 102.8128 },
  idPrefix: '3401',
  routePlan: [
    { route: 'T01', houses: 28, start: [-300, -200], heading: 15 },
    { route: 'T02', houses: 20, start: [-100, -350], heading: 95 },
    { route: 'T03', houses: 22, start: [250, 150], heading: 40 },
    { route: 'T04', houses: 20, start: [-200, 300], heading: 300 },
  ],
  institutions: {
    T01: [
      ['GOV', 'สำนักงานเทศบาลตำบลตัวอย่าง', '1'],
      ['BIZ', 'ร้านข้าวมันไก่ตลาดท่าพระ', '0.75'],
      ['BIZ', 'ร้านซักรีดหน้าตลาด', '1'],
    ],
    T02: [
      ['TEMPLE', 'วัดท่าพระธรรมาราม', '1'],
      ['BIZ', 'โรงน้ำแข็งท่าพระ', '1.5'],
    ],
    T03: [
      ['GOV', 'โรงเรียนเทศบาลหนองโข่ง', '1'],
      ['BIZ', 'คาร์แคร์หนองโข่ง', '1'],
    ],
    T04: [
      ['GOV', 'ศูนย์พัฒนาเด็กเล็กโนนทัน', '0.75'],
      ['BIZ', 'ร้านก๋วยเตี๋ยวเรือโนนทัน', '0.75'],
    ],
  },
  entitlementShare: 0.25,
  entitlements: ['WELFARE', 'WELFARE', 'WELFARE', 'ELDERLY', 'DISABLED'],
};

const baht = (amount: number) => amount * 100;

/** Progressive blocks (satang a m³), a minimum charge, per user type: DOMAIN.md §3's shape. */
export const townTariffs: Record<
  string,
  { blocks: { upTo: number | null; rate: number }[]; minimumCharge: number }
> = {
  RES: {
    blocks: [
      { upTo: 10, rate: 800 },
      { upTo: 20, rate: 1_000 },
      { upTo: 30, rate: 1_200 },
      { upTo: null, rate: 1_400 },
    ],
    minimumCharge: baht(60),
  },
  GOV: {
    blocks: [
      { upTo: 20, rate: 900 },
      { upTo: 50, rate: 1_100 },
      { upTo: null, rate: 1_300 },
    ],
    minimumCharge: baht(100),
  },
  BIZ: {
    blocks: [
      { upTo: 10, rate: 1_000 },
      { upTo: 30, rate: 1_200 },
      { upTo: 60, rate: 1_400 },
      { upTo: null, rate: 1_600 },
    ],
    minimumCharge: baht(150),
  },
  TEMPLE: {
    blocks: [
      { upTo: 30, rate: 400 },
      { upTo: null, rate: 500 },
    ],
    minimumCharge: 0,
  },
};

/** Monthly meter rent by size (code → satang): the bigger the meter, the higher. */
export const townMeterRent: Record<string, number> = {
  '0.5': baht(15),
  '0.75': baht(25),
  '1': baht(40),
  '1.5': baht(80),
  '2': baht(150),
};
