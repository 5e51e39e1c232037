import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BillingPreview, BillingTotals, JobView } from '@prapa/contracts';
import { inActorOrg } from '../../lib/actor-tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import { latestJobOfKey } from '../../jobs/jobs.repo.ts';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';
import { enqueueJob, jobStarter, jobViewOf } from '../jobs/jobs.service.ts';
import { findRound } from '../rounds/rounds.repo.ts';
import type { BillingJobInput } from './billing-job.ts';
import { BILLABLE_ROUND_STATUSES, prepareRun, priceBatch, notBillable } from './billing-steps.ts';

/** One billing run of a round at a time (the job's key). */
export const billingKey = (roundId: string) => `billing:${roundId}`;

// The preview prices what the run will bill, this many to a short transaction.
const PREVIEW_CHUNK = 2_000;

const add = (
  map: Map<string, BillingTotals>,
  key: string,
  label: string,
  usage: number,
  total: number,
) => {
  const t = map.get(key) ?? { key, label, bills: 0, usage: 0, total: 0 };
  t.bills += 1;
  t.usage += usage;
  t.total += total;
  map.set(key, t);
};

const byLabel = (map: Map<string, BillingTotals>) =>
  [...map.values()].sort((a, b) => a.label.localeCompare(b.label, 'th'));

/**
 * What "bill this round" would do, priced by the same code the run uses and writing
 * nothing: how many bills and their total, by user type and area, and who is left out.
 */
export const previewBilling = async (
  app: FastifyInstance,
  request: FastifyRequest,
  roundId: string,
): Promise<BillingPreview> => {
  const prepared = await inActorOrg(app, request, ({ tx, orgId }) =>
    prepareRun(tx, orgId, roundId),
  );
  const { context, sorted } = prepared;
  const ids = sorted.toBill.map((c) => c.id);
  const byType = new Map<string, BillingTotals>();
  const byArea = new Map<string, BillingTotals>();
  let total = 0;
  let usage = 0;
  let noMeterFee = 0;
  for (let i = 0; i < ids.length; i += PREVIEW_CHUNK) {
    const priced = await inActorOrg(app, request, ({ tx, orgId }) =>
      priceBatch(tx, orgId, context, ids.slice(i, i + PREVIEW_CHUNK)),
    );
    for (const p of priced) {
      total += p.total;
      usage += p.usage ?? 0;
      if (p.result.subtotals.meterFee === 0) noMeterFee += 1;
      add(
        byType,
        p.userTypeId,
        context.userTypeName.get(p.userTypeId) ?? '',
        p.usage ?? 0,
        p.total,
      );
      add(byArea, p.areaId, context.areaName.get(p.areaId) ?? '', p.usage ?? 0, p.total);
    }
  }
  const skippedCount: Record<string, number> = { noBillByStatus: sorted.noBillByStatus };
  for (const s of sorted.skipped) skippedCount[s.reason] = (skippedCount[s.reason] ?? 0) + 1;
  const { round } = context;
  return {
    roundId: round.id,
    yearBe: round.yearBe,
    month: round.month,
    billDate: round.billDate,
    dueDate: prepared.dueDate,
    paymentRoundProposed: prepared.paymentRound === null,
    bills: ids.length,
    total,
    usage,
    alreadyBilled: sorted.alreadyBilled,
    byUserType: byLabel(byType),
    byArea: byLabel(byArea),
    skipped: sorted.skipped,
    skippedCount,
    noMeterFee,
  };
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
    const input: BillingJobInput = {
      roundId,
      ...jobStarter(ctx, request),
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
