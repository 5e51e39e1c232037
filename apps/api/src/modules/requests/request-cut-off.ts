import { and, desc, eq, sql } from 'drizzle-orm';
import { bills, debtNotices, noticeEvents, requestFees } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { addNoticeEvents } from '../debt/notices.repo.ts';

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

/**
 * The debt module's reconnection orders for the connection still open (issued, not void,
 * not done), closed as done by the request that reconnected it: the water is on, so no
 * one is sent to turn it on again and the debt screens stop showing the order as pending.
 * The order's own record is not changed; a 'done' event naming the request is appended.
 */
export const closeReconnectionOrders = async (
  tx: Tx,
  orgId: string,
  waterUserId: string,
  done: { onDate: string; requestNumber: string; statusId: string; officerId: string },
) => {
  const open = await tx
    .select({ id: debtNotices.id })
    .from(debtNotices)
    .where(
      and(
        eq(debtNotices.orgId, orgId),
        eq(debtNotices.waterUserId, waterUserId),
        eq(debtNotices.kind, 'reconnection'),
        sql`${debtNotices.status} <> 'void'`,
        sql`not exists (select 1 from ${noticeEvents} e where e.org_id = ${debtNotices.orgId}
          and e.notice_id = ${debtNotices.id} and e.kind = 'done')`,
      ),
    );
  await addNoticeEvents(
    tx,
    orgId,
    open.map((n) => ({
      noticeId: n.id,
      kind: 'done' as const,
      onDate: done.onDate,
      note: `ต่อน้ำตามคำร้อง ${done.requestNumber}`,
      detail: { request: done.requestNumber, statusId: done.statusId },
      createdBy: done.officerId,
    })),
  );
  return open.length;
};
