import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { WaterUser, waterUserInput, waterUserMapQuery } from '@prapa/contracts';
import type { Tx } from '../../db/tenant.ts';
import { inActorOrg, inActorOrgRead, type TenantCtx } from '../../lib/actor-tenant.ts';
import { AppError, fieldError, notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { exportWindow, pageOf } from '../../lib/list-query.ts';
import { mapPointsJson } from './map-points.repo.ts';
import { assertReferences, duplicateCustomerNo } from './water-user-rules.ts';
import { nextCustomerNumbers, previewCustomerNumber } from './customer-numbers.repo.ts';
import {
  exportWaterUsers,
  listWaterUsers,
  type WaterUserFilters,
} from './water-user-search.repo.ts';
import {
  CANCELLED_STATUS_CODE,
  customerNoTaken,
  findAreaCode,
  findUsageStatusByCode,
  findWaterUser,
  insertWaterUsers,
  lastSeqOfRoutes,
  updateWaterUser,
  type NewWaterUserRow,
} from './water-users.repo.ts';

export type WaterUserBody = z.output<typeof waterUserInput>;
type Ctx = TenantCtx;

/** The audit entity of a connection and of what hangs off it (entitlements, meters). */
export const WATER_USER_ENTITY = 'water_user';

const inOrg = <T>(app: FastifyInstance, request: FastifyRequest, fn: (ctx: Ctx) => Promise<T>) =>
  inActorOrg(app, request, fn, { water_users_org_customer_no: duplicateCustomerNo });

export const mustFindWaterUser = async (tx: Tx, orgId: string, id: string) => {
  const user = await findWaterUser(tx, orgId, id);
  if (!user) throw notFound();
  return user;
};

/** The body as the row's columns (the address is flattened). */
export const rowOf = (
  body: WaterUserBody,
  customerNo: string,
): Omit<NewWaterUserRow, 'routeSeq'> => ({
  customerNo,
  title: body.title,
  firstName: body.firstName,
  lastName: body.lastName,
  nationalId: body.nationalId,
  phone: body.phone,
  houseNo: body.address.houseNo,
  moo: body.address.moo,
  road: body.address.road,
  subdistrict: body.address.subdistrict,
  district: body.address.district,
  province: body.address.province,
  postcode: body.address.postcode,
  areaId: body.areaId,
  routeId: body.routeId,
  userTypeId: body.userTypeId,
  meterSizeId: body.meterSizeId,
  usageStatusId: body.usageStatusId,
  depositPaid: body.depositPaid,
  latitude: body.latitude,
  longitude: body.longitude,
  connectedOn: body.connectedOn,
  notes: body.notes,
});

export const listOfWaterUsers = (
  app: FastifyInstance,
  request: FastifyRequest,
  q: WaterUserFilters,
) => inOrg(app, request, ({ tx, orgId }) => listWaterUsers(tx, orgId, q, pageOf(q)));

export const exportOfWaterUsers = (
  app: FastifyInstance,
  request: FastifyRequest,
  q: WaterUserFilters,
) => inActorOrgRead(app, request, ({ tx, orgId }) => exportWaterUsers(tx, orgId, q, exportWindow));

export const getWaterUser = (app: FastifyInstance, request: FastifyRequest, id: string) =>
  inOrg(app, request, ({ tx, orgId }) => mustFindWaterUser(tx, orgId, id));

/**
 * A new connection. Without a customer number one is taken from the organisation's
 * format (under the organisation row's lock); a typed one must be free (409). It goes to
 * the end of its route.
 */
export const createWaterUser = (
  app: FastifyInstance,
  request: FastifyRequest,
  body: WaterUserBody,
) => inOrg(app, request, (ctx) => createWaterUserIn(ctx, request, body));

/** createWaterUser in the caller's transaction (a request approved makes its connection). */
export const createWaterUserIn = async (
  { tx, orgId }: Ctx,
  request: FastifyRequest,
  body: WaterUserBody,
) => {
  const { areaCode } = await assertReferences(tx, orgId, body);
  if (body.customerNo && (await customerNoTaken(tx, orgId, body.customerNo))) {
    throw duplicateCustomerNo();
  }
  const customerNo =
    body.customerNo ?? (await nextCustomerNumbers(tx, orgId, 1, areaCode))[0] ?? '';
  const [id] = await insertWaterUsers(tx, orgId, [rowOf(body, customerNo)]);
  if (!id) throw new Error('water user insert returned nothing');
  const after = await mustFindWaterUser(tx, orgId, id);
  await audit(tx, request, orgId, {
    action: 'water_user.create',
    entity: WATER_USER_ENTITY,
    entityId: id,
    after,
  });
  return after;
};

/** One audited change to one connection. */
const change = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  action: string,
  patchOf: (before: WaterUser, ctx: Ctx) => Promise<Parameters<typeof updateWaterUser>[3]>,
  reason: string | null = null,
) =>
  inOrg(app, request, async (ctx) => {
    const before = await mustFindWaterUser(ctx.tx, ctx.orgId, id);
    await updateWaterUser(ctx.tx, ctx.orgId, id, await patchOf(before, ctx));
    const after = await mustFindWaterUser(ctx.tx, ctx.orgId, id);
    await audit(ctx.tx, request, ctx.orgId, {
      action,
      entity: WATER_USER_ENTITY,
      entityId: id,
      before,
      after,
      reason,
    });
    return after;
  });

