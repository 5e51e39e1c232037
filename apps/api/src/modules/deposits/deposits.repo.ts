import { sql, type SQL } from 'drizzle-orm';
import type { DepositEntry, DepositRow, DepositTotals } from '@prapa/contracts';
import { fullNameOf } from '@prapa/domain';
import type { Tx } from '../../db/tenant.ts';
import { escapeLike, type Window } from '../../lib/list-query.ts';

type Row = Record<string, unknown>;
const rowsOf = (res: unknown) => (res as { rows: Row[] }).rows;
const num = (v: unknown) => Number(v ?? 0);
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

export type DepositFilters = {
  q?: string | undefined;
  areaId?: string | undefined;
  state?: 'held' | 'settled' | undefined;
};

/**
 * Every connection's deposit, one row each (the rule of migration 0025): receipts of its
 * non-void deposit bills while valid, its opening figure while no deposit bill exists
 * plus a deposit brought in at the move-in (0032, with its date and reference), and what
 * its deposit moves took out. Only connections that ever held one.
 */
const register = (orgId: string, where: SQL = sql`true`) => sql`
  with taken as (
    select b.water_user_id,
      coalesce(sum(a.amount) filter (where r.status = 'valid'), 0)::bigint as taken,
      min(r.business_date) filter (where r.status = 'valid') as first_on,
      coalesce(array_agg(r.book_no || '/' || r.number order by r.business_date desc, r.number desc)
        filter (where r.status = 'valid'), '{}') as receipts
    from bills b
    join receipt_allocations a on a.org_id = b.org_id and a.bill_id = b.id
    join receipts r on r.org_id = a.org_id and r.id = a.receipt_id
    where b.org_id = ${orgId} and b.kind = 'sundry' and b.sundry_kind = 'deposit'
      and b.status <> 'void'
    group by b.water_user_id),
  moved as (
    select water_user_id,
      coalesce(sum(amount) filter (where kind = 'applied'), 0)::bigint as applied,
      coalesce(sum(amount) filter (where kind = 'refunded'), 0)::bigint as refunded,
      coalesce(sum(amount) filter (where kind = 'forfeited'), 0)::bigint as forfeited
    from deposit_moves where org_id = ${orgId} group by water_user_id),
  d as (
    select wu.id, wu.customer_no, wu.title, wu.first_name, wu.last_name, wu.area_id,
      a.code || ' ' || a.name as area_name, ms.label as meter_size, us.name as usage_status,
      wu.deposit_paid + coalesce(od.amount, 0) as opening, od.held_since as opening_on,
      od.reference as opening_reference,
      coalesce(t.taken, 0)::bigint as taken, t.first_on, wu.connected_on,
      coalesce(t.receipts, '{}') as receipts,
      coalesce(m.applied, 0)::bigint as applied, coalesce(m.refunded, 0)::bigint as refunded,
      coalesce(m.forfeited, 0)::bigint as forfeited, m.water_user_id is not null as moved
    from water_users wu
    join areas a on a.org_id = wu.org_id and a.id = wu.area_id
    left join meter_sizes ms on ms.org_id = wu.org_id and ms.id = wu.meter_size_id
    left join usage_statuses us on us.org_id = wu.org_id and us.id = wu.usage_status_id
    left join taken t on t.water_user_id = wu.id
    left join moved m on m.water_user_id = wu.id
    left join opening_deposits od on od.org_id = wu.org_id and od.water_user_id = wu.id
    where wu.org_id = ${orgId} and ${where})
  select *, opening + taken - applied - refunded - forfeited as held from d
  where opening > 0 or taken > 0 or moved`;

const rowOf = (r: Row): DepositRow => ({
  waterUserId: String(r.id),
  customerNo: String(r.customer_no),
  name: fullNameOf({
    title: text(r.title),
    firstName: String(r.first_name),
    lastName: text(r.last_name),
  }),
  areaName: String(r.area_name),
  meterSize: text(r.meter_size),
  usageStatus: text(r.usage_status),
  takenOn:
    text(r.first_on) ?? (num(r.opening) > 0 ? (text(r.opening_on) ?? text(r.connected_on)) : null),
  receipts: (r.receipts as string[] | null) ?? [],
  openingReference: text(r.opening_reference),
  opening: num(r.opening),
  taken: num(r.taken),
  applied: num(r.applied),
  refunded: num(r.refunded),
  forfeited: num(r.forfeited),
  held: num(r.held),
});

const filterOf = (f: DepositFilters): SQL => {
  const parts: SQL[] = [sql`true`];
  if (f.areaId) parts.push(sql`wu.area_id = ${f.areaId}`);
  if (f.q) {
    const like = `%${escapeLike(f.q)}%`;
    parts.push(sql`(wu.customer_no ilike ${like} or concat_ws(' ', wu.title, wu.first_name,
      wu.last_name) ilike ${like} or (wu.first_name || coalesce(wu.last_name, '')) ilike ${like})`);
  }
  return sql.join(parts, sql` and `);
};

const zero: DepositTotals = {
  opening: 0,
  taken: 0,
  applied: 0,
  refunded: 0,
  forfeited: 0,
  held: 0,
};

