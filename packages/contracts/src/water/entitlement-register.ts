import { z } from 'zod';
import { idSchema, listQuery } from '../common.ts';

/**
 * Where an entitlement stands on a given day (today in Bangkok): valid on it, ended
 * before it, or starting after it. The edges count as valid (valid_from ≤ day ≤ valid_to).
 */
export const entitlementStates = ['current', 'expired', 'future'] as const;
export type EntitlementState = (typeof entitlementStates)[number];

export const entitlementStateFilters = [...entitlementStates, 'all'] as const;
export type EntitlementStateFilter = (typeof entitlementStateFilters)[number];

export const entitlementRegisterSortFields = [
  'customerNo',
  'name',
  'area',
  'scheme',
  'evidence',
  'validFrom',
  'validTo',
] as const;

/**
 * /basic/discount, tab "people entitled": every entitlement recorded on the
 * organisation's water users. `q` matches the customer number, the name or the
 * evidence; `waterUserId` keeps one person's; `state` defaults to the entitlements valid
 * today. No `active` here: an entitlement is current, expired or future, never switched off.
 */
export const entitlementRegisterQuery = listQuery.omit({ active: true }).extend({
  schemeId: idSchema.optional(),
  waterUserId: idSchema.optional(),
  areaId: idSchema.optional(),
  state: z.enum(entitlementStateFilters).default('current'),
});
export type EntitlementRegisterQuery = z.input<typeof entitlementRegisterQuery>;

export const entitlementRegisterItem = z.object({
  id: idSchema,
  waterUserId: idSchema,
  customerNo: z.string(),
  fullName: z.string(),
  areaId: idSchema,
  areaName: z.string(),
  schemeId: idSchema,
  schemeName: z.string(),
  evidence: z.string(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  state: z.enum(entitlementStates),
});
export type EntitlementRegisterItem = z.infer<typeof entitlementRegisterItem>;

/**
 * The people entitled now, per scheme: distinct water users (two overlapping records of
 * one person count once). Every active scheme is listed, and an inactive one while
 * somebody still holds it; `people` across all schemes counts each person once.
 */
export const entitlementSchemeCount = z.object({
  schemeId: idSchema,
  schemeCode: z.string(),
  schemeName: z.string(),
  active: z.boolean(),
  people: z.number().int(),
});
export const entitlementSummary = z.object({
  /** The Bangkok date the counts are for. */
  today: z.string(),
  people: z.number().int(),
  /** Every record, whatever its dates: none at all and the tab explains where they come from. */
  recorded: z.number().int(),
  schemes: z.array(entitlementSchemeCount),
});
export type EntitlementSchemeCount = z.infer<typeof entitlementSchemeCount>;
export type EntitlementSummary = z.infer<typeof entitlementSummary>;
