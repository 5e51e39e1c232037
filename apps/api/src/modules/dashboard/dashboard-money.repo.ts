import { sql, type SQL } from 'drizzle-orm';
import { AGEING_BUCKETS, collectionRateBp, type AgeingBucket } from '@prapa/domain';
import type {
  DashboardBills,
  DashboardCounter,
  DashboardDebtors,
  PaymentChannelKind,
} from '@prapa/contracts';
import { rowsOf } from '../../db/json-rows.ts';
import type { Tx } from '../../db/tenant.ts';
import { openBill, unpaidRoundsOn } from '../debt/unpaid-rounds.ts';
import { bucketCase } from '../debtors/debtors.repo.ts';

// The money cards, one statement each. Their rules are the screens' own: a day's receipts
// as the counter and ป.32 list them, bills as billing writes them, debt as the debtor
// accounts age it (the same `openBill`, `unpaidRoundsOn` and bucket CASE).

/** Valid receipts of one Bangkok day by channel; a cashier's own when `cashierId` is set. */
export const counterOf = async (
  tx: Tx,
  orgId: string,
  date: string,
  cashierId: string | undefined,
): Promise<Omit<DashboardCounter, 'own'>> => {
  const mine: SQL = cashierId ? sql`and cashier_id = ${cashierId}` : sql``;
  const rows = rowsOf<{ kind: PaymentChannelKind; receipts: number; amount: number }>(
    await tx.execute(sql`
      select channel_kind as kind, count(*)::int as receipts, sum(amount)::float8 as amount
      from receipts
      where org_id = ${orgId} and business_date = ${date}::date and status = 'valid' ${mine}
      group by channel_kind order by channel_kind`),
  );
  const byChannel = rows.map((r) => ({
    kind: r.kind,
    receipts: Number(r.receipts),
    amount: Number(r.amount),
  }));
  return {
    date,
    receipts: byChannel.reduce((s, r) => s + r.receipts, 0),
    amount: byChannel.reduce((s, r) => s + r.amount, 0),
    byChannel,
  };
};

/** Bills dated in [from, to] and not void (water and sundry): billed, paid, still owed. */
export const billsOf = async (
  tx: Tx,
  orgId: string,
  month: string,
  from: string,
  to: string,
): Promise<DashboardBills> => {
  const [row] = rowsOf<{
    bills: number;
    billed: number;
    paid: number;
    unpaid_bills: number;
    unpaid: number;
  }>(
    await tx.execute(sql`
      select count(*)::int as bills,
        coalesce(sum(b.total), 0)::float8 as billed,
        coalesce(sum(b.paid), 0)::float8 as paid,
        (count(*) filter (where ${openBill}))::int as unpaid_bills,
        coalesce(sum(b.total - b.paid) filter (where ${openBill}), 0)::float8 as unpaid
      from bills b
      where b.org_id = ${orgId} and b.status <> 'void'
        and b.bill_date between ${from}::date and ${to}::date`),
  );
  const billed = Number(row?.billed ?? 0);
  const paid = Number(row?.paid ?? 0);
  return {
    month,
    bills: Number(row?.bills ?? 0),
    billed,
    paid,
    unpaidBills: Number(row?.unpaid_bills ?? 0),
    unpaid: Number(row?.unpaid ?? 0),
    collectionRateBp: collectionRateBp(paid, billed),
  };
};

/** Debtors by number of unpaid rounds on `asOf`, as /debtor_accounts totals them unfiltered. */
export const debtorsOf = async (tx: Tx, orgId: string, asOf: string): Promise<DashboardDebtors> => {
  const rows = rowsOf<{ bucket: AgeingBucket; debtors: number; owed: number }>(
    await tx.execute(sql`
      with o as (
        select b.water_user_id, sum(b.total - b.paid) as owed, ${unpaidRoundsOn(asOf)} as rounds
        from bills b
        where b.org_id = ${orgId} and ${openBill}
        group by b.water_user_id
      )
      select ${bucketCase} as bucket, count(*)::int as debtors, sum(o.owed)::float8 as owed
      from o join water_users u on u.org_id = ${orgId} and u.id = o.water_user_id
      where o.owed > 0
      group by 1`),
  );
  const found = new Map(rows.map((r) => [r.bucket, r]));
  const byBucket = AGEING_BUCKETS.map((bucket) => ({
    bucket,
    debtors: Number(found.get(bucket)?.debtors ?? 0),
    owed: Number(found.get(bucket)?.owed ?? 0),
  }));
  return {
    asOf,
    debtors: byBucket.reduce((s, b) => s + b.debtors, 0),
    owed: byBucket.reduce((s, b) => s + b.owed, 0),
    byBucket,
  };
};
