import { z } from 'zod';
import { codeSchema, idSchema, listQuery, nameSchema, optionalNote } from '../common.ts';

export const areaInput = z.object({
  code: codeSchema,
  name: nameSchema,
  villageNo: z
    .number()
    .int()
    .min(1)
    .max(99)
    .nullish()
    .transform((v) => v ?? null),
  note: optionalNote(500),
  active: z.boolean().default(true),
});
export type AreaInput = z.input<typeof areaInput>;

export const area = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  villageNo: z.number().int().nullable(),
  note: z.string().nullable(),
  active: z.boolean(),
  routeCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Area = z.infer<typeof area>;

export const areaSortFields = ['code', 'name', 'villageNo', 'routeCount', 'createdAt'] as const;
export const areaListQuery = listQuery;
