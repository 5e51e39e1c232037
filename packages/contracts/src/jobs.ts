import { z } from 'zod';
import { fieldErrorSchema } from './envelope.ts';
import type { Permission } from './permissions.ts';

/** The kinds of long work the job runner knows, and who may start and watch each. */
export const jobKindPermission = {
  'water-user-import': 'waterUser.write',
  'billing-run': 'billing.run',
  'billing-preview': 'billing.run',
  'debt-notices': 'debt.write',
  'bank-file': 'bankImport.write',
  'move-in': 'moveIn.write',
  'move-in-undo': 'moveIn.write',
} as const satisfies Record<string, Permission>;
export type JobKind = keyof typeof jobKindPermission;
export const jobKinds = Object.keys(jobKindPermission) as [JobKind, ...JobKind[]];

export const jobStatuses = ['queued', 'running', 'succeeded', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** What a failed job kept: the same shape as an error answer, in its starter's language. */
export const jobError = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type JobError = z.infer<typeof jobError>;

/**
 * A job as screens show it: what it is doing (`phase`, a key under `jobs.phase.*`), how
 * far (`done` of `total`), and when it has ended, its result or its error.
 */
export const jobView = z.object({
  id: z.string(),
  kind: z.enum(jobKinds),
  status: z.enum(jobStatuses),
  phase: z.string().nullable(),
  done: z.number().int(),
  total: z.number().int(),
  attempts: z.number().int(),
  result: z.unknown().nullable(),
  error: jobError.nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type JobView = z.infer<typeof jobView>;

export const jobListQuery = z.object({
  kind: z.enum(jobKinds),
  /** Only the queued or running job (a screen reopening finds its work). */
  active: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type JobListQuery = z.infer<typeof jobListQuery>;
