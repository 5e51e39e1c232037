import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Remittance, remittanceInput } from '@prapa/contracts';
import { bangkokDate, remittanceShortfall } from '@prapa/domain';
import { remittances } from '../../db/schema/index.ts';
import type { TenantCtx } from '../../lib/actor-tenant.ts';
import { AppError, fieldError, notFound, unprocessable } from '../../lib/app-error.ts';
import { auditBy } from '../../lib/audit.ts';
import { onceByKey } from '../../lib/once-by-key.ts';
import { lockCashBook } from '../cash-book/cash-book.repo.ts';
import { refuseOverdraft } from '../cash-book/cash-overdraft.ts';
import { p32DayOf } from './p32.service.ts';
import { remittanceById } from './remittances.repo.ts';

const conflict = (context: string) => new AppError('CONFLICT', { vars: { context } });

const replayOf = async ({ tx, orgId }: TenantCtx, id: string) => {
  const made = await remittanceById(tx, orgId, id);
  if (!made) throw notFound();
  return made;
};

/**
 * A collector's money of a day handed to finance (MONEY.md §5): cash and transfers as
 * counted, beside what the day's receipts add up to. Only for an officer who took money
 * that day; a difference (short or over) is recorded with its reason, never silently.
 * It closes that collector's day: no more receipts of theirs that day.
 */
export const remit = (
  app: FastifyInstance,
  request: FastifyRequest,
  body: z.output<typeof remittanceInput>,
) =>
  onceByKey<Remittance>(app, request, {
    scope: 'remittance',
    asks: body,
    idOf: (made) => made.id,
    // The same remittance again under its Idempotency-Key: the one it made.
    replay: replayOf,
    write: async ({ tx, orgId, actor }) => {
      if (body.date > bangkokDate(new Date()))
        throw fieldError('VALIDATION', 'date', 'validation:invalid');
      const day = await p32DayOf(tx, orgId, body.officerId, body.date);
      if (day.receipts.length === 0)
        throw unprocessable([{ path: 'officerId', message: 'validation:remittanceNoReceipts' }]);
      if (day.remittance) throw conflict('dayRemitted');
      const shortfall = remittanceShortfall(day.totals.total, body.cash + body.transfer);
      if (shortfall !== 0 && !body.differenceReason)
        throw unprocessable([
          { path: 'differenceReason', message: 'validation:remittanceDifferenceReason' },
        ]);
      const [row] = await tx
        .insert(remittances)
        .values({
          orgId,
          officerId: body.officerId,
          businessDate: body.date,
          cash: body.cash,
          transfer: body.transfer,
          expectedCash: day.totals.cash,
          expectedTransfer: day.totals.transfer,
          differenceReason: body.differenceReason,
          slipNo: body.slipNo,
          receivedBy: actor.officerId,
          note: body.note,
        })
        .returning({ id: remittances.id });
      if (!row) throw new Error('remittance not inserted');
      await auditBy(tx, { actor, ip: request.ip ?? null }, orgId, {
        action: 'remittance.create',
        entity: 'remittance',
        entityId: row.id,
        after: {
          ...body,
          expectedCash: day.totals.cash,
          expectedTransfer: day.totals.transfer,
          shortfall,
        },
        reason: shortfall !== 0 ? body.differenceReason : null,
      });
      return replayOf({ tx, orgId, actor }, row.id);
    },
    conflicts: {
      remittances_officer_day: () => conflict('dayRemitted'),
    },
  });

const voidIn = async (
  { tx, orgId, actor }: TenantCtx,
  request: FastifyRequest,
  id: string,
  reason: string,
) => {
  const [row] = await tx
    .select()
    .from(remittances)
    .where(and(eq(remittances.orgId, orgId), eq(remittances.id, id)))
    .for('update');
  if (!row) throw notFound();
  if (row.voidedAt) throw conflict('remittanceVoid');
  // The remittance's cash is in the cash book: it may already be at the bank.
  await lockCashBook(tx, orgId);
  await tx
    .update(remittances)
    .set({ voidedAt: new Date(), voidedBy: actor.officerId, voidReason: reason })
    .where(and(eq(remittances.orgId, orgId), eq(remittances.id, id)));
  await auditBy(tx, { actor, ip: request.ip ?? null }, orgId, {
    action: 'remittance.void',
    entity: 'remittance',
    entityId: id,
    before: {
      status: 'standing',
      officerId: row.officerId,
      date: row.businessDate,
      cash: row.cash,
      transfer: row.transfer,
      shortfall: row.shortfall,
    },
    after: { status: 'void', reason },
    reason,
  });
  await refuseOverdraft(tx, orgId);
  return replayOf({ tx, orgId, actor }, id);
};

/**
 * Voids a remittance recorded in error (issue 24): with a reason, by finance; the row is
 * kept (struck out on the ป.32) and the collector's day opens again, so a corrected
 * remittance can be recorded and the counter takes money again. A void already done is
 * refused (409); the same void again under its Idempotency-Key answers the voided one.
 */
export const voidRemittance = async (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  reason: string,
) =>
  (
    await onceByKey(app, request, {
      scope: 'remittance.void',
      asks: { id, reason },
      write: (ctx) => voidIn(ctx, request, id, reason),
      idOf: (r) => r.id,
      replay: replayOf,
    })
  ).made;
