import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { NoticeDeliveryInput, NoticeDoneInput } from '@prapa/contracts';
import { bangkokDate, formatThaiDate } from '@prapa/domain';
import { debtNotices, noticeEvents } from '../../db/schema/index.ts';
import { inActorOrg, type TenantCtx } from '../../lib/actor-tenant.ts';
import { AppError, fieldError, notFound } from '../../lib/app-error.ts';
import { auditBy, type AuditWho } from '../../lib/audit.ts';
import { anyOf } from '../../lib/any-of.ts';
import { issueSundry } from '../billing/sundry-bill.ts';
import { findOrg } from '../orgs/org.repo.ts';
import { noticeDetailIn } from './notice-detail.repo.ts';
import { openBill } from './unpaid-rounds.ts';
import { addNoticeEvents, findNotice, type NoticeRecord } from './notices.repo.ts';
import {
  cutOffStatus,
  lockConnection,
  normalStatus,
  owingOf,
  setUsageStatus,
} from './usage-switch.repo.ts';

export const who = (request: FastifyRequest): AuditWho => ({
  actor: request.actor,
  ip: request.ip ?? null,
});
export const conflict = (context: string, vars: Record<string, unknown> = {}) =>
  new AppError('CONFLICT', { vars: { context, ...vars } });

export const liveNotice = async (ctx: TenantCtx, id: string, lock = true) => {
  const n = await findNotice(ctx.tx, ctx.orgId, id, lock);
  if (!n) throw notFound();
  if (n.status === 'void') throw conflict('noticeVoid', { number: n.number });
  return n;
};

const doneEvent = async (ctx: TenantCtx, noticeId: string) => {
  const [row] = await ctx.tx
    .select({ onDate: noticeEvents.onDate, detail: noticeEvents.detail })
    .from(noticeEvents)
    .where(
      and(
        eq(noticeEvents.orgId, ctx.orgId),
        eq(noticeEvents.noticeId, noticeId),
        eq(noticeEvents.kind, 'done'),
      ),
    );
  return row ?? null;
};

/**
 * Delivery of one or many notices (printed, handed over…). A delivery already recorded
 * for the same notice, kind and day is not recorded twice.
 */
export const recordDelivery = (
  app: FastifyInstance,
  request: FastifyRequest,
  body: NoticeDeliveryInput,
) =>
  inActorOrg(app, request, async (ctx) => {
    const { tx, orgId } = ctx;
    // A letter is handed over or sent on a day that has come, not ahead.
    if (body.onDate > bangkokDate(new Date())) {
      throw fieldError('VALIDATION', 'onDate', 'validation:futureDate');
    }
    const ids = [...new Set(body.noticeIds)];
    const found = await tx
      .select({ id: debtNotices.id, status: debtNotices.status, number: debtNotices.number })
      .from(debtNotices)
      .where(and(eq(debtNotices.orgId, orgId), anyOf(debtNotices.id, ids)));
    if (found.length !== ids.length) throw notFound();
    const voided = found.find((n) => n.status === 'void');
    if (voided) throw conflict('noticeVoid', { number: voided.number });
    const already = await tx
      .select({ noticeId: noticeEvents.noticeId })
      .from(noticeEvents)
      .where(
        and(
          eq(noticeEvents.orgId, orgId),
          anyOf(noticeEvents.noticeId, ids),
          eq(noticeEvents.kind, body.kind),
          eq(noticeEvents.onDate, body.onDate),
        ),
      );
    const skip = new Set(already.map((a) => a.noticeId));
    const fresh = ids.filter((id) => !skip.has(id));
    await addNoticeEvents(
      tx,
      orgId,
      fresh.map((noticeId) => ({
        noticeId,
        kind: body.kind,
        onDate: body.onDate,
        note: body.note,
        createdBy: ctx.actor.officerId,
      })),
    );
    if (fresh.length) {
      await auditBy(tx, who(request), orgId, {
        action: 'debt.notice.delivery',
        entity: 'debt_notice',
        entityId: fresh.length === 1 ? fresh[0] : null,
        after: { kind: body.kind, onDate: body.onDate, notices: fresh.length },
      });
    }
    return { recorded: fresh.length, already: ids.length - fresh.length };
  });

