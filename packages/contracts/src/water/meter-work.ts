import { z } from 'zod';
import { idSchema, isoDate, listQuery, optionalNote, queryBool } from '../common.ts';
import { multiline } from '../text.ts';

// Issue 26, meter work ("meter management"): numbered work orders for the field, a meter
// changed (broken, stuck, old, size change) or inspected, printed and recorded as done.

export const meterWorkKinds = ['broken', 'stuck', 'old', 'size_change', 'inspect'] as const;
export type MeterWorkKind = (typeof meterWorkKinds)[number];
export const meterWorkStates = ['open', 'printed', 'done', 'cancelled'] as const;
export type MeterWorkState = (typeof meterWorkStates)[number];
/** office: made at the desk; reader: from a reader's meter change request; plan: the replacement plan. */
export const meterWorkSources = ['office', 'reader', 'plan'] as const;
export type MeterWorkSource = (typeof meterWorkSources)[number];

const reading = z.number().int().min(0).max(99_999_999);

export const meterWorkCreateBody = z.object({
  waterUserId: idSchema,
  kind: z.enum(meterWorkKinds),
  plannedOn: isoDate,
  reason: optionalNote(500),
});
export type MeterWorkCreateBody = z.input<typeof meterWorkCreateBody>;

/**
 * Done: a change takes the new meter from stock (by id) with the old meter's final
 * reading and the new one's first; an inspection records only what was found.
 */
export const meterWorkDoneBody = z.object({
  doneOn: isoDate,
  oldFinalReading: reading.optional(),
  newMeterId: idSchema.optional(),
  newInitialReading: reading.optional(),
  note: optionalNote(500),
});
export type MeterWorkDoneBody = z.input<typeof meterWorkDoneBody>;

export const meterWorkCancelBody = z.object({ reason: multiline().min(1).max(500) });

export const meterWorkIdsBody = z.object({ ids: z.array(idSchema).min(1).max(500) });

export const meterWorkOrder = z.object({
  id: idSchema,
  number: z.string(),
  kind: z.enum(meterWorkKinds),
  source: z.enum(meterWorkSources),
  state: z.enum(meterWorkStates),
  waterUserId: idSchema,
  customerNo: z.string(),
  customerName: z.string(),
  address: z.string(),
  areaName: z.string().nullable(),
  routeName: z.string().nullable(),
  oldSerial: z.string().nullable(),
  oldInstalledOn: z.string().nullable(),
  reason: z.string().nullable(),
  plannedOn: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
  printedAt: z.string().nullable(),
  doneOn: z.string().nullable(),
  doneByName: z.string().nullable(),
  oldFinalReading: z.number().int().nullable(),
  newSerial: z.string().nullable(),
  newInitialReading: z.number().int().nullable(),
  resultNote: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  meterChangeRequestId: idSchema.nullable(),
  /** Days since it was made, while it is still in hand. */
  ageDays: z.number().int(),
});
export type MeterWorkOrder = z.infer<typeof meterWorkOrder>;

export const meterWorkSortFields = ['number', 'plannedOn', 'createdAt', 'state'] as const;
export const meterWorkListQuery = listQuery.extend({
  state: z.enum(meterWorkStates).optional(),
  kind: z.enum(meterWorkKinds).optional(),
  areaId: idSchema.optional(),
  /** Only orders in hand at least this many days old. */
  olderThanDays: z.coerce.number().int().min(0).max(3650).optional(),
});
export type MeterWorkListQuery = z.input<typeof meterWorkListQuery>;

export const meterWorkPdfQuery = z.object({
  ids: z
    .union([idSchema, z.array(idSchema)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .pipe(z.array(idSchema).min(1).max(500)),
  /** One list for a route instead of one order a page. */
  list: queryBool.optional(),
});

/** Meters older than the organisation's replacement age, by area. */
export const meterPlanQuery = z.object({
  areaId: idSchema.optional(),
});
export const meterPlanItem = z.object({
  waterUserId: idSchema,
  customerNo: z.string(),
  customerName: z.string(),
  areaName: z.string().nullable(),
  routeName: z.string().nullable(),
  serial: z.string(),
  installedOn: z.string(),
  ageYears: z.number(),
  /** The number of the order already in hand for this connection, if any. */
  openOrder: z.string().nullable(),
});
export type MeterPlanItem = z.infer<typeof meterPlanItem>;
export const meterPlanAnswer = z.object({
  replaceYears: z.number().int(),
  items: z.array(meterPlanItem),
});
export type MeterPlanAnswer = z.infer<typeof meterPlanAnswer>;

export const meterPlanBody = z.object({
  waterUserIds: z.array(idSchema).min(1).max(2_000),
  plannedOn: isoDate,
});
export type MeterPlanBody = z.input<typeof meterPlanBody>;
export const meterPlanResult = z.object({
  created: z.array(z.string()),
  /** Connections that already had an order in hand (nothing added for them). */
  skipped: z.number().int(),
});
export type MeterPlanResult = z.infer<typeof meterPlanResult>;
