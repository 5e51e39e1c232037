import { z } from 'zod';
import { idSchema, isoDate, listQuery, optionalNote, optionalText } from '../common.ts';
import { line, multiline } from '../text.ts';
import { meterStatuses } from './meter.ts';

// Issue 26, meter stock ("register meter management"): meters come in deliveries, each
// meter's life is a list of events, and its status is its last event's.

export const meterEventKinds = [
  'received',
  'installed',
  'removed',
  'sent_to_test',
  'returned',
  'scrapped',
] as const;
export type MeterEventKind = (typeof meterEventKinds)[number];

/** A delivery: N meters of one size, brand and batch, listed by serial. */
export const meterDeliveryBody = z.object({
  receivedOn: isoDate,
  supplier: line().min(1).max(120),
  batch: optionalText(60),
  brand: optionalText(60),
  meterSizeId: idSchema,
  digits: z.number().int().min(3).max(8),
  /** Satang a meter. */
  unitCost: z.number().int({ message: 'v.satang' }).min(0).max(100_000_000),
  serials: z.array(line().min(1).max(40)).min(1).max(500),
  note: optionalNote(500),
});
export type MeterDeliveryBody = z.input<typeof meterDeliveryBody>;

export const meterDelivery = z.object({
  id: idSchema,
  receivedOn: z.string(),
  supplier: z.string(),
  batch: z.string().nullable(),
  brand: z.string().nullable(),
  meterSizeId: idSchema,
  meterSizeLabel: z.string(),
  digits: z.number().int(),
  unitCost: z.number().int(),
  count: z.number().int(),
  note: z.string().nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
});
export type MeterDelivery = z.infer<typeof meterDelivery>;

/** A moves the office makes by hand; installing and removing go through a work order. */
export const meterMoveKinds = ['sent_to_test', 'returned', 'scrapped'] as const;
export type MeterMoveKind = (typeof meterMoveKinds)[number];

export const meterMoveBody = z.object({
  kind: z.enum(meterMoveKinds),
  happenedOn: isoDate,
  reason: z
    .union([multiline().max(500), z.null()])
    .optional()
    .transform((v) => (v ? v : null)),
});
export type MeterMoveBody = z.input<typeof meterMoveBody>;

export const meterStockItem = z.object({
  id: idSchema,
  serial: z.string(),
  brand: z.string().nullable(),
  meterSizeId: idSchema,
  meterSizeLabel: z.string(),
  digits: z.number().int(),
  status: z.enum(meterStatuses),
  deliveryId: idSchema.nullable(),
  batch: z.string().nullable(),
  supplier: z.string().nullable(),
  receivedOn: z.string().nullable(),
  unitCost: z.number().int().nullable(),
  /** The connection it is on now, or was last on. */
  customerNo: z.string().nullable(),
  customerName: z.string().nullable(),
  /** The day of its last event (installed since, removed on, sent on…). */
  since: z.string().nullable(),
  lastReason: z.string().nullable(),
  createdAt: z.string(),
});
export type MeterStockItem = z.infer<typeof meterStockItem>;

export const meterStockSortFields = ['serial', 'brand', 'status', 'receivedOn', 'since'] as const;
/** `q`: serial or brand. */
export const meterStockQuery = listQuery.extend({
  status: z.enum(meterStatuses).optional(),
  meterSizeId: idSchema.optional(),
  brand: line().max(60).optional(),
  batch: line().max(60).optional(),
  deliveryId: idSchema.optional(),
});
export type MeterStockQuery = z.input<typeof meterStockQuery>;

export const meterEvent = z.object({
  /** An event's id, or an installation's with a suffix (one made before meter_events). */
  id: z.string(),
  kind: z.enum(meterEventKinds),
  happenedOn: z.string(),
  customerNo: z.string().nullable(),
  customerName: z.string().nullable(),
  reading: z.number().int().nullable(),
  reason: z.string().nullable(),
  workOrderNumber: z.string().nullable(),
  actorName: z.string().nullable(),
  at: z.string(),
});
export type MeterEvent = z.infer<typeof meterEvent>;

export const meterHistoryAnswer = z.object({
  meter: meterStockItem,
  events: z.array(meterEvent),
});
export type MeterHistoryAnswer = z.infer<typeof meterHistoryAnswer>;

export const meterDeliveryAnswer = z.object({
  delivery: meterDelivery,
  meters: z.array(meterStockItem),
});
