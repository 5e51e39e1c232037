import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { completeBody, RequestBody, surveyBody } from '@prapa/contracts';
import {
  bangkokDate,
  estimateLineAmount,
  fiscalYearOf,
  requestMoveTo,
  requestNumber,
  type RequestAction,
  type RequestState,
} from '@prapa/domain';
import { areas, collectionRoutes } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { inActorOrg, inActorOrgRead, type TenantCtx } from '../../lib/actor-tenant.ts';
import { AppError, fieldError, notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { exportWindow, pageOf } from '../../lib/list-query.ts';
import { findWaterUser } from '../water-users/water-users.repo.ts';
import { decisionEffect } from './request-decisions.ts';
import { REQUEST_ENTITY, requestDetail } from './request-detail.ts';
import { assertMeterSize, assertNewConnection } from './request-refs.ts';
import {
  findRequestJoined,
  insertEvent,
  insertRequest,
  listRequests,
  lockRequest,
  takeRequestSeq,
  updateRequest,
  type RequestFilters,
  type RequestRecord,
} from './requests.repo.ts';

export const inOrg = <T>(
  app: FastifyInstance,
  request: FastifyRequest,
  fn: (ctx: TenantCtx) => Promise<T>,
) => inActorOrg(app, request, fn);

/** 409 in Thai: this kind of request may not make this move from where it stands. */
export const refusedMove = (action: RequestAction, from: RequestState) => {
  const done = from === 'installed' || from === 'completed';
  const context =
    action === 'issueFees' && !done
      ? 'requestFeesBeforeApproval'
      : action === 'install' && done
        ? 'requestInstalledAlready'
        : action === 'install'
          ? 'requestInstallUnpaid'
          : 'requestMove';
  return new AppError('CONFLICT', { vars: { context } });
};

export type Moved = { row: RequestRecord; to: ReturnType<typeof requestMoveTo> & string };

/**
 * A move: the row locked, the kind's table asked (packages/domain request-flow.ts) from
 * the state as read (paid comes from the fee bills), the patch written with the new state,
 * an event and an audit row. Answers the request as it now stands.
 */
export const move = async (
  ctx: TenantCtx,
  request: FastifyRequest,
  id: string,
  action: RequestAction,
  note: string | null,
  work: (moved: Moved) => Promise<Parameters<typeof updateRequest>[3]>,
) => {
  const { tx, orgId, actor } = ctx;
  const row = await lockRequest(tx, orgId, id);
  if (!row) throw notFound();
  const from = (await findRequestJoined(tx, orgId, id))?.state ?? row.state;
  const to = requestMoveTo(row.kind, from, action);
  if (!to) throw refusedMove(action, from);
  const before = await requestDetail(tx, orgId, id);
  const patch = await work({ row, to });
  // `paid` is read, never stored: the row keeps fees_issued until the next move.
  await updateRequest(tx, orgId, id, { ...patch, state: to === 'paid' ? 'fees_issued' : to });
  await insertEvent(tx, {
    orgId,
    requestId: id,
    action,
    fromState: from,
    toState: to,
    note,
    actorId: actor.officerId,
  });
  const after = await requestDetail(tx, orgId, id);
  await audit(tx, request, orgId, {
    action: `request.${action}`,
    entity: REQUEST_ENTITY,
    entityId: id,
    before: { state: before.state },
    after: { state: after.state, ...patch },
    reason: note,
  });
  return after;
};

export const listOfRequests = (app: FastifyInstance, request: FastifyRequest, q: RequestFilters) =>
  inOrg(app, request, ({ tx, orgId }) => listRequests(tx, orgId, q, pageOf(q)));

export const exportOfRequests = (
  app: FastifyInstance,
  request: FastifyRequest,
  q: RequestFilters,
) =>
  inActorOrgRead(
    app,
    request,
    async ({ tx, orgId }) => (await listRequests(tx, orgId, q, exportWindow)).items,
  );

export const getRequest = (app: FastifyInstance, request: FastifyRequest, id: string) =>
  inOrg(app, request, ({ tx, orgId }) => requestDetail(tx, orgId, id));

/** The area (and its route) a request names must be the organisation's; the route in the area. */
const assertPlace = async (tx: Tx, orgId: string, areaId: string, routeId: string | null) => {
  const [area] = await tx
    .select({ id: areas.id })
    .from(areas)
    .where(and(eq(areas.orgId, orgId), eq(areas.id, areaId)));
  if (!area) throw fieldError('VALIDATION', 'areaId', 'validation:area');
  if (!routeId) return;
  const [route] = await tx
    .select({ areaId: collectionRoutes.areaId })
    .from(collectionRoutes)
    .where(and(eq(collectionRoutes.orgId, orgId), eq(collectionRoutes.id, routeId)));
  if (!route) throw fieldError('VALIDATION', 'routeId', 'validation:route');
  if (route.areaId !== areaId) throw fieldError('VALIDATION', 'routeId', 'validation:routeArea');
};

/**
 * A request filed: numbered in its fiscal year under the counter's lock (a rollback gives
 * the number back), the applicant copied from the water user when one applies, the first
 * event of its timeline written.
 */
export const fileRequest = (app: FastifyInstance, request: FastifyRequest, body: RequestBody) =>
  inOrg(app, request, async ({ tx, orgId, actor }) => {
    const user = body.waterUserId ? await findWaterUser(tx, orgId, body.waterUserId) : null;
    if (body.waterUserId && !user) {
      throw fieldError('VALIDATION', 'waterUserId', 'validation:waterUser');
    }
    const areaId = body.areaId ?? user?.areaId ?? '';
    const routeId = body.routeId ?? (body.address ? null : (user?.routeId ?? null));
    await assertPlace(tx, orgId, areaId, routeId);
    // The connection a new-connection request becomes needs a use and a size of this organisation.
    if (body.kind === 'new_connection') await assertNewConnection(tx, orgId, body);
    const address = body.address ?? user?.address;
    if (!address) throw fieldError('VALIDATION', 'address.houseNo', 'validation:required');
    const fiscalYear = fiscalYearOf(body.filedOn);
    const seq = await takeRequestSeq(tx, orgId, fiscalYear);
    const id = await insertRequest(tx, {
      orgId,
      fiscalYear,
      seq,
      number: requestNumber(fiscalYear, seq),
      kind: body.kind,
      filedOn: body.filedOn,
      // A new connection's water user is made at approval; an existing applicant is copied.
      waterUserId: body.kind === 'new_connection' ? null : (user?.id ?? null),
      applicantExisting: user !== null,
      title: body.firstName ? body.title : (user?.title ?? null),
      firstName: body.firstName ?? user?.firstName ?? '',
      lastName: body.firstName ? body.lastName : (user?.lastName ?? null),
      nationalId: body.nationalId ?? null,
      // A transfer's applicant is the new holder: the old holder's phone is not theirs.
      phone: body.phone ?? (body.kind === 'transfer' ? null : (user?.phone ?? null)),
      houseNo: address.houseNo,
      moo: address.moo,
      road: address.road,
      subdistrict: address.subdistrict,
      district: address.district,
      province: address.province,
      postcode: address.postcode,
      areaId,
      routeId,
      latitude: body.latitude ?? (body.address ? null : (user?.latitude ?? null)),
      longitude: body.longitude ?? (body.address ? null : (user?.longitude ?? null)),
      userTypeId: body.userTypeId ?? user?.userTypeId ?? null,
      meterSizeId: body.meterSizeId ?? user?.meterSizeId ?? null,
      documents: body.documents,
      subject: body.subject,
      note: body.note,
      estimate: [],
      createdBy: actor.officerId,
    });
    await insertEvent(tx, {
      orgId,
      requestId: id,
      action: 'file',
      fromState: null,
      toState: 'submitted',
      note: body.note,
      actorId: actor.officerId,
    });
    const after = await requestDetail(tx, orgId, id);
    await audit(tx, request, orgId, {
      action: 'request.file',
      entity: REQUEST_ENTITY,
      entityId: id,
      after,
    });
    return after;
  });

/** The survey: findings, distance, the size chosen and the estimate, priced line by line. */
export const surveyRequest = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  body: z.output<typeof surveyBody>,
) =>
  inOrg(app, request, (ctx) =>
    move(ctx, request, id, 'survey', null, async ({ row }) => {
      if (body.meterSizeId) await assertMeterSize(ctx.tx, ctx.orgId, body.meterSizeId);
      const estimate = body.lines.map((l) => {
        const quantityMilli = Math.round(l.quantity * 1000);
        return {
          priceItemId: l.priceItemId,
          name: l.name,
          unit: l.unit,
          quantity: quantityMilli / 1000,
          unitPrice: l.unitPrice,
          amount: estimateLineAmount(quantityMilli, l.unitPrice),
        };
      });
      return {
        survey: {
          surveyedOn: body.surveyedOn,
          findings: body.findings,
          distanceM: body.distanceM,
          meterSizeId: body.meterSizeId,
        },
        estimate,
        estimateTotal: estimate.reduce((s, l) => s + l.amount, 0),
        meterSizeId: body.meterSizeId ?? row.meterSizeId,
      };
    }),
  );

/** Reject or cancel, with the reason kept on the request and in its timeline. */
export const closeRequest = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  action: 'reject' | 'cancel',
  reason: string,
) => inOrg(app, request, (ctx) => move(ctx, request, id, action, reason, async () => ({ reason })));

export const completeRequest = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  body: z.output<typeof completeBody>,
) =>
  inOrg(app, request, (ctx) =>
    move(ctx, request, id, 'complete', body.note, async ({ row }) => {
      // A transfer, suspension or resumption takes effect now (request-decisions.ts).
      const effect = await decisionEffect(ctx, request, row, body);
      return { ...(body.answer ? { answer: body.answer } : {}), ...(effect ? { effect } : {}) };
    }),
  );

/** The day a move is made, in Bangkok (a bill's date, an event's day). */
export const today = () => bangkokDate(new Date());
