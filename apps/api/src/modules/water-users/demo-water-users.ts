import { and, eq, sql } from 'drizzle-orm';
import { bangkokDate, fiscalYearOf, fiscalYearRange } from '@prapa/domain';
import {
  areas,
  collectionRoutes,
  discountSchemes,
  meterInstallations,
  meterSizes,
  meters,
  usageStatuses,
  userTypes,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { insertInstalledMeters, type NewInstalledMeter } from '../meters/meters.repo.ts';
import { insertEntitlements } from './entitlements.repo.ts';
import { insertWaterUsers, nextCustomerNumbers, type NewWaterUserRow } from './water-users.repo.ts';

// About 300 connections for the demo organisation (basic/demo.ts makes its villages and
// routes): Thai names, houses along each route's walk, a meter on each, around one real
// sub-district. Deterministic: the same seed gives the same village every time.

/** A real sub-district: ตำบลในเมือง อำเภอเมืองขอนแก่น จังหวัดขอนแก่น 40000. */
const PLACE = {
  subdistrict: 'ในเมือง',
  district: 'เมืองขอนแก่น',
  province: 'ขอนแก่น',
  postcode: '40000',
};
const CENTRE = { lat: 16.4419, lng: 102.836 };

/** Each route's houses, where its walk starts (offset from the centre, in metres) and heads. */
const routePlan: { route: string; houses: number; start: [number, number]; heading: number }[] = [
  { route: 'R01', houses: 70, start: [-650, -600], heading: 20 },
  { route: 'R02', houses: 55, start: [-250, -900], heading: 110 },
  { route: 'R03', houses: 65, start: [350, 200], heading: 60 },
  { route: 'R04', houses: 60, start: [500, -500], heading: 160 },
  { route: 'R05', houses: 50, start: [-150, 400], heading: 300 },
];

const maleNames = [
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
const femaleNames = [
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
const surnames = [
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
const institutions: Record<string, [string, string, string][]> = {
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

const brands = ['Asahi', 'Sanwa', 'Kent', 'Itron'];

/** mulberry32, as packages/domain's seededRandom: deterministic, not for secrets. */
const seeded = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** A 13-digit national id of Khon Kaen (province code 40) with a valid check digit. */
const nationalIdOf = (random: () => number) => {
  const digits = [3, 4, 0, 1, ...Array.from({ length: 8 }, () => Math.floor(random() * 10))];
  const sum = digits.reduce((total, d, i) => total + d * (13 - i), 0);
  return [...digits, (11 - (sum % 11)) % 10].join('');
};

const M_PER_DEG_LAT = 111_320;
const mPerDegLng = M_PER_DEG_LAT * Math.cos((CENTRE.lat * Math.PI) / 180);

const byCode = async <T extends { id: string; code: string }>(rows: Promise<T[]>) =>
  new Map((await rows).map((r) => [r.code, r]));

/** Seeds the demo connections in the caller's (system) transaction, in a few bulk statements. */
export const seedDemoWaterUsers = async (tx: Tx, orgId: string) => {
  const random = seeded(20_260_401);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const chance = (p: number) => random() < p;

  const areaRows = await tx
    .select({ id: areas.id, code: areas.code, villageNo: areas.villageNo })
    .from(areas)
    .where(eq(areas.orgId, orgId));
  const areaById = new Map(areaRows.map((a) => [a.id, a]));
  const routes = await byCode(
    tx
      .select({
        id: collectionRoutes.id,
        code: collectionRoutes.code,
        areaId: collectionRoutes.areaId,
      })
      .from(collectionRoutes)
      .where(eq(collectionRoutes.orgId, orgId)),
  );
  const types = await byCode(
    tx
      .select({ id: userTypes.id, code: userTypes.code })
      .from(userTypes)
      .where(eq(userTypes.orgId, orgId)),
  );
  const sizes = await byCode(
    tx
      .select({ id: meterSizes.id, code: meterSizes.code })
      .from(meterSizes)
      .where(eq(meterSizes.orgId, orgId)),
  );
  const statuses = await byCode(
    tx
      .select({ id: usageStatuses.id, code: usageStatuses.code })
      .from(usageStatuses)
      .where(eq(usageStatuses.orgId, orgId)),
  );
  const schemes = await byCode(
    tx
      .select({ id: discountSchemes.id, code: discountSchemes.code })
      .from(discountSchemes)
      .where(eq(discountSchemes.orgId, orgId)),
  );
  const deposits = new Map(
    (
      await tx
        .select({ id: meterSizes.id, deposit: meterSizes.deposit })
        .from(meterSizes)
        .where(eq(meterSizes.orgId, orgId))
    ).map((s) => [s.id, s.deposit]),
  );
  const idOf = (map: Map<string, { id: string }>, code: string) => {
    const found = map.get(code);
    if (!found) throw new Error(`demo: no ${code} in the organisation's basic data`);
    return found.id;
  };

  type Planned = {
    row: NewWaterUserRow;
    areaCode: string;
    meter: Omit<NewInstalledMeter, 'waterUserId'>;
    cancelled: boolean;
    entitlement: string | null;
  };
  const planned: Planned[] = [];
  let serialNo = 100;

  for (const plan of routePlan) {
    const route = routes.get(plan.route);
    const area = route ? areaById.get(route.areaId) : undefined;
    if (!route || !area) continue;
    const extras = institutions[plan.route] ?? [];
    const extraAt = new Set(
      extras.map((_, i) => Math.floor(((i + 1) * plan.houses) / (extras.length + 1))),
    );
    let heading = (plan.heading * Math.PI) / 180;
    let [x, y] = plan.start;
    let houseNo = Math.floor(random() * 40) + 1;
    let extraIndex = 0;

    for (let i = 0; i < plan.houses; i++) {
      // Along the walk: about 13 m a house, the lane bending a little, houses either side.
      heading += (random() - 0.5) * 0.25;
      x += Math.cos(heading) * 13;
      y += Math.sin(heading) * 13;
      const side = (random() < 0.5 ? -1 : 1) * (8 + random() * 20);
      const east = x - Math.sin(heading) * side;
      const north = y + Math.cos(heading) * side;
      houseNo += 1 + (chance(0.25) ? 1 : 0);

      const extra = extraAt.has(i) ? extras[extraIndex++] : undefined;
      const person = !extra;
      // A few households keep a shop at home: business water, a bigger meter.
      const shop = person && chance(0.05);
      const [typeCode, sizeCode] = extra
        ? [extra[0], extra[2]]
        : shop
          ? ['BIZ', '0.75']
          : ['RES', '0.5'];
      const male = chance(0.5);
      const statusCode = pick([
        ...Array<string>(90).fill('NORMAL'),
        ...Array<string>(3).fill('SUSPEND'),
        ...Array<string>(3).fill('CUTOFF'),
        'BROKEN',
        'BROKEN',
        'CANCEL',
        'CANCEL',
      ]);
      const year = 2018 + Math.floor(random() * 8);
      const installedOn = `${year}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
      const meterSizeId = idOf(sizes, sizeCode);
      const located = chance(0.95);
      const entitlement =
        person && chance(0.13)
          ? pick(['ELDERLY', 'ELDERLY', 'ELDERLY', 'WELFARE', 'DISABLED'])
          : null;

      planned.push({
        areaCode: area.code,
        cancelled: statusCode === 'CANCEL',
        entitlement,
        row: {
          customerNo: '',
          title: person ? (male ? 'นาย' : chance(0.7) ? 'นาง' : 'นางสาว') : null,
          firstName: extra ? extra[1] : pick(male ? maleNames : femaleNames),
          lastName: person ? pick(surnames) : null,
          nationalId: person && chance(0.6) ? nationalIdOf(random) : null,
          phone: chance(0.75)
            ? `0${pick(['8', '9', '6'])}${Array.from({ length: 8 }, () => Math.floor(random() * 10)).join('')}`
            : null,
          houseNo: chance(0.1) ? `${houseNo}/${1 + Math.floor(random() * 3)}` : String(houseNo),
          moo: area.villageNo,
          road: null,
          ...PLACE,
          areaId: area.id,
          routeId: route.id,
          routeSeq: i + 1,
          userTypeId: idOf(types, typeCode),
          meterSizeId,
          usageStatusId: idOf(statuses, statusCode),
          depositPaid: deposits.get(meterSizeId) ?? 0,
          latitude: located ? Number((CENTRE.lat + north / M_PER_DEG_LAT).toFixed(6)) : null,
          longitude: located ? Number((CENTRE.lng + east / mPerDegLng).toFixed(6)) : null,
          connectedOn: installedOn,
          notes: null,
        },
        meter: {
          serial: `M${String(year).slice(2)}-${String(serialNo++).padStart(6, '0')}`,
          brand: pick(brands),
          meterSizeId,
          digits: 4,
          installedOn,
          initialReading: chance(0.7) ? 0 : Math.floor(random() * 40),
        },
      });
    }
  }

  // Customer numbers from the organisation's format, per area (the format may use it).
  for (const code of new Set(planned.map((p) => p.areaCode))) {
    const group = planned.filter((p) => p.areaCode === code);
    const numbers = await nextCustomerNumbers(tx, orgId, group.length, code);
    group.forEach((p, i) => (p.row.customerNo = numbers[i] ?? ''));
  }
  const ids = await insertWaterUsers(
    tx,
    orgId,
    planned.map((p) => p.row),
  );
  await insertInstalledMeters(
    tx,
    orgId,
    planned.map((p, i) => ({ ...p.meter, waterUserId: ids[i] ?? '' })),
  );

  // A cancelled connection had its meter taken out when it was cancelled.
  const cancelled = ids.filter((_, i) => planned[i]?.cancelled);
  if (cancelled.length) {
    const closed = await tx
      .update(meterInstallations)
      .set({
        removedOn: sql`greatest(${meterInstallations.installedOn}, least(${meterInstallations.installedOn} + 400, current_date))`,
        finalReading: sql`${meterInstallations.initialReading} + 180`,
        reason: 'ยกเลิกการใช้น้ำ ถอดมาตรคืน',
      })
      .where(
        and(
          eq(meterInstallations.orgId, orgId),
          sql`${meterInstallations.waterUserId} = any(${sql.param(cancelled)}::uuid[])`,
        ),
      )
      .returning({ meterId: meterInstallations.meterId });
    await tx
      .update(meters)
      .set({ status: 'removed' })
      .where(
        and(
          eq(meters.orgId, orgId),
          sql`${meters.id} = any(${sql.param(closed.map((c) => c.meterId))}::uuid[])`,
        ),
      );
  }

  const today = bangkokDate(new Date());
  const fiscalYear = fiscalYearRange(fiscalYearOf(today));
  await insertEntitlements(
    tx,
    orgId,
    planned.flatMap((p, i) => {
      if (!p.entitlement || !ids[i]) return [];
      const welfare = p.entitlement === 'WELFARE';
      return [
        {
          waterUserId: ids[i],
          schemeId: idOf(schemes, p.entitlement),
          evidence: welfare
            ? `บัตรสวัสดิการแห่งรัฐ ${nationalIdOf(random).slice(0, 8)}`
            : p.entitlement === 'ELDERLY'
              ? 'บัตรประจำตัวผู้สูงอายุ'
              : `บัตรประจำตัวคนพิการ ${nationalIdOf(random)}`,
          validFrom: welfare ? fiscalYear.start : '2024-10-01',
          validTo: welfare ? fiscalYear.end : null,
        },
      ];
    }),
  );
  return { waterUsers: ids.length };
};
