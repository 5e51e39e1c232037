import { sql, type SQL } from 'drizzle-orm';
import { fullNameOf } from '@prapa/domain';
import type { CreditList } from '@prapa/contracts';
import { rowsOf } from '../../db/json-rows.ts';
import type { Tx } from '../../db/tenant.ts';
import { searchOver, type Window } from '../../lib/list-query.ts';
import { creditMoveCounts } from '../receipts/counter.repo.ts';

type Raw = {
  water_user_id: string;
  customer_no: string;
  title: string | null;
  first_name: string;
  last_name: string | null;
  area_name: string;
  route_code: string | null;
  route_name: string | null;
  credit: number;
};

/**
 * Connections with credit on account (MONEY.md §5: money above what was owed, until a bill
 * applies it), largest first, with the count and the sum of what the filters keep.
 */
export const creditPage = async (
  tx: Tx,
  orgId: string,
  f: { areaId?: string; routeId?: string; q?: string },
  page: Window,
): Promise<CreditList> => {
  const parts: SQL[] = [sql`u.org_id = ${orgId}`];
  if (f.areaId) parts.push(sql`u.area_id = ${f.areaId}`);
  if (f.routeId) parts.push(sql`u.route_id = ${f.routeId}`);
  const search = searchOver(f.q, [sql`u.search_text`]);
  if (search) parts.push(search);
  const [row] = rowsOf<{ total: number; sum: number | null; items: Raw[] | null }>(
    await tx.execute(sql`
      with c as materialized (
        select credit_moves.water_user_id, sum(credit_moves.amount) as credit
        from credit_moves
        where credit_moves.org_id = ${orgId} and ${creditMoveCounts}
        group by credit_moves.water_user_id having sum(credit_moves.amount) > 0
      ),
      d as materialized (
        select c.water_user_id, c.credit, u.customer_no, u.title, u.first_name, u.last_name,
          a.name as area_name, r.code as route_code, r.name as route_name
        from c join water_users u on u.org_id = ${orgId} and u.id = c.water_user_id
        join areas a on a.org_id = u.org_id and a.id = u.area_id
        left join collection_routes r on r.org_id = u.org_id and r.id = u.route_id
        where ${sql.join(parts, sql` and `)}
      )
      select (select count(*)::int from d) as total, (select sum(credit) from d) as sum,
        (select json_agg(p order by p.credit desc, p.customer_no) from (
          select * from d order by credit desc, customer_no
          limit ${page.limit} offset ${page.offset}) p) as items`),
  );
  return {
    items: (row?.items ?? []).map((r) => ({
      waterUserId: r.water_user_id,
      customerNo: r.customer_no,
      name: fullNameOf({ title: r.title, firstName: r.first_name, lastName: r.last_name }),
      areaName: r.area_name,
      routeCode: r.route_code,
      routeName: r.route_name,
      credit: Number(r.credit),
    })),
    total: Number(row?.total ?? 0),
    totalCredit: Number(row?.sum ?? 0),
  };
};
