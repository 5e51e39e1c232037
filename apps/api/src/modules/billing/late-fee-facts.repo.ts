import { sql } from 'drizzle-orm';
import type { OverdueBill } from '@prapa/domain';
import { rowsOf } from '../../db/json-rows.ts';
import type { Tx } from '../../db/tenant.ts';

type Facts = Pick<OverdueBill, 'lateFee' | 'creditApplied' | 'lateFeePaid' | 'waived'>;

/**
 * What lateFeeBase and lateFeeLines (packages/domain) need to know of each overdue bill
 * beyond its total and paid: the late fee it itself carries, the credit its own credit
 * line applied, what valid receipts allocated to its late-fee head, and whether an admin
 * waived its fee. A separate query over the overdue bills only (a few per batch, none in
 * a month where everyone paid), each a probe of an index on (org_id, bill_id).
 */
export const lateFeeFacts = async (
  tx: Tx,
  orgId: string,
  billIds: string[],
): Promise<Map<string, Facts>> => {
  if (billIds.length === 0) return new Map();
  const rows = rowsOf<{
    id: string;
    late_fee: number;
    credit: number;
    late_fee_paid: number;
    waived: boolean;
  }>(
    await tx.execute(sql`
      select o.id,
        coalesce((select sum(l.amount) from bill_lines l where l.org_id = ${orgId}
          and l.bill_id = o.id and l.kind = 'late_fee'), 0)::float8 as late_fee,
        coalesce((select -sum(l.amount) from bill_lines l where l.org_id = ${orgId}
          and l.bill_id = o.id and l.kind = 'credit'), 0)::float8 as credit,
        coalesce((select sum(a.late_fee) from receipt_allocations a
          join receipts r on r.org_id = a.org_id and r.id = a.receipt_id
          where a.org_id = ${orgId} and a.bill_id = o.id and r.status = 'valid'), 0)::float8
          as late_fee_paid,
        exists (select 1 from late_fee_waivers w where w.org_id = ${orgId}
          and w.bill_id = o.id) as waived
      from unnest(${sql.param(billIds)}::uuid[]) as o(id)`),
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        lateFee: Number(r.late_fee),
        creditApplied: Number(r.credit),
        lateFeePaid: Number(r.late_fee_paid),
        waived: r.waived,
      },
    ]),
  );
};
