import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { meterWorkCreateBody } from '@prapa/contracts';
import { bangkokDate, fiscalYearOf } from '@prapa/domain';
import { inActorOrg, type TenantCtx } from '../../lib/actor-tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { pageOf } from '../../lib/list-query.ts';
import { currentInstallation } from '../meters/meters.repo.ts';
import { findWaterUserCore } from '../water-users/water-users.repo.ts';
import {
  findWorkOrder,
  insertWorkOrder,
  listWorkOrders,
  lockWorkOrder,
  markPrinted,
  openOrderOf,
  takeWorkNumber,
  updateWorkOrder,
  type WorkFilters,
  type WorkOrderRow,
} from './meter-work.repo.ts';

type CreateBody = z.output<typeof meterWorkCreateBody>;

export const WORK_ENTITY = 'meter_work_order';

export const openAlready = (number = '') =>
  new AppError('CONFLICT', { vars: { context: 'meterWorkOpen', number } });
export const closedAlready = () =>
  new AppError('CONFLICT', { vars: { context: 'meterWorkClosed' } });
const noMeter = () => new AppError('CONFLICT', { vars: { context: 'noMeter' } });

export const inOrg = <T>(
  app: FastifyInstance,
  request: FastifyRequest,
  fn: (ctx: TenantCtx) => Promise<T>,
) => inActorOrg(app, request, fn, { meter_work_orders_one_open: () => openAlready() });

export const mustFindOrder = async (ctx: TenantCtx, id: string) => {
  const found = await findWorkOrder(ctx.tx, ctx.orgId, id);
  if (!found) throw notFound();
  return found;
};

/** The order locked for its move: 404 unknown, 409 already done or cancelled. */
export const lockOpen = async (ctx: TenantCtx, id: string): Promise<WorkOrderRow> => {
  const row = await lockWorkOrder(ctx.tx, ctx.orgId, id);
  if (!row) throw notFound();
  if (row.state === 'done' || row.state === 'cancelled') throw closedAlready();
  return row;
};

/**
 * A numbered order for a connection (one in hand at a time): a change needs the meter
 * on it now, which the order names so a later change by another path is noticed.
 */
export const createOrderIn = async (
  ctx: TenantCtx,
  request: FastifyRequest,
  body: CreateBody & { source?: 'office' | 'reader' | 'plan' },
) => {
  const { tx, orgId } = ctx;
  if (!(await findWaterUserCore(tx, orgId, body.waterUserId))) throw notFound();
  const current = await currentInstallation(tx, orgId, body.waterUserId);
  if (!current && body.kind !== 'inspect') throw noMeter();
  const open = await openOrderOf(tx, orgId, body.waterUserId);
  if (open) throw openAlready(open.number);
  const today = bangkokDate(new Date());
  const number = await takeWorkNumber(tx, orgId, fiscalYearOf(today));
  const id = await insertWorkOrder(tx, {
    orgId,
    ...number,
    kind: body.kind,
    source: body.source ?? 'office',
    waterUserId: body.waterUserId,
    meterId: current?.meterId ?? null,
    reason: body.reason,
    plannedOn: body.plannedOn,
    createdBy: ctx.actor.officerId,
  });
  const after = await mustFindOrder(ctx, id);
  await audit(tx, request, orgId, {
    action: 'meter_work.create',
    entity: WORK_ENTITY,
    entityId: id,
    after,
  });
  return after;
};

export const createWorkOrder = (app: FastifyInstance, request: FastifyRequest, body: CreateBody) =>
  inOrg(app, request, (ctx) => createOrderIn(ctx, request, body));

export const listOfWorkOrders = (app: FastifyInstance, request: FastifyRequest, q: WorkFilters) =>
  inOrg(app, request, ({ tx, orgId }) => listWorkOrders(tx, orgId, q, pageOf(q)));

/** Handed to the field: open orders become printed (the PDF itself changes nothing). */
export const markOrdersPrinted = (app: FastifyInstance, request: FastifyRequest, ids: string[]) =>
  inOrg(app, request, async (ctx) => {
    const { tx, orgId } = ctx;
    const unique = [...new Set(ids)];
    const found = await listWorkOrders(
      tx,
      orgId,
      { page: 1, pageSize: unique.length },
      { limit: unique.length, offset: 0 },
      unique,
    );
    if (found.total !== unique.length) throw notFound();
    await markPrinted(tx, orgId, unique);
    for (const before of found.items.filter((o) => o.state === 'open')) {
      await audit(tx, request, orgId, {
        action: 'meter_work.print',
        entity: WORK_ENTITY,
        entityId: before.id,
        before: { state: before.state },
        after: { state: 'printed' },
      });
    }
    return (
      await listWorkOrders(
        tx,
        orgId,
        { page: 1, pageSize: unique.length },
        { limit: unique.length, offset: 0 },
        unique,
      )
    ).items;
  });

/** Cancelled with a reason (who, when): the number stays used, the order stays listed. */
export const cancelWorkOrder = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  reason: string,
) =>
  inOrg(app, request, async (ctx) => {
    await lockOpen(ctx, id);
    const before = await mustFindOrder(ctx, id);
    await updateWorkOrder(ctx.tx, ctx.orgId, id, {
      state: 'cancelled',
      cancelledBy: ctx.actor.officerId,
      cancelledAt: new Date(),
      cancelReason: reason,
    });
    const after = await mustFindOrder(ctx, id);
    await audit(ctx.tx, request, ctx.orgId, {
      action: 'meter_work.cancel',
      entity: WORK_ENTITY,
      entityId: id,
      before,
      after,
      reason,
    });
    return after;
  });
