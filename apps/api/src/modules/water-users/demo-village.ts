// The demo organisation's village: a real sub-district, its routes' walks, the names of
// its people and institutions. Data only; demo-water-users.ts builds the connections.

/** A real sub-district: ตำบลในเมือง อำเภอเมืองขอนแก่น จังหวัดขอนแก่น 40000. */
export const PLACE = {
  subdistrict: 'ในเมือง',
  district: 'เมืองขอนแก่น',
  province: 'ขอนแก่น',
  postcode: '40000',
};
export const CENTRE = { lat: 16.4419, lng: 102.836 };

/** Each route's houses, where its walk starts (offset from the centre, in metres) and heads. */
export const routePlan: {
  route: string;
  houses: number;
  start: [number, number];
  heading: number;
}[] = [
  { route: 'R01', houses: 70, start: [-650, -600], heading: 20 },
  { route: 'R02', houses: 55, start: [-250, -900], heading: 110 },
  { route: 'R03', houses: 65, start: [350, 200], heading: 60 },
  { route: 'R04', houses: 60, start: [500, -500], heading: 160 },
  { route: 'R05', houses: 50, start: [-150, 400], heading: 300 },
];

export const maleNames = [
  'สมชาย',
  'สมศักดิ์',
  'บุญมี',
  'สมพงษ์',
  'วิชัย',
  'สุชาติ',
  'ประเสริฐ',
  'อนันต์',
  'ธนากร',
  'ณัฐพล',
  'สุริยา',
  'ทองดี',
  'บุญเลิศ',
  'คำพอง',
  'สมบัติ',
  'วีระ',
  'ชัยวัฒน์',
  'พิทักษ์',
  'เกรียงไกร',
  'อุดม',
  'สุรพล',
  'ประยูร',
];
export const femaleNames = [
  'สมหญิง',
  'มาลี',
  'บุญเรือน',
  'สมพร',
  'วันเพ็ญ',
  'สุภาพร',
  'จันทร์เพ็ญ',
  'นงลักษณ์',
  'ทองใบ',
  'คำปุ่น',
  'ละเอียด',
  'ศิริพร',
  'อรุณี',
  'พิมพ์ใจ',
  'กาญจนา',
  'รัตนา',
  'สายทอง',
  'บัวผัน',
  'ประภาพร',
  'ดวงใจ',
  'หนูพิน',
  'เพ็ญศรี',
];
export const surnames = [
  'ศรีสุข',
  'ใจดี',
  'แก้วมณี',
  'บุญมา',
  'พรมมา',
  'ศรีวงศ์',
  'สุวรรณ',
  'ทองคำ',
  'จันทร์แก้ว',
  'คำภา',
  'มูลมาตย์',
  'ภูมิดี',
  'ชัยมงคล',
  'แสนสุข',
  'พิมพ์ทอง',
  'อินทร์แก้ว',
  'ศรีประเสริฐ',
  'วงศ์ใหญ่',
  'บุตรดี',
  'โพธิ์ศรี',
  'นามวงศ์',
  'หาญชนะ',
  'ศรีบุญเรือง',
  'ทองสุข',
  'สิงห์ทอง',
  'บุญยืน',
  'ปัญญาดี',
  'คำแหง',
  'สีหาราช',
  'พลเยี่ยม',
];

/** Who else takes water in each village: [user type, name, meter size]. */
export const institutions: Record<string, [string, string, string][]> = {
  R01: [
    ['GOV', 'โรงเรียนบ้านหนองบัว', '1'],
    ['BIZ', 'ร้านชำสมใจ', '0.75'],
    ['BIZ', 'ร้านก๋วยเตี๋ยวป้าแดง', '0.75'],
  ],
  R02: [
    ['TEMPLE', 'วัดโพธิ์ศรีหนองบัว', '1'],
    ['BIZ', 'ร้านเสริมสวยนิดหน่อย', '0.5'],
  ],
  R03: [
    ['GOV', 'ศาลาประชาคมบ้านโนนสว่าง', '0.75'],
    ['TEMPLE', 'วัดป่าสว่างธรรม', '1'],
    ['BIZ', 'ร้านอาหารครัวบ้านทุ่ง', '0.75'],
  ],
  R04: [
    ['GOV', 'โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านดอนแดง', '1'],
    ['BIZ', 'คาร์แคร์พี่ต้อม', '1'],
  ],
  R05: [
    ['BIZ', 'ร้านกาแฟริมนา', '0.5'],
    ['BIZ', 'โรงสีข้าวชุมชนดอนแดง', '1'],
  ],
};

export const brands = ['Asahi', 'Sanwa', 'Kent', 'Itron'];

/** Where a demo organisation's connections are and who holds them (demo-water-users.ts). */
export type DemoPlace = {
  /** The generator's seed: the same seed gives the same connections every time. */
  seed: number;
  address: typeof PLACE;
  centre: { lat: number; lng: number };
  /** The first four digits of its people's national ids (3 + province + district). */
  idPrefix: string;
  routePlan: typeof routePlan;
  institutions: typeof institutions;
  /** The share of households holding a discount entitlement, and which (a pick list). */
  entitlementShare: number;
  entitlements: readonly string[];
};

export const demoVillagePlace: DemoPlace = {
  seed: 20_260_401,
  address: PLACE,
  centre: CENTRE,
  idPrefix: '3401',
  routePlan,
  institutions,
  entitlementShare: 0.13,
  entitlements: ['ELDERLY', 'ELDERLY', 'ELDERLY', 'WELFARE', 'DISABLED'],
};
