/**
 * The debtor bench (issue 12, MONEY.md §9): on the generated utility (100,000
 * connections) with 24 rounds of bills (debtors-history.ts), the ageing of every debtor
 * through the API (a page, its count and totals by bucket, area and route: < 1 s), the
 * same filtered, the credit balances, and ป.17 of one connection for a fiscal year
 * (< 50 ms), on PGlite and PostgreSQL. A route's ledgers as one streamed PDF, timed once.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.ts';
import { withSystem } from '../apps/api/src/db/tenant.ts';
import { writeDebtorHistory } from './debtors-history.ts';
import { BENCH_CODE, BENCH_PASSWORD } from './generate.ts';
import { time, type Stats } from './stats.ts';

const RUNS = Number(process.env.BENCH_DEBTOR_RUNS ?? 20);
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export const benchDebtors = async (
  app: FastifyInstance,
  database: Database,
): Promise<{ facts: Record<string, string | number>; latency: Record<string, Stats> }> => {
  const [org] = rowsOf<{ id: string }>(
    await withSystem(database.db, (tx) =>
      tx.execute(sql`select id from organisations where code = ${BENCH_CODE}`),
    ),
  );
  const orgId = String(org?.id);
  const { generatedMs } = await writeDebtorHistory(database, orgId);
  // Signed in after the history is written: it outlasts an access token.
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/cms/auth/login',
    payload: { org_id: BENCH_CODE, username: 'manager', password: BENCH_PASSWORD },
  });
  const auth = login.json() as { data: { tokens: { access: { token: string } } } };
  const headers = { authorization: `Bearer ${auth.data.tokens.access.token}`, orgid: orgId };
  const get = async (url: string) => {
    const res = await app.inject({ url, headers });
    if (res.statusCode !== 200) {
      throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    }
    return res;
  };
  const [size] = rowsOf<Record<string, number>>(
    await withSystem(database.db, (tx) =>
      tx.execute(sql`select
        (select count(*) from water_users where org_id = ${orgId})::int as users,
        (select count(*) from bills where org_id = ${orgId})::int as bills,
        (select count(*) from bill_lines where org_id = ${orgId})::int as lines,
        (select count(*) from bills where org_id = ${orgId}
          and status in ('issued', 'partly_paid'))::int as open`),
    ),
  );
  const sample = rowsOf<{ id: string; route_id: string }>(
    await withSystem(database.db, (tx) =>
      tx.execute(sql`select u.id, u.route_id from water_users u
        join collection_routes r on r.org_id = u.org_id and r.id = u.route_id and r.code = 'R01'
        where u.org_id = ${orgId} order by u.route_seq limit 200`),
    ),
  );
  const first = (await get('/api/v1/debtor-accounts?pageSize=20')).json() as {
    data: { total: number; totals: { all: { owed: number } } };
  };
  const facts: Record<string, string | number> = {
    'utility (connections / bills / lines)': `${size?.users} / ${size?.bills} / ${size?.lines}`,
    'open bills / debtors': `${size?.open} / ${first.data.total}`,
    'owed (฿)': (first.data.totals.all.owed / 100).toLocaleString('en-US'),
    'history written (s)': Math.round(generatedMs / 100) / 10,
  };
  const latency: Record<string, Stats> = {
    'GET debtor-accounts (page 1, totals)': await time(RUNS, () =>
      get('/api/v1/debtor-accounts?pageSize=20'),
    ),
    'GET debtor-accounts ≥ 3 rounds, by name': await time(RUNS, () =>
      get('/api/v1/debtor-accounts?pageSize=50&minRounds=3&sort=name'),
    ),
    // /operation/payment_alert: every debtor's next step (its latest notices read too).
    'GET debt/alerts (page 1, sums by step)': await time(RUNS, () =>
      get('/api/v1/debt/alerts?pageSize=50'),
    ),
    'GET debt/alerts, one route': await time(RUNS, () =>
      get(`/api/v1/debt/alerts?pageSize=50&routeId=${sample[0]?.route_id}`),
    ),
    'GET debtor-accounts/credits': await time(RUNS, () =>
      get('/api/v1/debtor-accounts/credits?pageSize=20'),
    ),
  };
  let i = 0;
  const nextUser = () => sample[i++ % sample.length]?.id ?? '';
  latency['GET ledger (ป.17, FY 2569)'] = await time(RUNS * 5, () =>
    get(`/api/v1/water-users/${nextUser()}/ledger?fiscalYear=2569`),
  );
  latency['GET ledger PDF (one connection)'] = await time(RUNS, () =>
    get(`/api/v1/water-users/${nextUser()}/ledger/pdf?fiscalYear=2569`),
  );
  const started = performance.now();
  const route = await get(
    `/api/v1/debtor-accounts/ledgers.pdf?routeId=${sample[0]?.route_id}&fiscalYear=2569`,
  );
  facts['route R01 ledgers PDF (1,000 connections)'] =
    `${Math.round((performance.now() - started) / 100) / 10} s, ${Math.round(route.rawPayload.length / 1048576)} MB`;
  return { facts, latency };
};
