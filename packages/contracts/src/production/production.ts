import { z } from 'zod';
import { codeSchema, idSchema, nameSchema, optionalNote, optionalText } from '../common.ts';
import { multiline } from '../text.ts';

// Issue 27: the water a utility produces (sources, production and area meters), what it
// costs, and the water it uses without billing. Management figures, corrected in place.

export const waterSourceKinds = ['well', 'surface', 'purchase', 'other', 'area_meter'] as const;
export type WaterSourceKind = (typeof waterSourceKinds)[number];

export const costHeads = [
  'electricity',
  'chlorine',
  'alum',
  'lime',
  'labour',
  'repairs',
  'other',
] as const;
export type CostHead = (typeof costHeads)[number];

export const unbilledKinds = ['public_tap', 'flushing', 'fire', 'office', 'other'] as const;
export type UnbilledKind = (typeof unbilledKinds)[number];

/** A calendar month, `YYYY-MM` (Christian era, as dates travel). */
export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'v.invalid' });
export const monthQuery = z.object({ month: monthSchema });

const volume = z.number().int().min(0).max(1_000_000_000);
const meterFigure = z.number().int().min(0).max(9_999_999_999);
const satang = z.number().int({ message: 'v.satang' }).min(0).max(100_000_000_000);
const nullableId = z
  .union([idSchema, z.null()])
  .optional()
  .transform((v) => v ?? null);

export const waterSourceBody = z.object({
  code: codeSchema,
  name: nameSchema,
  kind: z.enum(waterSourceKinds),
  areaId: nullableId,
  metered: z.boolean().default(true),
  digits: z.number().int().min(3).max(10).default(8),
  initialReading: meterFigure.default(0),
  active: z.boolean().default(true),
  note: optionalNote(500),
});
export type WaterSourceBody = z.input<typeof waterSourceBody>;

export const waterSource = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  kind: z.enum(waterSourceKinds),
  areaId: idSchema.nullable(),
  areaName: z.string().nullable(),
  metered: z.boolean(),
  digits: z.number().int(),
  initialReading: z.number().int(),
  active: z.boolean(),
  note: z.string().nullable(),
});
export type WaterSource = z.infer<typeof waterSource>;

/**
 * A month's production meter figure: the reading (with a roll-over past the last digit,
 * or a meter replaced: the old meter's last figure and the new one's first), or, with no
 * meter to read, the volume and why.
 */
export const productionReadingBody = z.object({
  sourceId: idSchema,
  month: monthSchema,
  reading: meterFigure.nullable().default(null),
  rollover: z.boolean().default(false),
  oldFinal: meterFigure.nullable().default(null),
  newStart: meterFigure.nullable().default(null),
  volume: volume.nullable().default(null),
  reason: optionalText(300),
  note: optionalNote(500),
});
export type ProductionReadingBody = z.input<typeof productionReadingBody>;

export const productionReading = z.object({
  id: idSchema,
  sourceId: idSchema,
  month: z.string(),
  reading: z.number().int().nullable(),
  rollover: z.boolean(),
  oldFinal: z.number().int().nullable(),
  newStart: z.number().int().nullable(),
  /** The reading it is measured from (last month's, or the meter's first figure). */
  previous: z.number().int().nullable(),
  /** m³ produced: worked out from the readings, or as typed. */
  volume: z.number().int().nullable(),
  enteredVolume: z.number().int().nullable(),
  reason: z.string().nullable(),
  note: z.string().nullable(),
  updatedByName: z.string(),
  updatedAt: z.string(),
});
export type ProductionReading = z.infer<typeof productionReading>;

export const productionCostBody = z.object({
  sourceId: idSchema,
  month: monthSchema,
  head: z.enum(costHeads),
  /** kWh for electricity, kg or litres for a chemical; not money. */
  quantity: z.number().min(0).max(1_000_000_000).nullable().default(null),
  unit: optionalText(20),
  amount: satang,
  note: optionalNote(500),
});
export type ProductionCostBody = z.input<typeof productionCostBody>;

export const productionCost = z.object({
  id: idSchema,
  sourceId: idSchema,
  month: z.string(),
  head: z.enum(costHeads),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  amount: z.number().int(),
  note: z.string().nullable(),
  updatedByName: z.string(),
  updatedAt: z.string(),
});
export type ProductionCost = z.infer<typeof productionCost>;

export const unbilledBody = z.object({
  month: monthSchema,
  areaId: nullableId,
  kind: z.enum(unbilledKinds),
  volume,
  note: z
    .union([multiline().max(500), z.null()])
    .optional()
    .transform((v) => (v ? v : null)),
});
export type UnbilledBody = z.input<typeof unbilledBody>;

export const unbilledEntry = z.object({
  id: idSchema,
  month: z.string(),
  areaId: idSchema.nullable(),
  areaName: z.string().nullable(),
  kind: z.enum(unbilledKinds),
  volume: z.number().int(),
  note: z.string().nullable(),
  updatedByName: z.string(),
  updatedAt: z.string(),
});
export type UnbilledEntry = z.infer<typeof unbilledEntry>;

/** Everything entered for one month: what the production data screen shows. */
export const productionMonth = z.object({
  month: z.string(),
  sources: z.array(waterSource),
  readings: z.array(productionReading),
  costs: z.array(productionCost),
  unbilled: z.array(unbilledEntry),
});
export type ProductionMonth = z.infer<typeof productionMonth>;
