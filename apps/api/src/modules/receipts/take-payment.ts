import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Receipt, receiptInput } from '@prapa/contracts';
import {
  allocatePayment,
  bangkokDate,
  fiscalYearOf,
  PaymentAllocationError,
  sumHeads,
  type Allocation,
} from '@prapa/domain';
import { inActorOrg, uniqueViolation, type TenantCtx } from '../../lib/actor-tenant.ts';
import { AppError, fieldError, notFound } from '../../lib/app-error.ts';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';
import { auditValues } from '../../lib/audit.ts';
import { billsToPay, type OpenBillRow } from './counter.repo.ts';
import { writeReceipt, type NewReceipt } from './payment-writes.repo.ts';
import { cashierLeafUpdate } from './receipt-books.repo.ts';
import { receiptByKey, viewOf } from './receipts.repo.ts';
import { checkLargeCredit } from './large-credit.ts';
import { paymentContext } from './payment-context.ts';
import { snapshotOf } from './receipt-snapshot.ts';

type Input = z.output<typeof receiptInput>;
const conflict = (context: string, vars: Record<string, unknown> = {}) =>
  new AppError('CONFLICT', { vars: { context, ...vars } });

/** The refusals of allocatePayment, as the cashier reads them. */
const refusal = (err: PaymentAllocationError) =>
  err.code === 'partialNotAllowed'
    ? fieldError('VALIDATION', 'amount', 'validation:partialNotAllowed')
    : err.code === 'nothingToPay'
      ? fieldError('VALIDATION', 'amount', 'validation:nothingToPay')
      : fieldError('VALIDATION', 'amount', 'validation:satang');

const allocate = (
  chosen: OpenBillRow[],
  input: Input,
  credit: number,
  allowPartial: boolean,
): Allocation => {
  try {
    return allocatePayment({
      bills: chosen.map((b) => ({ id: b.id, heads: b.heads, paidBefore: b.paidBefore })),
      amount: input.amount,
      creditAvailable: credit,
      allowPartial,
      useCredit: input.useCredit,
    });
  } catch (err) {
    if (err instanceof PaymentAllocationError) throw refusal(err);
    throw err;
  }
};

const sameRequest = (r: Receipt, input: Input) =>
  r.waterUserId === input.waterUserId &&
  r.amount === input.amount &&
  r.channelId === input.channelId;

/** The receipt an Idempotency-Key already made (the same payment asked again), or null. */
const earlierReceipt = async (ctx: TenantCtx, input: Input, key: string | null) => {
  if (!key) return null;
  const earlier = await receiptByKey(ctx.tx, ctx.orgId, key);
  if (earlier && !sameRequest(earlier, input))
    throw new AppError('CONFLICT', {
      errors: [{ path: 'Idempotency-Key', message: 'validation:receiptKeyReused' }],
    });
  return earlier;
};

