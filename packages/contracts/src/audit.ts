import { z } from 'zod';
import { idSchema } from './common.ts';

/**
 * Who acted, as the organisation is shown it: one of its officers (named); a system
 * administrator (IT) of another organisation, the platform's, acting on this one (never
 * named nor identified by that organisation's ids); or no one signed in (a sign-in
 * attempt, a scheduled job).
 */
export const auditActors = ['officer', 'it', 'system'] as const;
export type AuditActor = (typeof auditActors)[number];

export const auditEntry = z.object({
  id: idSchema,
  at: z.string(),
  /** This organisation's officer who acted; null when `actor` is not `officer`. */
  officerId: idSchema.nullable(),
  officerName: z.string().nullable(),
  actor: z.enum(auditActors),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditQuery = z.object({
  entity: z.string().optional(),
  entityId: z.string().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.input<typeof auditQuery>;

/** The audit log's hash chain checked end to end (issue 23). */
export const auditChainBreak = z.object({
  seq: z.number().int(),
  id: idSchema.nullable(),
  at: z.string().nullable(),
  /** gap: a row is missing; hash: a row differs from what was written; missing: the last rows are gone. */
  problem: z.enum(['gap', 'hash', 'missing']),
});
export type AuditChainBreak = z.infer<typeof auditChainBreak>;

export const auditChainReport = z.object({
  rows: z.number().int(),
  intact: z.boolean(),
  firstBreak: auditChainBreak.nullable(),
  breaks: z.number().int(),
  checkedAt: z.string(),
  lastHash: z.string().nullable(),
});
export type AuditChainReport = z.infer<typeof auditChainReport>;
