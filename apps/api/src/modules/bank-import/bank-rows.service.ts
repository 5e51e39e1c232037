import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { BankRowRecord, bankRowListQuery, bankRowMatchBody } from '@prapa/contracts';
import { bankRows } from '../../db/schema/index.ts';
import { inActorOrg, type TenantCtx } from '../../lib/actor-tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { auditBy } from '../../lib/audit.ts';
import { pageOf } from '../../lib/list-query.ts';
import { openBillsOfUsers } from '../receipts/counter.repo.ts';
import { bankContext } from './bank-context.ts';
import { payersOf } from './bank-match.repo.ts';
import { writeBankReceipts } from './bank-receipts.repo.ts';
import { listRows, lockRow, rowRecord } from './bank-rows.repo.ts';
import { allocateLine } from './classify-lines.ts';

const BANGKOK_OFFSET_MS = 7 * 3_600_000;

const conflict = (context: string) => new AppError('CONFLICT', { vars: { context } });
const who = (request: FastifyRequest) => ({ actor: request.actor, ip: request.ip ?? null });

export const listBankRows = (
  app: FastifyInstance,
  request: FastifyRequest,
  q: z.output<typeof bankRowListQuery>,
) => inActorOrg(app, request, ({ tx, orgId }) => listRows(tx, orgId, q, pageOf(q)));

/** A queued row, locked; a row handled meanwhile by someone else is a conflict. */
const queuedRow = async (ctx: TenantCtx, id: string) => {
  const row = await lockRow(ctx.tx, ctx.orgId, id);
  if (!row) throw notFound();
  if (row.state !== 'queued') throw conflict('bankRowHandled');
  return row;
};

const answer = async (ctx: TenantCtx, id: string): Promise<BankRowRecord> => {
  const record = await rowRecord(ctx.tx, ctx.orgId, id);
  if (!record) throw notFound();
  return record;
};

/**
 * A person matches a queued row to a connection (and which of its open bills; oldest
 * first when none are named): a receipt from the channel's electronic book, dated as the
 * bank paid it, exactly as confirming a file makes one.
 */
export const matchBankRow = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  body: z.output<typeof bankRowMatchBody>,
) =>
  inActorOrg(app, request, async (ctx) => {
    const { tx, orgId, actor } = ctx;
    const row = await queuedRow(ctx, id);
    const [user] = await payersOf(tx, orgId, { ids: [body.waterUserId] }, true);
    if (!user) throw notFound();
    const open = await openBillsOfUsers(tx, orgId, [user.id], true);
    const all = open.get(user.id) ?? [];
    const chosen =
      body.billIds.length === 0
        ? all
        : body.billIds.map((billId) => all.find((b) => b.id === billId));
    if (chosen.some((b) => b === undefined)) throw conflict('billNotOpen');
    const bills = chosen.filter((b) => b !== undefined);
    const c = await bankContext(tx, {
      orgId,
      officerId: actor.officerId,
      channelId: row.channelId,
      sha256: '',
    });
    if (!c.officer.name) throw new AppError('FORBIDDEN');
    const line = {
      line: row.lineNo,
      payDate: row.payDate,
      // The bank's wall-clock time back from the stored instant (Bangkok, UTC+7).
      time: new Date(row.paidAt.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(11, 19),
      payerName: row.payerName,
      ref1: row.ref1,
      ref2: row.ref2,
      bankRef: row.bankRef,
      description: row.description,
      amount: row.amount,
      moneyIn: true,
    };
    const allocation = allocateLine(open, user.id, bills, row.amount);
    const [written] = await writeBankReceipts(
      tx,
      {
        orgId,
        org: c.org,
        channel: c.channel,
        cashier: { id: actor.officerId, name: c.officer.name, officeId: c.officer.officeId },
      },
      [{ line, user, chosen: bills, allocation }],
    );
    if (!written) throw new Error('receipt not written');
    await tx
      .update(bankRows)
      .set({
        state: 'matched',
        waterUserId: user.id,
        receiptId: written.receiptId,
        handledBy: actor.officerId,
        handledAt: new Date(),
      })
      .where(and(eq(bankRows.orgId, orgId), eq(bankRows.id, id)));
    await auditBy(tx, who(request), orgId, {
      action: 'bankRow.match',
      entity: 'bank_row',
      entityId: id,
      before: { state: row.state, ref1: row.ref1, ref2: row.ref2, amount: row.amount },
      after: {
        customerNo: user.customerNo,
        receipt: `${written.bookNo}/${written.number}`,
        toCredit: allocation.toCredit,
      },
    });
    return answer(ctx, id);
  });

/** A queued row that is not a water payment, set aside with a reason (audited). */
export const dismissBankRow = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  reason: string,
) =>
  inActorOrg(app, request, async (ctx) => {
    const { tx, orgId, actor } = ctx;
    const row = await queuedRow(ctx, id);
    await tx
      .update(bankRows)
      .set({ state: 'dismissed', reason, handledBy: actor.officerId, handledAt: new Date() })
      .where(and(eq(bankRows.orgId, orgId), eq(bankRows.id, id)));
    await auditBy(tx, who(request), orgId, {
      action: 'bankRow.dismiss',
      entity: 'bank_row',
      entityId: id,
      before: { state: row.state, amount: row.amount },
      after: { state: 'dismissed' },
      reason,
    });
    return answer(ctx, id);
  });
