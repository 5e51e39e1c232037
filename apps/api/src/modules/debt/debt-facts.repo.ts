import { sql, type SQL } from 'drizzle-orm';
import type { NoticeKind } from '@prapa/contracts';
import { rowsOf } from '../../db/json-rows.ts';
import type { Tx } from '../../db/tenant.ts';
import {
  billMonthKey,
  joinBillRound,
  monthBill,
  openBill,
  owedOn,
  pastDueOn,
  unpaidRoundsOn,
} from './unpaid-rounds.ts';

/** The latest notice of a kind of one connection, with what its state is read from. */
export type NoticeFacts = {
  id: string;
  number: string;
  noticeDate: string;
  payBy: string;
  followsId: string | null;
  openBills: number;
  done: boolean;
};

/** One connection's debt as the alerts, the next step and the notices read it. */
export type ConnectionDebt = {
  waterUserId: string;
  customerNo: string;
  title: string | null;
  firstName: string;
  lastName: string | null;
  houseNo: string;
  moo: number | null;
  road: string | null;
  phone: string | null;
  areaName: string;
  routeName: string | null;
  routeSeq: number | null;
  statusName: string;
  statusColour: string;
  cutOff: boolean;
  unpaidRounds: number;
  owing: number;
  oldestYearBe: number | null;
  oldestMonth: number | null;
  /** The oldest overdue open bill: the debt's episode (a bill not yet due starts none). */
  oldestBillId: string | null;
  warning: NoticeFacts | null;
  cutoff: NoticeFacts | null;
  reconnection: NoticeFacts | null;
};

export type DebtFilter = {
  areaId?: string | undefined;
  routeId?: string | undefined;
  usageStatusId?: string | undefined;
  minRounds?: number | undefined;
  maxRounds?: number | undefined;
  minAmount?: number | undefined;
  q?: string | undefined;
  waterUserIds?: readonly string[] | undefined;
};

const latest = (kind: NoticeKind) => sql`left join lateral (
    select n.id, n.number, n.notice_date::text as notice_date, n.pay_by::text as pay_by,
      n.follows_id,
      (select count(*) from bills b where b.org_id = n.org_id and b.id = any(n.bill_ids)
         and ${openBill})::int as open_bills,
      exists (select 1 from notice_events e where e.org_id = n.org_id and e.notice_id = n.id
         and e.kind = 'done') as done
    from debt_notices n
    where n.org_id = u.org_id and n.water_user_id = u.id and n.kind = ${kind}
      and n.status = 'issued'
    order by n.created_at desc, n.seq desc limit 1
  ) ${sql.raw(kind)} on true`;

const noticeCols = (kind: string) =>
  sql.raw(`${kind}.id as ${kind}_id, ${kind}.number as ${kind}_number,
    ${kind}.notice_date as ${kind}_date, ${kind}.pay_by as ${kind}_pay_by,
    ${kind}.follows_id as ${kind}_follows, ${kind}.open_bills as ${kind}_open,
    ${kind}.done as ${kind}_done`);

type Raw = Record<string, unknown>;
const num = (v: unknown) => Number(v ?? 0);
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

const noticeOf = (r: Raw, kind: string): NoticeFacts | null =>
  r[`${kind}_id`]
    ? {
        id: String(r[`${kind}_id`]),
        number: String(r[`${kind}_number`]),
        noticeDate: String(r[`${kind}_date`]),
        payBy: String(r[`${kind}_pay_by`]),
        followsId: str(r[`${kind}_follows`]),
        openBills: num(r[`${kind}_open`]),
        done: r[`${kind}_done`] === true,
      }
    : null;

