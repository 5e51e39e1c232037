import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../db/tenant.ts';
import { closedReason, hasActiveBatches, moveInOf } from './move-in.repo.ts';

/**
 * The move-in writes only while the organisation has not gone live and bills nothing of
 * its own yet: after that, what the old books said is corrected by documents (void an
 * opening bill with a reason), never by importing or undoing a step.
 */
export const assertOpen = async (tx: Tx, orgId: string) => {
  const closed = await closedReason(tx, orgId);
  if (closed === 'live') throw new AppError('CONFLICT', { vars: { context: 'moveInLive' } });
  if (closed === 'billed') throw new AppError('CONFLICT', { vars: { context: 'moveInBilled' } });
};

/**
 * Billing a round (issue 28): an organisation part-way through its move-in bills once it
 * went live, and never a month before the one it went live from (the old books bill those).
 */
export const assertBillable = async (
  tx: Tx,
  orgId: string,
  round: { yearBe: number; month: number },
) => {
  const row = await moveInOf(tx, orgId);
  if (row?.liveAt && row.liveFromYearBe !== null && row.liveFromMonth !== null) {
    const from = row.liveFromYearBe * 100 + row.liveFromMonth;
    if (round.yearBe * 100 + round.month < from) {
      throw new AppError('CONFLICT', {
        vars: { context: 'beforeLive', month: row.liveFromMonth, year: row.liveFromYearBe },
      });
    }
    return;
  }
  if (await hasActiveBatches(tx, orgId)) {
    throw new AppError('CONFLICT', { vars: { context: 'moveInNotLive' } });
  }
};
