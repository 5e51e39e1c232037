import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { DepositMove, RefundChannel } from '@prapa/contracts';
import { depositVoucherNumber, fiscalYearOf, formatMoney } from '@prapa/domain';
import { depositMoves } from '../../db/schema/index.ts';
import type { TenantCtx } from '../../lib/actor-tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { depositOf, lockConnection, takeVoucherSeq } from './deposits.repo.ts';

export const DEPOSIT_ENTITY = 'deposit';

/** What a refund voucher prints, kept as written: a reprint in five years is the same paper. */
export type VoucherSnapshot = {
  customerNo: string;
  holder: string;
  areaName: string;
  meterSize: string | null;
  requestNumber: string | null;
  /** Held before this settlement or refund. */
  held: number;
  applied: number;
  appliedBills: { number: string; amount: number }[];
  receipt: string | null;
  finalBill: { number: string; total: number; usage: number } | null;
  remaining: number;
  refunded: number;
  note: string | null;
};

const viewOf = (m: typeof depositMoves.$inferSelect): DepositMove => ({
  id: m.id,
  waterUserId: m.waterUserId,
  kind: m.kind,
  amount: m.amount,
  movedOn: m.movedOn,
  number: m.number,
  receiptId: m.receiptId,
});

/** 409 in Thai: more than the deposit holds may not leave it; nothing is written. */
export const beyondDeposit = (held: number) =>
  new AppError('CONFLICT', {
    vars: { context: 'depositRefundTooLarge', held: formatMoney(held) },
  });

/** The connection locked and its deposit read: 404 when it is not the organisation's. */
export const lockedDeposit = async (ctx: TenantCtx, waterUserId: string) => {
  if (!(await lockConnection(ctx.tx, ctx.orgId, waterUserId))) throw notFound();
  return depositOf(ctx.tx, ctx.orgId, waterUserId);
};

type MoveInput = {
  waterUserId: string;
  kind: DepositMove['kind'];
  amount: number;
  on: string;
  requestId?: string | null;
  receiptId?: string | null;
  payee?: string | null;
  channel?: RefundChannel | null;
  reason?: string | null;
  document?: string | null;
  snapshot?: VoucherSnapshot | Record<string, never>;
};

/**
 * One move out of a deposit, with its audit row; a refund takes the next voucher number
 * of its fiscal year under the counter's lock (a rollback gives the number back).
 */
export const writeMove = async (ctx: TenantCtx, request: FastifyRequest, m: MoveInput) => {
  const { tx, orgId, actor } = ctx;
  const voucher =
    m.kind === 'refunded'
      ? await (async () => {
          const fiscalYear = fiscalYearOf(m.on);
          const seq = await takeVoucherSeq(tx, orgId, fiscalYear);
          return { fiscalYear, seq, number: depositVoucherNumber(fiscalYear, seq) };
        })()
      : { fiscalYear: null, seq: null, number: null };
  const [row] = await tx
    .insert(depositMoves)
    .values({
      orgId,
      waterUserId: m.waterUserId,
      kind: m.kind,
      amount: m.amount,
      movedOn: m.on,
      requestId: m.requestId ?? null,
      receiptId: m.receiptId ?? null,
      ...voucher,
      payee: m.payee ?? null,
      channel: m.channel ?? null,
      reason: m.reason ?? null,
      document: m.document ?? null,
      snapshot: m.snapshot ?? {},
      createdBy: actor.officerId,
    })
    .returning();
  if (!row) throw new Error('deposit move insert returned nothing');
  await audit(tx, request, orgId, {
    action: `deposit.${m.kind}`,
    entity: DEPOSIT_ENTITY,
    entityId: row.id,
    after: { ...viewOf(row), payee: row.payee, channel: row.channel, reason: row.reason },
    reason: m.reason ?? null,
  });
  return viewOf(row);
};

export const findMove = async (ctx: TenantCtx, id: string) => {
  const [row] = await ctx.tx
    .select()
    .from(depositMoves)
    .where(and(eq(depositMoves.orgId, ctx.orgId), eq(depositMoves.id, id)));
  return row ?? null;
};