const cutOffDone = async (ctx: TenantCtx, by: AuditWho, n: NoticeRecord, body: NoticeDoneInput) => {
  const { tx, orgId } = ctx;
  if (body.onDate < n.payBy) throw conflict('cutoffTooEarly', { date: formatThaiDate(n.payBy) });
  const open = await owingOf(tx, orgId, n.waterUserId);
  const listed = await tx.execute(sql`
    select count(*)::int as c from bills b where b.org_id = ${orgId}
      and b.id = any(${sql.param(n.billIds)}::uuid[]) and ${openBill}`);
  const stillOpen = Number((listed as unknown as { rows: { c: number }[] }).rows[0]?.c ?? 0);
  // Paid before the water was cut: the order is closed, nobody goes out to cut.
  if (open === 0 || stillOpen === 0) throw conflict('noticePaid', { number: n.number });
  const user = await lockConnection(tx, orgId, n.waterUserId);
  if (!user) throw notFound();
  const status = await cutOffStatus(tx, orgId);
  if (!status) throw conflict('noCutOffStatus');
  await setUsageStatus(tx, orgId, user.id, status.id);
  const org = await findOrg(tx, orgId);
  const fee =
    org && org.reconnectionFee > 0
      ? await issueSundry(
          tx,
          orgId,
          ctx.actor.officerId,
          {
            waterUserId: user.id,
            sundryKind: 'reconnection',
            amount: org.reconnectionFee,
            description: `ค่าธรรมเนียมต่อน้ำใหม่ ตามใบสั่งงดจ่ายน้ำเลขที่ ${n.number}`,
            dueDate: null,
          },
          body.onDate,
        )
      : null;
  const detail = {
    previousStatusId: user.usageStatusId,
    statusId: status.id,
    feeBillId: fee?.id ?? null,
    feeBillNumber: fee?.number ?? null,
  };
  await auditBy(tx, by, orgId, {
    action: 'water_user.cut_off',
    entity: 'water_user',
    entityId: user.id,
    before: { usageStatusId: user.usageStatusId },
    after: {
      usageStatusId: status.id,
      notice: n.number,
      feeBill: fee?.number ?? null,
      meterReading: body.meterReading ?? null,
    },
  });
  return detail;
};

const reconnectionDone = async (ctx: TenantCtx, by: AuditWho, n: NoticeRecord) => {
  const { tx, orgId } = ctx;
  const owing = await owingOf(tx, orgId, n.waterUserId);
  if (owing > 0) throw conflict('stillOwing', { amount: owing / 100 });
  const user = await lockConnection(tx, orgId, n.waterUserId);
  if (!user) throw notFound();
  const cut = n.followsId ? await doneEvent(ctx, n.followsId) : null;
  const before = (cut?.detail as { previousStatusId?: string } | null)?.previousStatusId;
  const back = before ? { id: before } : await normalStatus(tx, orgId);
  if (!back) throw conflict('noNormalStatus');
  await setUsageStatus(tx, orgId, user.id, back.id);
  await auditBy(tx, by, orgId, {
    action: 'water_user.reconnect',
    entity: 'water_user',
    entityId: user.id,
    before: { usageStatusId: user.usageStatusId },
    after: { usageStatusId: back.id, notice: n.number },
  });
  return { previousStatusId: user.usageStatusId, statusId: back.id };
};

/**
 * A work order carried out, in the caller's transaction. Cut-off: the usage status becomes
 * the organisation's cut-off status and the reconnection fee is billed (MONEY.md §8).
 * Reconnection: only once everything is paid; the status goes back to what it was.
 */
export const markWorkDone = async (
  ctx: TenantCtx,
  by: AuditWho,
  id: string,
  body: NoticeDoneInput,
) => {
  const n = await liveNotice(ctx, id);
  if (n.kind === 'warning') throw conflict('warningHasNoWork');
  if (await doneEvent(ctx, n.id)) throw conflict('noticeDone', { number: n.number });
  if (body.onDate > bangkokDate(new Date())) throw conflict('futureDate');
  const detail =
    n.kind === 'cutoff' ? await cutOffDone(ctx, by, n, body) : await reconnectionDone(ctx, by, n);
  await addNoticeEvents(ctx.tx, ctx.orgId, [
    {
      noticeId: n.id,
      kind: 'done',
      onDate: body.onDate,
      note: body.note,
      meterReading: body.meterReading ?? null,
      detail,
      createdBy: ctx.actor.officerId,
    },
  ]);
  return n;
};

export const workDone = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  body: NoticeDoneInput,
) =>
  inActorOrg(app, request, async (ctx) => {
    const n = await markWorkDone(ctx, who(request), id, body);
    return noticeDetailIn(ctx.tx, ctx.orgId, n.id);
  });

/** A notice issued in error is voided with a reason; work already done cannot be. */
export const voidNotice = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  reason: string,
) =>
  inActorOrg(app, request, async (ctx) => {
    const n = await liveNotice(ctx, id);
    if (await doneEvent(ctx, n.id)) throw conflict('noticeDone', { number: n.number });
    await ctx.tx
      .update(debtNotices)
      .set({
        status: 'void',
        voidReason: reason,
        voidedAt: sql`now()`,
        voidedBy: ctx.actor.officerId,
      })
      .where(and(eq(debtNotices.orgId, ctx.orgId), eq(debtNotices.id, n.id)));
    await auditBy(ctx.tx, who(request), ctx.orgId, {
      action: 'debt.notice.void',
      entity: 'debt_notice',
      entityId: n.id,
      reason,
      after: { number: n.number },
    });
    return noticeDetailIn(ctx.tx, ctx.orgId, n.id);
  });
