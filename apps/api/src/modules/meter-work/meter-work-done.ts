import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import type { FieldError, MeterWorkKind, meterWorkDoneBody } from '@prapa/contracts';
import { waterUsers } from '../../db/schema/index.ts';
import type { TenantCtx } from '../../lib/actor-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { lockMeter } from '../meter-stock/meter-stock.repo.ts';
import { mustHaveMeter, replaceMeterIn } from '../meters/meters.service.ts';
import { updateWorkOrder, type WorkOrderRow } from './meter-work.repo.ts';
import { inOrg, lockOpen, mustFindOrder, WORK_ENTITY } from './meter-work.service.ts';

type DoneBody = z.output<typeof meterWorkDoneBody>;

/** The reason the register keeps for the removed meter (Thai, as the register prints it). */
export const KIND_REASON: Record<MeterWorkKind, string> = {
  broken: 'มาตรชำรุด',
  stuck: 'มาตรไม่หมุน',
  old: 'มาตรครบอายุการใช้งาน',
  size_change: 'เปลี่ยนขนาดมาตร',
  inspect: 'ตรวจสอบมาตร',
};

const required = (body: DoneBody): FieldError[] =>
  (['oldFinalReading', 'newMeterId', 'newInitialReading'] as const)
    .filter((k) => body[k] === undefined)
    .map((path) => ({ path, message: 'validation:required' }));

/**
 * The new meter, from stock only: any other status (installed elsewhere, at test,
 * scrapped, removed and not yet checked) answers 409 and nothing changes.
 */
const stockMeter = async (ctx: TenantCtx, id: string) => {
  const meter = await lockMeter(ctx.tx, ctx.orgId, id);
  if (!meter) {
    throw new AppError('VALIDATION', {
      errors: [{ path: 'newMeterId', message: 'validation:invalid' }],
    });
  }
  if (meter.status !== 'in_stock') {
    throw new AppError('CONFLICT', {
      vars: { context: 'meterNotInStock', serial: meter.serial },
    });
  }
  return meter;
};

/**
 * A change carried out: the register's own replacement (replaceMeterIn: the old meter's
 * final reading closes its installation, the new one goes on with its first reading, and
 * the next bill sums both parts), in the same transaction as the order's closing. A new
 * meter of another size changes the connection's meter size (its monthly meter fee).
 */
const changeMeter = async (
  ctx: TenantCtx,
  request: FastifyRequest,
  order: WorkOrderRow,
  body: DoneBody,
) => {
  const missing = required(body);
  if (missing.length) throw new AppError('VALIDATION', { errors: missing });
  const current = await mustHaveMeter(ctx.tx, ctx.orgId, order.waterUserId);
  if (order.meterId && current.meterId !== order.meterId) {
    throw new AppError('CONFLICT', { vars: { context: 'meterWorkStale' } });
  }
  const meter = await stockMeter(ctx, body.newMeterId ?? '');
  const installation = await replaceMeterIn(ctx, request, order.waterUserId, {
    serial: meter.serial,
    brand: meter.brand,
    meterSizeId: meter.meterSizeId,
    digits: meter.digits,
    installedOn: body.doneOn,
    initialReading: body.newInitialReading ?? 0,
    oldFinalReading: body.oldFinalReading ?? 0,
    reason: `${KIND_REASON[order.kind]} (ใบสั่งงาน ${order.number})`,
    note: null,
  });
  await ctx.tx
    .update(waterUsers)
    .set({ meterSizeId: meter.meterSizeId, updatedAt: new Date() })
    .where(and(eq(waterUsers.orgId, ctx.orgId), eq(waterUsers.id, order.waterUserId)));
  return { installationId: installation.id, newMeterId: meter.id };
};

/** Record an order done: a change replaces the meter; an inspection keeps what was found. */
export const recordWorkDone = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  body: DoneBody,
) =>
  inOrg(app, request, async (ctx) => {
    const order = await lockOpen(ctx, id);
    const before = await mustFindOrder(ctx, id);
    const change = order.kind === 'inspect' ? null : await changeMeter(ctx, request, order, body);
    await updateWorkOrder(ctx.tx, ctx.orgId, id, {
      state: 'done',
      doneOn: body.doneOn,
      doneBy: ctx.actor.officerId,
      doneAt: new Date(),
      oldFinalReading: change ? body.oldFinalReading : null,
      newInitialReading: change ? body.newInitialReading : null,
      newMeterId: change?.newMeterId ?? null,
      installationId: change?.installationId ?? null,
      resultNote: body.note,
    });
    const after = await mustFindOrder(ctx, id);
    await audit(ctx.tx, request, ctx.orgId, {
      action: 'meter_work.done',
      entity: WORK_ENTITY,
      entityId: id,
      before,
      after,
    });
    return after;
  });
