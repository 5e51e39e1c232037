import { and, eq, sql } from 'drizzle-orm';
import type { NoticeKind } from '@prapa/contracts';
import { noticeNumber } from '@prapa/domain';
import { debtNotices, noticeCounters, noticeEvents } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import type { NoticeSnapshot } from './notice-snapshot.ts';

/**
 * Takes `count` notice numbers of a kind in a fiscal year: the counter row stays locked
 * by the UPDATE until the transaction ends and the notices are inserted in the same
 * transaction, so a rollback gives every number back (MONEY.md §1.2).
 */
export const takeNoticeNumbers = async (
  tx: Tx,
  orgId: string,
  fiscalYear: number,
  kind: NoticeKind,
  count: number,
) => {
  await tx
    .insert(noticeCounters)
    .values({ orgId, fiscalYear, kind, lastSeq: 0 })
    .onConflictDoNothing();
  const [row] = await tx
    .update(noticeCounters)
    .set({ lastSeq: sql`${noticeCounters.lastSeq} + ${count}` })
    .where(
      and(
        eq(noticeCounters.orgId, orgId),
        eq(noticeCounters.fiscalYear, fiscalYear),
        eq(noticeCounters.kind, kind),
      ),
    )
    .returning({ lastSeq: noticeCounters.lastSeq });
  if (!row) throw new Error('notice counter not found');
  return row.lastSeq - count + 1;
};

export type NewNotice = {
  waterUserId: string;
  customerNo: string;
  total: number;
  unpaidRounds: number;
  episodeKey: string;
  billIds: string[];
  followsId: string | null;
  snapshot: NoticeSnapshot;
};

export type NoticeMeta = {
  kind: NoticeKind;
  fiscalYear: number;
  noticeDate: string;
  payBy: string;
  jobId: string | null;
  createdBy: string;
};

/**
 * Numbers and inserts notices in the order given (walk order: a printed batch is
 * numbered in the order it is delivered). The one-per-episode index refuses a second
 * notice for the same debt; the caller has already left those out.
 */
export const insertNotices = async (tx: Tx, orgId: string, meta: NoticeMeta, list: NewNotice[]) => {
  if (list.length === 0) return [];
  const first = await takeNoticeNumbers(tx, orgId, meta.fiscalYear, meta.kind, list.length);
  return tx
    .insert(debtNotices)
    .values(
      list.map((n, i) => ({
        orgId,
        kind: meta.kind,
        fiscalYear: meta.fiscalYear,
        seq: first + i,
        number: noticeNumber(meta.kind, meta.fiscalYear, first + i),
        waterUserId: n.waterUserId,
        customerNo: n.customerNo,
        noticeDate: meta.noticeDate,
        payBy: meta.payBy,
        total: n.total,
        unpaidRounds: n.unpaidRounds,
        episodeKey: n.episodeKey,
        billIds: n.billIds,
        followsId: n.followsId,
        snapshot: n.snapshot,
        jobId: meta.jobId,
        createdBy: meta.createdBy,
      })),
    )
    .returning({ id: debtNotices.id, number: debtNotices.number, total: debtNotices.total });
};

export const findNotice = async (tx: Tx, orgId: string, id: string, lock = false) => {
  const q = tx
    .select()
    .from(debtNotices)
    .where(and(eq(debtNotices.orgId, orgId), eq(debtNotices.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
};
export type NoticeRecord = NonNullable<Awaited<ReturnType<typeof findNotice>>>;

export const addNoticeEvents = (
  tx: Tx,
  orgId: string,
  rows: {
    noticeId: string;
    kind: 'printed' | 'handed' | 'sms' | 'line' | 'done';
    onDate: string;
    note: string | null;
    meterReading?: number | null;
    detail?: Record<string, unknown> | null;
    createdBy: string;
  }[],
) => (rows.length ? tx.insert(noticeEvents).values(rows.map((r) => ({ ...r, orgId }))) : null);

/** What one issuing job wrote: how many, the first and last number, their total. */
export const jobNotices = async (tx: Tx, orgId: string, jobId: string) => {
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      first: sql<string | null>`min(${debtNotices.number})`,
      last: sql<string | null>`max(${debtNotices.number})`,
      total: sql<number>`coalesce(sum(${debtNotices.total}), 0)::float8`,
    })
    .from(debtNotices)
    .where(and(eq(debtNotices.orgId, orgId), eq(debtNotices.jobId, jobId)));
  return {
    count: row?.count ?? 0,
    first: row?.first ?? null,
    last: row?.last ?? null,
    total: Number(row?.total ?? 0),
  };
};
