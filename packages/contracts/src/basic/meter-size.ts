import { line } from '../text.ts';
import { z } from 'zod';
import { codeSchema, idSchema, listQuery } from '../common.ts';

const satang = z.number().int().min(0).max(100_000_000);

export const meterSizeInput = z.object({
  code: codeSchema,
  label: line().min(1).max(40),
  monthlyFee: satang,
  deposit: satang,
  installationFee: satang,
  sortOrder: z.number().int().min(0).max(999).default(0),
  active: z.boolean().default(true),
});
export type MeterSizeInput = z.input<typeof meterSizeInput>;

export const meterSize = z.object({
  id: idSchema,
  code: z.string(),
  label: z.string(),
  monthlyFee: z.number().int(),
  deposit: z.number().int(),
  installationFee: z.number().int(),
  sortOrder: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MeterSize = z.infer<typeof meterSize>;

export const meterSizeSortFields = [
  'sortOrder',
  'code',
  'label',
  'monthlyFee',
  'createdAt',
] as const;
export const meterSizeListQuery = listQuery;
