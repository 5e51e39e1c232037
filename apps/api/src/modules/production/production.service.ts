import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { productionCostBody, productionReadingBody, unbilledBody } from '@prapa/contracts';
import {
  areas,
  productionCosts as pc,
  productionReadings as pr,
  unbilledUsage as uu,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { inActorOrg } from '../../lib/actor-tenant.ts';
import { fieldError, notFound, unprocessable } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { costsBetween, monthStart, readingsUpTo, unbilledBetween } from './production.repo.ts';
import { sourcesOf } from './water-sources.ts';

// Production data (issue 27) is corrected in place, as basic data is: one entry per
// source, month and head (or kind), replaced by the next save, removed by a delete; the
// audit log keeps every before and after. Billed months stay open: these are management
// figures, not money owed.

type ReadingBody = z.output<typeof productionReadingBody>;
type CostBody = z.output<typeof productionCostBody>;
type UnbilledBody = z.output<typeof unbilledBody>;

export const productionOfMonth = (app: FastifyInstance, request: FastifyRequest, month: string) =>
  inActorOrg(app, request, async ({ tx, orgId }) => ({
    month,
    sources: await sourcesOf(tx, orgId),
    readings: (await readingsUpTo(tx, orgId, month)).filter((r) => r.month === month),
    costs: await costsBetween(tx, orgId, month, month),
    unbilled: await unbilledBetween(tx, orgId, month, month),
  }));

const sourceOf = async (tx: Tx, orgId: string, id: string) => {
  const [source] = await sourcesOf(tx, orgId, id);
  if (!source) throw notFound();
  return source;
};

const readingOf = async (tx: Tx, orgId: string, sourceId: string, month: string) =>
  (await readingsUpTo(tx, orgId, '9999-12')).find(
    (r) => r.sourceId === sourceId && r.month === month,
  ) ?? null;

/** Records (or replaces) a source's figure for a month; every later month must still add up. */
export const putReading = (app: FastifyInstance, request: FastifyRequest, body: ReadingBody) =>
  inActorOrg(app, request, async ({ tx, orgId, actor }) => {
    const source = await sourceOf(tx, orgId, body.sourceId);
    if (body.reading === null || !source.metered) {
      if (body.volume === null) throw fieldError('VALIDATION', 'volume', 'validation:required');
      if (!body.reason) throw fieldError('VALIDATION', 'reason', 'validation:required');
    }
    const typed = body.reading === null || !source.metered;
    const replaced = !typed && body.oldFinal !== null && body.newStart !== null;
    const values = {
      reading: typed ? null : body.reading,
      rollover: !typed && !replaced && body.rollover,
      oldFinal: replaced ? body.oldFinal : null,
      newStart: replaced ? body.newStart : null,
      volume: typed ? body.volume : null,
      reason: body.reason,
      note: body.note,
      updatedBy: actor.officerId,
      updatedAt: new Date(),
    };
    const before = await readingOf(tx, orgId, source.id, body.month);
    await tx
      .insert(pr)
      .values({ orgId, sourceId: source.id, month: monthStart(body.month), ...values })
      .onConflictDoUpdate({ target: [pr.orgId, pr.sourceId, pr.month], set: values });
    const all = (await readingsUpTo(tx, orgId, '9999-12')).filter((r) => r.sourceId === source.id);
    const broken = all.find((r) => r.volume === null);
    if (broken) {
      // This month or a later one would read lower than the reading before it.
      throw unprocessable([{ path: 'reading', message: 'validation:productionLower' }], {
        month: broken.month,
      });
    }
    const after = all.find((r) => r.month === body.month);
    if (!after) throw new Error('production reading not found after save');
    await audit(tx, request, orgId, {
      action: before ? 'production.reading.correct' : 'production.reading.record',
      entity: 'production_reading',
      entityId: after.id,
      before,
      after,
    });
    return after;
  });

export const putCost = (app: FastifyInstance, request: FastifyRequest, body: CostBody) =>
  inActorOrg(app, request, async ({ tx, orgId, actor }) => {
    const source = await sourceOf(tx, orgId, body.sourceId);
    const values = {
      quantity: body.quantity === null ? null : String(body.quantity),
      unit: body.unit,
      amount: body.amount,
      note: body.note,
      updatedBy: actor.officerId,
      updatedAt: new Date(),
    };
    const find = async () =>
      (await costsBetween(tx, orgId, body.month, body.month)).find(
        (c) => c.sourceId === source.id && c.head === body.head,
      ) ?? null;
    const before = await find();
    await tx
      .insert(pc)
      .values({
        orgId,
        sourceId: source.id,
        month: monthStart(body.month),
        head: body.head,
        ...values,
      })
      .onConflictDoUpdate({ target: [pc.orgId, pc.sourceId, pc.month, pc.head], set: values });
    const after = await find();
    if (!after) throw new Error('production cost not found after save');
    await audit(tx, request, orgId, {
      action: before ? 'production.cost.correct' : 'production.cost.record',
      entity: 'production_cost',
      entityId: after.id,
      before,
      after,
    });
    return after;
  });

export const putUnbilled = (app: FastifyInstance, request: FastifyRequest, body: UnbilledBody) =>
  inActorOrg(app, request, async ({ tx, orgId, actor }) => {
    if (body.areaId) {
      const [area] = await tx
        .select({ id: areas.id })
        .from(areas)
        .where(and(eq(areas.orgId, orgId), eq(areas.id, body.areaId)));
      if (!area) throw notFound();
    }
    const values = {
      volume: body.volume,
      note: body.note,
      updatedBy: actor.officerId,
      updatedAt: new Date(),
    };
    const find = async () =>
      (await unbilledBetween(tx, orgId, body.month, body.month)).find(
        (u) => u.areaId === body.areaId && u.kind === body.kind,
      ) ?? null;
    const before = await find();
    if (before) {
      await tx
        .update(uu)
        .set(values)
        .where(and(eq(uu.orgId, orgId), eq(uu.id, before.id)));
    } else {
      await tx.insert(uu).values({
        orgId,
        month: monthStart(body.month),
        areaId: body.areaId,
        kind: body.kind,
        ...values,
      });
    }
    const after = await find();
    if (!after) throw new Error('unbilled use not found after save');
    await audit(tx, request, orgId, {
      action: before ? 'production.unbilled.correct' : 'production.unbilled.record',
      entity: 'unbilled_usage',
      entityId: after.id,
      before,
      after,
    });
    return after;
  });

const TABLES = {
  reading: { table: pr, entity: 'production_reading' },
  cost: { table: pc, entity: 'production_cost' },
  unbilled: { table: uu, entity: 'unbilled_usage' },
} as const;

/** Removes an entry made in error; the audit log keeps what it said. */
export const removeEntry = (
  app: FastifyInstance,
  request: FastifyRequest,
  what: keyof typeof TABLES,
  id: string,
) =>
  inActorOrg(app, request, async ({ tx, orgId }) => {
    const { table, entity } = TABLES[what];
    const [before] = await tx
      .delete(table)
      .where(and(eq(table.orgId, orgId), eq(table.id, id)))
      .returning();
    if (!before) throw notFound();
    if (what === 'reading') {
      const all = await readingsUpTo(tx, orgId, '9999-12');
      const broken = all.find((r) => r.volume === null);
      if (broken) {
        throw unprocessable([{ path: 'reading', message: 'validation:productionLower' }], {
          month: broken.month,
        });
      }
    }
    await audit(tx, request, orgId, {
      action: `production.${what}.remove`,
      entity,
      entityId: id,
      before,
    });
    return { id };
  });
