import { sql, type SQL } from 'drizzle-orm';
import { AGEING_BUCKETS, AGEING_RANGES, fullNameOf, type AgeingBucket } from '@prapa/domain';
import type { DebtorGroupSum, DebtorList, DebtorQuery, DebtorRow } from '@prapa/contracts';
import { rowsOf } from '../../db/json-rows.ts';
import type { Tx } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { searchOver, type Window } from '../../lib/list-query.ts';
import {
  billMonthKey,
  joinBillRound,
  monthBill,
  openBill,
  unpaidRoundsOn,
} from '../debt/unpaid-rounds.ts';

type Filters = Omit<DebtorQuery, 'page' | 'pageSize' | 'sort' | 'asOf' | 'active'>;

// The bucket rule of packages/domain, written once into SQL so filters and totals group
// by the same buckets the screen labels.
export const bucketCase = sql.join(
  [
    sql`case`,
    ...AGEING_BUCKETS.map((b) => {
      const { min, max } = AGEING_RANGES[b];
      return max === null
        ? sql`when o.rounds >= ${min} then ${b}`
        : sql`when o.rounds between ${min} and ${max} then ${b}`;
    }),
    sql`end`,
  ],
  sql` `,
);

// Each sort field's keys; a descending sort turns every key.
const sorts: Record<string, SQL[]> = {
  customerNo: [sql`customer_no`],
  name: [sql`first_name collate th_icu`, sql`last_name collate th_icu`],
  area: [sql`area_code`],
  route: [sql`route_code`, sql`route_seq`],
  unpaidRounds: [sql`rounds`],
  oldestMonth: [sql`oldest`],
  owed: [sql`owed`],
  overdue: [sql`overdue`],
};

/** `field` or `-field` from the whitelist (400 otherwise); customer number breaks ties. */
const orderOf = (sort: string | undefined) => {
  const wanted = sort || '-owed';
  const desc = wanted.startsWith('-');
  const field = desc ? wanted.slice(1) : wanted;
  const keys = Object.hasOwn(sorts, field) ? sorts[field] : undefined;
  if (!keys) {
    throw new AppError('VALIDATION', { errors: [{ path: 'sort', message: 'validation:sort' }] });
  }
  const dir = desc ? sql`desc nulls last` : sql`asc nulls last`;
  return sql.join([...keys.map((k) => sql`${k} ${dir}`), sql`customer_no`], sql`, `);
};

const filtersOf = (orgId: string, f: Filters): SQL => {
  const parts: SQL[] = [sql`u.org_id = ${orgId}`];
  if (f.areaId) parts.push(sql`u.area_id = ${f.areaId}`);
  if (f.routeId) parts.push(sql`u.route_id = ${f.routeId}`);
  if (f.usageStatusId) parts.push(sql`u.usage_status_id = ${f.usageStatusId}`);
  if (f.minRounds !== undefined) parts.push(sql`o.rounds >= ${f.minRounds}`);
  if (f.minAmount !== undefined) parts.push(sql`o.owed >= ${f.minAmount}`);
  if (f.bucket) parts.push(sql`${bucketCase} = ${f.bucket}`);
  const search = searchOver(f.q, [sql`u.search_text`]);
  if (search) parts.push(search);
  return sql.join(parts, sql` and `);
};

type Raw = {
  water_user_id: string;
  customer_no: string;
  title: string | null;
  first_name: string;
  last_name: string | null;
  area_id: string;
  area_name: string;
  village_no: number | null;
  route_id: string | null;
  route_code: string | null;
  route_name: string | null;
  route_seq: number | null;
  status_name: string;
  status_colour: string;
  rounds: number;
  oldest: number | null;
  open_bills: number;
  owed: number;
  overdue: number;
  bucket: AgeingBucket;
};

const rowOf = (r: Raw): DebtorRow => ({
  waterUserId: r.water_user_id,
  customerNo: r.customer_no,
  name: fullNameOf({ title: r.title, firstName: r.first_name, lastName: r.last_name }),
  areaId: r.area_id,
  areaName: r.area_name,
  villageNo: r.village_no,
  routeId: r.route_id,
  routeCode: r.route_code,
  routeName: r.route_name,
  routeSeq: r.route_seq,
  usageStatusName: r.status_name,
  usageStatusColour: r.status_colour,
  unpaidRounds: Number(r.rounds),
  oldestMonth:
    r.oldest === null
      ? null
      : `${Math.floor(r.oldest / 100)}-${String(r.oldest % 100).padStart(2, '0')}`,
  openBills: Number(r.open_bills),
  owed: Number(r.owed),
  overdue: Number(r.overdue),
  bucket: r.bucket,
});

