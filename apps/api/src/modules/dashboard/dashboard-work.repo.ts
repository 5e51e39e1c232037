import { sql } from 'drizzle-orm';
import type {
  DashboardChecks,
  DashboardJobs,
  DashboardReadings,
  DashboardRequests,
  JobKind,
  RoundStatus,
} from '@prapa/contracts';
import type { RequestState } from '@prapa/domain';
import { rowsOf } from '../../db/json-rows.ts';
import { requests as rq } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { effectiveState } from '../requests/requests.repo.ts';

// The office's cards, one statement each, by the rules of /operation/set_service, /check,
// /request and the job runner.

/**
 * The round /check opens when none is asked for (open-check.ts pickRound): the one being
 * read, else the one open; the latest of either.
 */
const liveRound = (orgId: string) => sql`
  select id, year_be, month, status from service_rounds
  where org_id = ${orgId} and status in ('open', 'reading')
  order by (status = 'reading') desc, year_be desc, month desc limit 1`;

type RawRound = { id: string; year_be: number; month: number; status: RoundStatus };
const roundOf = (r: RawRound | undefined) =>
  r ? { id: r.id, yearBe: Number(r.year_be), month: Number(r.month), status: r.status } : null;

/**
 * That round's progress by route: who it expects a reading of is round-progress.repo.ts
 * `expectedInRound` (a status asking for one, or read anyway), grouped as progressByRoute.
 */
export const readingsOf = async (tx: Tx, orgId: string): Promise<DashboardReadings> => {
  const [row] = rowsOf<
    RawRound & {
      routes:
        | {
            route_id: string | null;
            code: string | null;
            name: string | null;
            expected: number;
            read: number;
          }[]
        | null;
    }
  >(
    await tx.execute(sql`
      with r as (${liveRound(orgId)}),
      p as (
        select u.route_id, c.code, c.name, count(*)::int as expected, count(d.id)::int as read
        from r
        join water_users u on u.org_id = ${orgId}
        join usage_statuses s on s.org_id = u.org_id and s.id = u.usage_status_id
        left join collection_routes c on c.org_id = u.org_id and c.id = u.route_id
        left join readings d on d.org_id = u.org_id and d.round_id = r.id and d.water_user_id = u.id
        where s.reading_required or d.id is not null
        group by u.route_id, c.code, c.name
      )
      select r.*, (select json_agg(p order by p.code nulls last) from p) as routes from r`),
  );
  const routes = (row?.routes ?? []).map((p) => ({
    routeId: p.route_id,
    routeCode: p.code,
    routeName: p.name,
    expected: Number(p.expected),
    read: Number(p.read),
  }));
  return {
    round: roundOf(row),
    expected: routes.reduce((s, p) => s + p.expected, 0),
    read: routes.reduce((s, p) => s + p.read, 0),
    routes,
  };
};

/** Readings of that round waiting for the check (rounds.repo.ts uncheckedReadings). */
export const checksOf = async (tx: Tx, orgId: string): Promise<DashboardChecks> => {
  const [row] = rowsOf<RawRound & { waiting: number; held: number }>(
    await tx.execute(sql`
      with r as (${liveRound(orgId)})
      select r.*,
        (count(d.id) filter (where d.status = 'recorded' or d.held))::int as waiting,
        (count(d.id) filter (where d.held))::int as held
      from r left join readings d on d.org_id = ${orgId} and d.round_id = r.id
      group by r.id, r.year_be, r.month, r.status`),
  );
  return {
    round: roundOf(row),
    waiting: Number(row?.waiting ?? 0),
    held: Number(row?.held ?? 0),
  };
};

const CLOSED = sql`('completed', 'rejected', 'cancelled')`;

/** Requests not closed, by the state /request shows (paid is read, never stored). */
export const requestsOf = async (tx: Tx, orgId: string): Promise<DashboardRequests> => {
  const rows = rowsOf<{ state: RequestState; requests: number }>(
    await tx.execute(sql`
      select state, count(*)::int as requests from (
        select ${effectiveState} as state from ${rq}
        where ${rq.orgId} = ${orgId} and ${rq.state} not in ${CLOSED}) x
      group by state order by state`),
  );
  const byState = rows.map((r) => ({ state: r.state, requests: Number(r.requests) }));
  return { waiting: byState.reduce((s, r) => s + r.requests, 0), byState };
};

/** Jobs queued or running of the kinds the asker may watch (none: no query at all). */
export const jobsOf = async (tx: Tx, orgId: string, kinds: JobKind[]): Promise<DashboardJobs> => {
  if (kinds.length === 0) return { items: [] };
  const rows = rowsOf<DashboardJobs['items'][number]>(
    await tx.execute(sql`
      select id, kind, status, done, total from jobs
      where org_id = ${orgId} and status in ('queued', 'running')
        and kind in (${sql.join(
          kinds.map((k) => sql`${k}`),
          sql`, `,
        )})
      order by created_at desc limit 20`),
  );
  return {
    items: rows.map((r) => ({ ...r, done: Number(r.done), total: Number(r.total) })),
  };
};
