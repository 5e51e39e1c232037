import type { BillingPreview } from '@prapa/contracts';
import type { Tx } from '../../db/tenant.ts';
import type { JobContext, JobHandler } from '../../jobs/job-types.ts';
import { auditBy } from '../../lib/audit.ts';
import { findRound, updateRound } from '../rounds/rounds.repo.ts';
import { roundBillCount, totalsBy, totalsOf, type RoundTotals } from './billing-summary.repo.ts';
import { expectedConnections, routesInWalkOrder } from './billing-candidates.repo.ts';
import {
  billableRound,
  ensurePaymentRound,
  paymentRoundProposed,
  prepareHead,
  priceBatch,
  type Prepared,
  type PreparedHead,
} from './billing-steps.ts';
import { sortConnections } from './classify.ts';
import { issueBills } from './issue-bills.repo.ts';
import { settleBillingTables } from './billing-settle.ts';

export type BillingJobInput = {
  roundId: string;
  officerId: string;
  homeOrgId: string;
  ip: string | null;
  /** The round's readings when queued: the job runner starts smaller runs first. */
  size?: number;
};

/**
 * How many connections a batch bills: one short transaction each (about 0.3 s on
 * PGlite for 500), so other requests are answered between batches.
 */
export const BILLING_BATCH = 500;

/**
 * A round of at most this many readings is read in one transaction and summed up in its
 * last (a few hundredths of a second each at this size): at month-end the many small
 * organisations' runs queue behind each other, and each transaction a run saves is a
 * commit for all of them (issue 29: 389 runs of about a second, four at a time).
 */
export const SMALL_RUN = 10 * BILLING_BATCH;

const summaryOf = async (
  tx: Tx,
  job: JobContext['job'],
  input: BillingJobInput,
  head: PreparedHead,
  mine: RoundTotals,
  billsAnalysed: boolean,
): Promise<BillingPreview> => {
  // The round again, locked (the summary may mark it billed), with the pricing context and
  // payment round the run began with (`head`): the bills were priced with these, and reading
  // them again was eight statements more of each of month-end's 500 runs.
  const round = await billableRound(tx, job.orgId, input.roundId, true);
  // What is left unbilled (skipped, or billed by nobody yet) decides the summary and whether
  // the round is billed: the billed connections need not be read again.
  const unbilled = await expectedConnections(tx, job.orgId, round.id, {
    unbilledOnly: true,
    billsAnalysed,
  });
  const sorted = sortConnections(head.context, unbilled);
  const all = await roundBillCount(tx, job.orgId, round.id);
  const skippedCount: Record<string, number> = {};
  for (const s of sorted.skipped) skippedCount[s.reason] = (skippedCount[s.reason] ?? 0) + 1;
  skippedCount.noBillByStatus = sorted.noBillByStatus;
  // Every connection the round expects has its bill: the round is billed.
  if (sorted.toBill.length === 0 && sorted.skipped.length === 0) {
    if (round.status !== 'billed') await updateRound(tx, job.orgId, round.id, { status: 'billed' });
  }
  const summary: BillingPreview = {
    roundId: round.id,
    yearBe: round.yearBe,
    month: round.month,
    billDate: round.billDate,
    dueDate: head.dueDate,
    paymentRoundProposed: paymentRoundProposed(head),
    bills: mine.bills,
    total: mine.total,
    usage: mine.usage,
    alreadyBilled: all - mine.bills,
    byUserType: mine.byUserType,
    byArea: mine.byArea,
    skipped: sorted.skipped,
    skippedCount,
    // The preview warns of fees not set before the run; the summary has nothing to add.
    noMeterFee: 0,
  };
  await auditBy(
    tx,
    { actor: { officerId: input.officerId, homeOrgId: input.homeOrgId }, ip: input.ip },
    job.orgId,
    {
      action: 'billing.run',
      entity: 'service_round',
      entityId: round.id,
      after: { jobId: job.id, bills: mine.bills, total: mine.total, skipped: skippedCount },
    },
  );
  return summary;
};

