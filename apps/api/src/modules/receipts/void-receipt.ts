import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { bangkokDate } from '@prapa/domain';
import {
  bankRows,
  creditMoves,
  depositMoves,
  receiptAllocations,
  receipts,
} from '../../db/schema/index.ts';
import type { TenantCtx } from '../../lib/actor-tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { auditBy } from '../../lib/audit.ts';
import { onceByKey } from '../../lib/once-by-key.ts';
import { lockCashBook } from '../cash-book/cash-book.repo.ts';
import { refuseOverdraft } from '../cash-book/cash-overdraft.ts';
import { creditBalance, settleBills } from './counter.repo.ts';
import { dayClosed } from './receipt-parts.ts';
import { receiptById } from './receipts.repo.ts';

const conflict = (context: string) => new AppError('CONFLICT', { vars: { context } });

const voidIn = async (
  { tx, orgId, actor }: TenantCtx,
  request: FastifyRequest,
  id: string,
  reason: string,
) => {
  const [row] = await tx
    .select()
    .from(receipts)
    .where(and(eq(receipts.orgId, orgId), eq(receipts.id, id)))
    .for('update');
  if (!row) throw notFound();
  if (row.status === 'void') throw conflict('receiptVoid');
  // A cancellation's deposit paid these bills and its refund voucher was worked out from
  // them: voiding it would leave the deposit applied to nothing.
  const [applied] = await tx
    .select({ id: depositMoves.id })
    .from(depositMoves)
    .where(and(eq(depositMoves.orgId, orgId), eq(depositMoves.receiptId, id)))
    .limit(1);
  if (applied) throw conflict('receiptDepositApplied');
  // The day's money was handed over against these receipts (issue 24): the remittance is
  // voided first, so the ป.32 never shows money remitted for a receipt that no longer counts.
  if (await dayClosed(tx, orgId, row.cashierId, row.businessDate))
    throw conflict('receiptDayRemitted');
  if (row.businessDate !== bangkokDate(new Date()) && actor.role !== 'admin')
    throw new AppError('FORBIDDEN', { vars: { context: 'receiptEarlierDay' } });
  // The connection's lock, as a payment takes it: credit is read by one writer at a time.
  await tx.execute(
    sql`select 1 from water_users where org_id = ${orgId} and id = ${row.waterUserId} for update`,
  );
  const [left] = await tx
    .select({ credit: sql<number>`coalesce(sum(${creditMoves.amount}), 0)::float8` })
    .from(creditMoves)
    .where(and(eq(creditMoves.orgId, orgId), eq(creditMoves.receiptId, id)));
  const credit = await creditBalance(tx, orgId, row.waterUserId);
  if (credit - (left?.credit ?? 0) < 0) throw conflict('receiptCreditUsed');
  // Cash taken at the office's own counter is in the cash book until a remittance stands.
  if (row.channelKind === 'cash') await lockCashBook(tx, orgId);
  await tx
    .update(receipts)
    .set({ status: 'void', voidReason: reason, voidedAt: new Date(), voidedBy: actor.officerId })
    .where(and(eq(receipts.orgId, orgId), eq(receipts.id, id)));
  const billIds = (
    await tx
      .selectDistinct({ billId: receiptAllocations.billId })
      .from(receiptAllocations)
      .where(and(eq(receiptAllocations.orgId, orgId), eq(receiptAllocations.receiptId, id)))
  ).map((r) => r.billId);
  await settleBills(tx, orgId, billIds);
  // A bank payment's money is still in the utility's account: its row waits in the
  // queue again, with the void's reason, to be matched to the right bill.
  await tx
    .update(bankRows)
    .set({ state: 'queued', reason, handledBy: actor.officerId, handledAt: new Date() })
    .where(
      and(
        eq(bankRows.orgId, orgId),
        eq(bankRows.receiptId, id),
        inArray(bankRows.state, ['receipted', 'matched']),
      ),
    );
  await auditBy(tx, { actor, ip: request.ip ?? null }, orgId, {
    action: 'receipt.void',
    entity: 'receipt',
    entityId: id,
    before: { status: 'valid', amount: row.amount },
    after: { status: 'void', reason, bills: billIds.length },
  });
  if (row.channelKind === 'cash') await refuseOverdraft(tx, orgId);
  const voided = await receiptById(tx, orgId, id);
  if (!voided) throw notFound();
  return voided;
};

/**
 * Voids a receipt (MONEY.md §5): with a reason, by finance; a receipt of an earlier day
 * only by an admin (the day's ป.32 was signed). Its allocations stop counting and its
 * bills reopen; its leaf stays in the register as void. Refused when the credit it left
 * on account was used since: voiding would owe the customer money back. The same void
 * again under its Idempotency-Key answers the voided receipt (a retry, a double click).
 */
export const voidReceipt = async (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  reason: string,
) =>
  (
    await onceByKey(app, request, {
      scope: 'receipt.void',
      asks: { id, reason },
      write: (ctx) => voidIn(ctx, request, id, reason),
      idOf: (r) => r.id,
      replay: async ({ tx, orgId }, earlier) => {
        const voided = await receiptById(tx, orgId, earlier);
        if (!voided) throw notFound();
        return voided;
      },
    })
  ).made;
