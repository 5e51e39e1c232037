import { line } from './text.ts';
import { z } from 'zod';
import { positions, roles } from './positions.ts';
import { idSchema, listQuery, passwordSchema, usernameSchema } from './common.ts';

const officerFields = {
  fullName: line().min(2).max(120),
  position: z.enum(positions),
  role: z.enum(roles),
  officeId: idSchema.nullish().transform((v) => v ?? null),
  phone: line()
    .regex(/^[0-9+\- ]{9,15}$/, { message: 'v.phone' })
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
  email: z
    .email({ message: 'v.email' })
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
  active: z.boolean().default(true),
};

export const officerCreate = z.object({
  username: usernameSchema,
  password: passwordSchema,
  ...officerFields,
});
export type OfficerCreate = z.input<typeof officerCreate>;

/** An edit leaves `active` as it is unless it is sent: a client that omits it reactivates nothing. */
export const officerUpdate = z.object({ ...officerFields, active: z.boolean().optional() });
export type OfficerUpdate = z.input<typeof officerUpdate>;

export const officerResetPassword = z.object({ password: passwordSchema });

export const officer = z.object({
  id: idSchema,
  username: z.string(),
  fullName: z.string(),
  position: z.enum(positions),
  role: z.enum(roles),
  officeId: idSchema.nullable(),
  officeName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  active: z.boolean(),
  locked: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Officer = z.infer<typeof officer>;

export const officerSortFields = [
  'username',
  'fullName',
  'position',
  'createdAt',
  'lastLoginAt',
] as const;
export const officerListQuery = listQuery.extend({
  position: z.enum(positions).optional(),
  role: z.enum(roles).optional(),
  officeId: idSchema.optional(),
});
export type OfficerListQuery = z.input<typeof officerListQuery>;
