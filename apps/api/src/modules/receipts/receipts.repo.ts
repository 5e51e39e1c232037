import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Receipt, ReceiptListQuery, ReceiptSnapshot } from '@prapa/contracts';
import {
  bills,
  organisations,
  receiptAllocations,
  receiptPrints,
  receipts,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { anyOf } from '../../lib/any-of.ts';
import { countAll, escapeLike, type Window } from '../../lib/list-query.ts';

type Row = typeof receipts.$inferSelect;

/**
 * How many times it was printed: the first print is the original. Qualified by hand:
 * drizzle leaves a one-table select's columns bare, which the subquery would read as p's.
 */
const prints = sql<number>`(select count(*)::int from ${receiptPrints} p where p.org_id = receipts.org_id and p.receipt_id = receipts.id)`;

export const viewOf = (
  r: Row & { prints: number },
  allocations: Receipt['allocations'],
): Receipt => ({
  id: r.id,
  bookId: r.bookId,
  fiscalYear: r.fiscalYear,
  bookNo: r.bookNo,
  number: r.number,
  waterUserId: r.waterUserId,
  customerNo: r.customerNo,
  businessDate: r.businessDate,
  paidAt: r.paidAt.toISOString(),
  channelId: r.channelId,
  channelKind: r.channelKind,
  reference: r.reference,
  amount: r.amount,
  creditUsed: r.creditUsed,
  toCredit: r.toCredit,
  tendered: r.tendered,
  change: r.change,
  cashierId: r.cashierId,
  status: r.status,
  voidReason: r.voidReason,
  voidedAt: r.voidedAt ? r.voidedAt.toISOString() : null,
  snapshot: r.snapshot as ReceiptSnapshot,
  allocations,
  prints: r.prints,
  createdAt: r.createdAt.toISOString(),
});

const allocationsOf = async (tx: Tx, orgId: string, ids: string[]) => {
  if (ids.length === 0) return new Map<string, Receipt['allocations']>();
  const rows = await tx
    .select({
      receiptId: receiptAllocations.receiptId,
      billId: receiptAllocations.billId,
      billNumber: bills.number,
      source: receiptAllocations.source,
      amount: receiptAllocations.amount,
      lateFee: receiptAllocations.lateFee,
      water: receiptAllocations.water,
      topUp: receiptAllocations.topUp,
      meterFee: receiptAllocations.meterFee,
      other: receiptAllocations.other,
      vat: receiptAllocations.vat,
    })
    .from(receiptAllocations)
    .innerJoin(
      bills,
      and(eq(bills.orgId, receiptAllocations.orgId), eq(bills.id, receiptAllocations.billId)),
    )
    .where(and(eq(receiptAllocations.orgId, orgId), anyOf(receiptAllocations.receiptId, ids)))
    .orderBy(asc(bills.billDate), asc(bills.number), asc(receiptAllocations.source));
  const out = new Map<string, Receipt['allocations']>();
  for (const { receiptId, billId, billNumber, source, amount, ...heads } of rows) {
    out.set(receiptId, [
      ...(out.get(receiptId) ?? []),
      { billId, billNumber, source, amount, heads },
    ]);
  }
  return out;
};

const withAllocations = async (tx: Tx, orgId: string, rows: (Row & { prints: number })[]) => {
  const allocations = await allocationsOf(
    tx,
    orgId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => viewOf(r, allocations.get(r.id) ?? []));
};

const select = (tx: Tx) => tx.select({ receipt: receipts, prints }).from(receipts);
const flat = (rows: { receipt: Row; prints: number }[]) =>
  rows.map((r) => ({ ...r.receipt, prints: r.prints }));

export const receiptById = async (tx: Tx, orgId: string, id: string) => {
  const rows = flat(await select(tx).where(and(eq(receipts.orgId, orgId), eq(receipts.id, id))));
  const [one] = await withAllocations(tx, orgId, rows);
  return one ?? null;
};

export const receiptByKey = async (tx: Tx, orgId: string, key: string) => {
  const rows = flat(
    await select(tx).where(and(eq(receipts.orgId, orgId), eq(receipts.idempotencyKey, key))),
  );
  const [one] = await withAllocations(tx, orgId, rows);
  return one ?? null;
};

const filters = (orgId: string, q: Partial<ReceiptListQuery>): SQL | undefined =>
  and(
    eq(receipts.orgId, orgId),
    q.date ? eq(receipts.businessDate, q.date) : undefined,
    q.from ? sql`${receipts.businessDate} >= ${q.from}` : undefined,
    q.to ? sql`${receipts.businessDate} <= ${q.to}` : undefined,
    q.cashierId ? eq(receipts.cashierId, q.cashierId) : undefined,
    q.waterUserId ? eq(receipts.waterUserId, q.waterUserId) : undefined,
    q.bookId ? eq(receipts.bookId, q.bookId) : undefined,
    q.status ? eq(receipts.status, q.status) : undefined,
    q.largeCredit === 'true'
      ? sql`${receipts.toCredit} > (select o.large_credit_limit from ${organisations} o where o.id = ${orgId})`
      : undefined,
    q.q
      ? sql`(${receipts.customerNo} ilike ${`%${escapeLike(q.q)}%`} or ${receipts.snapshot} -> 'payer' ->> 'name' ilike ${`%${escapeLike(q.q)}%`} or ${receipts.reference} ilike ${`%${escapeLike(q.q)}%`})`
      : undefined,
  );

/** A page of receipts, newest first. */
export const listReceipts = async (
  tx: Tx,
  orgId: string,
  q: Partial<ReceiptListQuery>,
  window: Window,
): Promise<{ items: Receipt[]; total: number }> => {
  const where = filters(orgId, q);
  const rows = flat(
    await select(tx)
      .where(where)
      .orderBy(desc(receipts.paidAt), desc(receipts.number))
      .limit(window.limit)
      .offset(window.offset),
  );
  const [count] = await tx.select({ n: countAll }).from(receipts).where(where);
  return { items: await withAllocations(tx, orgId, rows), total: count?.n ?? 0 };
};
