import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, and } from 'drizzle-orm';
import type { z } from 'zod';
import type { Bill, BillListQuery, sundryBillBody, voidBillBody } from '@prapa/contracts';
import { bills, readings } from '../../db/schema/index.ts';
import { inActorOrg, type TenantCtx } from '../../lib/actor-tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { auditBy } from '../../lib/audit.ts';
import { onceByKey } from '../../lib/once-by-key.ts';
import { findRound, updateRound } from '../rounds/rounds.repo.ts';
import { connectionDetails } from './billing-candidates.repo.ts';
import { loadBillingContext } from './billing-context.repo.ts';
import { ensurePaymentRound, priceBatch } from './billing-steps.ts';
import { billsByIds, findBillRecord, listBills, voidBillRecord } from './bills.repo.ts';
import { issueBills } from './issue-bills.repo.ts';
import { issueSundry } from './sundry-bill.ts';

const who = (request: FastifyRequest) => ({ actor: request.actor, ip: request.ip ?? null });
const conflict = (context: string) => new AppError('CONFLICT', { vars: { context } });

export const billList = (
  app: FastifyInstance,
  request: FastifyRequest,
  q: BillListQuery & { page: number; pageSize: number },
) => inActorOrg(app, request, ({ tx, orgId }) => listBills(tx, orgId, q));

export const oneBill = (app: FastifyInstance, request: FastifyRequest, id: string) =>
  inActorOrg(app, request, async ({ tx, orgId }) => {
    const [found] = await billsByIds(tx, orgId, [id]);
    if (!found) throw notFound();
    return found;
  });

/** The bill priced again from the round's reading as it stands now, pointing back to `replaces`. */
const rebill = async (
  ctx: TenantCtx,
  request: FastifyRequest,
  replaces: { id: string; roundId: string; waterUserId: string },
) => {
  const { tx, orgId } = ctx;
  const round = await findRound(tx, orgId, replaces.roundId, true);
  if (!round) throw notFound();
  const [detail] = await connectionDetails(tx, orgId, round.id, [replaces.waterUserId]);
  if (detail?.reading?.held) throw conflict('readingHeld');
  const context = await loadBillingContext(tx, orgId, round);
  const priced = await priceBatch(tx, orgId, context, [replaces.waterUserId]);
  const payment = await ensurePaymentRound(tx, orgId, round.id, round.billDate);
  const [issued] = await issueBills(tx, orgId, priced, {
    kind: 'water',
    roundId: round.id,
    billDate: round.billDate,
    dueDate: payment?.dueDate ?? null,
    jobId: null,
    createdBy: ctx.actor.officerId,
    replacesId: replaces.id,
  });
  if (!issued) throw conflict('readingHeld');
  await auditBy(ctx.tx, who(request), orgId, {
    action: 'bill.rebill',
    entity: 'bill',
    entityId: issued.id,
    after: { number: issued.number, total: issued.total, replaces: replaces.id },
  });
  return issued.id;
};

/**
 * Voids a bill (MONEY.md §4): only with no payment, with a reason, audited; it keeps its
 * number. A water bill's reading goes back to checked, so /check can correct it; with
 * `rebill`, the replacement is issued at once (a new number, pointing back). Without it
 * the round is no longer wholly billed and a run bills the connection again. The same void
 * again under its Idempotency-Key answers what it did (a retry, a double click).
 */
export const voidBill = async (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  body: z.output<typeof voidBillBody>,
): Promise<Voided> => {
  const { made } = await onceByKey<Voided>(app, request, {
    scope: 'bill.void',
    asks: { id, ...body },
    write: (ctx) => voidIn(ctx, request, id, body),
    idOf: (v) => v.voided.id,
    replay: voidedBefore,
  });
  return made;
};

type Voided = { voided: Bill; replacement: Bill | null };

/** A void asked again under its Idempotency-Key: the bill voided, and its replacement. */
const voidedBefore = async ({ tx, orgId }: TenantCtx, id: string): Promise<Voided> => {
  const [next] = await tx
    .select({ id: bills.id })
    .from(bills)
    .where(and(eq(bills.orgId, orgId), eq(bills.replacesId, id)));
  const [voided, replacement] = await billsByIds(tx, orgId, [id, next?.id ?? id]);
  if (!voided) throw notFound();
  return { voided, replacement: next ? (replacement ?? null) : null };
};

const voidIn = async (
  ctx: TenantCtx,
  request: FastifyRequest,
  id: string,
  body: z.output<typeof voidBillBody>,
): Promise<Voided> => {
  const { tx, orgId } = ctx;
  const bill = await findBillRecord(tx, orgId, id, true);
  if (!bill) throw notFound();
  if (bill.status === 'void') throw conflict('billVoid');
  if (bill.paid > 0) throw conflict('billPaid');
  const round = bill.roundId ? await findRound(tx, orgId, bill.roundId, true) : null;
  if (round?.status === 'closed') throw conflict('roundClosedForBilling');
  await voidBillRecord(tx, orgId, id, body.reason, ctx.actor.officerId);
  await auditBy(tx, who(request), orgId, {
    action: 'bill.void',
    entity: 'bill',
    entityId: id,
    reason: body.reason,
    before: { number: bill.number, status: bill.status, total: bill.total },
    after: { status: 'void' },
  });
  let replacementId: string | null = null;
  if (bill.kind === 'water' && round) {
    if (bill.readingId) {
      await tx
        .update(readings)
        .set({ status: 'checked', updatedAt: new Date() })
        .where(and(eq(readings.orgId, orgId), eq(readings.id, bill.readingId)));
    }
    if (body.rebill) {
      replacementId = await rebill(ctx, request, {
        id,
        roundId: round.id,
        waterUserId: bill.waterUserId,
      });
    } else if (round.status === 'billed') {
      await updateRound(tx, orgId, round.id, { status: 'reading' });
    }
  }
  const [voided, replacement] = await billsByIds(tx, orgId, [id, replacementId ?? id]);
  if (!voided) throw notFound();
  return { voided, replacement: replacementId ? (replacement ?? null) : null };
};

const oneBillIn = async ({ tx, orgId }: TenantCtx, id: string) => {
  const [bill] = await billsByIds(tx, orgId, [id]);
  if (!bill) throw notFound();
  return bill;
};

/**
 * A sundry fee billed by staff (reconnection, meter change, deposit…): one line, the
 * amount as given, numbered with the water bills of the fiscal year. The same fee again
 * under its Idempotency-Key answers the bill it made (a retry, a double click).
 */
export const issueSundryBill = async (
  app: FastifyInstance,
  request: FastifyRequest,
  body: z.output<typeof sundryBillBody>,
): Promise<Bill> => {
  const { made } = await onceByKey(app, request, {
    scope: 'bill.sundry',
    asks: body,
    idOf: (bill) => bill.id,
    replay: oneBillIn,
    write: async (ctx) => {
      const { tx, orgId } = ctx;
      const issued = await issueSundry(tx, orgId, ctx.actor.officerId, body);
      if (!issued) throw notFound();
      await auditBy(tx, who(request), orgId, {
        action: 'bill.sundry',
        entity: 'bill',
        entityId: issued.id,
        after: { number: issued.number, sundryKind: body.sundryKind, amount: body.amount },
      });
      return oneBillIn(ctx, issued.id);
    },
  });
  return made;
};
