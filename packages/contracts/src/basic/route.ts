import { z } from 'zod';
import { codeSchema, idSchema, listQuery, nameSchema, optionalNote } from '../common.ts';

const optionalId = idSchema.nullish().transform((v) => v ?? null);

export const routeInput = z.object({
  areaId: idSchema,
  code: codeSchema,
  name: nameSchema,
  readerId: optionalId,
  collectorId: optionalId,
  note: optionalNote(500),
  active: z.boolean().default(true),
});
export type RouteInput = z.input<typeof routeInput>;

export const collectionRoute = z.object({
  id: idSchema,
  areaId: idSchema,
  areaName: z.string(),
  code: z.string(),
  name: z.string(),
  readerId: idSchema.nullable(),
  readerName: z.string().nullable(),
  collectorId: idSchema.nullable(),
  collectorName: z.string().nullable(),
  note: z.string().nullable(),
  active: z.boolean(),
  connectionCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CollectionRoute = z.infer<typeof collectionRoute>;

export const routeSortFields = [
  'code',
  'name',
  'areaName',
  'connectionCount',
  'createdAt',
] as const;
export const routeListQuery = listQuery.extend({ areaId: idSchema.optional() });
export type RouteListQuery = z.output<typeof routeListQuery>;
