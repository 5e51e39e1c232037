import { sql } from 'drizzle-orm';
import type { IncomeGroupRow, IncomeHead, IncomeVoidedReceipt } from '@prapa/contracts';
import type { MovementInput } from '@prapa/domain';
import { rowsOf } from '../../db/json-rows.ts';
import type { Tx } from '../../db/tenant.ts';

/** The days a report covers, both included. */
export type Span = { from: string; to: string };

const n = (v: unknown) => Number(v ?? 0);

/** A sundry bill's fee by its kind; anything else of a bill lands in "other fees". */
const sundryHead = sql`case b.sundry_kind when 'connection' then 'connection'
  when 'reconnection' then 'reconnection' when 'meter_change' then 'meterChange'
  when 'deposit' then 'deposit' else 'otherFees' end`;

/**
 * What the non-void bills dated in the span charged, by head, read off their lines (never
 * re-priced). Credit applied is left out: it was money received earlier, and what a bill
 * charged before it is what the ledger debits (debtor-ledger.ts). Opening bills are left
 * out too: the old books billed them (issue 28); what is collected on them is received
 * income by head (receivedHeads), as arrears of any bill are.
 */
export const billedHeads = async (tx: Tx, orgId: string, span: Span) => {
  const rows = rowsOf<{ head: IncomeHead; amount: unknown }>(
    await tx.execute(sql`
      select case
          when l.kind = 'discount' or (l.amount < 0
            and l.kind not in ('block', 'minimum_top_up', 'meter_fee', 'late_fee', 'vat'))
            then 'discount'
          when l.kind = 'vat' then 'vat'
          when l.kind = 'late_fee' then 'lateFee'
          when l.kind in ('block', 'minimum_top_up') then 'water'
          when l.kind = 'meter_fee' then 'meterFee'
          when b.kind = 'sundry' then ${sundryHead}
          else 'otherFees' end as head,
        sum(l.amount) as amount
      from bills b
      join bill_lines l on l.org_id = b.org_id and l.bill_id = b.id
      where b.org_id = ${orgId} and b.status <> 'void' and b.kind <> 'opening'
        and b.bill_date between ${span.from}::date and ${span.to}::date
        and l.kind not in ('credit', 'vat_included')
      group by 1`),
  );
  return rows.map((r) => ({ head: r.head, amount: n(r.amount) }));
};

/**
 * The money of the valid receipts of the span by head: their money allocations (credit
 * used is not new money) split as the ป.32 splits them, a sundry bill's fee by its kind,
 * and what each receipt kept on account.
 */
export const receivedHeads = async (tx: Tx, orgId: string, span: Span) => {
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
      select case when b.kind = 'sundry' then ${sundryHead} else 'otherFees' end as other_head,
        sum(x.water + x.top_up) as water, sum(x.meter_fee) as meter_fee,
        sum(x.late_fee) as late_fee, sum(x.vat) as vat, sum(x.other) as other
      from receipts r
      join receipt_allocations x on x.org_id = r.org_id and x.receipt_id = r.id
        and x.source = 'money'
      join bills b on b.org_id = x.org_id and b.id = x.bill_id
      where r.org_id = ${orgId} and r.status = 'valid'
        and r.business_date between ${span.from}::date and ${span.to}::date
      group by 1`),
  );
  const out: { head: IncomeHead; amount: number }[] = [];
  for (const r of rows) {
    out.push(
      { head: 'water', amount: n(r.water) },
      { head: 'meterFee', amount: n(r.meter_fee) },
      { head: 'lateFee', amount: n(r.late_fee) },
      { head: 'vat', amount: n(r.vat) },
      { head: r.other_head as IncomeHead, amount: n(r.other) },
    );
  }
  const [credit] = rowsOf<{ to_credit: unknown }>(
    await tx.execute(sql`
      select coalesce(sum(r.to_credit), 0) as to_credit from receipts r
      where r.org_id = ${orgId} and r.status = 'valid'
        and r.business_date between ${span.from}::date and ${span.to}::date`),
  );
  out.push({ head: 'toCredit', amount: n(credit?.to_credit) });
  return out;
};

/** Valid receipts of the span grouped by channel, area (the connection's) or user type. */
export const receiptGroups = async (
  tx: Tx,
  orgId: string,
  span: Span,
  by: 'channel' | 'area' | 'userType',
): Promise<IncomeGroupRow[]> => {
  const group = {
    channel: sql`r.channel_kind as key, r.channel_kind as name, null::int as village_no,
      '' as ord`,
    area: sql`coalesce(a.id::text, '') as key, coalesce(a.name, '') as name, a.village_no,
      a.code as ord`,
    userType: sql`coalesce(t.id::text, '') as key, coalesce(t.name, '') as name,
      null::int as village_no, t.code as ord`,
  }[by];
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
      select ${group}, count(*) as receipts, sum(r.amount) as amount
      from receipts r
      join water_users u on u.org_id = r.org_id and u.id = r.water_user_id
      left join areas a on a.org_id = u.org_id and a.id = u.area_id
      left join user_types t on t.org_id = u.org_id and t.id = u.user_type_id
      where r.org_id = ${orgId} and r.status = 'valid'
        and r.business_date between ${span.from}::date and ${span.to}::date
      group by 1, 2, 3, 4
      order by 4, 2`),
  );
  return rows.map((r) => ({
    key: String(r.key),
    name: String(r.name),
    villageNo: r.village_no === null ? null : n(r.village_no),
    receipts: n(r.receipts),
    amount: n(r.amount),
  }));
};

