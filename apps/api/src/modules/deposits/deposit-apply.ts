import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { allocatePayment, bangkokDate, fiscalYearOf } from '@prapa/domain';
import { creditMoves, paymentChannels } from '../../db/schema/index.ts';
import type { TenantCtx } from '../../lib/actor-tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { auditValues } from '../../lib/audit.ts';
import { billsToPay, openBills } from '../receipts/counter.repo.ts';
import { paymentContext } from '../receipts/payment-context.ts';
import { writeReceipt } from '../receipts/payment-writes.repo.ts';
import { cashierLeafUpdate } from '../receipts/receipt-books.repo.ts';
import { snapshotOf } from '../receipts/receipt-snapshot.ts';
import { writeMove } from './deposit-moves.ts';

const conflict = (context: string, vars: Record<string, unknown> = {}) =>
  new AppError('CONFLICT', { vars: { context, ...vars } });

/** The channel a credit-only receipt names: no money moves, so the organisation's cash. */
const cashChannel = async (ctx: TenantCtx) => {
  const [row] = await ctx.tx
    .select({ id: paymentChannels.id })
    .from(paymentChannels)
    .where(and(eq(paymentChannels.orgId, ctx.orgId), eq(paymentChannels.kind, 'cash')))
    .orderBy(asc(paymentChannels.code))
    .limit(1);
  if (!row) throw conflict('depositNoCashChannel');
  return row.id;
};

export type Applied = {
  receiptId: string | null;
  receipt: string | null;
  bills: { number: string; amount: number }[];
};

/**
 * The deposit applied to what the connection owes: a deposit move (`applied`), credit on
 * account made from it, and a credit-only receipt (no money, numbered from the officer's
 * receipt book like any) spending that credit, with any credit the connection already
 * held, on its open bills oldest first. Allocations, bills' paid, ป.32 and the ledger
 * are the receipts code's own: the receipt is written by writeReceipt.
 */
export const applyDeposit = async (
  ctx: TenantCtx,
  request: FastifyRequest,
  a: { waterUserId: string; amount: number; on: string; requestId: string },
): Promise<Applied> => {
  const { tx, orgId, actor } = ctx;
  const open = await openBills(tx, orgId, a.waterUserId);
  const receiptId = randomUUID();
  if (a.amount > 0) {
    const move = await writeMove(ctx, request, {
      waterUserId: a.waterUserId,
      kind: 'applied',
      amount: a.amount,
      on: a.on,
      requestId: a.requestId,
      receiptId,
    });
    await tx.insert(creditMoves).values({
      orgId,
      waterUserId: a.waterUserId,
      amount: a.amount,
      depositMoveId: move.id,
    });
  }
  if (open.length === 0) return { receiptId: null, receipt: null, bills: [] };
  const businessDate = bangkokDate(new Date());
  const context = await paymentContext(tx, {
    orgId,
    officerId: actor.officerId,
    waterUserId: a.waterUserId,
    channelId: await cashChannel(ctx),
    businessDate,
    idempotencyKey: null,
  });
  if (!context?.payer || !context.channel) throw notFound();
  if (context.dayClosed) throw conflict('dayClosed');
  const { bills: chosen, credit } = await billsToPay(
    tx,
    orgId,
    a.waterUserId,
    open.map((b) => b.id),
  );
  if (credit === 0) return { receiptId: null, receipt: null, bills: [] };
  // An office act, not the counter: the deposit may pay part of the last bill it reaches.
  const allocation = allocatePayment({
    bills: chosen.map((b) => ({ id: b.id, heads: b.heads, paidBefore: b.paidBefore })),
    amount: 0,
    creditAvailable: credit,
    allowPartial: true,
    useCredit: true,
  });
  const user = context.payer;
  const snapshot = snapshotOf(
    { org: context.org, user },
    { channel: context.channel.name, cashier: context.cashierName ?? '' },
    chosen,
    allocation,
  );
  const fiscalYear = fiscalYearOf(businessDate);
  const written = await writeReceipt(tx, {
    leaf: cashierLeafUpdate(tx, orgId, fiscalYear, actor.officerId, context.officeId ?? null),
    receipt: {
      id: receiptId,
      orgId,
      fiscalYear,
      waterUserId: user.id,
      customerNo: user.customerNo,
      businessDate,
      paidAt: new Date(),
      channelId: context.channel.id,
      channelKind: context.channel.kind,
      reference: 'เงินประกันการใช้น้ำ',
      amount: 0,
      creditUsed: allocation.creditUsed,
      toCredit: 0,
      tendered: null,
      change: null,
      cashierId: actor.officerId,
      officeId: context.officeId ?? null,
      idempotencyKey: null,
      snapshot,
    },
    allocation,
    audit: auditValues({ actor, ip: request.ip ?? null }, orgId, {
      action: 'receipt.create',
      entity: 'receipt',
      entityId: receiptId,
      after: {
        customerNo: user.customerNo,
        amount: 0,
        creditUsed: allocation.creditUsed,
        fromDeposit: a.amount,
        bills: snapshot.bills.map((b) => ({ number: b.number, paid: b.paid })),
      },
    }),
  });
  if (!written) throw conflict('noReceiptBook', { fiscalYear });
  return {
    receiptId,
    receipt: `${written.bookNo}/${written.number}`,
    bills: snapshot.bills.map((b) => ({ number: b.number, amount: b.paid })),
  };
};
