import { sql } from 'drizzle-orm';
import type { ReadingHistory } from '@prapa/domain';
import type { Tx } from '../../db/tenant.ts';

/** A connection as a reading of one round needs it, loaded for many at once. */
export type ConnectionForReading = {
  waterUserId: string;
  meterId: string | null;
  /** Null when no meter is installed (only an estimate can be recorded then). */
  history: ReadingHistory | null;
  realUsages: number[];
};

type Row = {
  water_user_id: string;
  meter_id: string | null;
  digits: number | null;
  initial_reading: number | null;
  last_current: number | null;
  opening_reading: number | null;
  last_meter_id: string | null;
  old_final: number | null;
  old_digits: number | null;
  real_usages: number[] | null;
  estimated_since: number[] | null;
};

/**
 * Everything computeReading needs for each connection, in one statement for the whole
 * batch (a phone's 500 readings): the meter on now, the last real reading of an earlier
 * round (else the meter's last reading in the old books, brought in at the move-in) and,
 * when the meter changed since, the old meter's final reading; the last three real usages
 * (the old books' months filling in while Prapa has fewer); the estimated months since
 * the last real reading.
 */
export const historiesFor = async (
  tx: Tx,
  orgId: string,
  round: { yearBe: number; month: number },
  waterUserIds: string[],
): Promise<Map<string, ConnectionForReading>> => {
  if (waterUserIds.length === 0) return new Map();
  const before = sql`(s.year_be, s.month) < (${round.yearBe}, ${round.month})`;
  const res = await tx.execute(sql`
    select u.id as water_user_id, cur.meter_id, cur.digits, cur.initial_reading,
      lr.current as last_current, op.reading as opening_reading, lr.meter_id as last_meter_id,
      old.final_reading as old_final, old.digits as old_digits,
      (select array_agg(x.usage order by x.ym) from (
         select distinct on (y.ym) y.usage, y.ym from (
           (select r.usage, s.year_be * 100 + s.month as ym, 0 as src from readings r
            join service_rounds s on s.org_id = r.org_id and s.id = r.round_id
            where r.org_id = u.org_id and r.water_user_id = u.id and not r.estimated
              and r.anomaly <> 'lowerThanLast' and ${before}
            order by s.year_be desc, s.month desc limit 3)
           union all
           (select o.usage, o.year_be * 100 + o.month, 1 from opening_usage o
            where o.org_id = u.org_id and o.water_user_id = u.id
              and (o.year_be, o.month) < (${round.yearBe}, ${round.month})
            order by o.year_be desc, o.month desc limit 3)) y
         order by y.ym desc, y.src limit 3) x) as real_usages,
      (select array_agg(r.usage) from readings r
         join service_rounds s on s.org_id = r.org_id and s.id = r.round_id
         where r.org_id = u.org_id and r.water_user_id = u.id and r.estimated and ${before}
           and (lr.year_be is null or (s.year_be, s.month) > (lr.year_be, lr.month))) as estimated_since
    from water_users u
    left join lateral (
      select mi.meter_id, m.digits, mi.initial_reading from meter_installations mi
      join meters m on m.org_id = mi.org_id and m.id = mi.meter_id
      where mi.org_id = u.org_id and mi.water_user_id = u.id and mi.removed_on is null
      limit 1) cur on true
    left join opening_readings op on op.org_id = u.org_id and op.water_user_id = u.id
      and op.meter_id = cur.meter_id
    left join lateral (
      select r.current, r.meter_id, s.year_be, s.month from readings r
      join service_rounds s on s.org_id = r.org_id and s.id = r.round_id
      where r.org_id = u.org_id and r.water_user_id = u.id and not r.estimated
        and r.current is not null and ${before}
      order by s.year_be desc, s.month desc limit 1) lr on true
    left join lateral (
      select mi.final_reading, m.digits from meter_installations mi
      join meters m on m.org_id = mi.org_id and m.id = mi.meter_id
      where mi.org_id = u.org_id and mi.water_user_id = u.id and mi.meter_id = lr.meter_id
        and mi.removed_on is not null
      order by mi.removed_on desc limit 1) old on lr.meter_id is distinct from cur.meter_id
    where u.org_id = ${orgId} and u.id = any(${sql.param(waterUserIds)}::uuid[])`);
  const rows = (res as unknown as { rows: Row[] }).rows;
  const out = new Map<string, ConnectionForReading>();
  for (const r of rows) {
    const realUsages = (r.real_usages ?? []).map(Number);
    const changed = r.last_meter_id !== null && r.last_meter_id !== r.meter_id;
    const history: ReadingHistory | null =
      r.meter_id === null || r.digits === null || r.initial_reading === null
        ? null
        : {
            previous: r.last_current ?? r.opening_reading ?? r.initial_reading,
            digits: r.digits,
            replacement:
              changed && r.old_final !== null
                ? {
                    oldFinal: r.old_final,
                    newInitial: r.initial_reading,
                    oldDigits: r.old_digits ?? r.digits,
                  }
                : null,
            realUsages,
            estimatedSince: (r.estimated_since ?? []).map(Number),
          };
    out.set(r.water_user_id, {
      waterUserId: r.water_user_id,
      meterId: r.meter_id,
      history,
      realUsages,
    });
  }
  return out;
};
