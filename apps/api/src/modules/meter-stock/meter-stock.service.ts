import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { MeterMoveKind, meterDeliveryBody, meterMoveBody } from '@prapa/contracts';
import { meterSizes } from '../../db/schema/index.ts';
import { inActorOrg, inActorOrgRead, type TenantCtx } from '../../lib/actor-tenant.ts';
import { AppError, fieldError, notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { exportWindow, pageOf } from '../../lib/list-query.ts';
import { activeState } from '../basic/shared/resource-repo.ts';
import { activatable } from '../water-users/water-user-rules.ts';
import { eventActor } from './meter-events.ts';
import { meterEventsOf } from './meter-history.repo.ts';
import {
  appendEvents,
  findDelivery,
  findStockMeter,
  insertDelivery,
  insertStockMeters,
  listStock,
  lockMeter,
  takenSerials,
  type StockFilters,
} from './meter-stock.repo.ts';

type DeliveryBody = z.output<typeof meterDeliveryBody>;
type MoveBody = z.output<typeof meterMoveBody>;

const METER_ENTITY = 'meter';

/** 409 naming the serials: one already in the register, or listed twice in the delivery. */
const serialsTaken = (serials: string[]) =>
  new AppError('CONFLICT', {
    vars: { context: 'meterSerialTaken', serials: serials.join(', ') },
  });

const inOrg = <T>(
  app: FastifyInstance,
  request: FastifyRequest,
  fn: (c: TenantCtx) => Promise<T>,
) => inActorOrg(app, request, fn, { meters_org_serial: () => serialsTaken([]) });

export const listOfStock = (app: FastifyInstance, request: FastifyRequest, q: StockFilters) =>
  inOrg(app, request, ({ tx, orgId }) => listStock(tx, orgId, q, pageOf(q)));

export const exportOfStock = async (
  app: FastifyInstance,
  request: FastifyRequest,
  q: StockFilters,
) =>
  (await inActorOrgRead(app, request, ({ tx, orgId }) => listStock(tx, orgId, q, exportWindow)))
    .items;

/**
 * A delivery into stock: the delivery, one meter a serial (in stock, of the delivery's
 * size and brand) and each meter's "received" event, all or nothing.
 */
export const receiveDelivery = (
  app: FastifyInstance,
  request: FastifyRequest,
  body: DeliveryBody,
) =>
  inOrg(app, request, async (ctx) => {
    const { tx, orgId } = ctx;
    const seen = new Set<string>();
    const twice = body.serials.filter((s) => seen.has(s) || !seen.add(s));
    if (twice.length) throw serialsTaken([...new Set(twice)]);
    const taken = await takenSerials(tx, orgId, body.serials);
    if (taken.length) throw serialsTaken(taken);
    const size = await activeState(tx, activatable(meterSizes), orgId, body.meterSizeId);
    if (!size?.active) throw fieldError('VALIDATION', 'meterSizeId', 'validation:meterSize');
    const deliveryId = await insertDelivery(tx, {
      orgId,
      receivedOn: body.receivedOn,
      supplier: body.supplier,
      batch: body.batch,
      brand: body.brand,
      meterSizeId: body.meterSizeId,
      digits: body.digits,
      unitCost: body.unitCost,
      count: body.serials.length,
      note: body.note,
      createdBy: ctx.actor.officerId,
    });
    const made = await insertStockMeters(
      tx,
      body.serials.map((serial) => ({
        orgId,
        serial,
        brand: body.brand,
        meterSizeId: body.meterSizeId,
        digits: body.digits,
        status: 'in_stock' as const,
        deliveryId,
      })),
    );
    const actorId = eventActor(ctx);
    await appendEvents(
      tx,
      made.map((m) => ({
        orgId,
        meterId: m.id,
        kind: 'received' as const,
        happenedOn: body.receivedOn,
        deliveryId,
        actorId,
      })),
    );
    const delivery = await findDelivery(tx, orgId, deliveryId);
    if (!delivery) throw new Error('delivery not found after insert');
    const meters = (
      await listStock(tx, orgId, { page: 1, pageSize: 500, deliveryId }, { limit: 500, offset: 0 })
    ).items;
    await audit(tx, request, orgId, {
      action: 'meter.receive',
      entity: 'meter_delivery',
      entityId: deliveryId,
      after: { ...delivery, serials: body.serials },
    });
    return { delivery, meters };
  });

/** Where each hand move may start: an installed meter leaves only through a work order. */
const FROM: Record<MeterMoveKind, readonly string[]> = {
  sent_to_test: ['in_stock', 'removed', 'broken'],
  returned: ['at_test'],
  scrapped: ['in_stock', 'removed', 'broken', 'at_test'],
};

/** Send for test or repair, take back into stock, scrap (with a reason). */
export const moveMeter = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  body: MoveBody,
) =>
  inOrg(app, request, async (ctx) => {
    const { tx, orgId } = ctx;
    const meter = await lockMeter(tx, orgId, id);
    if (!meter) throw notFound();
    if (body.kind === 'scrapped' && !body.reason) {
      throw fieldError('VALIDATION', 'reason', 'validation:required');
    }
    if (!FROM[body.kind].includes(meter.status)) {
      throw new AppError('CONFLICT', {
        vars: {
          context: meter.status === 'installed' ? 'meterMoveInstalled' : 'meterMove',
          serial: meter.serial,
        },
      });
    }
    const before = await findStockMeter(tx, orgId, id);
    await appendEvents(tx, [
      {
        orgId,
        meterId: id,
        kind: body.kind,
        happenedOn: body.happenedOn,
        reason: body.reason,
        actorId: eventActor(ctx),
      },
    ]);
    const after = await findStockMeter(tx, orgId, id);
    if (!after) throw new Error('meter not found after its move');
    await audit(tx, request, orgId, {
      action: `meter.${body.kind}`,
      entity: METER_ENTITY,
      entityId: id,
      before,
      after,
      reason: body.reason,
    });
    return after;
  });

export const historyOfMeter = (app: FastifyInstance, request: FastifyRequest, id: string) =>
  inOrg(app, request, async ({ tx, orgId }) => {
    const meter = await findStockMeter(tx, orgId, id);
    if (!meter) throw notFound();
    return { meter, events: await meterEventsOf(tx, orgId, id) };
  });
