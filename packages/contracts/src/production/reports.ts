import { z } from 'zod';
import { idSchema } from '../common.ts';
import { costHeads, monthSchema, unbilledKinds } from './production.ts';

const int = z.number().int();
const heads = z.object(
  Object.fromEntries(costHeads.map((h) => [h, int])) as Record<
    (typeof costHeads)[number],
    typeof int
  >,
);

/** One month's (or one source's) production cost; money in satang, ratios in basis points. */
export const waterCostLine = z.object({
  month: z.string(),
  /** m³ produced; null when no production figure was entered. */
  produced: int.nullable(),
  heads,
  totalCost: int,
  costPerM3Produced: int.nullable(),
  /** Billed usage of the month's rounds, m³. */
  sold: int,
  costPerM3Sold: int.nullable(),
  /** Water charge billed (blocks and the minimum top-up, before meter fee and VAT). */
  waterBilled: int,
  averageTariff: int.nullable(),
  recoveryBp: int.nullable(),
});
export type WaterCostLine = z.infer<typeof waterCostLine>;

export const waterCostSource = z.object({
  sourceId: idSchema,
  code: z.string(),
  name: z.string(),
  produced: int.nullable(),
  heads,
  totalCost: int,
  costPerM3Produced: int.nullable(),
});
export type WaterCostSource = z.infer<typeof waterCostSource>;

export const waterCostAnswer = z.object({
  month: z.string(),
  /** The chosen month, with its per-source split. */
  current: waterCostLine,
  sources: z.array(waterCostSource),
  /** Twelve months ending with the chosen one, oldest first. */
  trend: z.array(waterCostLine),
});
export type WaterCostAnswer = z.infer<typeof waterCostAnswer>;

export const waterLossQuery = z.object({
  month: monthSchema,
  /** Customer meters' under-registration, basis points of billed metered volume. */
  underRegistrationBp: z.coerce.number().int().min(0).max(2000).default(200),
});

export const waterBalanceLine = z.object({
  month: z.string(),
  systemInput: int.nullable(),
  billedMetered: int,
  billedUnmetered: int,
  unbilled: int,
  meterShortfall: int,
  underRegistration: int,
  apparentLosses: int,
  realLosses: int,
  waterLosses: int,
  nonRevenue: int,
  nrwBp: int.nullable(),
  connections: int,
  litresPerConnectionDay: int.nullable(),
  /** Billed and entered use exceed the input: the month's figures disagree. */
  inconsistent: z.boolean(),
});
export type WaterBalanceLine = z.infer<typeof waterBalanceLine>;

export const waterLossArea = z.object({
  areaId: idSchema,
  code: z.string(),
  name: z.string(),
  input: int,
  billed: int,
  unbilled: int,
  loss: int,
  lossBp: int.nullable(),
});
export type WaterLossArea = z.infer<typeof waterLossArea>;

export const waterLossAnswer = z.object({
  month: z.string(),
  underRegistrationBp: int,
  current: waterBalanceLine,
  unbilledByKind: z.array(z.object({ kind: z.enum(unbilledKinds), volume: int })),
  areas: z.array(waterLossArea),
  trend: z.array(waterBalanceLine),
  /** The trend's month with the highest NRW %, if any month has an input. */
  worstMonth: z.string().nullable(),
});
export type WaterLossAnswer = z.infer<typeof waterLossAnswer>;

/** For the home dashboard: one month's NRW, or null without a production figure. */
export const waterLossSummary = z
  .object({ month: z.string(), nonRevenue: int, nrwBp: int.nullable() })
  .nullable();
export type WaterLossSummary = z.infer<typeof waterLossSummary>;
