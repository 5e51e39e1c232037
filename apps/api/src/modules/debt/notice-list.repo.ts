import { sql, type SQL } from 'drizzle-orm';
import type { NoticeEventKind, NoticeKind, NoticeListQuery, NoticeRow } from '@prapa/contracts';
import { noticeState } from '@prapa/domain';
import { rowsOf } from '../../db/json-rows.ts';
import type { Tx } from '../../db/tenant.ts';
import { openBill } from './unpaid-rounds.ts';

type Raw = Record<string, unknown>;
const num = (v: unknown) => Number(v ?? 0);

export type NoticeListFilter = Omit<NoticeListQuery, 'page' | 'pageSize' | 'sort' | 'active'> & {
  ids?: readonly string[];
};

const where = (f: NoticeListFilter): SQL[] => {
  const parts: SQL[] = [];
  if (f.kind) parts.push(sql`and n.kind = ${f.kind}`);
  if (f.routeId) parts.push(sql`and u.route_id = ${f.routeId}`);
  if (f.areaId) parts.push(sql`and u.area_id = ${f.areaId}`);
  if (f.jobId) parts.push(sql`and n.job_id = ${f.jobId}`);
  if (f.waterUserId) parts.push(sql`and n.water_user_id = ${f.waterUserId}`);
  if (f.ids) parts.push(sql`and n.id = any(${sql.param(f.ids)}::uuid[])`);
  if (f.from) parts.push(sql`and n.notice_date >= ${f.from}::date`);
  if (f.to) parts.push(sql`and n.notice_date <= ${f.to}::date`);
  if (f.q) {
    const like = `%${f.q}%`;
    parts.push(sql`and (n.number ilike ${like} or u.search_text ilike ${like})`);
  }
  return parts;
};

/**
 * Notices with their state read from the debt (MONEY.md §8: a notice row never changes
 * but for void): what of the bills it listed is still open, whether its work was done,
 * and how it was delivered. Walk order (route, its seq), then number: the order a batch
 * is printed and carried.
 */
export const noticeRows = async (
  tx: Tx,
  orgId: string,
  f: NoticeListFilter,
  today: string,
): Promise<(NoticeRow & { status: 'issued' | 'void' })[]> => {
  const rows = rowsOf<Raw>(
    await tx.execute(sql`
      select n.id, n.kind, n.number, n.water_user_id, n.customer_no, n.notice_date::text as notice_date,
        n.pay_by::text as pay_by, n.total, n.unpaid_rounds, n.status,
        n.snapshot -> 'customer' ->> 'name' as name, n.snapshot -> 'customer' ->> 'address' as address,
        r.name as route_name,
        coalesce(o.open_bills, 0) as open_bills, coalesce(o.still_owing, 0) as still_owing,
        coalesce(e.kinds, '{}'::text[]) as kinds
      from debt_notices n
      join water_users u on u.org_id = n.org_id and u.id = n.water_user_id
      left join collection_routes r on r.org_id = u.org_id and r.id = u.route_id
      left join lateral (
        select count(*)::int as open_bills, sum(b.total - b.paid)::float8 as still_owing
        from bills b where b.org_id = n.org_id and b.id = any(n.bill_ids)
          and ${openBill}
      ) o on true
      left join lateral (
        select array_agg(distinct ev.kind) as kinds from notice_events ev
        where ev.org_id = n.org_id and ev.notice_id = n.id
      ) e on true
      where n.org_id = ${orgId} ${sql.join(where(f), sql` `)}
      order by r.code nulls last, u.route_seq nulls last, n.customer_no, n.number`),
  );
  return rows.map((r) => {
    const kinds = r.kinds as NoticeEventKind[];
    const status = r.status === 'void' ? 'void' : 'issued';
    const kind = r.kind as NoticeKind;
    const payBy = String(r.pay_by);
    return {
      id: String(r.id),
      kind,
      number: String(r.number),
      waterUserId: String(r.water_user_id),
      customerNo: String(r.customer_no),
      name: String(r.name ?? ''),
      address: String(r.address ?? ''),
      routeName: r.route_name === null ? null : String(r.route_name),
      noticeDate: String(r.notice_date),
      payBy,
      total: num(r.total),
      unpaidRounds: num(r.unpaid_rounds),
      status,
      state: noticeState(
        { status, kind, payBy },
        { done: kinds.includes('done'), openBills: num(r.open_bills) },
        today,
      ),
      delivered: kinds.filter((k) => k !== 'done'),
      stillOwing: num(r.still_owing),
    };
  });
};
