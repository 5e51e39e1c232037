import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type {
  PaymentCheck,
  PaymentCheckMark,
  PaymentCheckQuery,
  PaymentCheckReceipt,
} from '@prapa/contracts';
import { receiptChecks, receipts } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { inActorOrg, inActorOrgRead, type TenantCtx } from '../../lib/actor-tenant.ts';
import { AppError, notFound, unprocessable } from '../../lib/app-error.ts';
import { auditBy } from '../../lib/audit.ts';
import { translator } from '../../lib/i18n.ts';
import { channelMoney, checkReceipts, remittanceMoney } from './payment-check.repo.ts';

/** A range's receipts, their sums per channel against the bank rows, and the remittances. */
export const paymentCheckOf = async (
  tx: Tx,
  orgId: string,
  q: PaymentCheckQuery,
): Promise<PaymentCheck> => {
  const list = await checkReceipts(tx, orgId, { query: q });
  const channels = (await channelMoney(tx, orgId, q)).map((c) => {
    // A channel with no bank row in the range has nothing to be compared with.
    const banked = c.bankRows > 0;
    return {
      channelId: c.channelId,
      name: c.name,
      kind: c.kind,
      count: c.count,
      amount: c.amount,
      bankTotal: banked ? c.bankTotal : null,
      bankReceipted: banked ? c.bankReceipted : null,
      difference: banked ? c.amount - c.bankTotal : null,
    };
  });
  const valid = list.filter((r) => r.status === 'valid');
  const sum = (rs: PaymentCheckReceipt[]) => rs.reduce((s, r) => s + r.amount, 0);
  const nonCash = valid.filter((r) => r.channelKind !== 'cash');
  return {
    from: q.from,
    to: q.to,
    receipts: list,
    channels,
    remittances: await remittanceMoney(tx, orgId, q),
    totals: {
      count: list.length,
      amount: sum(valid),
      cash: sum(valid.filter((r) => r.channelKind === 'cash')),
      nonCash: sum(nonCash),
      voided: list.length - valid.length,
      confirmed: nonCash.filter((r) => r.check?.result === 'confirmed').length,
      notFound: nonCash.filter((r) => r.check?.result === 'notFound').length,
      unchecked: nonCash.filter((r) => r.check === null && r.bankRow === null).length,
      paidMeanwhile: valid.filter((r) => r.bankRow?.paidMeanwhile).length,
    },
  };
};

export const paymentCheck = (app: FastifyInstance, request: FastifyRequest, q: PaymentCheckQuery) =>
  inActorOrgRead(app, request, ({ tx, orgId }) => paymentCheckOf(tx, orgId, q));

const oneReceipt = async (tx: Tx, orgId: string, receiptId: string) => {
  const [row] = await checkReceipts(tx, orgId, { receiptId });
  if (!row) throw notFound();
  return row;
};

/** The receipt, held against a void while its tick is written; another org's is not found. */
const lockedReceipt = async ({ tx, orgId }: TenantCtx, receiptId: string) => {
  const [row] = await tx
    .select({ status: receipts.status, channelKind: receipts.channelKind })
    .from(receipts)
    .where(and(eq(receipts.orgId, orgId), eq(receipts.id, receiptId)))
    .for('share');
  if (!row) throw notFound();
  return row;
};

const checkOf = async ({ tx, orgId }: TenantCtx, receiptId: string) => {
  const [row] = await tx
    .select({ result: receiptChecks.result, note: receiptChecks.note })
    .from(receiptChecks)
    .where(and(eq(receiptChecks.orgId, orgId), eq(receiptChecks.receiptId, receiptId)));
  return row ?? null;
};

/**
 * Ticks a transfer, QR or bill-payment receipt as found on the statement (or not found),
 * with a note; ticking again replaces the tick. Cash has no statement line to find, and
 * a voided receipt is no longer money to look for.
 */
export const markReceipt = (
  app: FastifyInstance,
  request: FastifyRequest,
  receiptId: string,
  body: { result: PaymentCheckMark['result']; note: string | null },
) =>
  inActorOrg(app, request, async (ctx) => {
    const { tx, orgId, actor } = ctx;
    const receipt = await lockedReceipt(ctx, receiptId);
    if (receipt.status === 'void')
      throw new AppError('CONFLICT', { vars: { context: 'receiptVoid' } });
    if (receipt.channelKind === 'cash') {
      const t = translator(request.lang);
      throw unprocessable([{ path: 'receiptId', message: t('server:paymentCheck.cashRefused') }]);
    }
    const before = await checkOf(ctx, receiptId);
    const values = { result: body.result, note: body.note, checkedBy: actor.officerId };
    await tx
      .insert(receiptChecks)
      .values({ orgId, receiptId, ...values })
      .onConflictDoUpdate({
        target: [receiptChecks.orgId, receiptChecks.receiptId],
        set: { ...values, checkedAt: sql`now()` },
      });
    await auditBy(tx, { actor, ip: request.ip ?? null }, orgId, {
      action: 'receipt.check',
      entity: 'receipt',
      entityId: receiptId,
      before,
      after: { result: body.result, note: body.note },
    });
    return oneReceipt(tx, orgId, receiptId);
  });

/** Takes a tick back (the officer ticked the wrong line); nothing to take back writes nothing. */
export const unmarkReceipt = (app: FastifyInstance, request: FastifyRequest, receiptId: string) =>
  inActorOrg(app, request, async (ctx) => {
    const { tx, orgId, actor } = ctx;
    await lockedReceipt(ctx, receiptId);
    const [removed] = await tx
      .delete(receiptChecks)
      .where(and(eq(receiptChecks.orgId, orgId), eq(receiptChecks.receiptId, receiptId)))
      .returning({ result: receiptChecks.result, note: receiptChecks.note });
    if (removed) {
      await auditBy(tx, { actor, ip: request.ip ?? null }, orgId, {
        action: 'receipt.uncheck',
        entity: 'receipt',
        entityId: receiptId,
        before: removed,
        after: null,
      });
    }
    return oneReceipt(tx, orgId, receiptId);
  });
