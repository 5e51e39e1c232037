import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { MeterPlanAnswer, MeterPlanBody } from '@prapa/contracts';
import { bangkokDate, fullNameOf, replaceDueBefore, yearsBetween } from '@prapa/domain';
import {
  areas,
  collectionRoutes,
  meterInstallations as mi,
  meterWorkOrders as wo,
  meters,
  organisations,
  waterUsers as wu,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import type { TenantCtx } from '../../lib/actor-tenant.ts';
import { createOrderIn, inOrg } from './meter-work.service.ts';

// The replacement plan (issue 26): meters on a connection longer than the organisation's
// meter_replace_years, by area, and orders made for the chosen ones.

const PLAN_CAP = 2_000;

const replaceYearsOf = async (tx: Tx, orgId: string) => {
  const [org] = await tx
    .select({ years: organisations.meterReplaceYears })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return org?.years ?? 5;
};

const dueMeters = async (tx: Tx, orgId: string, dueBefore: string, areaId?: string) =>
  tx
    .select({
      waterUserId: wu.id,
      customerNo: wu.customerNo,
      title: wu.title,
      firstName: wu.firstName,
      lastName: wu.lastName,
      areaName: areas.name,
      routeName: collectionRoutes.name,
      serial: meters.serial,
      installedOn: mi.installedOn,
      openOrder: sql<string | null>`(select ${wo.number} from ${wo}
        where ${wo.orgId} = ${wu.orgId} and ${wo.waterUserId} = ${wu.id}
          and ${wo.state} in ('open', 'printed') limit 1)`,
    })
    .from(mi)
    .innerJoin(meters, and(eq(meters.orgId, mi.orgId), eq(meters.id, mi.meterId)))
    .innerJoin(wu, and(eq(wu.orgId, mi.orgId), eq(wu.id, mi.waterUserId)))
    .leftJoin(areas, and(eq(areas.orgId, wu.orgId), eq(areas.id, wu.areaId)))
    .leftJoin(
      collectionRoutes,
      and(eq(collectionRoutes.orgId, wu.orgId), eq(collectionRoutes.id, wu.routeId)),
    )
    .where(
      and(
        eq(mi.orgId, orgId),
        isNull(mi.removedOn),
        lte(mi.installedOn, dueBefore),
        areaId ? eq(wu.areaId, areaId) : undefined,
      ),
    )
    .orderBy(
      asc(areas.name),
      sql`${collectionRoutes.name} nulls last`,
      asc(wu.routeSeq),
      asc(wu.customerNo),
    )
    .limit(PLAN_CAP);

/** Meters due for replacement today, oldest setting first; each says if an order is in hand. */
export const replacementPlan = (
  app: FastifyInstance,
  request: FastifyRequest,
  q: { areaId?: string | undefined },
) =>
  inOrg(app, request, async ({ tx, orgId }): Promise<MeterPlanAnswer> => {
    const years = await replaceYearsOf(tx, orgId);
    const today = bangkokDate(new Date());
    const rows = await dueMeters(tx, orgId, replaceDueBefore(today, years), q.areaId);
    return {
      replaceYears: years,
      items: rows.map(({ title, firstName, lastName, ...r }) => ({
        ...r,
        customerName: fullNameOf({ title, firstName, lastName }),
        ageYears: yearsBetween(r.installedOn, today),
      })),
    };
  });

/**
 * Orders ("old", source plan) for the chosen connections; one already in hand is left as
 * it is, so planning the same area twice adds nothing. All or none.
 */
export const planReplacements = (
  app: FastifyInstance,
  request: FastifyRequest,
  body: MeterPlanBody,
) =>
  inOrg(app, request, async (ctx: TenantCtx) => {
    const ids = [...new Set(body.waterUserIds)];
    const inHand = await ctx.tx
      .select({ waterUserId: wo.waterUserId })
      .from(wo)
      .where(
        and(
          eq(wo.orgId, ctx.orgId),
          inArray(wo.waterUserId, ids),
          inArray(wo.state, ['open', 'printed']),
        ),
      );
    const skip = new Set(inHand.map((r) => r.waterUserId));
    const created: string[] = [];
    for (const waterUserId of ids.filter((id) => !skip.has(id))) {
      const order = await createOrderIn(ctx, request, {
        waterUserId,
        kind: 'old',
        plannedOn: body.plannedOn,
        reason: null,
        source: 'plan',
      });
      created.push(order.number);
    }
    return { created, skipped: skip.size };
  });
