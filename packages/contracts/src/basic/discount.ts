import { z } from 'zod';
import { codeSchema, idSchema, listQuery, nameSchema, optionalNote } from '../common.ts';

export const discountKinds = ['percent', 'fixed', 'free_m3'] as const;
export type DiscountKind = (typeof discountKinds)[number];
export const discountAppliesTo = ['water_charge', 'water_and_meter_fee', 'bill_total'] as const;

const satangOrNull = z
  .number()
  .int()
  .min(0)
  .max(100_000_000)
  .nullish()
  .transform((v) => v ?? null);

/**
 * `value` is basis points for percent (10 % = 1000), satang for fixed, whole m³ for
 * free_m3; the cap and the ceiling are satang (welfare card: 100 ฿ cap, bill ≤ 315 ฿).
 */
export const discountSchemeInput = z
  .object({
    code: codeSchema,
    name: nameSchema,
    kind: z.enum(discountKinds),
    value: z.number().int().min(0),
    monthlyCap: satangOrNull,
    billCeiling: satangOrNull,
    appliesTo: z.enum(discountAppliesTo),
    note: optionalNote(500),
    active: z.boolean().default(true),
  })
  .refine((d) => d.kind !== 'percent' || (d.value > 0 && d.value <= 10_000), {
    message: 'v.percentRange',
    path: ['value'],
  })
  .refine((d) => d.value > 0, { message: 'v.positive', path: ['value'] });
export type DiscountSchemeInput = z.input<typeof discountSchemeInput>;

export const discountScheme = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  kind: z.enum(discountKinds),
  value: z.number().int(),
  monthlyCap: z.number().int().nullable(),
  billCeiling: z.number().int().nullable(),
  appliesTo: z.enum(discountAppliesTo),
  note: z.string().nullable(),
  active: z.boolean(),
  entitledCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DiscountScheme = z.infer<typeof discountScheme>;

export const discountSchemeSortFields = ['code', 'name', 'kind', 'value', 'createdAt'] as const;
export const discountSchemeListQuery = listQuery.extend({ kind: z.enum(discountKinds).optional() });
export type DiscountSchemeListQuery = z.output<typeof discountSchemeListQuery>;