/** Voided receipts of the span: listed apart, never income. */
export const voidedReceipts = async (
  tx: Tx,
  orgId: string,
  span: Span,
): Promise<IncomeVoidedReceipt[]> =>
  rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
      select r.book_no, r.number, r.business_date::text as date, r.customer_no,
        coalesce(r.snapshot -> 'payer' ->> 'name', '') as name, r.amount, r.void_reason
      from receipts r
      where r.org_id = ${orgId} and r.status = 'void'
        and r.business_date between ${span.from}::date and ${span.to}::date
      order by r.business_date, r.book_no, r.number`),
  ).map((r) => ({
    bookNo: String(r.book_no),
    number: n(r.number),
    date: String(r.date),
    customerNo: String(r.customer_no),
    name: String(r.name),
    amount: n(r.amount),
    reason: r.void_reason === null ? null : String(r.void_reason),
  }));

/** Debt settled from a meter deposit by a receipt (the ledger counts it as paid). */
const fromDeposit = sql`coalesce((select sum(m.amount) from deposit_moves m
  where m.org_id = r.org_id and m.receipt_id = r.id and m.kind = 'applied'), 0)`;

/**
 * The movement's figures as the ป.17 reads them, summed over every connection: bills by
 * their total plus the credit they applied, receipts by their money plus deposit applied.
 */
export const movementFigures = async (
  tx: Tx,
  orgId: string,
  span: Span,
): Promise<Omit<MovementInput, 'carriedForward'>> => {
  const [row] = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
      with credit as (
        select l.bill_id, sum(l.amount) as amount from bill_lines l
        where l.org_id = ${orgId} and l.kind = 'credit' group by l.bill_id),
      -- Joined to the few bills that applied credit, not a lookup a bill: 240,000 probes
      -- of bill_lines took 0.74 s of the largest organisation's report, this 0.12 s.
      charged as (
        select b.bill_date, b.status, b.total - coalesce(c.amount, 0) as amount
        from bills b left join credit c on c.bill_id = b.id
        where b.org_id = ${orgId} and b.bill_date <= ${span.to}::date),
      paid as (
        select r.business_date, r.amount, ${fromDeposit} as deposit
        from receipts r where r.org_id = ${orgId} and r.status = 'valid'
          and r.business_date <= ${span.to}::date)
      select
        (select coalesce(sum(amount), 0) from charged
          where status <> 'void' and bill_date < ${span.from}::date)
        - (select coalesce(sum(amount + deposit), 0) from paid
          where business_date < ${span.from}::date) as brought_forward,
        (select coalesce(sum(amount), 0) from charged where bill_date >= ${span.from}::date)
          as billed,
        (select coalesce(sum(amount), 0) from charged
          where status = 'void' and bill_date >= ${span.from}::date) as voided_bills,
        (select coalesce(sum(amount), 0) from paid where business_date >= ${span.from}::date)
          as received,
        (select coalesce(sum(deposit), 0) from paid where business_date >= ${span.from}::date)
          as from_deposits`),
  );
  return {
    broughtForward: n(row?.brought_forward),
    billed: n(row?.billed),
    voidedBills: n(row?.voided_bills),
    received: n(row?.received),
    fromDeposits: n(row?.from_deposits),
  };
};

/**
 * What connections owe after the span, read on another path than the movement: each
 * connection's bill lines (not bill totals) less its receipts' allocations and credit
 * kept (not receipt amounts). A bill whose total is not the sum of its lines, or a
 * receipt whose money is not what it allocated, shows as a difference.
 */
export const carriedForward = async (tx: Tx, orgId: string, to: string): Promise<number> => {
  const [row] = rowsOf<{ balance: unknown }>(
    await tx.execute(sql`
      select
        (select coalesce(sum(l.amount), 0) from bills b
          join bill_lines l on l.org_id = b.org_id and l.bill_id = b.id and l.kind <> 'credit'
          where b.org_id = ${orgId} and b.status <> 'void' and b.bill_date <= ${to}::date)
        - (select coalesce(sum(x.amount), 0) from receipts r
          join receipt_allocations x on x.org_id = r.org_id and x.receipt_id = r.id
            and x.source = 'money'
          where r.org_id = ${orgId} and r.status = 'valid' and r.business_date <= ${to}::date)
        - (select coalesce(sum(r.to_credit + ${fromDeposit}), 0) from receipts r
          where r.org_id = ${orgId} and r.status = 'valid' and r.business_date <= ${to}::date)
        as balance`),
  );
  return n(row?.balance);
};
