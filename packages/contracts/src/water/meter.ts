import { line, multiline } from '../text.ts';
import { z } from 'zod';
import { idSchema, isoDate, listQuery, optionalNote, optionalText } from '../common.ts';

const reading = z.number().int().min(0).max(99_999_999);

/** `at_test`: sent for test or repair; `scrapped`: written off (issue 26, meter_events). */
export const meterStatuses = [
  'installed',
  'removed',
  'in_stock',
  'broken',
  'at_test',
  'scrapped',
] as const;

export const installMeterBody = z.object({
  serial: line().min(1).max(40),
  brand: optionalText(60),
  meterSizeId: idSchema,
  digits: z.number().int().min(3).max(8),
  installedOn: isoDate,
  initialReading: reading,
  note: optionalNote(500),
});

/** A meter registered in stock (not yet installed); installing its serial uses it. */
export const meterStockBody = installMeterBody.pick({
  serial: true,
  brand: true,
  meterSizeId: true,
  digits: true,
  note: true,
});

/** The old meter's last reading and the new one's first: usage spans both (packages/domain). */
export const replaceMeterBody = installMeterBody.extend({
  oldFinalReading: reading,
  reason: multiline().min(1).max(500),
});

export const removeMeterBody = z.object({
  removedOn: isoDate,
  finalReading: reading,
  reason: multiline().min(1).max(500),
});

export const meterInstallation = z.object({
  id: idSchema,
  meterId: idSchema,
  serial: z.string(),
  brand: z.string().nullable(),
  meterSizeLabel: z.string(),
  digits: z.number().int(),
  waterUserId: idSchema,
  customerNo: z.string(),
  customerName: z.string(),
  installedOn: z.string(),
  initialReading: z.number().int(),
  removedOn: z.string().nullable(),
  finalReading: z.number().int().nullable(),
  reason: z.string().nullable(),
});

export const meterRegisterItem = z.object({
  id: idSchema,
  serial: z.string(),
  brand: z.string().nullable(),
  meterSizeLabel: z.string(),
  digits: z.number().int(),
  status: z.enum(meterStatuses),
  waterUserId: idSchema.nullable(),
  customerNo: z.string().nullable(),
  customerName: z.string().nullable(),
  installedOn: z.string().nullable(),
  removedOn: z.string().nullable(),
  initialReading: z.number().int().nullable(),
  finalReading: z.number().int().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type MeterRegisterItem = z.infer<typeof meterRegisterItem>;
export type MeterInstallation = z.infer<typeof meterInstallation>;

export const meterSortFields = [
  'serial',
  'brand',
  'status',
  'installedOn',
  'customerNo',
  'createdAt',
] as const;
/** `q` searches serial, brand and the customer number and name of its (last) connection. */
export const meterListQuery = listQuery.extend({
  status: z.enum(meterStatuses).optional(),
  meterSizeId: idSchema.optional(),
});
export type MeterListQuery = z.input<typeof meterListQuery>;

export const routeOrderBody = z.object({
  /** Every connection of the route, in walk order. */
  waterUserIds: z.array(idSchema).max(20_000),
});
export const moveToRouteBody = z.object({
  waterUserIds: z.array(idSchema).min(1).max(5_000),
  routeId: idSchema,
});
