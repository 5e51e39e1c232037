import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.ts';
import { withSystem } from '../apps/api/src/db/tenant.ts';
import { BENCH_CODE, BENCH_PASSWORD } from './generate.ts';
import { summarise, time, type Stats } from './stats.ts';

const SYNC_BATCH = 500;
const SYNC_RUNS = 5;

type Json = { data: Record<string, unknown> & { id?: string; total?: number } };
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Issue 8's figures on the generated 100,000-connection utility: a phone's sync of 500
 * readings, then /check on a round whose every connection is read (the rest written
 * set-based, as a finished round would be), filtered and sorted.
 */
export const benchReadings = async (app: FastifyInstance, database: Database, runs: number) => {
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/cms/auth/login',
    payload: { org_id: BENCH_CODE, username: 'manager', password: BENCH_PASSWORD },
  });
  const session = login.json() as {
    data: { tokens: { access: { token: string } }; user: { org_id: string } };
  };
  const orgId = session.data.user.org_id;
  const headers = { authorization: `Bearer ${session.data.tokens.access.token}`, orgid: orgId };
  const send = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers, payload });
    if (res.statusCode !== 200)
      throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.json() as Json;
  };
  const proposal = (await send('GET', '/api/v1/service-rounds/proposal')).data;
  const { dueDate: _d, warnDate: _w, cutoffDate: _c, ...input } = proposal;
  const roundId = (await send('POST', '/api/v1/service-rounds', input)).data.id ?? '';

  // Connections with a meter, their dial now: a phone reads them in batches of 500.
  const meters = await withSystem(database.db, async (tx) =>
    rowsOf<{ id: string; initial: number }>(
      await tx.execute(sql`
        select u.id, mi.initial_reading as initial from water_users u
        join meter_installations mi on mi.org_id = u.org_id and mi.water_user_id = u.id
          and mi.removed_on is null
        where u.org_id = ${orgId} order by u.customer_no limit ${SYNC_BATCH * SYNC_RUNS}`),
    ),
  );
  const samples: number[] = [];
  for (let b = 0; b < SYNC_RUNS; b++) {
    const readings = meters.slice(b * SYNC_BATCH, (b + 1) * SYNC_BATCH).map((m, i) => ({
      clientId: `bench-${b}-${i}`,
      roundId,
      waterUserId: m.id,
      current: m.initial + 5 + (i % 20),
      code: i % 97 === 0 ? '01' : '00',
      readAt: new Date().toISOString(),
    }));
    const started = performance.now();
    await send('POST', '/api/v1/readings/sync', { source: 'phone', readings });
    samples.push(performance.now() - started);
  }
  const sync = summarise(samples);

  // The rest of the round read, set-based: usages around 15 m³, a share unusual.
  const filled = performance.now();
  await withSystem(database.db, (tx) =>
    tx.execute(sql`
      insert into readings (org_id, round_id, water_user_id, previous, current, usage, average,
        code, anomaly, held, diff_bp, status, source, read_at)
      select u.org_id, ${roundId}, u.id, 100, 100 + x.usage, x.usage, 15, '00',
        case when x.usage = 0 then 'zero' when x.usage < 8 then 'low'
             when x.usage > 45 then 'veryHigh' when x.usage > 30 then 'high' else 'normal' end,
        x.usage > 45, ((x.usage - 15) * 10000) / 15, 'recorded', 'phone', now()
      from water_users u
      -- Around 15 m³ as villages use; about 1 % zero, 4 % low, 4 % high, 2 % very high.
      cross join lateral (select abs(hashtext(u.id::text)) % 100 as p) h
      cross join lateral (select case
          when h.p = 0 then 0 when h.p < 5 then 3 + h.p when h.p < 9 then 31 + h.p
          when h.p < 11 then 50 + h.p else 10 + (h.p % 11) end as usage) x
      where u.org_id = ${orgId}
        and not exists (select 1 from readings r where r.org_id = u.org_id
          and r.round_id = ${roundId} and r.water_user_id = u.id)`),
  );
  await withSystem(database.db, (tx) => tx.execute(sql`analyze readings`));
  const fillMs = Math.round(performance.now() - filled);
  const [route] = await withSystem(database.db, async (tx) =>
    rowsOf<{ id: string }>(
      await tx.execute(
        sql`select id from collection_routes where org_id = ${orgId} order by code limit 1`,
      ),
    ),
  );
  const base = `/api/v1/service-rounds/${roundId}/readings`;
  const get = (url: string) => () => send('GET', url);
  const facts = {
    'round readings': (await send('GET', `${base}?pageSize=1`)).data.total ?? 0,
    'high-use list': (await send('GET', `${base}?list=high&pageSize=1`)).data.total ?? 0,
    'fill the round, set-based (ms)': fillMs,
  };
  const latency: Record<string, Stats> = {
    [`sync ${SYNC_BATCH} readings from a phone`]: sync,
    '/check list, sorted by % difference (page 50)': await time(runs, get(`${base}?pageSize=50`)),
    '/check list, one route, by % difference': await time(
      runs,
      get(`${base}?routeId=${route?.id ?? ''}&pageSize=50`),
    ),
    '/check list, high-use list': await time(runs, get(`${base}?list=high&pageSize=50`)),
    '/check list, walk order': await time(runs, get(`${base}?sort=walk&pageSize=50`)),
    '/check summary (counts per class)': await time(runs, get(`${base}/summary`)),
  };
  return { facts, latency };
};
