import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Bill, BillListQuery, BillRow, BillSnapshot, LateFeeWaiver } from '@prapa/contracts';
import {
  billLines,
  bills,
  collectionRoutes,
  lateFeeWaivers,
  waterUsers,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { countAll, escapeLike, pageOf } from '../../lib/list-query.ts';
import { waiversOf } from './late-fee-waivers.repo.ts';

const wu = waterUsers;
type BillRecord = typeof bills.$inferSelect;

const rowColumns = {
  id: bills.id,
  kind: bills.kind,
  sundryKind: bills.sundryKind,
  number: bills.number,
  roundId: bills.roundId,
  yearBe: sql<number | null>`(${bills.snapshot} -> 'round' ->> 'yearBe')::int`,
  month: sql<number | null>`(${bills.snapshot} -> 'round' ->> 'month')::int`,
  waterUserId: bills.waterUserId,
  customerNo: bills.customerNo,
  name: sql<string>`${bills.snapshot} -> 'customer' ->> 'name'`,
  routeCode: collectionRoutes.code,
  routeSeq: wu.routeSeq,
  billDate: bills.billDate,
  dueDate: bills.dueDate,
  usage: bills.usage,
  total: bills.total,
  paid: bills.paid,
  status: bills.status,
  replacesId: bills.replacesId,
  lateFeeWaived: sql<boolean>`exists (select 1 from ${lateFeeWaivers} w where w.org_id = ${bills.orgId} and w.bill_id = ${bills.id})`,
};

const filters = (orgId: string, q: Omit<BillListQuery, 'page' | 'pageSize'>): SQL | undefined =>
  and(
    eq(bills.orgId, orgId),
    q.roundId ? eq(bills.roundId, q.roundId) : undefined,
    q.waterUserId ? eq(bills.waterUserId, q.waterUserId) : undefined,
    q.routeId ? eq(wu.routeId, q.routeId) : undefined,
    q.status ? eq(bills.status, q.status) : undefined,
    q.kind ? eq(bills.kind, q.kind) : undefined,
    q.q
      ? sql`(${bills.number} like ${`%${escapeLike(q.q)}%`} or ${bills.customerNo} ilike ${`%${escapeLike(q.q)}%`} or ${bills.snapshot} -> 'customer' ->> 'name' ilike ${`%${escapeLike(q.q)}%`})`
      : undefined,
  );

/** A page of bills, in walk order for a round, else newest first. */
export const listBills = async (
  tx: Tx,
  orgId: string,
  q: BillListQuery & { page: number; pageSize: number },
): Promise<{ items: BillRow[]; total: number }> => {
  const where = filters(orgId, q);
  const base = () =>
    tx
      .select(rowColumns)
      .from(bills)
      .innerJoin(wu, and(eq(wu.orgId, bills.orgId), eq(wu.id, bills.waterUserId)))
      .leftJoin(
        collectionRoutes,
        and(eq(collectionRoutes.orgId, wu.orgId), eq(collectionRoutes.id, wu.routeId)),
      )
      .where(where);
  const { limit, offset } = pageOf(q);
  const order = q.roundId
    ? [sql`${collectionRoutes.code} nulls last`, sql`${wu.routeSeq} nulls last`, asc(bills.number)]
    : [desc(bills.billDate), desc(bills.number)];
  const items = await base()
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const [count] = await tx
    .select({ n: countAll })
    .from(bills)
    .innerJoin(wu, and(eq(wu.orgId, bills.orgId), eq(wu.id, bills.waterUserId)))
    .where(where);
  return { items: items as BillRow[], total: count?.n ?? 0 };
};

/** Every bill of a round (one route, or all) in walk order, for the batch PDF. */
export const roundBillIds = (tx: Tx, orgId: string, roundId: string, routeId?: string) =>
  tx
    .select({ id: bills.id })
    .from(bills)
    .innerJoin(wu, and(eq(wu.orgId, bills.orgId), eq(wu.id, bills.waterUserId)))
    .leftJoin(
      collectionRoutes,
      and(eq(collectionRoutes.orgId, wu.orgId), eq(collectionRoutes.id, wu.routeId)),
    )
    .where(
      and(
        eq(bills.orgId, orgId),
        eq(bills.roundId, roundId),
        sql`${bills.status} <> 'void'`,
        routeId ? eq(wu.routeId, routeId) : undefined,
      ),
    )
    .orderBy(
      sql`${collectionRoutes.code} nulls last`,
      sql`${wu.routeSeq} nulls last`,
      asc(bills.number),
    );

export const findBillRecord = async (tx: Tx, orgId: string, id: string, lock = false) => {
  const q = tx
    .select()
    .from(bills)
    .where(and(eq(bills.orgId, orgId), eq(bills.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
};

const toBill = (
  b: BillRecord,
  lines: (typeof billLines.$inferSelect)[],
  lateFeeWaiver: LateFeeWaiver | null,
): Bill => ({
  id: b.id,
  kind: b.kind,
  sundryKind: b.sundryKind,
  number: b.number,
  fiscalYear: b.fiscalYear,
  roundId: b.roundId,
  waterUserId: b.waterUserId,
  customerNo: b.customerNo,
  billDate: b.billDate,
  dueDate: b.dueDate,
  usage: b.usage,
  total: b.total,
  paid: b.paid,
  status: b.status,
  voidReason: b.voidReason,
  voidedAt: b.voidedAt?.toISOString() ?? null,
  replacesId: b.replacesId,
  createdAt: b.createdAt.toISOString(),
  lines: lines.map((l) => ({
    seq: l.seq,
    kind: l.kind,
    labelKey: l.labelKey,
    quantity: l.quantity,
    rate: l.rate,
    amount: l.amount,
    detail: (l.detail as Record<string, unknown> | null) ?? null,
  })),
  snapshot: b.snapshot as BillSnapshot,
  lateFeeWaiver,
});

/** Whole bills (lines and snapshot) by id, in the order asked. */
export const billsByIds = async (tx: Tx, orgId: string, ids: string[]): Promise<Bill[]> => {
  if (ids.length === 0) return [];
  const rows = await tx
    .select()
    .from(bills)
    .where(and(eq(bills.orgId, orgId), sql`${bills.id} = any(${sql.param(ids)}::uuid[])`));
  const lines = await tx
    .select()
    .from(billLines)
    .where(
      and(eq(billLines.orgId, orgId), sql`${billLines.billId} = any(${sql.param(ids)}::uuid[])`),
    )
    .orderBy(asc(billLines.billId), asc(billLines.seq));
  const byBill = new Map<string, (typeof billLines.$inferSelect)[]>();
  for (const l of lines) {
    const list = byBill.get(l.billId);
    if (list) list.push(l);
    else byBill.set(l.billId, [l]);
  }
  const waivers = await waiversOf(tx, orgId, ids);
  const byId = new Map(
    rows.map((b) => [b.id, toBill(b, byBill.get(b.id) ?? [], waivers.get(b.id) ?? null)]),
  );
  return ids.flatMap((id) => {
    const b = byId.get(id);
    return b ? [b] : [];
  });
};

export const voidBillRecord = (
  tx: Tx,
  orgId: string,
  id: string,
  reason: string,
  officerId: string | null,
) =>
  tx
    .update(bills)
    .set({ status: 'void', voidReason: reason, voidedAt: new Date(), voidedBy: officerId })
    .where(and(eq(bills.orgId, orgId), eq(bills.id, id)))
    .returning();
