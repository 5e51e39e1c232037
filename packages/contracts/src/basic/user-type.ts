import { z } from 'zod';
import { validateTariff } from '@prapa/domain';
import { codeSchema, idSchema, isoDate, listQuery, nameSchema, optionalNote } from '../common.ts';

export const tariffMethods = ['flat', 'progressive', 'step'] as const;

export const tariffBlock = z.object({
  /** Inclusive upper bound in m³; null on the last, open block. */
  upTo: z.number().int().min(1).nullable(),
  /** Satang per m³ (8.50 ฿ = 850). */
  rate: z.number().int().min(0).max(1_000_000),
});

// The block rules live in packages/domain (the code that prices bills); the form and
// the server both check them through this refinement.
export const tariffInput = z
  .object({
    effectiveFrom: isoDate,
    method: z.enum(tariffMethods),
    blocks: z.array(tariffBlock).min(1).max(30),
    minimumCharge: z.number().int().min(0).max(100_000_000),
    note: optionalNote(500),
  })
  .superRefine((t, ctx) => {
    for (const error of validateTariff(t)) {
      ctx.addIssue({ code: 'custom', message: `v.${error}`, path: ['blocks'] });
    }
  });
export type TariffInput = z.input<typeof tariffInput>;

export const tariffVersion = z.object({
  id: idSchema,
  userTypeId: idSchema,
  effectiveFrom: z.string(),
  method: z.enum(tariffMethods),
  blocks: z.array(tariffBlock),
  minimumCharge: z.number().int(),
  note: z.string().nullable(),
  /** In force today, or the one that will be. */
  status: z.enum(['past', 'current', 'future']),
  createdAt: z.string(),
});
export type TariffVersion = z.infer<typeof tariffVersion>;

export const userTypeInput = z.object({
  code: codeSchema,
  name: nameSchema,
  note: optionalNote(500),
  active: z.boolean().default(true),
});
export type UserTypeInput = z.input<typeof userTypeInput>;

/** Creating a user type names its first tariff too: a type without a price bills nothing. */
export const userTypeCreate = userTypeInput.extend({ tariff: tariffInput });

export const userType = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  note: z.string().nullable(),
  active: z.boolean(),
  currentTariff: tariffVersion.nullable(),
  versionCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserType = z.infer<typeof userType>;

export const userTypeSortFields = ['code', 'name', 'createdAt'] as const;
export const userTypeListQuery = listQuery;

export const tariffParams = z.object({ id: idSchema, tariffId: idSchema });

/** `date` defaults to today in Asia/Bangkok: which version is in force on it. */
export const tariffPreviewQuery = z.object({
  usage: z.coerce.number().int().min(0).max(100_000),
  date: isoDate.optional(),
});

const tariffLine = z.object({
  kind: z.enum(['block', 'minimum_top_up']),
  from: z.number().int(),
  to: z.number().int(),
  volume: z.number().int(),
  rate: z.number().int(),
  amount: z.number().int(),
});

/** The charge for a usage, computed by packages/domain exactly as a bill will be. */
export const tariffPreview = z.object({
  date: z.string(),
  usage: z.number().int(),
  tariff: tariffVersion,
  lines: z.array(tariffLine),
  waterCharge: z.number().int(),
  topUp: z.number().int(),
  total: z.number().int(),
});
export type TariffPreview = z.infer<typeof tariffPreview>;
