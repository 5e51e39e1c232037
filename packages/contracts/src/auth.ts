import { line, multiline } from './text.ts';
import { z } from 'zod';
import { positions, roles } from './positions.ts';
import { emailSchema, idSchema, listQuery, passwordSchema, usernameSchema } from './common.ts';

/** spec §3/§7: the login payload is exactly these three. */
export const loginBody = z.object({
  username: line().min(1, { message: 'v.required' }).max(50),
  password: z.string().min(1, { message: 'v.required' }).max(128),
  org_id: z.string().min(1, { message: 'v.required' }),
});
export type LoginBody = z.infer<typeof loginBody>;

/** The user the front end keeps in sessionStorage under `userInfo` (spec §3). */
export const sessionUser = z.object({
  id: idSchema,
  username: z.string(),
  userFullname: z.string(),
  positionname: z.string(),
  position: z.enum(positions),
  role: z.enum(roles),
  org_id: idSchema,
  orgCode: z.string(),
  orgName: z.string(),
  officeId: idSchema.nullable(),
  officeName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  language: z.string(),
  layout: z.enum(['vertical', 'horizontal']),
  idleLockMinutes: z.number().int(),
  /** Set when an IT officer administers an organisation other than their own. */
  actingOrgId: idSchema.nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const tokenSet = z.object({
  access: z.object({ token: z.string(), expires: z.string() }),
});

export const loginData = z.object({ tokens: tokenSet, user: sessionUser });
export type LoginData = z.infer<typeof loginData>;

export const refreshBody = z.object({ accessToken: z.string().optional() }).optional();

export const registerBody = z.object({
  org_id: idSchema,
  displayName: line().min(2).max(120),
  email: emailSchema,
  username: usernameSchema,
  password: passwordSchema,
  phone: line().max(20).optional(),
  note: multiline().max(500).optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const forgotPasswordBody = z.object({
  org_id: idSchema,
  username: line().min(1).max(120),
});
export const resetPasswordBody = z.object({
  token: z.string().min(20).max(200),
  password: passwordSchema,
});
export const changePasswordBody = z.object({
  currentPassword: z.string().min(1),
  newPassword: passwordSchema,
});
export const unlockBody = z.object({ password: z.string().min(1) });

export const profileUpdateBody = z.object({
  language: z.enum(['th', 'en', 'fr', 'de', 'pt']).optional(),
  layout: z.enum(['vertical', 'horizontal']).optional(),
  email: emailSchema.nullish(),
  phone: line().max(20).nullish(),
});

export const switchOrgBody = z.object({ org_id: idSchema.nullable() });

export const setupBody = z.object({
  org: z.object({
    code: line()
      .min(2)
      .max(20)
      .regex(/^[A-Z0-9_-]+$/, { message: 'v.orgCode' }),
    nameTh: line().min(2).max(200),
    nameEn: line().max(200).optional(),
  }),
  officer: z.object({
    username: usernameSchema,
    password: passwordSchema,
    fullName: line().min(2).max(120),
  }),
});

export const accessRequestStatus = ['pending', 'approved', 'rejected'] as const;
export const accessRequest = z.object({
  id: idSchema,
  displayName: z.string(),
  email: z.string(),
  username: z.string(),
  phone: z.string().nullable(),
  note: z.string().nullable(),
  status: z.enum(accessRequestStatus),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The deciding officer's id, and name when they belong to this organisation. */
  decidedBy: z.string().nullable(),
  decidedByName: z.string().nullable(),
  officerId: idSchema.nullable(),
  /** Why it was rejected. */
  reason: z.string().nullable(),
});
export type AccessRequest = z.infer<typeof accessRequest>;
export const accessRequestSortFields = ['createdAt', 'username', 'displayName'] as const;
export const accessRequestListQuery = listQuery.extend({
  status: z.enum(accessRequestStatus).optional(),
});
export const approveAccessBody = z.object({
  position: z.enum(positions),
  role: z.enum(roles),
  officeId: idSchema.nullish(),
});
export const rejectAccessBody = z.object({ reason: multiline().min(1).max(500) });

export const passwordResetStatus = ['pending', 'issued', 'used', 'expired'] as const;
export const passwordResetRequest = z.object({
  id: idSchema,
  officerId: idSchema,
  username: z.string(),
  fullName: z.string(),
  createdAt: z.string(),
  status: z.enum(passwordResetStatus),
  issuedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequest>;
export const passwordResetSortFields = ['createdAt', 'username', 'fullName'] as const;
export const passwordResetListQuery = listQuery.extend({
  status: z.enum(passwordResetStatus).optional(),
});
export const issuedResetLink = z.object({
  token: z.string(),
  url: z.string(),
  expiresAt: z.string(),
});