/** The register, a page of it, and its totals over every matching row. */
export const listDeposits = async (tx: Tx, orgId: string, f: DepositFilters, w: Window) => {
  const state =
    f.state === 'held' ? sql`held > 0` : f.state === 'settled' ? sql`held = 0` : sql`true`;
  const rows = rowsOf(
    await tx.execute(sql`
      with reg as (${register(orgId, filterOf(f))})
      select *, count(*) over ()::int as total_rows,
        sum(opening) over ()::bigint as t_opening, sum(taken) over ()::bigint as t_taken,
        sum(applied) over ()::bigint as t_applied, sum(refunded) over ()::bigint as t_refunded,
        sum(forfeited) over ()::bigint as t_forfeited, sum(held) over ()::bigint as t_held
      from reg where ${state}
      order by customer_no
      limit ${w.limit} offset ${w.offset}`),
  );
  const first = rows[0];
  const totals: DepositTotals = first
    ? {
        opening: num(first.t_opening),
        taken: num(first.t_taken),
        applied: num(first.t_applied),
        refunded: num(first.t_refunded),
        forfeited: num(first.t_forfeited),
        held: num(first.t_held),
      }
    : zero;
  return { items: rows.map(rowOf), total: num(first?.total_rows), totals };
};

/** One connection's register row (null: it never held a deposit). */
export const depositOf = async (tx: Tx, orgId: string, waterUserId: string) => {
  const [row] = rowsOf(await tx.execute(register(orgId, sql`wu.id = ${waterUserId}`)));
  return row ? rowOf(row) : null;
};

/** What the connection owes now: its open bills. */
export const debtOf = async (tx: Tx, orgId: string, waterUserId: string) => {
  const [row] = rowsOf(
    await tx.execute(sql`select coalesce(sum(total - paid), 0)::bigint as debt from bills
      where org_id = ${orgId} and water_user_id = ${waterUserId}
        and status in ('issued', 'partly_paid')`),
  );
  return num(row?.debt);
};

/** Its history: the opening figure, every receipt for a deposit (voided ones shown), every move. */
export const depositEntries = async (
  tx: Tx,
  orgId: string,
  waterUserId: string,
  row: DepositRow,
): Promise<DepositEntry[]> => {
  const taken = rowsOf(
    await tx.execute(sql`
      select r.business_date as on, r.book_no || '/' || r.number as document, b.number as bill,
        a.amount, r.status = 'valid' as counted, r.void_reason
      from bills b
      join receipt_allocations a on a.org_id = b.org_id and a.bill_id = b.id
      join receipts r on r.org_id = a.org_id and r.id = a.receipt_id
      where b.org_id = ${orgId} and b.water_user_id = ${waterUserId} and b.kind = 'sundry'
        and b.sundry_kind = 'deposit' and b.status <> 'void'
      order by r.business_date, r.number`),
  );
  const moves = rowsOf(
    await tx.execute(sql`
      select m.id, m.kind, m.moved_on, m.amount, m.number, m.document, m.reason,
        r.book_no || '/' || r.number as receipt
      from deposit_moves m left join receipts r on r.org_id = m.org_id and r.id = m.receipt_id
      where m.org_id = ${orgId} and m.water_user_id = ${waterUserId}
      order by m.moved_on, m.created_at`),
  );
  const entries: DepositEntry[] = [];
  if (row.opening > 0) {
    entries.push({
      kind: 'opening',
      on: row.takenOn,
      document: null,
      billNumber: null,
      amount: row.opening,
      counted: true,
      note: row.openingReference,
      moveId: null,
    });
  }
  for (const t of taken) {
    entries.push({
      kind: 'taken',
      on: text(t.on),
      document: text(t.document),
      billNumber: text(t.bill),
      amount: num(t.amount),
      counted: t.counted === true,
      note: text(t.void_reason),
      moveId: null,
    });
  }
  for (const m of moves) {
    entries.push({
      kind: m.kind as DepositEntry['kind'],
      on: text(m.moved_on),
      document: text(m.number) ?? text(m.receipt) ?? text(m.document),
      billNumber: null,
      amount: -num(m.amount),
      counted: true,
      note: text(m.reason),
      moveId: String(m.id),
    });
  }
  return entries.sort((a, b) => (a.on ?? '').localeCompare(b.on ?? ''));
};

/** The next refund voucher number of the fiscal year, under the counter's row lock. */
export const takeVoucherSeq = async (tx: Tx, orgId: string, fiscalYear: number) => {
  const [row] = rowsOf(
    await tx.execute(sql`
      insert into deposit_voucher_counters (org_id, fiscal_year, last_seq)
      values (${orgId}, ${fiscalYear}, 1)
      on conflict (org_id, fiscal_year)
        do update set last_seq = deposit_voucher_counters.last_seq + 1
      returning last_seq`),
  );
  return num(row?.last_seq);
};

/** Lock the connection: one deposit move of a connection at a time, read then written. */
export const lockConnection = async (tx: Tx, orgId: string, waterUserId: string) => {
  const [row] = rowsOf(
    await tx.execute(sql`select id from water_users
      where org_id = ${orgId} and id = ${waterUserId} for update`),
  );
  return row !== undefined;
};
