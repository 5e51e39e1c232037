import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { addressTextOf, bangkokDate, fullNameOf, maskNationalId } from '@prapa/domain';
import type { WaterUser } from '@prapa/contracts';
import {
  areas,
  collectionRoutes,
  discountEntitlements,
  meterInstallations,
  meterSizes,
  meters,
  usageStatuses,
  userTypes,
  waterUsers,
} from '../../db/schema/index.ts';
import { PLAN_ONCE } from '../../db/plan-once.ts';
import type { Tx } from '../../db/tenant.ts';
import type { Window } from '../../lib/list-query.ts';

// What the API answers for a connection: its columns, the names of what it points at,
// its meter now and whether a discount applies today.

const wu = waterUsers;
const de = discountEntitlements;

/** Today in Bangkok, the date entitlements are valid on. */
export const todayInBangkok = () => bangkokDate(new Date());

/**
 * An entitlement is valid on `day` from its first day to its last, both included; no
 * end date: from then on (entitlementStateOn in packages/domain, in SQL). `day` is a
 * date, or an SQL date expression where the SQL must stand without a parameter.
 */
export const entitlementValidOn = (day: string | SQL): SQL =>
  sql`(${de.validFrom} <= ${day} and (${de.validTo} is null or ${de.validTo} >= ${day}))`;

/**
 * A discount entitlement of the connection valid on `today` (of one scheme, if given).
 * Correlated by the name "water_users", which the table, the view of migration 0005 and
 * the fenced search all answer to.
 */
export const entitledOn = (today: string, schemeId?: string): SQL =>
  sql`exists (select 1 from ${de} where ${de.orgId} = "water_users"."org_id" and ${de.waterUserId} = "water_users"."id" and ${entitlementValidOn(today)}${schemeId ? sql` and ${de.schemeId} = ${schemeId}` : sql``})`;

export const areaJoin = and(eq(areas.orgId, wu.orgId), eq(areas.id, wu.areaId));
export const routeJoin = and(
  eq(collectionRoutes.orgId, wu.orgId),
  eq(collectionRoutes.id, wu.routeId),
);

// The names of what a connection points at. Joined (export: one plan for every row), or
// as scalar subqueries (a page, one row): eight joined tables cost PGlite more to plan
// (~25 ms) than a page costs to read.
const joinedNames = {
  areaName: areas.name,
  routeName: collectionRoutes.name,
  userTypeName: userTypes.name,
  meterSizeLabel: meterSizes.label,
  usageStatusName: usageStatuses.name,
  usageStatusColour: usageStatuses.colour,
};
const nameOf = <T extends string | null = string>(table: string, column: string, key: string) =>
  sql<T>`(select x.${sql.identifier(column)} from ${sql.identifier(table)} x where x.org_id = "water_users"."org_id" and x.id = "water_users".${sql.identifier(key)})`;
const scalarNames = {
  areaName: nameOf('areas', 'name', 'area_id'),
  routeName: nameOf<string | null>('collection_routes', 'name', 'route_id'),
  userTypeName: nameOf('user_types', 'name', 'user_type_id'),
  meterSizeLabel: nameOf('meter_sizes', 'label', 'meter_size_id'),
  usageStatusName: nameOf('usage_statuses', 'name', 'usage_status_id'),
  usageStatusColour: nameOf('usage_statuses', 'colour', 'usage_status_id'),
};

const columns = (today: string, names: typeof scalarNames | typeof joinedNames) => ({
  id: wu.id,
  customerNo: wu.customerNo,
  title: wu.title,
  firstName: wu.firstName,
  lastName: wu.lastName,
  nationalId: wu.nationalId,
  phone: wu.phone,
  houseNo: wu.houseNo,
  moo: wu.moo,
  road: wu.road,
  subdistrict: wu.subdistrict,
  district: wu.district,
  province: wu.province,
  postcode: wu.postcode,
  areaId: wu.areaId,
  routeId: wu.routeId,
  routeSeq: wu.routeSeq,
  userTypeId: wu.userTypeId,
  meterSizeId: wu.meterSizeId,
  usageStatusId: wu.usageStatusId,
  ...names,
  depositPaid: wu.depositPaid,
  latitude: wu.latitude,
  longitude: wu.longitude,
  connectedOn: wu.connectedOn,
  notes: wu.notes,
  installationId: meterInstallations.id,
  meterId: meters.id,
  serial: meters.serial,
  brand: meters.brand,
  digits: meters.digits,
  installedOn: meterInstallations.installedOn,
  initialReading: meterInstallations.initialReading,
  hasDiscount: sql<boolean>`${entitledOn(today)}`,
  createdAt: wu.createdAt,
  updatedAt: wu.updatedAt,
});

