import { and, asc, eq } from 'drizzle-orm';
import type { NoticeDetail } from '@prapa/contracts';
import { bangkokDate } from '@prapa/domain';
import {
  debtNotices,
  noticeEvents,
  notificationMessages,
  officers,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import { noticeRows } from './notice-list.repo.ts';
import type { NoticeSnapshot } from './notice-snapshot.ts';

const eventsOf = (tx: Tx, orgId: string, id: string) =>
  tx
    .select({
      id: noticeEvents.id,
      kind: noticeEvents.kind,
      onDate: noticeEvents.onDate,
      note: noticeEvents.note,
      meterReading: noticeEvents.meterReading,
      detail: noticeEvents.detail,
      by: officers.fullName,
      at: noticeEvents.createdAt,
    })
    .from(noticeEvents)
    .innerJoin(
      officers,
      and(eq(officers.orgId, noticeEvents.orgId), eq(officers.id, noticeEvents.createdBy)),
    )
    .where(and(eq(noticeEvents.orgId, orgId), eq(noticeEvents.noticeId, id)))
    .orderBy(asc(noticeEvents.createdAt));

const messagesOf = (tx: Tx, orgId: string, id: string) =>
  tx
    .select({
      id: notificationMessages.id,
      channel: notificationMessages.channel,
      recipient: notificationMessages.recipient,
      body: notificationMessages.body,
      provider: notificationMessages.provider,
      status: notificationMessages.status,
      at: notificationMessages.createdAt,
      by: officers.fullName,
    })
    .from(notificationMessages)
    .innerJoin(
      officers,
      and(
        eq(officers.orgId, notificationMessages.orgId),
        eq(officers.id, notificationMessages.createdBy),
      ),
    )
    .where(and(eq(notificationMessages.orgId, orgId), eq(notificationMessages.noticeId, id)))
    .orderBy(asc(notificationMessages.createdAt));

/** One notice with its debt table as issued, what happened to it and what was sent. */
export const noticeDetailIn = async (tx: Tx, orgId: string, id: string): Promise<NoticeDetail> => {
  const [row] = await noticeRows(tx, orgId, { ids: [id] }, bangkokDate(new Date()));
  const [record] = await tx
    .select({ snapshot: debtNotices.snapshot, voidReason: debtNotices.voidReason })
    .from(debtNotices)
    .where(and(eq(debtNotices.orgId, orgId), eq(debtNotices.id, id)));
  if (!row || !record) throw notFound();
  const snapshot = record.snapshot as NoticeSnapshot;
  const events = await eventsOf(tx, orgId, id);
  const done = events.find((e) => e.kind === 'done');
  const { status: _status, ...rest } = row;
  return {
    ...rest,
    debt: snapshot.debt,
    followsNumber: snapshot.follows?.number ?? null,
    voidReason: record.voidReason,
    events: events.map((e) => ({
      id: e.id,
      kind: e.kind,
      onDate: e.onDate,
      note: e.note,
      meterReading: e.meterReading,
      by: e.by,
      at: e.at.toISOString(),
    })),
    messages: (await messagesOf(tx, orgId, id)).map((m) => ({ ...m, at: m.at.toISOString() })),
    feeBillNumber:
      (done?.detail as { feeBillNumber?: string | null } | null)?.feeBillNumber ?? null,
  };
};
