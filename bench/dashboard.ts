/**
 * The home dashboard's bench (issue 27): each card is one statement and must answer in
 * under 300 ms on the generated utility (100,000 connections) with two years of bills
 * (debtors-history.ts, ~2.4 million) and a round being read (60 % of it read, a few held).
 * Timed through the API as the manager asks them, on PGlite and PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.ts';
import { withSystem } from '../apps/api/src/db/tenant.ts';
import { writeDebtorHistory } from './debtors-history.ts';
import { BENCH_CODE, BENCH_PASSWORD } from './generate.ts';
import { time, type Stats } from './stats.ts';

const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 20);
const CARDS = ['counter', 'readings', 'checks', 'bills', 'debtors', 'requests', 'jobs'];
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export const benchDashboard = async (
  app: FastifyInstance,
  database: Database,
): Promise<{ facts: Record<string, string | number>; latency: Record<string, Stats> }> => {
  const [org] = rowsOf<{ id: string }>(
    await withSystem(database.db, (tx) =>
      tx.execute(sql`select id from organisations where code = ${BENCH_CODE}`),
    ),
  );
  const orgId = String(org?.id);
  // The whole bench has written the history already (the debtor part); a part alone has not.
  const [had] = rowsOf<{ n: number }>(
    await withSystem(database.db, (tx) =>
      tx.execute(sql`select count(*)::int as n from bills where org_id = ${orgId}`),
    ),
  );
  const { generatedMs } =
    Number(had?.n ?? 0) > 0 ? { generatedMs: 0 } : await writeDebtorHistory(database, orgId);
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/cms/auth/login',
    payload: { org_id: BENCH_CODE, username: 'manager', password: BENCH_PASSWORD },
  });
  const auth = login.json() as { data: { tokens: { access: { token: string } } } };
  const headers = { authorization: `Bearer ${auth.data.tokens.access.token}`, orgid: orgId };
  const send = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers, payload });
    if (res.statusCode !== 200) {
      throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    }
    return res.json() as { data: Record<string, unknown> };
  };
  // The round after the history, being read: 60 % of the connections, 1 % of them held.
  const proposal = (await send('GET', '/api/v1/service-rounds/proposal')).data;
  const { dueDate: _d, warnDate: _w, cutoffDate: _c, ...input } = proposal;
  const roundId = String((await send('POST', '/api/v1/service-rounds', input)).data.id);
  await withSystem(database.db, async (tx) => {
    await tx.execute(sql`
      insert into readings (org_id, round_id, water_user_id, previous, current, usage, held,
        status, source, read_at)
      select u.org_id, ${roundId}, u.id, 100, 115, 15, abs(hashtext(u.id::text)) % 100 = 0,
        'recorded', 'phone', now()
      from water_users u
      where u.org_id = ${orgId} and abs(hashtext(u.id::text || 'r')) % 10 < 6`);
    await tx.execute(sql`update service_rounds set status = 'reading' where id = ${roundId}`);
  });
  await database.db.execute(sql`analyze readings`);

  const facts: Record<string, string | number> = {
    'history written (s)': Math.round(generatedMs / 100) / 10,
  };
  const latency: Record<string, Stats> = {};
  for (const card of CARDS) {
    latency[`GET dashboard/${card}`] = await time(RUNS, () =>
      send('GET', `/api/v1/dashboard/${card}`),
    );
  }
  const readings = (await send('GET', '/api/v1/dashboard/readings')).data as {
    expected: number;
    read: number;
  };
  const debtors = (await send('GET', '/api/v1/dashboard/debtors')).data as { debtors: number };
  facts['round read / expected'] = `${readings.read} / ${readings.expected}`;
  facts.debtors = debtors.debtors;
  return { facts, latency };
};
