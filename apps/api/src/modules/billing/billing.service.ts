import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertBillable } from '../move-in/move-in-open.ts';
import type { BillingPreview, JobView } from '@prapa/contracts';
import { inActorOrg } from '../../lib/actor-tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import { latestJobOfKey } from '../../jobs/jobs.repo.ts';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';
import { enqueueJob, jobStarter, jobViewOf } from '../jobs/jobs.service.ts';
import { findRound } from '../rounds/rounds.repo.ts';
import type { BillingJobInput } from './billing-job.ts';
import { roundReadingCount } from './billing-candidates.repo.ts';
import { BILLABLE_ROUND_STATUSES, notBillable, prepareRun, priceBatch } from './billing-steps.ts';
import type { BillingPreviewInput } from './billing-preview-job.ts';
import { PREVIEW_CHUNK, previewTally } from './billing-preview.ts';

/** One billing run of a round at a time (the job's key). */
export const billingKey = (roundId: string) => `billing:${roundId}`;

/**
 * What "bill this round" would do, priced by the same code the run uses and writing
 * nothing: how many bills and their total, by user type and area, and who is left out.
 * Answered in the request: a round of 100,000 takes about 15 s on PGlite, so the billing
 * screen starts it as a job instead (startPreview) and shows its progress.
 */
export const previewBilling = async (
  app: FastifyInstance,
  request: FastifyRequest,
  roundId: string,
): Promise<BillingPreview> => {
  const prepared = await inActorOrg(app, request, ({ tx, orgId }) =>
    prepareRun(tx, orgId, roundId),
  );
  const tally = previewTally(prepared);
  const ids = prepared.sorted.toBill.map((c) => c.id);
  for (let i = 0; i < ids.length; i += PREVIEW_CHUNK) {
    tally.add(
      await inActorOrg(app, request, ({ tx, orgId }) =>
        priceBatch(tx, orgId, prepared.context, ids.slice(i, i + PREVIEW_CHUNK)),
      ),
    );
  }
  return tally.result();
};

/** One preview of a round at a time (the job's key): opened twice, the same job answers. */
export const billingPreviewKey = (roundId: string) => `billing-preview:${roundId}`;

/** Starts the preview as a job: its progress shows, its result is the preview. */
export const startPreview = async (
  app: FastifyInstance,
  request: FastifyRequest,
  roundId: string,
): Promise<JobView> => {
  const { row, created } = await inActorOrg(app, request, async (ctx) => {
    const round = await findRound(ctx.tx, ctx.orgId, roundId);
    if (!round) throw notFound();
    if (!BILLABLE_ROUND_STATUSES.includes(round.status)) throw notBillable(round.status);
    const input: BillingPreviewInput = { roundId };
    return enqueueJob(ctx, {
      kind: 'billing-preview',
      key: billingPreviewKey(roundId),
      input,
      idempotencyKey: null,
      sameWork: (job) => (job.input as Partial<BillingPreviewInput>).roundId === roundId,
    });
  });
  if (created) app.jobs.kick();
  return jobViewOf(row);
};

/**
 * Starts the run (a job): answered at once with the job, followed on its own. Pressed
 * twice, retried, or started from another screen while it runs: the same job answers.
 */
export const startBilling = async (
  app: FastifyInstance,
  request: FastifyRequest,
  roundId: string,
): Promise<JobView> => {
  const idempotencyKey = idempotencyKeyOf(request);
  const { row, created } = await inActorOrg(app, request, async (ctx) => {
    const round = await findRound(ctx.tx, ctx.orgId, roundId);
    if (!round) throw notFound();
    if (!BILLABLE_ROUND_STATUSES.includes(round.status)) throw notBillable(round.status);
    await assertBillable(ctx.tx, ctx.orgId, round);
    const input: BillingJobInput = {
      roundId,
      ...jobStarter(ctx, request),
      size: await roundReadingCount(ctx.tx, ctx.orgId, roundId),
    };
    return enqueueJob(ctx, {
      kind: 'billing-run',
      key: billingKey(roundId),
      input,
      idempotencyKey,
      sameWork: (job) => (job.input as Partial<BillingJobInput>).roundId === roundId,
    });
  });
  if (created) app.jobs.kick();
  return jobViewOf(row);
};

/** The round's latest billing run: a screen reloaded mid-run finds its progress. */
export const lastBillingRun = (app: FastifyInstance, request: FastifyRequest, roundId: string) =>
  inActorOrg(app, request, async ({ tx, orgId }) => {
    if (!(await findRound(tx, orgId, roundId))) throw notFound();
    const row = await latestJobOfKey(tx, orgId, billingKey(roundId));
    return row ? jobViewOf(row) : null;
  });
