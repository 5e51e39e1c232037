import { and, eq, sql } from 'drizzle-orm';
import type { LateFeeWaiver, LateFeeWaiverResult } from '@prapa/contracts';
import { rowsOf } from '../../db/json-rows.ts';
import { lateFeeWaivers, officers } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { anyOf } from '../../lib/any-of.ts';

const w = lateFeeWaivers;

/** The waivers of these bills, by bill id, with who gave each. */
export const waiversOf = async (
  tx: Tx,
  orgId: string,
  billIds: string[],
): Promise<Map<string, LateFeeWaiver>> => {
  if (billIds.length === 0) return new Map();
  const rows = await tx
    .select({
      id: w.id,
      billId: w.billId,
      reason: w.reason,
      createdBy: w.createdBy,
      createdByName: officers.fullName,
      createdAt: w.createdAt,
    })
    .from(w)
    .leftJoin(officers, eq(officers.id, w.createdBy))
    .where(and(eq(w.orgId, orgId), anyOf(w.billId, billIds)));
  return new Map(
    rows.map((r) => [
      r.billId,
      { ...r, createdByName: r.createdByName ?? null, createdAt: r.createdAt.toISOString() },
    ]),
  );
};

/** Writes the waiver; null when the bill has one already (the unique key decides). */
export const insertWaiver = async (
  tx: Tx,
  orgId: string,
  values: { billId: string; reason: string; createdBy: string },
) => {
  const [row] = await tx
    .insert(w)
    .values({ orgId, ...values })
    .onConflictDoNothing()
    .returning({ id: w.id });
  return row ?? null;
};

/**
 * The later bill of the connection that already charged this bill's late fee, found by
 * the fee line naming it (late-fee.ts): a probe of the connection's later bills through
 * bills_user, then their lines by bill. A fee priced before lines named their bill is not
 * found; nothing else prices one.
 */
export const lateFeeChargedOn = async (
  tx: Tx,
  orgId: string,
  bill: { id: string; waterUserId: string; billDate: string },
): Promise<LateFeeWaiverResult['chargedOn']> => {
  const [row] = rowsOf<{ id: string; number: string; amount: number; paid: number }>(
    await tx.execute(sql`
      select b.id, b.number, l.amount::float8 as amount, b.paid::float8 as paid
      from bills b join bill_lines l on l.org_id = b.org_id and l.bill_id = b.id
      where b.org_id = ${orgId} and b.water_user_id = ${bill.waterUserId}
        and b.bill_date >= ${bill.billDate}::date and b.id <> ${bill.id}
        and b.kind = 'water' and b.status <> 'void'
        and l.kind = 'late_fee' and l.detail ->> 'billId' = ${bill.id}
      order by b.bill_date, b.number limit 1`),
  );
  return row
    ? { billId: row.id, number: row.number, amount: Number(row.amount), paid: Number(row.paid) }
    : null;
};
