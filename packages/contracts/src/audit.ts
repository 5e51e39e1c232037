import { z } from 'zod';
import { idSchema } from './common.ts';

export const auditEntry = z.object({
  id: idSchema,
  at: z.string(),
  officerId: idSchema.nullable(),
  officerName: z.string().nullable(),
  /** The officer's own organisation when an IT officer of another organisation acted. */
  actorOrgId: idSchema.nullable(),
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