const write = async (
  ctx: TenantCtx,
  request: FastifyRequest,
  input: Input,
  key: string | null,
): Promise<{ receipt: Receipt; created: boolean }> => {
  const { tx, orgId, actor } = ctx;
  const now = new Date();
  const businessDate = bangkokDate(now);
  const context = await paymentContext(tx, {
    orgId,
    officerId: actor.officerId,
    waterUserId: input.waterUserId,
    channelId: input.channelId,
    businessDate,
    idempotencyKey: key,
  });
  if (!context) throw notFound();
  if (context.earlierId) {
    const earlier = await earlierReceipt(ctx, input, key);
    if (earlier) return { receipt: earlier, created: false };
  }
  const { org, channel } = context;
  if (context.dayClosed) throw conflict('dayClosed');
  const user = context.payer;
  if (!user) throw notFound();
  if (!channel || !channel.active) throw fieldError('VALIDATION', 'channelId', 'validation:choice');
  if (channel.referenceRequired && !input.reference)
    throw fieldError('VALIDATION', 'reference', 'validation:required');
  const cash = channel.kind === 'cash';
  if (!cash && input.tendered !== null)
    throw fieldError('VALIDATION', 'tendered', 'validation:invalid');
  if (cash && input.tendered !== null && input.tendered < input.amount)
    throw fieldError('VALIDATION', 'tendered', 'validation:tenderedShort');

  const { bills: chosen, credit } = await billsToPay(tx, orgId, user.id, input.billIds);
  if (chosen.length !== new Set(input.billIds).size) throw conflict('billNotOpen');
  const allocation = allocate(chosen, input, credit, org.allowPartialPayment);
  checkLargeCredit(
    request.lang,
    allocation.toCredit,
    org.largeCreditLimit,
    input.confirmLargeCredit,
  );

  const fiscalYear = fiscalYearOf(businessDate);
  const tendered = cash ? (input.tendered ?? input.amount) : null;
  const snapshot = snapshotOf(
    { org, user },
    { channel: channel.name, cashier: context.cashierName ?? '' },
    chosen,
    allocation,
  );
  const receipt: NewReceipt = {
    id: randomUUID(),
    orgId,
    fiscalYear,
    waterUserId: user.id,
    customerNo: user.customerNo,
    businessDate,
    paidAt: now,
    channelId: channel.id,
    channelKind: channel.kind,
    reference: input.reference,
    amount: input.amount,
    creditUsed: allocation.creditUsed,
    toCredit: allocation.toCredit,
    tendered,
    change: tendered === null ? null : tendered - input.amount,
    cashierId: actor.officerId,
    officeId: context.officeId ?? null,
    idempotencyKey: key,
    snapshot,
  };
  // The audit row names the book and number the statement takes.
  const audit = auditValues({ actor, ip: request.ip ?? null }, orgId, {
    action: 'receipt.create',
    entity: 'receipt',
    entityId: receipt.id,
    after: {
      customerNo: user.customerNo,
      amount: input.amount,
      creditUsed: allocation.creditUsed,
      toCredit: allocation.toCredit,
      bills: snapshot.bills.map((b) => ({ number: b.number, paid: b.paid })),
      heads: sumHeads(snapshot.heads),
    },
  });
  const leaf = cashierLeafUpdate(tx, orgId, fiscalYear, actor.officerId, context.officeId ?? null);
  const written = await writeReceipt(tx, { leaf, receipt, allocation, audit });
  if (!written) throw conflict('noReceiptBook', { fiscalYear });
  const row = {
    ...receipt,
    ...written,
    status: 'valid' as const,
    voidReason: null,
    voidedAt: null,
    voidedBy: null,
    postJob: null,
  };
  // The receipt as written, without reading it back: allocations in the bills' order.
  const numberOf = new Map(chosen.map((b) => [b.id, b.number]));
  const allocations = chosen.flatMap((b) =>
    allocation.lines
      .filter((l) => l.billId === b.id)
      .sort((x, y) => x.source.localeCompare(y.source))
      .map((l) => ({
        billId: l.billId,
        billNumber: numberOf.get(l.billId) ?? '',
        source: l.source,
        amount: l.amount,
        heads: l.heads,
      })),
  );
  return { receipt: viewOf({ ...row, prints: 0 }, allocations), created: true };
};

/**
 * Takes a payment at the counter: one transaction numbers the receipt from the cashier's
 * book, allocates it to the chosen bills (allocatePayment), moves credit on account and
 * settles the bills (the writes are one statement, writeReceipt). An Idempotency-Key seen
 * before answers its receipt and writes nothing (a double click, a retry after a lost
 * answer, a second tab).
 */
export const takePayment = async (
  app: FastifyInstance,
  request: FastifyRequest,
  input: Input,
): Promise<{ receipt: Receipt; created: boolean }> => {
  const key = idempotencyKeyOf(request);
  try {
    return await inActorOrg(app, request, (ctx) => write(ctx, request, input, key));
  } catch (err) {
    // Two requests with one key at once (a double click, a retry racing its first try, on
    // one process or two): both read "no receipt of this key" before either committed. The
    // second then waited on the payer's row lock (paymentContext) until the first
    // committed, and found its bills paid (409) or lost at the unique index. Either way the
    // first receipt is there now, and a fresh read answers it. No statement is added to a
    // payment that succeeds, keyed or not: the counter's hot path stays as it was.
    if (key && (err instanceof AppError || uniqueViolation(err) === 'receipts_idempotency')) {
      const first = await inActorOrg(app, request, (ctx) => earlierReceipt(ctx, input, key));
      if (first) return { receipt: first, created: false };
    }
    throw err;
  }
};
