import { and, asc, desc, eq, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReceiptBook, ReceiptBookListQuery } from '@prapa/contracts';
import {
  offices,
  officers,
  paymentChannels,
  receiptBooks,
  receiptLeafVoids,
  receipts,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { countAll, escapeLike, type Window } from '../../lib/list-query.ts';

const rb = receiptBooks;
const holder = alias(officers, 'holder_officer');

const used = sql<number>`(select count(*)::int from ${receipts} r where r.org_id = ${rb.orgId} and r.book_id = ${rb.id})`;
const voidedReceipts = sql<number>`(select count(*)::int from ${receipts} r where r.org_id = ${rb.orgId} and r.book_id = ${rb.id} and r.status = 'void')`;
const voidedLeaves = sql<number>`(select coalesce(sum(v.to_no - v.from_no + 1), 0)::int from ${receiptLeafVoids} v where v.org_id = ${rb.orgId} and v.book_id = ${rb.id})`;

const columns = {
  id: rb.id,
  fiscalYear: rb.fiscalYear,
  bookNo: rb.bookNo,
  kind: rb.kind,
  firstNo: rb.firstNo,
  lastNo: rb.lastNo,
  nextNo: rb.nextNo,
  state: rb.state,
  holderOfficerId: rb.holderOfficerId,
  holderOfficerName: holder.fullName,
  holderOfficeId: rb.holderOfficeId,
  holderOfficeName: offices.name,
  holderChannelId: rb.channelId,
  holderChannelName: paymentChannels.name,
  receivedAt: rb.receivedAt,
  note: rb.note,
  used,
  voidedReceipts,
  voidedLeaves,
  createdAt: rb.createdAt,
  updatedAt: rb.updatedAt,
};

type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

export const bookView = (r: Row): ReceiptBook => ({
  ...r,
  remaining: Math.max(0, r.lastNo - r.nextNo + 1),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const base = (tx: Tx) =>
  tx
    .select(columns)
    .from(rb)
    .leftJoin(holder, and(eq(holder.orgId, rb.orgId), eq(holder.id, rb.holderOfficerId)))
    .leftJoin(offices, and(eq(offices.orgId, rb.orgId), eq(offices.id, rb.holderOfficeId)))
    .leftJoin(
      paymentChannels,
      and(eq(paymentChannels.orgId, rb.orgId), eq(paymentChannels.id, rb.channelId)),
    );

const filters = (orgId: string, q: Partial<ReceiptBookListQuery>) =>
  and(
    eq(rb.orgId, orgId),
    q.fiscalYear ? eq(rb.fiscalYear, q.fiscalYear) : undefined,
    q.state ? eq(rb.state, q.state) : undefined,
    q.q ? sql`${rb.bookNo} ilike ${`%${escapeLike(q.q)}%`}` : undefined,
  );

/** The register: newest fiscal year first, then by book number. */
export const listBooks = async (
  tx: Tx,
  orgId: string,
  q: Partial<ReceiptBookListQuery>,
  window: Window,
): Promise<{ items: ReceiptBook[]; total: number }> => {
  const where = filters(orgId, q);
  const rows = await base(tx)
    .where(where)
    .orderBy(desc(rb.fiscalYear), asc(rb.bookNo))
    .limit(window.limit)
    .offset(window.offset);
  const [count] = await tx.select({ n: countAll }).from(rb).where(where);
  return { items: rows.map(bookView), total: count?.n ?? 0 };
};

export const findBook = async (tx: Tx, orgId: string, id: string): Promise<ReceiptBook | null> => {
  const [row] = await base(tx).where(and(eq(rb.orgId, orgId), eq(rb.id, id)));
  return row ? bookView(row) : null;
};

/** The book row itself, locked: its next number is taken or its state changed. */
export const lockBook = async (tx: Tx, orgId: string, id: string) => {
  const [row] = await tx
    .select()
    .from(rb)
    .where(and(eq(rb.orgId, orgId), eq(rb.id, id)))
    .for('update');
  return row ?? null;
};

/**
 * Which book a cashier's next receipt is numbered from: their own open book of the fiscal
 * year with a leaf left (lowest book number first), else their office's shared one.
 */
const cashierBookWhere = (
  orgId: string,
  fiscalYear: number,
  officerId: string,
  officeId: string | null,
) =>
  and(
    eq(rb.orgId, orgId),
    eq(rb.fiscalYear, fiscalYear),
    eq(rb.state, 'open'),
    lte(rb.nextNo, rb.lastNo),
    or(
      eq(rb.holderOfficerId, officerId),
      officeId ? and(isNull(rb.holderOfficerId), eq(rb.holderOfficeId, officeId)) : undefined,
    ),
  );
const ownFirst = [sql`${rb.holderOfficerId} is null`, asc(rb.bookNo)];

/**
 * Takes the next number of that book (a data-modifying CTE of the receipt's own INSERT,
 * so a rollback gives the number back, MONEY.md §1.2): the book's row is locked by the
 * subquery, so two cashiers on one office book wait for each other here and never share
 * a number; a book that filled up meanwhile gives none (the recheck of `next_no <=
 * last_no` after the wait), and the last leaf closes it.
 */
export const cashierLeafUpdate = (
  tx: Tx,
  orgId: string,
  fiscalYear: number,
  officerId: string,
  officeId: string | null,
): SQL => {
  const pick = tx
    .select({ id: rb.id })
    .from(rb)
    .where(cashierBookWhere(orgId, fiscalYear, officerId, officeId))
    .orderBy(...ownFirst)
    .limit(1)
    .for('update');
  return sql`
    update ${rb} set next_no = next_no + 1,
      state = case when next_no + 1 > last_no then 'closed' else 'open' end,
      updated_at = now()
    where org_id = ${orgId} and id = (${pick}) and next_no <= last_no
    returning id, book_no, (next_no - 1)::int as number`;
};

/** The same choice, read without a lock: what the cashier's screen shows. */
export const cashierBook = async (
  tx: Tx,
  orgId: string,
  fiscalYear: number,
  officerId: string,
  officeId: string | null,
) => {
  const [row] = await tx
    .select({ id: rb.id, bookNo: rb.bookNo, nextNo: rb.nextNo, lastNo: rb.lastNo })
    .from(rb)
    .where(cashierBookWhere(orgId, fiscalYear, officerId, officeId))
    .orderBy(...ownFirst)
    .limit(1);
  return row ?? null;
};

/** The fiscal year's books not closed yet, locked: what the year-end step closes. */
export const unclosedBooks = (tx: Tx, orgId: string, fiscalYear: number) =>
  tx
    .select()
    .from(rb)
    .where(and(eq(rb.orgId, orgId), eq(rb.fiscalYear, fiscalYear), ne(rb.state, 'closed')))
    .orderBy(asc(rb.bookNo))
    .for('update');

export const leafVoidsOf = (tx: Tx, orgId: string, bookId: string) =>
  tx
    .select()
    .from(receiptLeafVoids)
    .where(and(eq(receiptLeafVoids.orgId, orgId), eq(receiptLeafVoids.bookId, bookId)))
    .orderBy(asc(receiptLeafVoids.fromNo));