/**
 * Bills a round: prices every connection the round expects that has no bill yet, in walk
 * order, BILLING_BATCH a transaction, each batch taking its numbers with its bills. Run
 * again after a crash or a kill -9, it finds the bills that committed and bills only the
 * rest; the job's key (the round) lets one run of a round go at a time, and each batch
 * holds the round's row lock, so a re-bill of one connection never doubles a bill.
 */
export const billingJob = (): JobHandler => ({
  // Its bills are committed batch by batch; its reading of the round is done again.
  resumes: ['bill'],
  run: async (ctx) => {
    const input = ctx.job.input as BillingJobInput;
    const orgId = ctx.job.orgId;
    const small = input.size !== undefined && input.size <= SMALL_RUN;
    const { head, expected } = await ctx.batch(
      async (tx) => {
        const h = await prepareHead(tx, orgId, input.roundId);
        const paymentRound = await ensurePaymentRound(
          tx,
          orgId,
          input.roundId,
          h.context.round.billDate,
        );
        return {
          // The payment round as the run made or found it: its summary reports it.
          head: { ...h, paymentRound, dueDate: paymentRound?.dueDate ?? h.dueDate },
          expected: small ? await expectedConnections(tx, orgId, input.roundId) : [],
        };
      },
      { phase: 'prepare', done: 0, total: 0 },
    );
    // A larger round's connections one route a transaction: all 100,000 in one statement
    // held PGlite's single connection for 4.6 s (issue 13's rule: about a second at most).
    const routes = small ? [] : await ctx.batch((tx) => routesInWalkOrder(tx, orgId));
    for (const [i, route] of routes.entries()) {
      const rows = await ctx.batch(
        (tx) => expectedConnections(tx, orgId, input.roundId, { route }),
        { phase: 'prepare', done: i + 1, total: routes.length },
      );
      for (const row of rows) expected.push(row);
    }
    const prepared: Prepared = { ...head, sorted: sortConnections(head.context, expected) };
    const ids = prepared.sorted.toBill.map((c) => c.id);
    const paymentDue = prepared.dueDate;
    for (let i = 0; i < ids.length; i += BILLING_BATCH) {
      const batch = ids.slice(i, i + BILLING_BATCH);
      await ctx.batch(
        async (tx) => {
          const locked = await lockRound(tx, orgId, input.roundId);
          const priced = await priceBatch(tx, orgId, { ...prepared.context, round: locked }, batch);
          await issueBills(tx, orgId, priced, {
            kind: 'water',
            roundId: input.roundId,
            billDate: locked.billDate,
            dueDate: paymentDue,
            jobId: ctx.job.id,
            createdBy: input.officerId,
          });
        },
        { phase: 'bill', done: Math.min(i + BILLING_BATCH, ids.length), total: ids.length },
      );
      if (i === 0 && ids.length > BILLING_BATCH) {
        await settleBillingTables(ctx, orgId, ids.length - BILLING_BATCH);
      }
    }
    const billsAnalysed = await settleBillingTables(ctx, orgId);
    if (small) {
      await ctx.finish(async (tx) => {
        const byUserType = await totalsBy(tx, orgId, input.roundId, ctx.job.id, 'userType');
        const byArea = await totalsBy(tx, orgId, input.roundId, ctx.job.id, 'area');
        return summaryOf(tx, ctx.job, input, head, totalsOf(byUserType, byArea), billsAnalysed);
      });
      return;
    }
    // A larger run's totals, a grouping a transaction (each about a second on PGlite for
    // 100,000 bills), read before the short one that finishes the job.
    const byUserType = await ctx.batch((tx) =>
      totalsBy(tx, orgId, input.roundId, ctx.job.id, 'userType'),
    );
    const byArea = await ctx.batch((tx) => totalsBy(tx, orgId, input.roundId, ctx.job.id, 'area'));
    const mine = totalsOf(byUserType, byArea);
    await ctx.finish((tx) => summaryOf(tx, ctx.job, input, head, mine, billsAnalysed));
  },
});

/** The round row, locked for the batch: a re-bill or a status change waits for it. */
const lockRound = async (tx: Tx, orgId: string, roundId: string) => {
  const round = await findRound(tx, orgId, roundId, true);
  if (!round) throw new Error('round vanished during billing');
  return round;
};
