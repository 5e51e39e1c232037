import { sql, type SQL } from 'drizzle-orm';
import type { Allocation } from '@prapa/domain';
import type { receipts } from '../../db/schema/index.ts';
import { plannedOnce } from '../../db/plan-once.ts';
import type { Tx } from '../../db/tenant.ts';
import type { auditValues } from '../../lib/audit.ts';
import { statusWhenPaid } from './counter.repo.ts';

/** The receipt's own columns but its book and number (the leaf is taken in the statement). */
export type NewReceipt = {
  id: string;
  orgId: string;
  fiscalYear: number;
  waterUserId: string;
  customerNo: string;
  businessDate: string;
  paidAt: Date;
  channelId: string;
  channelKind: (typeof receipts.$inferInsert)['channelKind'];
  reference: string | null;
  amount: number;
  creditUsed: number;
  toCredit: number;
  tendered: number | null;
  change: number | null;
  cashierId: string;
  officeId: string | null;
  idempotencyKey: string | null;
  snapshot: unknown;
};

/** An allocation line as receipt_allocations stores it (the counter's and the bank's). */
export const allocationRow = (l: Allocation['lines'][number]) => ({
  bill_id: l.billId,
  source: l.source,
  amount: l.amount,
  late_fee: l.heads.lateFee,
  water: l.heads.water,
  top_up: l.heads.topUp,
  meter_fee: l.heads.meterFee,
  other: l.heads.other,
  vat: l.heads.vat,
});

const paidByBill = (allocation: Allocation) => {
  const paidTo = new Map<string, number>();
  for (const l of allocation.lines) paidTo.set(l.billId, (paidTo.get(l.billId) ?? 0) + l.amount);
  return JSON.stringify([...paidTo].map(([id, amount]) => ({ id, amount })));
};

type Written = { book_id: string; book_no: string; number: number; created_ms: number };

/**
 * A counter payment's writes in ONE statement (the hot path; each round trip cost the
 * Node thread a socket write): the book's next leaf, the receipt numbered from it, its
 * allocations, its credit moves (credit used, money kept as credit), each bill's paid and
 * status, and the audit row. Every part reads the receipt (`r`), so with no leaf left
 * nothing is written and the answer is null. The bills are row-locked by the payment, so
 * their paid plus this receipt's allocations is what all their valid allocations add up
 * to (settleBills recomputes the same from scratch where a void takes money back).
 */
export const writeReceipt = async (
  tx: Tx,
  p: {
    leaf: SQL;
    receipt: NewReceipt;
    allocation: Allocation;
    audit: ReturnType<typeof auditValues>;
  },
) => {
  const { receipt: n, allocation, audit: a } = p;
  const moves = [
    ...(allocation.creditUsed > 0 ? [-allocation.creditUsed] : []),
    ...(allocation.toCredit > 0 ? [allocation.toCredit] : []),
  ];
  const res = await tx.execute(
    plannedOnce(sql`
    with leaf as (${p.leaf}), r as (
      insert into receipts (id, org_id, book_id, fiscal_year, book_no, number, water_user_id,
        customer_no, business_date, paid_at, channel_id, channel_kind, reference, amount,
        credit_used, to_credit, tendered, change, cashier_id, office_id, idempotency_key,
        snapshot)
      select ${n.id}, ${n.orgId}, leaf.id, ${n.fiscalYear}, leaf.book_no, leaf.number,
        ${n.waterUserId}, ${n.customerNo}, ${n.businessDate}::date,
        ${n.paidAt.toISOString()}::timestamptz, ${n.channelId}, ${n.channelKind},
        ${n.reference}, ${n.amount}, ${n.creditUsed}, ${n.toCredit}, ${n.tendered}, ${n.change},
        ${n.cashierId}, ${n.officeId}, ${n.idempotencyKey}, ${JSON.stringify(n.snapshot)}::jsonb
      from leaf
      returning id, book_id, book_no, number,
        (extract(epoch from created_at) * 1000)::float8 as created_ms
    ), a as (
      insert into receipt_allocations (org_id, receipt_id, bill_id, source, amount,
        late_fee, water, top_up, meter_fee, other, vat)
      select ${n.orgId}, r.id, x.bill_id, x.source, x.amount,
        x.late_fee, x.water, x.top_up, x.meter_fee, x.other, x.vat
      from r, jsonb_to_recordset(${JSON.stringify(allocation.lines.map(allocationRow))}::jsonb) as x(bill_id uuid,
        source text, amount bigint, late_fee bigint, water bigint, top_up bigint,
        meter_fee bigint, other bigint, vat bigint)
    ), m as (
      insert into credit_moves (org_id, water_user_id, amount, receipt_id)
      select ${n.orgId}, ${n.waterUserId}, x.amount, r.id
      from r, unnest(${sql.param(moves)}::bigint[]) as x(amount)
    ), au as (
      insert into audit_log (org_id, officer_id, actor_org_id, action, entity, entity_id,
        after, ip, created_at)
      select ${a.orgId}, ${a.officerId}, ${a.actorOrgId}, ${a.action}, ${a.entity}, r.id::text,
        ${JSON.stringify(a.after)}::jsonb || jsonb_build_object('book', r.book_no,
          'number', r.number),
        ${a.ip}, clock_timestamp()
      from r
    ), b as (
      update bills b set paid = b.paid + x.amount,
        status = ${statusWhenPaid(sql`b.paid + x.amount`)}
      from r, jsonb_to_recordset(${paidByBill(allocation)}::jsonb) as x(id uuid, amount bigint)
      where b.org_id = ${n.orgId} and b.id = x.id and b.status <> 'void'
    )
    select book_id, book_no, number, created_ms from r`),
  );
  const [row] = (res as unknown as { rows: Written[] }).rows;
  if (!row) return null;
  return {
    bookId: row.book_id,
    bookNo: row.book_no,
    number: Number(row.number),
    createdAt: new Date(Number(row.created_ms)),
  };
};
