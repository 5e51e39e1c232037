import { and, asc, eq, sql } from 'drizzle-orm';
import { serviceRounds, tariffs } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { updateRound } from '../rounds/rounds.repo.ts';
import { ensurePaymentRound, prepareRun, priceBatch } from './billing-steps.ts';
import { issueBills } from './issue-bills.repo.ts';

export type DemoRound = typeof serviceRounds.$inferSelect & { dueDate: string | null };

/**
 * The demo's past months billed one after the other (issues 9 and 12), oldest first, each
 * by the run's own steps, with `afterEach` (the payments of that month) before the next is
 * priced, so arrears, credit and late fees come out as they would have. The tariffs are
 * dated back to the first month: a new organisation's start on 1 October 2026, which
 * would leave the year before it unpriced. Each round is left billed.
 */
export const billDemoRounds = async (
  tx: Tx,
  orgId: string,
  officerId: string | null,
  afterEach: (round: DemoRound, index: number, count: number) => Promise<void>,
) => {
  const past = await tx
    .select()
    .from(serviceRounds)
    .where(and(eq(serviceRounds.orgId, orgId), eq(serviceRounds.status, 'closed')))
    .orderBy(asc(serviceRounds.yearBe), asc(serviceRounds.month));
  const first = past[0];
  if (!first) return;
  await tx
    .update(tariffs)
    .set({ effectiveFrom: first.periodFrom })
    .where(and(eq(tariffs.orgId, orgId), sql`${tariffs.effectiveFrom} > ${first.periodFrom}`));
  for (const [index, round] of past.entries()) {
    await updateRound(tx, orgId, round.id, { status: 'reading', closedAt: null });
    const prepared = await prepareRun(tx, orgId, round.id);
    const payment = await ensurePaymentRound(tx, orgId, round.id, round.billDate);
    const priced = await priceBatch(
      tx,
      orgId,
      prepared.context,
      prepared.sorted.toBill.map((c) => c.id),
    );
    await issueBills(tx, orgId, priced, {
      kind: 'water',
      roundId: round.id,
      billDate: round.billDate,
      dueDate: payment?.dueDate ?? null,
      jobId: null,
      createdBy: officerId,
    });
    await updateRound(tx, orgId, round.id, { status: priced.length > 0 ? 'billed' : 'closed' });
    await afterEach({ ...round, dueDate: payment?.dueDate ?? null }, index, past.length);
  }
};