/**
 * Every field may change; an empty customer number keeps the current one. A new route
 * puts the connection at its end; no route, no place in a walk. The cancelled status is
 * not one of the fields: cancelling is its own right (connection.cancel), with a reason.
 */
export const updateWaterUserById = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  body: WaterUserBody,
) =>
  change(app, request, id, 'water_user.update', async (before, { tx, orgId }) => {
    await assertReferences(tx, orgId, body, before);
    if (body.usageStatusId !== before.usageStatusId) {
      const cancelled = await findUsageStatusByCode(tx, orgId, CANCELLED_STATUS_CODE);
      if (cancelled?.id === body.usageStatusId) {
        throw fieldError('VALIDATION', 'usageStatusId', 'validation:cancelThroughCancel');
      }
    }
    const customerNo = body.customerNo ?? before.customerNo;
    if (customerNo !== before.customerNo && (await customerNoTaken(tx, orgId, customerNo, id))) {
      throw duplicateCustomerNo();
    }
    const row = rowOf(body, customerNo);
    if (body.routeId === before.routeId) return row;
    if (!body.routeId) return { ...row, routeSeq: null };
    const last = await lastSeqOfRoutes(tx, orgId, [body.routeId]);
    return { ...row, routeSeq: (last.get(body.routeId) ?? 0) + 1 };
  });

/**
 * A connection is never deleted once it may have readings or money: it is cancelled,
 * which sets the organisation's cancelled usage status ('CANCEL'), with the reason.
 */
export const cancelWaterUser = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  reason: string,
) =>
  change(
    app,
    request,
    id,
    'water_user.cancel',
    async (before, { tx, orgId }) => {
      const status = await findUsageStatusByCode(tx, orgId, CANCELLED_STATUS_CODE);
      if (!status) throw new AppError('CONFLICT', { vars: { context: 'noCancelStatus' } });
      if (before.usageStatusId === status.id) {
        throw new AppError('CONFLICT', { vars: { context: 'alreadyCancelled' } });
      }
      return { usageStatusId: status.id };
    },
    reason,
  );

/** A preview of the next generated customer number; nothing is taken. */
export const previewNextCustomerNo = (
  app: FastifyInstance,
  request: FastifyRequest,
  areaId: string | undefined,
) =>
  inOrg(app, request, async ({ tx, orgId }) => {
    const areaCode = areaId ? await findAreaCode(tx, orgId, areaId) : null;
    if (areaId && areaCode === null) throw notFound();
    return { customerNo: await previewCustomerNumber(tx, orgId, areaCode) };
  });

/** The map's answer (contract `meterMap`) as JSON text, to send on unparsed. */
export const waterUserMap = (
  app: FastifyInstance,
  request: FastifyRequest,
  filters: z.output<typeof waterUserMapQuery>,
) => inOrg(app, request, ({ tx, orgId }) => mapPointsJson(tx, orgId, filters));

// Entitlements: not money, so they may be deleted; each write lands in the connection's
// audit trail.
