import { and, asc, eq, sql } from 'drizzle-orm';
import { billHeads, type Heads } from '@prapa/domain';
import {
  billLines,
  bills,
  creditMoves,
  receiptAllocations,
  receipts,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { anyOf } from '../../lib/any-of.ts';

/** An open bill as a payment allocates it: its heads and what earlier receipts paid of each. */
export type OpenBillRow = {
  id: string;
  number: string;
  kind: string;
  sundryKind: string | null;
  roundId: string | null;
  billDate: string;
  dueDate: string | null;
  usage: number | null;
  total: number;
  paid: number;
  snapshot: unknown;
  lines: { kind: string; labelKey: string; amount: number }[];
  heads: Heads;
  paidBefore: Heads;
};

const headSums = {
  lateFee: sql<number>`coalesce(sum(${receiptAllocations.lateFee}), 0)::float8`,
  water: sql<number>`coalesce(sum(${receiptAllocations.water}), 0)::float8`,
  topUp: sql<number>`coalesce(sum(${receiptAllocations.topUp}), 0)::float8`,
  meterFee: sql<number>`coalesce(sum(${receiptAllocations.meterFee}), 0)::float8`,
  other: sql<number>`coalesce(sum(${receiptAllocations.other}), 0)::float8`,
  vat: sql<number>`coalesce(sum(${receiptAllocations.vat}), 0)::float8`,
};

/**
 * A connection's bills still owing (issued or partly paid), oldest first, or only those of
 * `ids`; `lock` takes their row locks, so two cashiers paying the same bill queue here
 * and the second finds it paid.
 */
export const openBills = async (
  tx: Tx,
  orgId: string,
  waterUserId: string,
  opts: { ids?: readonly string[]; lock?: boolean } = {},
): Promise<OpenBillRow[]> => {
  const query = tx
    .select({
      id: bills.id,
      number: bills.number,
      kind: bills.kind,
      sundryKind: bills.sundryKind,
      roundId: bills.roundId,
      billDate: bills.billDate,
      dueDate: bills.dueDate,
      usage: bills.usage,
      total: bills.total,
      paid: bills.paid,
      snapshot: bills.snapshot,
    })
    .from(bills)
    .where(
      and(
        eq(bills.orgId, orgId),
        eq(bills.waterUserId, waterUserId),
        sql`${bills.status} in ('issued', 'partly_paid')`,
        opts.ids ? anyOf(bills.id, opts.ids) : undefined,
      ),
    )
    .orderBy(asc(bills.billDate), asc(bills.number));
  const rows = opts.lock ? await query.for('update') : await query;
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const lines = await tx
    .select({
      billId: billLines.billId,
      kind: billLines.kind,
      labelKey: billLines.labelKey,
      amount: billLines.amount,
      includedAmount: sql<number | null>`(${billLines.detail} ->> 'includedAmount')::float8`,
    })
    .from(billLines)
    .where(and(eq(billLines.orgId, orgId), anyOf(billLines.billId, ids)))
    .orderBy(asc(billLines.billId), asc(billLines.seq));
  const paid = await tx
    .select({ billId: receiptAllocations.billId, ...headSums })
    .from(receiptAllocations)
    .innerJoin(
      receipts,
      and(
        eq(receipts.orgId, receiptAllocations.orgId),
        eq(receipts.id, receiptAllocations.receiptId),
      ),
    )
    .where(
      and(
        eq(receiptAllocations.orgId, orgId),
        anyOf(receiptAllocations.billId, ids),
        eq(receipts.status, 'valid'),
      ),
    )
    .groupBy(receiptAllocations.billId);
  const linesOf = new Map<string, typeof lines>();
  for (const l of lines) linesOf.set(l.billId, [...(linesOf.get(l.billId) ?? []), l]);
  const paidOf = new Map(paid.map(({ billId, ...heads }) => [billId, heads]));
  return rows.map((r) => {
    const own = linesOf.get(r.id) ?? [];
    return {
      ...r,
      lines: own.map(({ kind, labelKey, amount }) => ({ kind, labelKey, amount })),
      heads: billHeads(
        own.map((l) => ({
          kind: l.kind,
          amount: l.amount,
          ...(l.includedAmount !== null ? { includedAmount: l.includedAmount } : {}),
        })),
      ),
      paidBefore: paidOf.get(r.id) ?? {
        lateFee: 0,
        water: 0,
        topUp: 0,
        meterFee: 0,
        other: 0,
        vat: 0,
      },
    };
  });
};

/**
 * Credit on account of connections: their moves whose receipt (if any) is valid and whose
 * bill (if any) is not void; only those with some credit are answered.
 */
export const creditBalances = async (tx: Tx, orgId: string, ids: readonly string[]) => {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await tx
    .select({
      id: creditMoves.waterUserId,
      credit: sql<number>`sum(${creditMoves.amount})::float8`,
    })
    .from(creditMoves)
    .where(
      and(
        eq(creditMoves.orgId, orgId),
        anyOf(creditMoves.waterUserId, ids),
        sql`(${creditMoves.receiptId} is null or exists (select 1 from ${receipts} r
          where r.org_id = ${creditMoves.orgId} and r.id = ${creditMoves.receiptId}
            and r.status = 'valid'))`,
        sql`(${creditMoves.billId} is null or exists (select 1 from ${bills} b
          where b.org_id = ${creditMoves.orgId} and b.id = ${creditMoves.billId}
            and b.status <> 'void'))`,
      ),
    )
    .groupBy(creditMoves.waterUserId);
  return new Map(rows.filter((r) => r.credit > 0).map((r) => [r.id, r.credit]));
};

/** One connection's credit on account (0 when none). */
export const creditBalance = async (tx: Tx, orgId: string, waterUserId: string) =>
  (await creditBalances(tx, orgId, [waterUserId])).get(waterUserId) ?? 0;

/** Sets each bill's paid to what its valid allocations add up to (status follows). */
export const settleBills = async (tx: Tx, orgId: string, billIds: readonly string[]) => {
  if (billIds.length === 0) return;
  await tx.execute(sql`
    update ${bills} b set paid = s.paid,
      status = case when s.paid = b.total then 'paid'
                    when s.paid = 0 then 'issued' else 'partly_paid' end
    from (
      select x.id, coalesce((select sum(a.amount) from ${receiptAllocations} a
        join ${receipts} r on r.org_id = a.org_id and r.id = a.receipt_id
        where a.org_id = x.org_id and a.bill_id = x.id and r.status = 'valid'), 0) as paid
      from ${bills} x where x.org_id = ${orgId} and x.id in (select unnest(${sql.param(billIds)}::uuid[]))
    ) s
    where b.org_id = ${orgId} and b.id = s.id and b.status <> 'void'`);
};
