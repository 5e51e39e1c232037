import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { RequestEffect, WorkDoneBody } from '@prapa/contracts';
import { addressTextOf, formatMoney } from '@prapa/domain';
import { meterSizes } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import type { TenantCtx } from '../../lib/actor-tenant.ts';
import { fieldError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import {
  lockConnection,
  normalStatus,
  owingOf,
  setUsageStatus,
} from '../debt/usage-switch.repo.ts';
import { findInstallation } from '../meters/meters.repo.ts';
import { mustHaveMeter, replaceMeterIn } from '../meters/meters.service.ts';
import { lastSeqOfRoutes, updateWaterUser } from '../water-users/water-users.repo.ts';
import { WATER_USER_ENTITY } from '../water-users/water-users.service.ts';
import {
  areaName,
  conflict,
  connectionOf,
  effectiveDate,
  lockHolder,
  statusOf,
} from './request-effect-refs.ts';
import { closeReconnectionOrders, lastCutOff } from './request-cut-off.ts';
import { feesOf, type RequestRecord } from './requests.repo.ts';

type Work = { ctx: TenantCtx; request: FastifyRequest; row: RequestRecord; body: WorkDoneBody };

const sizeLabel = async (tx: Tx, orgId: string, id: string) => {
  const [row] = await tx
    .select({ label: meterSizes.label })
    .from(meterSizes)
    .where(and(eq(meterSizes.orgId, orgId), eq(meterSizes.id, id)));
  return row?.label ?? '';
};

/** The new meter put on through the meter register's replace (stock serial, readings). */
const replaceFor = async ({ ctx, request, row, body }: Work, meterSizeId: string, on: string) => {
  const userId = connectionOf(row);
  const old = await findInstallation(
    ctx.tx,
    ctx.orgId,
    (await mustHaveMeter(ctx.tx, ctx.orgId, userId)).id,
  );
  if (!body.serial) throw fieldError('VALIDATION', 'serial', 'validation:required');
  const installed = await replaceMeterIn(ctx, request, userId, {
    serial: body.serial,
    brand: body.brand,
    meterSizeId,
    digits: body.digits,
    installedOn: on,
    initialReading: body.initialReading ?? 0,
    oldFinalReading: body.oldFinalReading ?? 0,
    note: `คำร้อง ${row.number}`,
    reason: `${row.kind === 'relocation' ? 'ย้ายมาตร' : 'เปลี่ยนขนาดมาตร'}ตามคำร้อง ${row.number}`,
  });
  return { oldSerial: old?.serial ?? '', newSerial: installed.serial };
};

/**
 * Meter size change: the new meter goes on (the old one's final reading closes it, the new
 * one's first reading starts it) and the connection takes the new size, so the next bill
 * has the new size's meter fee and the month's usage across both meters. A deposit top-up
 * the fees billed (the sizes' difference) is added to the deposit held once paid.
 */
const sizeChange = async (w: Work): Promise<RequestEffect> => {
  const { ctx, request, row, body } = w;
  const { tx, orgId } = ctx;
  const on = effectiveDate(body.doneOn, 'doneOn', false);
  const userId = connectionOf(row);
  const user = await lockHolder(tx, orgId, userId);
  const toSizeId = row.survey?.meterSizeId ?? row.meterSizeId ?? user.meterSizeId;
  if (body.oldFinalReading === null || body.initialReading === null) {
    throw fieldError('VALIDATION', 'oldFinalReading', 'validation:required');
  }
  const meters = await replaceFor(w, toSizeId, on);
  const topUp = (await feesOf(tx, orgId, row.id))
    .filter((f) => f.feeKind === 'deposit')
    .reduce((s, f) => s + f.paid, 0);
  // The deposit difference is held through its paid bill (deposit register); depositPaid
  // stays what was taken before Prapa.
  const after = { meterSizeId: toSizeId };
  await updateWaterUser(tx, orgId, userId, after);
  const effect: RequestEffect = {
    kind: 'meter',
    on,
    fromSize: await sizeLabel(tx, orgId, user.meterSizeId),
    toSize: await sizeLabel(tx, orgId, toSizeId),
    oldSerial: meters.oldSerial,
    oldFinalReading: body.oldFinalReading,
    newSerial: meters.newSerial,
    initialReading: body.initialReading,
  };
  await audit(tx, request, orgId, {
    action: 'water_user.meter_size',
    entity: WATER_USER_ENTITY,
    entityId: userId,
    before: { meterSizeId: user.meterSizeId },
    after: { ...after, request: row.number, depositTopUp: formatMoney(topUp) },
  });
  return effect;
};

/**
 * Relocation: the connection's address, area, route, walk order and map point become the
 * request's location; the meter moves with it, or is replaced when a serial is given.
 */
const relocation = async (w: Work): Promise<RequestEffect> => {
  const { ctx, request, row, body } = w;
  const { tx, orgId } = ctx;
  const on = effectiveDate(body.doneOn, 'doneOn', false);
  const userId = connectionOf(row);
  const user = await lockHolder(tx, orgId, userId);
  const routeSeq = !row.routeId
    ? null
    : (body.routeSeq ??
      (row.routeId === user.routeId && user.routeSeq !== null
        ? user.routeSeq
        : ((await lastSeqOfRoutes(tx, orgId, [row.routeId])).get(row.routeId) ?? 0) + 1));
  const meters = body.serial ? await replaceFor(w, user.meterSizeId, on) : null;
  const place = {
    houseNo: row.houseNo,
    moo: row.moo,
    road: row.road,
    subdistrict: row.subdistrict,
    district: row.district,
    province: row.province,
    postcode: row.postcode,
    areaId: row.areaId,
    routeId: row.routeId,
    routeSeq,
    latitude: row.latitude,
    longitude: row.longitude,
  };
  await updateWaterUser(tx, orgId, userId, place);
  await audit(tx, request, orgId, {
    action: 'water_user.relocate',
    entity: WATER_USER_ENTITY,
    entityId: userId,
    before: { ...user, nationalId: undefined },
    after: { ...place, on, request: row.number, newSerial: meters?.newSerial ?? null },
  });
  return {
    kind: 'relocation',
    on,
    fromAddress: addressTextOf(user),
    toAddress: addressTextOf(row),
    fromArea: await areaName(tx, orgId, user.areaId),
    toArea: await areaName(tx, orgId, row.areaId),
    routeSeq,
    newSerial: meters?.newSerial ?? null,
  };
};

/**
 * Reconnection: water back on for a cut-off connection, as the debt module's reconnection
 * order does it (usage-switch.repo.ts): only once nothing is owed, back to the normal status,
 * audited as a reconnection, so the debt screens see the connection in service again.
 */
const reconnection = async ({ ctx, request, row, body }: Work): Promise<RequestEffect> => {
  const { tx, orgId } = ctx;
  const on = effectiveDate(body.doneOn, 'doneOn', false);
  const userId = connectionOf(row);
  const user = await lockConnection(tx, orgId, userId);
  if (!user) throw conflict('requestMove');
  const now = await statusOf(tx, orgId, user.usageStatusId);
  if (!user.cutOff) throw conflict('requestNotCutOff', { status: now.name });
  const owing = await owingOf(tx, orgId, userId);
  if (owing > 0) throw conflict('stillOwing', { amount: formatMoney(owing) });
  // Back to the status it had before the cut, as the debt module's order does, else normal.
  const before = (await lastCutOff(tx, orgId, userId))?.previousStatusId;
  const back = before ? await statusOf(tx, orgId, before) : await normalStatus(tx, orgId);
  if (!back) throw conflict('noNormalStatus');
  await setUsageStatus(tx, orgId, userId, back.id);
  await audit(tx, request, orgId, {
    action: 'water_user.reconnect',
    entity: WATER_USER_ENTITY,
    entityId: userId,
    before: { usageStatusId: user.usageStatusId },
    after: { usageStatusId: back.id, request: row.number, on },
  });
  await closeReconnectionOrders(tx, orgId, userId, {
    onDate: on,
    requestNumber: row.number,
    statusId: back.id,
    officerId: ctx.actor.officerId,
  });
  return { kind: 'status', effectiveOn: on, fromStatus: now.name, toStatus: back.name };
};

/** What the field work of a request does to the connection; null for kinds that change nothing. */
export const workEffect = (w: Work): Promise<RequestEffect> | null => {
  if (w.row.kind === 'meter_size_change') return sizeChange(w);
  if (w.row.kind === 'relocation') return relocation(w);
  if (w.row.kind === 'reconnection') return reconnection(w);
  return null;
};
