import { and, desc, eq, sql } from 'drizzle-orm';
import { bills, debtNotices, noticeEvents, requestFees } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';

type CutOffDetail = { previousStatusId?: string; feeBillId?: string | null };

/**
 * The connection's last cut-off, as the debt module recorded it when the water was cut
 * (notice-work.service.ts): the status it had before, and the reconnection fee it billed.
 */
export const lastCutOff = async (tx: Tx, orgId: string, waterUserId: string) => {
  const [row] = await tx
    .select({ detail: noticeEvents.detail })
    .from(noticeEvents)
    .innerJoin(
      debtNotices,
      and(eq(debtNotices.orgId, noticeEvents.orgId), eq(debtNotices.id, noticeEvents.noticeId)),
    )
    .where(
      and(
        eq(noticeEvents.orgId, orgId),
        eq(noticeEvents.kind, 'done'),
        eq(debtNotices.kind, 'cutoff'),
        eq(debtNotices.waterUserId, waterUserId),
      ),
    )
    .orderBy(desc(noticeEvents.onDate), desc(noticeEvents.createdAt))
    .limit(1);
  return (row?.detail ?? null) as CutOffDetail | null;
};

/**
 * The reconnection fee the cut-off already billed, when it still stands (not void) and no
 * request has taken it as its fee: a reconnection request takes that bill as its own fee
 * rather than billing the household a second time.
 */
export const cutOffFeeBill = async (tx: Tx, orgId: string, waterUserId: string) => {
  const billId = (await lastCutOff(tx, orgId, waterUserId))?.feeBillId;
  if (!billId) return null;
  const [bill] = await tx
    .select({ id: bills.id, total: bills.total })
    .from(bills)
    .where(
      and(
        eq(bills.orgId, orgId),
        eq(bills.id, billId),
        sql`${bills.status} <> 'void'`,
        sql`not exists (select 1 from ${requestFees} f where f.org_id = ${bills.orgId} and f.bill_id = ${bills.id})`,
      ),
    );
  return bill ?? null;
};