const currentInstallationJoin = and(
  eq(meterInstallations.orgId, wu.orgId),
  eq(meterInstallations.waterUserId, wu.id),
  isNull(meterInstallations.removedOn),
);
const meterJoin = and(
  eq(meters.orgId, meterInstallations.orgId),
  eq(meters.id, meterInstallations.meterId),
);

/** A few connections by id (a page, one record): names by subquery, cheap to plan. */
export const rowsByIds = (tx: Tx, orgId: string, ids: string[]) =>
  tx
    .select(columns(todayInBangkok(), scalarNames))
    .from(wu)
    .leftJoin(meterInstallations, currentInstallationJoin)
    .leftJoin(meters, meterJoin)
    // One text whatever the number of ids, so one plan serves every page and record.
    .where(and(eq(wu.orgId, orgId), sql`${wu.id} = any(${sql.param(ids)}::uuid[])`))
    .prepare(PLAN_ONCE)
    .execute();

export type DetailRow = Awaited<ReturnType<typeof rowsByIds>>[number];

/** Every column of the answer for many rows (an export), joined once. */
export const joinedRows = (tx: Tx, where: SQL | undefined, orderBy: SQL[], window: Window) =>
  tx
    .select(columns(todayInBangkok(), joinedNames))
    .from(wu)
    .innerJoin(areas, areaJoin)
    .leftJoin(collectionRoutes, routeJoin)
    .innerJoin(userTypes, and(eq(userTypes.orgId, wu.orgId), eq(userTypes.id, wu.userTypeId)))
    .innerJoin(meterSizes, and(eq(meterSizes.orgId, wu.orgId), eq(meterSizes.id, wu.meterSizeId)))
    .innerJoin(
      usageStatuses,
      and(eq(usageStatuses.orgId, wu.orgId), eq(usageStatuses.id, wu.usageStatusId)),
    )
    .leftJoin(meterInstallations, currentInstallationJoin)
    .leftJoin(meters, meterJoin)
    .where(where)
    .orderBy(...orderBy)
    .limit(window.limit)
    .offset(window.offset);

export const toWaterUser = (r: DetailRow): WaterUser => ({
  id: r.id,
  customerNo: r.customerNo,
  title: r.title,
  firstName: r.firstName,
  lastName: r.lastName,
  fullName: fullNameOf(r),
  // PDPA: every answer, export and audit row carries the masked id; the full one only
  // through the audited reveal (water-user-reveal.ts).
  nationalId: r.nationalId ? maskNationalId(r.nationalId) : null,
  phone: r.phone,
  address: {
    houseNo: r.houseNo,
    moo: r.moo,
    road: r.road,
    subdistrict: r.subdistrict,
    district: r.district,
    province: r.province,
    postcode: r.postcode,
  },
  addressText: addressTextOf(r),
  areaId: r.areaId,
  areaName: r.areaName,
  routeId: r.routeId,
  routeName: r.routeName,
  routeSeq: r.routeSeq,
  userTypeId: r.userTypeId,
  userTypeName: r.userTypeName,
  meterSizeId: r.meterSizeId,
  meterSizeLabel: r.meterSizeLabel,
  usageStatusId: r.usageStatusId,
  usageStatusName: r.usageStatusName,
  usageStatusColour: r.usageStatusColour,
  depositPaid: r.depositPaid,
  latitude: r.latitude,
  longitude: r.longitude,
  connectedOn: r.connectedOn,
  notes: r.notes,
  meter:
    r.installationId && r.meterId && r.serial !== null && r.digits !== null
      ? {
          installationId: r.installationId,
          meterId: r.meterId,
          serial: r.serial,
          brand: r.brand,
          digits: r.digits,
          installedOn: r.installedOn ?? '',
          initialReading: r.initialReading ?? 0,
        }
      : null,
  hasDiscount: Boolean(r.hasDiscount),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});
