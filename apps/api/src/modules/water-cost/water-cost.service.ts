import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  costHeads,
  type CostHead,
  type ProductionCost,
  type WaterCostAnswer,
  type WaterCostLine,
} from '@prapa/contracts';
import { monthsEndingWith, perM3, ratioBp } from '@prapa/domain';
import type { Tx } from '../../db/tenant.ts';
import { inActorOrgRead } from '../../lib/actor-tenant.ts';
import { billedByMonth, type BilledMonth } from '../production/figures.repo.ts';
import { producedByMonth } from '../production/month-volumes.ts';
import { costsBetween, readingsUpTo } from '../production/production.repo.ts';
import { sourcesOf } from '../production/water-sources.ts';

// Water cost (ต้นทุนการผลิตน้ำ, issue 27): cost heads summed in satang, unit costs in
// satang per m³ (half-up once), the cost recovery ratio = water charge billed / total cost.

const headsOf = (costs: readonly ProductionCost[]) => {
  const heads = Object.fromEntries(costHeads.map((h) => [h, 0])) as Record<CostHead, number>;
  for (const c of costs) heads[c.head] += c.amount;
  return heads;
};

const sum = (heads: Record<CostHead, number>) => costHeads.reduce((t, h) => t + heads[h], 0);

const lineOf = (
  month: string,
  produced: number | null,
  costs: readonly ProductionCost[],
  billed: BilledMonth | undefined,
): WaterCostLine => {
  const heads = headsOf(costs);
  const totalCost = sum(heads);
  const sold = billed?.sold ?? 0;
  const waterBilled = billed?.waterBilled ?? 0;
  return {
    month,
    produced,
    heads,
    totalCost,
    costPerM3Produced: perM3(totalCost, produced),
    sold,
    costPerM3Sold: perM3(totalCost, sold),
    waterBilled,
    averageTariff: perM3(waterBilled, sold),
    recoveryBp: ratioBp(waterBilled, totalCost),
  };
};

export const waterCostFigures = async (
  tx: Tx,
  orgId: string,
  month: string,
): Promise<WaterCostAnswer> => {
  const months = monthsEndingWith(month, 12);
  const first = months[0] ?? month;
  const sources = (await sourcesOf(tx, orgId)).filter((s) => s.kind !== 'area_meter');
  const readings = (await readingsUpTo(tx, orgId, month)).filter((r) => r.month >= first);
  const counted = new Set(sources.map((s) => s.id));
  const costs = (await costsBetween(tx, orgId, first, month)).filter((c) =>
    counted.has(c.sourceId),
  );
  const billed = new Map((await billedByMonth(tx, orgId, first, month)).map((b) => [b.month, b]));
  const produced = producedByMonth(sources, readings);
  const trend = months.map((m) =>
    lineOf(
      m,
      produced.get(m) ?? null,
      costs.filter((c) => c.month === m),
      billed.get(m),
    ),
  );
  const current = trend[trend.length - 1] ?? lineOf(month, null, [], undefined);
  const bySource = sources.map((s) => {
    const volume = readings.find((r) => r.sourceId === s.id && r.month === month)?.volume ?? null;
    const heads = headsOf(costs.filter((c) => c.sourceId === s.id && c.month === month));
    const totalCost = sum(heads);
    return {
      sourceId: s.id,
      code: s.code,
      name: s.name,
      produced: volume,
      heads,
      totalCost,
      costPerM3Produced: perM3(totalCost, volume),
    };
  });
  return { month, current, sources: bySource, trend };
};

export const waterCostOf = (app: FastifyInstance, request: FastifyRequest, month: string) =>
  inActorOrgRead(app, request, ({ tx, orgId }) => waterCostFigures(tx, orgId, month));
