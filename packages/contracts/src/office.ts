import { z } from 'zod';
import {
  codeSchema,
  idSchema,
  listQuery,
  nameSchema,
  optionalNote,
  optionalText,
} from './common.ts';

export const officeInput = z.object({
  code: codeSchema,
  name: nameSchema,
  address: optionalNote(500),
  phone: optionalText(30),
  active: z.boolean().default(true),
});
export type OfficeInput = z.input<typeof officeInput>;

/** An edit leaves `active` as it is unless it is sent: a client that omits it reactivates nothing. */
export const officeUpdate = officeInput.extend({ active: z.boolean().optional() });

export const office = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  active: z.boolean(),
  officerCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Office = z.infer<typeof office>;

export const officeSortFields = ['code', 'name', 'createdAt'] as const;
export const officeListQuery = listQuery;