type Group = {
  id: string | null;
  code: string | null;
  name: string | null;
  debtors: number;
  owed: number;
};
const groupOf = (g: Group): DebtorGroupSum => ({
  id: g.id,
  code: g.code,
  name: g.name ?? '',
  debtors: Number(g.debtors),
  owed: Number(g.owed),
});

/**
 * Every connection owing, in ONE statement: its open bills (issued or partly paid, never
 * void) summed per connection in one pass over the organisation's bills, then the page,
 * the count and the totals by bucket, area and route of what the filters keep.
 */
export const debtorPage = async (
  tx: Tx,
  orgId: string,
  asOf: string,
  f: Filters & { sort?: string },
  page: Window,
): Promise<Omit<DebtorList, 'asOf'>> => {
  const [row] = rowsOf<{
    total: number;
    items: Raw[] | null;
    by_bucket: { bucket: AgeingBucket; debtors: number; owed: number }[] | null;
    by_area: Group[] | null;
    by_route: Group[] | null;
  }>(
    await tx.execute(sql`
      with o as (
        select b.water_user_id, count(*) as open_bills, sum(b.total - b.paid) as owed,
          ${unpaidRoundsOn(asOf)} as rounds,
          coalesce(sum(b.total - b.paid) filter (where b.due_date < ${asOf}::date), 0) as overdue,
          min(${billMonthKey}) filter (where ${monthBill}) as oldest
        from bills b
        ${joinBillRound}
        where b.org_id = ${orgId} and ${openBill}
        group by b.water_user_id
      ),
      d as materialized (
        select o.water_user_id, o.open_bills, o.owed, o.rounds, o.overdue, o.oldest,
          ${bucketCase} as bucket,
          u.customer_no, u.title, u.first_name, u.last_name, u.route_seq,
          a.id as area_id, a.code as area_code, a.name as area_name, a.village_no,
          r.id as route_id, r.code as route_code, r.name as route_name,
          s.name as status_name, s.colour as status_colour
        from o
        join water_users u on u.org_id = ${orgId} and u.id = o.water_user_id
        join areas a on a.org_id = u.org_id and a.id = u.area_id
        left join collection_routes r on r.org_id = u.org_id and r.id = u.route_id
        join usage_statuses s on s.org_id = u.org_id and s.id = u.usage_status_id
        where o.owed > 0 and ${filtersOf(orgId, f)}
      )
      select (select count(*)::int from d) as total,
        (select json_agg(p order by p.ord) from (
          select d.*, row_number() over (order by ${orderOf(f.sort)}) as ord from d
          order by ord limit ${page.limit} offset ${page.offset}) p) as items,
        (select json_agg(x) from (select bucket, count(*) as debtors, sum(owed) as owed
          from d group by bucket) x) as by_bucket,
        (select json_agg(x order by x.code) from (select area_id as id, area_code as code,
          area_name as name, count(*) as debtors, sum(owed) as owed
          from d group by area_id, area_code, area_name) x) as by_area,
        (select json_agg(x order by x.code nulls last) from (select route_id as id,
          route_code as code, route_name as name, count(*) as debtors, sum(owed) as owed
          from d group by route_id, route_code, route_name) x) as by_route`),
  );
  const buckets = new Map((row?.by_bucket ?? []).map((b) => [b.bucket, b]));
  const byBucket = AGEING_BUCKETS.map((bucket) => ({
    bucket,
    debtors: Number(buckets.get(bucket)?.debtors ?? 0),
    owed: Number(buckets.get(bucket)?.owed ?? 0),
  }));
  return {
    items: (row?.items ?? []).map(rowOf),
    total: Number(row?.total ?? 0),
    totals: {
      all: {
        debtors: byBucket.reduce((s, b) => s + b.debtors, 0),
        owed: byBucket.reduce((s, b) => s + b.owed, 0),
      },
      byBucket,
      byArea: (row?.by_area ?? []).map(groupOf),
      byRoute: (row?.by_route ?? []).map(groupOf),
    },
  };
};
