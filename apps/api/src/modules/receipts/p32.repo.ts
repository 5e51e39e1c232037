import { sql } from 'drizzle-orm';
import type { P32Heads, P32Receipt } from '@prapa/contracts';
import { rowsOf } from '../../db/json-rows.ts';
import type { Tx } from '../../db/tenant.ts';

/** A receipt as the ป.32 counts it: the money it took, by head, and where it came from. */
export type HeadRow = P32Receipt & {
  businessDate: string;
  cashierId: string;
  cashierName: string;
  areaId: string | null;
  areaName: string;
};

type Raw = Record<string, unknown>;
const n = (v: unknown) => Number(v ?? 0);

export const zeroP32 = (): P32Heads => ({
  water: 0,
  meterFee: 0,
  vat: 0,
  lateFee: 0,
  other: 0,
  toCredit: 0,
  total: 0,
  cash: 0,
  transfer: 0,
});

export const addHeads = (into: P32Heads, h: P32Heads) => {
  for (const k of Object.keys(into) as (keyof P32Heads)[]) into[k] += h[k];
  return into;
};

/**
 * Receipts of a span of days (one collector or all), oldest first, each with the money it
 * took by head: its money allocations (credit used is not new money), top-up counted as
 * water, and what it put on account. Voided ones come too, marked: the ป.32 lists them
 * apart and does not count them.
 */
export const receiptHeads = async (
  tx: Tx,
  orgId: string,
  q: { officerId?: string; from: string; to: string },
): Promise<HeadRow[]> => {
  const rows = rowsOf<Raw>(
    await tx.execute(sql`
      select r.id, r.book_no, r.number, r.paid_at, r.business_date::text as business_date,
        r.customer_no,
        r.snapshot -> 'payer' ->> 'name' as name, a.village_no, a.id as area_id,
        coalesce(a.name, '') as area_name, r.channel_kind, r.reference, r.status,
        r.void_reason, r.cashier_id, o.full_name as cashier_name, r.amount, r.to_credit,
        coalesce(sum(x.water + x.top_up), 0) as water, coalesce(sum(x.meter_fee), 0) as meter_fee,
        coalesce(sum(x.vat), 0) as vat, coalesce(sum(x.late_fee), 0) as late_fee,
        coalesce(sum(x.other), 0) as other
      from receipts r
      join officers o on o.org_id = r.org_id and o.id = r.cashier_id
      join water_users u on u.org_id = r.org_id and u.id = r.water_user_id
      left join areas a on a.org_id = u.org_id and a.id = u.area_id
      left join receipt_allocations x on x.org_id = r.org_id and x.receipt_id = r.id
        and x.source = 'money'
      where r.org_id = ${orgId} and r.business_date between ${q.from}::date and ${q.to}::date
        ${q.officerId ? sql`and r.cashier_id = ${q.officerId}` : sql``}
      group by r.id, r.org_id, a.id, a.org_id, o.full_name
      order by r.paid_at, r.book_no, r.number`),
  );
  return rows.map((r) => {
    const amount = n(r.amount);
    const cash = r.channel_kind === 'cash';
    return {
      id: String(r.id),
      bookNo: String(r.book_no),
      number: n(r.number),
      paidAt: (r.paid_at instanceof Date ? r.paid_at : new Date(String(r.paid_at))).toISOString(),
      businessDate: String(r.business_date),
      customerNo: String(r.customer_no),
      name: String(r.name ?? ''),
      villageNo: r.village_no === null ? null : n(r.village_no),
      areaId: r.area_id === null ? null : String(r.area_id),
      areaName: String(r.area_name),
      channelKind: r.channel_kind as P32Receipt['channelKind'],
      reference: r.reference === null ? null : String(r.reference),
      status: r.status as P32Receipt['status'],
      voidReason: r.void_reason === null ? null : String(r.void_reason),
      cashierId: String(r.cashier_id),
      cashierName: String(r.cashier_name),
      heads: {
        water: n(r.water),
        meterFee: n(r.meter_fee),
        vat: n(r.vat),
        lateFee: n(r.late_fee),
        other: n(r.other),
        toCredit: n(r.to_credit),
        total: amount,
        cash: cash ? amount : 0,
        transfer: cash ? 0 : amount,
      },
    };
  });
};
