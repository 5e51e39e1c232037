import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, jobKindPermission, type JobKind, type JobView } from '@prapa/contracts';
import type { JobRow } from '../../jobs/job-types.ts';
import {
  activeJobOfKey,
  findJob,
  insertJob,
  jobByIdempotencyKey,
  listJobs,
  saveJobFile,
} from '../../jobs/jobs.repo.ts';
import { inActorOrg, type TenantCtx } from '../../lib/actor-tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/types.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const jobViewOf = (row: JobRow): JobView => ({
  id: row.id,
  kind: row.kind as JobKind,
  status: row.status,
  phase: row.phase,
  done: row.done,
  total: row.total,
  attempts: row.attempts,
  result: row.result ?? null,
  error: (row.error as JobView['error']) ?? null,
  createdAt: row.createdAt.toISOString(),
  startedAt: iso(row.startedAt),
  finishedAt: iso(row.finishedAt),
});

/** A job is seen by whoever may start its kind; to anyone else it does not exist. */
const mayWatch = (actor: Actor, kind: string) =>
  kind in jobKindPermission && can(actor, jobKindPermission[kind as JobKind]);

export const getJob = (app: FastifyInstance, request: FastifyRequest, id: string) =>
  inActorOrg(app, request, async ({ tx, orgId, actor }) => {
    const row = await findJob(tx, orgId, id);
    if (!row || !mayWatch(actor, row.kind)) throw notFound();
    return jobViewOf(row);
  });

export const listJobsOf = (
  app: FastifyInstance,
  request: FastifyRequest,
  kind: JobKind,
  activeOnly: boolean,
) =>
  inActorOrg(app, request, async ({ tx, orgId, actor }) => {
    if (!mayWatch(actor, kind)) return [];
    return (await listJobs(tx, orgId, kind, activeOnly)).map(jobViewOf);
  });

export type Enqueue = {
  kind: JobKind;
  /** One queued or running job per organisation and key. */
  key: string;
  input: Record<string, unknown>;
  idempotencyKey: string | null;
  file?: Buffer;
  /** A retry of the same work (the running job is this one): answer it instead of refusing. */
  sameWork: (running: JobRow) => boolean;
};

/**
 * Queues long work in the caller's transaction. An Idempotency-Key seen before answers
 * its job (409 if it named other work); a job of the same key already under way answers
 * that job when it is the same work, else 409: one run per key at a time.
 */
export const enqueueJob = async ({ tx, orgId, actor }: TenantCtx, job: Enqueue) => {
  const earlierOfKey = async () => {
    if (!job.idempotencyKey) return null;
    const earlier = await jobByIdempotencyKey(tx, orgId, job.kind, job.idempotencyKey);
    if (earlier && !job.sameWork(earlier)) {
      throw new AppError('CONFLICT', {
        errors: [{ path: 'Idempotency-Key', message: 'validation:jobKeyReused' }],
      });
    }
    return earlier;
  };
  const earlier = await earlierOfKey();
  if (earlier) return { row: earlier, created: false };
  const row = await insertJob(tx, orgId, {
    kind: job.kind,
    key: job.key,
    input: job.input,
    idempotencyKey: job.idempotencyKey,
    createdBy: actor.officerId,
  });
  if (!row) {
    // The same key sent twice at once: this insert waited at the unique index until the
    // first request committed its job, which a new statement now sees, running or not.
    const first = await earlierOfKey();
    if (first) return { row: first, created: false };
    const running = await activeJobOfKey(tx, orgId, job.key);
    if (running && job.sameWork(running)) return { row: running, created: false };
    throw new AppError('CONFLICT', { vars: { context: 'jobRunning' } });
  }
  if (job.file) await saveJobFile(tx, orgId, row.id, job.file);
  return { row, created: true };
};

/** Who starts a job, as its audit row will name them (kept in the job's input). */
export const jobStarter = (ctx: TenantCtx, request: FastifyRequest) => ({
  officerId: ctx.actor.officerId,
  homeOrgId: ctx.actor.homeOrgId,
  ip: request.ip ?? null,
});
