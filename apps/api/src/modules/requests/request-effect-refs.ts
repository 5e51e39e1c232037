import { and, eq } from 'drizzle-orm';
import { bangkokDate } from '@prapa/domain';
import { areas, meterSizes, usageStatuses, waterUsers } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { AppError, fieldError, notFound } from '../../lib/app-error.ts';
import type { RequestRecord } from './requests.repo.ts';

// What the effects of a request share: its connection, the dates a change takes effect
// from, the status a connection stands in.

export const conflict = (context: string, vars: Record<string, unknown> = {}) =>
  new AppError('CONFLICT', { vars: { context, ...vars } });

/** The connection a request is about (every kind but a new connection names one at filing). */
export const connectionOf = (row: RequestRecord) => {
  if (!row.waterUserId) throw conflict('requestMove');
  return row.waterUserId;
};

/**
 * The day a change takes effect: required where the move says so, never after today (a
 * change is recorded when it happens; nothing here waits for a future date to apply).
 */
export const effectiveDate = (value: string | null, path: string, required: boolean) => {
  const today = bangkokDate(new Date());
  if (!value) {
    if (required) throw fieldError('VALIDATION', path, 'validation:required');
    return today;
  }
  if (value > today) throw conflict('requestFutureDate');
  return value;
};

/** The connection's holder and place as stored (national id unmasked), locked for the change. */
export const lockHolder = async (tx: Tx, orgId: string, id: string) => {
  const [row] = await tx
    .select({
      id: waterUsers.id,
      title: waterUsers.title,
      firstName: waterUsers.firstName,
      lastName: waterUsers.lastName,
      nationalId: waterUsers.nationalId,
      phone: waterUsers.phone,
      houseNo: waterUsers.houseNo,
      moo: waterUsers.moo,
      road: waterUsers.road,
      subdistrict: waterUsers.subdistrict,
      district: waterUsers.district,
      province: waterUsers.province,
      postcode: waterUsers.postcode,
      areaId: waterUsers.areaId,
      routeId: waterUsers.routeId,
      routeSeq: waterUsers.routeSeq,
      latitude: waterUsers.latitude,
      longitude: waterUsers.longitude,
      meterSizeId: waterUsers.meterSizeId,
      depositPaid: waterUsers.depositPaid,
      usageStatusId: waterUsers.usageStatusId,
    })
    .from(waterUsers)
    .where(and(eq(waterUsers.orgId, orgId), eq(waterUsers.id, id)))
    .for('update');
  if (!row) throw notFound();
  return row;
};
export type Holder = Awaited<ReturnType<typeof lockHolder>>;

/** A usage status as the rules of suspension and reconnection read it. */
export const statusOf = async (tx: Tx, orgId: string, id: string) => {
  const [row] = await tx
    .select({
      id: usageStatuses.id,
      code: usageStatuses.code,
      name: usageStatuses.name,
      billMode: usageStatuses.billMode,
      cutOff: usageStatuses.countsAsCutOff,
    })
    .from(usageStatuses)
    .where(and(eq(usageStatuses.orgId, orgId), eq(usageStatuses.id, id)));
  if (!row) throw notFound();
  return row;
};

export const areaName = async (tx: Tx, orgId: string, id: string) => {
  const [row] = await tx
    .select({ name: areas.name })
    .from(areas)
    .where(and(eq(areas.orgId, orgId), eq(areas.id, id)));
  return row?.name ?? '';
};

/** How much more deposit the request's meter size holds than the connection's size now. */
export const depositTopUp = async (
  tx: Tx,
  orgId: string,
  row: RequestRecord,
  newDeposit: number | undefined,
) => {
  if (!row.waterUserId || newDeposit === undefined) return 0;
  const [now] = await tx
    .select({ deposit: meterSizes.deposit })
    .from(waterUsers)
    .innerJoin(
      meterSizes,
      and(eq(meterSizes.orgId, waterUsers.orgId), eq(meterSizes.id, waterUsers.meterSizeId)),
    )
    .where(and(eq(waterUsers.orgId, orgId), eq(waterUsers.id, row.waterUserId)));
  return Math.max(0, newDeposit - (now?.deposit ?? 0));
};
