import { line, multiline } from './text.ts';
import { z } from 'zod';

export const idSchema = z.uuid();
export const idParams = z.object({ id: idSchema });

/** Query booleans arrive as strings. */
export const queryBool = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** `sort` is `field` or `-field` (descending). */
export const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
  q: line().max(200).optional(),
  sort: z
    .string()
    .regex(/^-?[a-zA-Z_]+$/)
    .optional(),
  active: queryBool.optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

export const codeSchema = line()
  .min(1)
  .max(20)
  .regex(/^[A-Za-z0-9ก-๙._-]+$/, { message: 'v.code' });

export const nameSchema = line().min(1).max(200);
const optional = (text: z.ZodString) => text.nullish().transform((v) => (v ? v : null));

/** An optional one-line text: blank (after the text rule) is stored as null. */
export const optionalText = (max = 500) => optional(line().max(max));

/** An optional multi-line note or address: line breaks kept, blank stored as null. */
export const optionalNote = (max = 500) => optional(multiline().max(max));

export const isoDate = z.iso.date();
export const isoDateTime = z.string();

export const passwordSchema = z
  .string()
  .min(8, { message: 'v.passwordLength' })
  .max(128)
  .refine((v) => /[A-Za-z]/.test(v) && /[0-9]/.test(v), { message: 'v.passwordMix' });

export const usernameSchema = line()
  .min(3)
  .max(50)
  .regex(/^[A-Za-z0-9._-]+$/, { message: 'v.username' });

export const emailSchema = z.email({ message: 'v.email' });
export const phoneSchema = line().regex(/^[0-9+\- ]{9,15}$/, { message: 'v.phone' });
export const taxIdSchema = z.string().regex(/^[0-9]{13}$/, { message: 'v.taxId' });

/** A map point's coordinate, optional (blank is null), within the globe's range. */
export const optionalLatitude = z
  .number()
  .min(-90)
  .max(90)
  .nullish()
  .transform((v) => v ?? null);
export const optionalLongitude = z
  .number()
  .min(-180)
  .max(180)
  .nullish()
  .transform((v) => v ?? null);
