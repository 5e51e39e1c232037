import { sql } from 'drizzle-orm';
import { METER_FAULT_CODES } from '@prapa/domain';
import { rowsOf } from '../../db/json-rows.ts';
import type { Tx } from '../../db/tenant.ts';
import { monthStart } from './production.repo.ts';

// What the month's bills say, for water cost and lost water. A month's water is what its
// service round(s) billed: the round named for that month (year BE, month), every water
// bill not voided. Sold = billed usage; the water charge = the block and minimum top-up
// lines (before the meter fee, discounts and VAT), what the tariff asks for the water.

export type BilledMonth = {
  month: string;
  sold: number;
  waterBilled: number;
  connections: number;
  shortfall: number;
};

const roundMonth = sql`make_date(r.year_be - 543, r.month, 1)`;

export const billedByMonth = async (
  tx: Tx,
  orgId: string,
  first: string,
  last: string,
): Promise<BilledMonth[]> =>
  rowsOf<BilledMonth>(
    await tx.execute(sql`
      select to_char(${roundMonth}, 'YYYY-MM') as month,
        coalesce(sum(b.usage), 0)::float8 as sold,
        coalesce(sum(w.amount), 0)::float8 as "waterBilled",
        count(distinct b.water_user_id)::int as connections,
        coalesce(sum(f.shortfall), 0)::float8 as shortfall
      from bills b
      join service_rounds r on r.org_id = b.org_id and r.id = b.round_id
      left join lateral (
        select sum(l.amount) as amount from bill_lines l
        where l.org_id = b.org_id and l.bill_id = b.id and l.kind in ('block', 'minimum_top_up')
      ) w on true
      -- A meter that could not measure (stuck, broken, estimated): its usual use (the
      -- average of its last three normal months, kept on the reading) minus what was
      -- billed, floored at 0 (water-balance.ts).
      left join lateral (
        select greatest(coalesce(g.average, 0) - coalesce(b.usage, 0), 0) as shortfall
        from readings g
        where g.org_id = b.org_id and g.id = b.reading_id
          and (g.estimated or g.code in (${sql.join(
            METER_FAULT_CODES.map((c) => sql`${c}`),
            sql`, `,
          )}))
      ) f on true
      where b.org_id = ${orgId} and b.kind = 'water' and b.status <> 'void'
        and ${roundMonth} between ${monthStart(first)}::date and ${monthStart(last)}::date
      group by 1 order by 1`),
  ).map((r) => ({
    month: r.month,
    sold: Number(r.sold),
    waterBilled: Number(r.waterBilled),
    connections: Number(r.connections),
    shortfall: Number(r.shortfall),
  }));

export type BilledArea = { areaId: string; code: string; name: string; billed: number };

/** Billed usage of a month by the connection's area. */
export const billedByArea = async (tx: Tx, orgId: string, month: string): Promise<BilledArea[]> =>
  rowsOf<BilledArea>(
    await tx.execute(sql`
      select a.id as "areaId", a.code, a.name, coalesce(sum(b.usage), 0)::float8 as billed
      from bills b
      join service_rounds r on r.org_id = b.org_id and r.id = b.round_id
      join water_users u on u.org_id = b.org_id and u.id = b.water_user_id
      join areas a on a.org_id = u.org_id and a.id = u.area_id
      where b.org_id = ${orgId} and b.kind = 'water' and b.status <> 'void'
        and ${roundMonth} = ${monthStart(month)}::date
      group by a.id, a.code, a.name`),
  ).map((r) => ({ ...r, billed: Number(r.billed) }));