const where = (f: DebtFilter): SQL[] => {
  const parts: SQL[] = [];
  if (f.areaId) parts.push(sql`and u.area_id = ${f.areaId}`);
  if (f.routeId) parts.push(sql`and u.route_id = ${f.routeId}`);
  if (f.usageStatusId) parts.push(sql`and u.usage_status_id = ${f.usageStatusId}`);
  if (f.waterUserIds) parts.push(sql`and u.id = any(${sql.param(f.waterUserIds)}::uuid[])`);
  if (f.q) parts.push(sql`and u.search_text ilike ${`%${f.q}%`}`);
  if (f.minRounds !== undefined)
    parts.push(sql`and coalesce(d.unpaid_rounds, 0) >= ${f.minRounds}`);
  if (f.maxRounds !== undefined)
    parts.push(sql`and coalesce(d.unpaid_rounds, 0) <= ${f.maxRounds}`);
  if (f.minAmount !== undefined) parts.push(sql`and coalesce(d.owing, 0) >= ${f.minAmount}`);
  return parts;
};

/**
 * Every connection that owes, or is cut off, with its unpaid rounds (water bills not
 * fully paid and past due on `asOf`, MONEY.md §8), what it owes on every open bill dated
 * by `asOf` (a notice dated back lists the debt of its day), and
 * its latest warning, cut-off and reconnection order. Walk order (route, then its seq).
 */
export const connectionDebts = async (
  tx: Tx,
  orgId: string,
  asOf: string,
  filter: DebtFilter,
): Promise<ConnectionDebt[]> => {
  const rows = rowsOf<Raw>(
    await tx.execute(sql`
      with d as (
        select b.water_user_id,
          sum(b.total - b.paid)::float8 as owing,
          (${unpaidRoundsOn(asOf)})::int as unpaid_rounds,
          (array_agg(b.id order by b.bill_date, b.seq) filter (where ${pastDueOn(asOf)}))[1]
            as oldest_bill,
          min(${billMonthKey}) filter (where ${monthBill}) as oldest_month_key
        from bills b
        ${joinBillRound}
        where b.org_id = ${orgId} and ${owedOn(asOf)}
        group by b.water_user_id
      )
      select u.id, u.customer_no, u.title, u.first_name, u.last_name, u.house_no, u.moo,
        u.road, u.phone, u.route_seq, coalesce(a.name, '') as area_name, r.name as route_name,
        s.name as status_name, s.colour as status_colour, s.counts_as_cut_off,
        coalesce(d.unpaid_rounds, 0) as unpaid_rounds, coalesce(d.owing, 0) as owing,
        d.oldest_bill, d.oldest_month_key / 100 as oldest_year,
        d.oldest_month_key % 100 as oldest_month,
        ${noticeCols('warning')}, ${noticeCols('cutoff')}, ${noticeCols('reconnection')}
      from water_users u
      join usage_statuses s on s.org_id = u.org_id and s.id = u.usage_status_id
      left join d on d.water_user_id = u.id
      left join areas a on a.org_id = u.org_id and a.id = u.area_id
      left join collection_routes r on r.org_id = u.org_id and r.id = u.route_id
      ${latest('warning')}
      ${latest('cutoff')}
      ${latest('reconnection')}
      where u.org_id = ${orgId} and u.import_job is null
        and (d.water_user_id is not null or s.counts_as_cut_off)
        ${sql.join(where(filter), sql` `)}
      order by r.code nulls last, u.route_seq nulls last, u.customer_no`),
  );
  return rows.map((r) => ({
    waterUserId: String(r.id),
    customerNo: String(r.customer_no),
    title: str(r.title),
    firstName: String(r.first_name),
    lastName: str(r.last_name),
    houseNo: String(r.house_no),
    moo: r.moo === null ? null : num(r.moo),
    road: str(r.road),
    phone: str(r.phone),
    areaName: String(r.area_name),
    routeName: str(r.route_name),
    routeSeq: r.route_seq === null ? null : num(r.route_seq),
    statusName: String(r.status_name),
    statusColour: String(r.status_colour),
    cutOff: r.counts_as_cut_off === true,
    unpaidRounds: num(r.unpaid_rounds),
    owing: num(r.owing),
    oldestYearBe: r.oldest_year === null ? null : num(r.oldest_year),
    oldestMonth: r.oldest_month === null ? null : num(r.oldest_month),
    oldestBillId: str(r.oldest_bill),
    warning: noticeOf(r, 'warning'),
    cutoff: noticeOf(r, 'cutoff'),
    reconnection: noticeOf(r, 'reconnection'),
  }));
};
