import { and, eq, sql } from 'drizzle-orm';
import {
  bangkokDate,
  fiscalYearOf,
  fiscalYearRange,
  seededRandom,
  withCheckDigit,
} from '@prapa/domain';
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
import { nextCustomerNumbers } from './customer-numbers.repo.ts';
import { insertWaterUsers, type NewWaterUserRow } from './water-users.repo.ts';
import {
  brands,
  demoVillagePlace,
  femaleNames,
  maleNames,
  surnames,
  type DemoPlace,
} from './demo-village.ts';

// About 300 connections for the demo organisation (basic/demo.ts makes its villages and
// routes; demo-village.ts holds its people and places): houses along each route's walk, a
// meter on each. Deterministic: the same seed gives the same village every time. The
// municipality demo (setup/demo-town.ts) is another place through the same code.

/** A 13-digit national id of the place's province (e.g. 3401…) with a valid check digit. */
const nationalIdOf = (random: () => number, prefix: string) =>
  withCheckDigit(`${prefix}${Array.from({ length: 8 }, () => Math.floor(random() * 10)).join('')}`);

const M_PER_DEG_LAT = 111_320;

const byCode = async <T extends { id: string; code: string }>(rows: Promise<T[]>) =>
  new Map((await rows).map((r) => [r.code, r]));

/** Seeds the demo connections in the caller's (system) transaction, in a few bulk statements. */
export const seedDemoWaterUsers = async (
  tx: Tx,
  orgId: string,
  place: DemoPlace = demoVillagePlace,
) => {
  const random = seededRandom(place.seed);
  const { centre } = place;
  const mPerDegLng = M_PER_DEG_LAT * Math.cos((centre.lat * Math.PI) / 180);
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

  for (const plan of place.routePlan) {
    const route = routes.get(plan.route);
    const area = route ? areaById.get(route.areaId) : undefined;
    if (!route || !area) continue;
    const extras = place.institutions[plan.route] ?? [];
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
        person && chance(place.entitlementShare) ? pick(place.entitlements) : null;

      planned.push({
        areaCode: area.code,
        cancelled: statusCode === 'CANCEL',
        entitlement,
        row: {
          customerNo: '',
          title: person ? (male ? 'นาย' : chance(0.7) ? 'นาง' : 'นางสาว') : null,
          firstName: extra ? extra[1] : pick(male ? maleNames : femaleNames),
          lastName: person ? pick(surnames) : null,
          nationalId: person && chance(0.6) ? nationalIdOf(random, place.idPrefix) : null,
          phone: chance(0.75)
            ? `0${pick(['8', '9', '6'])}${Array.from({ length: 8 }, () => Math.floor(random() * 10)).join('')}`
            : null,
          houseNo: chance(0.1) ? `${houseNo}/${1 + Math.floor(random() * 3)}` : String(houseNo),
          moo: area.villageNo,
          road: null,
          ...place.address,
          areaId: area.id,
          routeId: route.id,
          routeSeq: i + 1,
          userTypeId: idOf(types, typeCode),
          meterSizeId,
          usageStatusId: idOf(statuses, statusCode),
          depositPaid: deposits.get(meterSizeId) ?? 0,
          latitude: located ? Number((centre.lat + north / M_PER_DEG_LAT).toFixed(6)) : null,
          longitude: located ? Number((centre.lng + east / mPerDegLng).toFixed(6)) : null,
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
            ? `บัตรสวัสดิการแห่งรัฐ ${nationalIdOf(random, place.idPrefix).slice(0, 8)}`
            : p.entitlement === 'ELDERLY'
              ? 'บัตรประจำตัวผู้สูงอายุ'
              : `บัตรประจำตัวคนพิการ ${nationalIdOf(random, place.idPrefix)}`,
          validFrom: welfare ? fiscalYear.start : '2024-10-01',
          validTo: welfare ? fiscalYear.end : null,
        },
      ];
    }),
  );
  return { waterUsers: ids.length };
};
