import { z } from 'zod';
import { codeSchema, idSchema, listQuery, nameSchema } from '../common.ts';

export const billModes = ['normal', 'meter_fee_only', 'none'] as const;
export type BillMode = (typeof billModes)[number];

export const usageStatusInput = z.object({
  code: codeSchema,
  name: nameSchema,
  billMode: z.enum(billModes),
  readingRequired: z.boolean(),
  countsAsCutOff: z.boolean(),
  /** Meter broken: bill the average of the last three real readings. */
  billAtAverage: z.boolean().default(false),
  colour: z.string().regex(/^#[0-9A-Fa-f]{6}$/, { message: 'v.colour' }),
  sortOrder: z.number().int().min(0).max(999).default(0),
  active: z.boolean().default(true),
});
export type UsageStatusInput = z.input<typeof usageStatusInput>;

export const usageStatus = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  billMode: z.enum(billModes),
  readingRequired: z.boolean(),
  countsAsCutOff: z.boolean(),
  billAtAverage: z.boolean(),
  colour: z.string(),
  sortOrder: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UsageStatus = z.infer<typeof usageStatus>;

export const usageStatusSortFields = [
  'sortOrder',
  'code',
  'name',
  'billMode',
  'createdAt',
] as const;
export const usageStatusListQuery = listQuery;
