import { and, desc, eq, isNull } from 'drizzle-orm';
import { organisations, serviceRounds } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { updateRound } from '../rounds/rounds.repo.ts';
import { ensurePaymentRound, prepareRun, priceBatch } from './billing-steps.ts';
import { issueBills } from './issue-bills.repo.ts';

// A demo biller id (a made-up tax id and suffix): the demo's bills then carry a Thai QR.
const DEMO_BILLER_ID = '099400000000100';

/**
 * The demo's last past month billed (issue 9), so a newcomer sees bills, their PDF and
 * the arrears they bring forward. Its round is left billed, not closed. Priced by the
 * run's own steps; a month whose bill date has no tariff in force bills nothing.
 */
export const billDemoPastRound = async (tx: Tx, orgId: string, officerId: string | null) => {
  await tx
    .update(organisations)
    .set({ promptpayBillerId: DEMO_BILLER_ID })
    .where(and(eq(organisations.id, orgId), isNull(organisations.promptpayBillerId)));
  const [last] = await tx
    .select()
    .from(serviceRounds)
    .where(and(eq(serviceRounds.orgId, orgId), eq(serviceRounds.status, 'closed')))
    .orderBy(desc(serviceRounds.yearBe), desc(serviceRounds.month))
    .limit(1);
  if (!last) return;
  await updateRound(tx, orgId, last.id, { status: 'reading', closedAt: null });
  const prepared = await prepareRun(tx, orgId, last.id);
  const payment = await ensurePaymentRound(tx, orgId, last.id, last.billDate);
  const ids = prepared.sorted.toBill.map((c) => c.id);
  const priced = await priceBatch(tx, orgId, prepared.context, ids);
  await issueBills(tx, orgId, priced, {
    kind: 'water',
    roundId: last.id,
    billDate: last.billDate,
    dueDate: payment?.dueDate ?? null,
    jobId: null,
    createdBy: officerId,
  });
  await updateRound(tx, orgId, last.id, { status: priced.length > 0 ? 'billed' : 'closed' });
};
