import { sql } from 'drizzle-orm';
import type { Allocation } from '@prapa/domain';
import type { Tx } from '../../db/tenant.ts';
import { statusWhenPaid } from './counter.repo.ts';

/**
 * What a receipt does to the ledger, in one statement (the counter's hot path): its
 * allocations, its credit moves (credit used, money kept as credit) and each bill's paid
 * and status. The bills are row-locked by the payment, so their paid plus this receipt's
 * allocations is what all their valid allocations add up to (settleBills recomputes the
 * same from scratch where a void takes money back).
 */
export const recordAllocations = async (
  tx: Tx,
  p: { orgId: string; receiptId: string; waterUserId: string; allocation: Allocation },
) => {
  const { orgId, receiptId, waterUserId, allocation } = p;
  const lines = allocation.lines.map((l) => ({
    bill_id: l.billId,
    source: l.source,
    amount: l.amount,
    late_fee: l.heads.lateFee,
    water: l.heads.water,
    top_up: l.heads.topUp,
    meter_fee: l.heads.meterFee,
    other: l.heads.other,
    vat: l.heads.vat,
  }));
  const paidTo = new Map<string, number>();
  for (const l of allocation.lines) paidTo.set(l.billId, (paidTo.get(l.billId) ?? 0) + l.amount);
  const moves = [
    ...(allocation.creditUsed > 0 ? [-allocation.creditUsed] : []),
    ...(allocation.toCredit > 0 ? [allocation.toCredit] : []),
  ];
  await tx.execute(sql`
    with a as (
      insert into receipt_allocations (org_id, receipt_id, bill_id, source, amount,
        late_fee, water, top_up, meter_fee, other, vat)
      select ${orgId}, ${receiptId}, x.bill_id, x.source, x.amount,
        x.late_fee, x.water, x.top_up, x.meter_fee, x.other, x.vat
      from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as x(bill_id uuid, source text,
        amount bigint, late_fee bigint, water bigint, top_up bigint, meter_fee bigint,
        other bigint, vat bigint)
    ), m as (
      insert into credit_moves (org_id, water_user_id, amount, receipt_id)
      select ${orgId}, ${waterUserId}, x.amount, ${receiptId}
      from unnest(${sql.param(moves)}::bigint[]) as x(amount)
    )
    update bills b set paid = b.paid + x.amount, status = ${statusWhenPaid(sql`b.paid + x.amount`)}
    from jsonb_to_recordset(${JSON.stringify([...paidTo].map(([id, amount]) => ({ id, amount })))}::jsonb)
      as x(id uuid, amount bigint)
    where b.org_id = ${orgId} and b.id = x.id and b.status <> 'void'`);
};
