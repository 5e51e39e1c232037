/**
 * The water-user bench (issue 4): a utility of 100,000 connections, then through the
 * whole server (app.inject): the /user list with a search and with filters, the route
 * order of a 1,000-connection route, the meter map, and a 20,000-row import (preview and
 * confirm). Targets: list p95 < 50 ms on PostgreSQL, < 150 ms on PGlite.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.ts';
import {
  buildSheet,
  fileBody,
  goodRow,
} from '../apps/api/src/modules/water-users-import/import-fixtures.ts';
import {
  BENCH_CODE,
  BENCH_PASSWORD,
  generateUtility,
  ROUTES_PER_AREA,
  SMALL_ROUTE,
} from './generate.ts';
import type { JobView } from '@prapa/contracts';
import { importFloor } from './import-floor.ts';
import { probeWhile } from './probe.ts';
import { profiled } from './profile.ts';
import { queryTimer, type QueryShare } from './query-timer.ts';
import { time, type Stats } from './stats.ts';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100_000);
export const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 20_000);
/** A common first name: 1 connection in 40 carries it. */
export const SEARCH = 'สมชาย';

type Json = { data: { items?: unknown[]; total?: number } & Record<string, unknown> };

const idOf = async (database: Database, table: string, orgId: string, code: string) => {
  const res = (await database.db.execute(
    sql`select id from ${sql.identifier(table)} where org_id = ${orgId} and code = ${code}`,
  )) as unknown as { rows: { id: string }[] };
  const id = res.rows[0]?.id;
  if (!id) throw new Error(`no ${table} ${code}`);
  return id;
};

const ms = (started: number) => Math.round(performance.now() - started);

export type WaterUserBench = {
  facts: Record<string, string | number>;
  latency: Record<string, Stats>;
  statements: Record<string, QueryShare>;
};

export const benchWaterUsers = async (
  app: FastifyInstance,
  database: Database,
  runs: number,
): Promise<WaterUserBench> => {
  const generated = await generateUtility(database, CONNECTIONS);
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/cms/auth/login',
    payload: { org_id: BENCH_CODE, username: 'manager', password: BENCH_PASSWORD },
  });
  const session = login.json() as {
    data: { tokens: { access: { token: string } }; user: { org_id: string } };
  };
  const headers = {
    authorization: `Bearer ${session.data.tokens.access.token}`,
    orgid: session.data.user.org_id,
  };
  const [area] = generated.areaIds;
  const [smallRoute] = generated.routeIds;
  const normal = await idOf(database, 'usage_statuses', generated.orgId, 'NORMAL');
  const get = (url: string) => async () => {
    const res = await app.inject({ url, headers });
    if (res.statusCode !== 200)
      throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res;
  };
  const totalOf = async (url: string) => ((await get(url)()).json() as Json).data.total ?? 0;

  const q = encodeURIComponent(SEARCH);
  const urls = {
    search: `/api/v1/water-users?q=${q}&areaId=${area}&page=1&pageSize=20`,
    searchAll: `/api/v1/water-users?q=${q}&page=1&pageSize=20`,
    searchMeter: `/api/v1/water-users?q=M012345&page=1&pageSize=20`,
    searchAddress: `/api/v1/water-users?q=${encodeURIComponent('76/4 หมู่ 3')}&page=1&pageSize=20`,
    filter: `/api/v1/water-users?areaId=${area}&usageStatusId=${normal}&page=1&pageSize=20`,
    routeOrder: `/api/v1/route-order/${smallRoute}`,
    mapArea: `/api/v1/water-users/map?areaId=${area}`,
    mapAll: '/api/v1/water-users/map',
  };
  const facts: Record<string, string | number> = {
    connections: generated.connections,
    'generate (ms)': generated.generatedMs,
    'search matches (q + area)': await totalOf(urls.search),
    'filter matches (area + status)': await totalOf(urls.filter),
    'address matches ("76/4 หมู่ 3")': await totalOf(urls.searchAddress),
  };
  // The map's compact answer (meterMap): its points, and its size as sent.
  const mapOf = async (url: string) => {
    const res = await get(url)();
    const { points } = (res.json() as { data: { points: unknown[] } }).data;
    const mb = Math.round((res.rawPayload.length / 1024 / 1024) * 100) / 100;
    return [points.length, mb] as const;
  };
  [facts['map points (one area)'], facts['map answer (MB)']] = await mapOf(urls.mapArea);
  [facts['map points (whole org)'], facts['map answer, whole org (MB)']] = await mapOf(urls.mapAll);
  const latency: Record<string, Stats> = {
    [`list q="${SEARCH}" + areaId (page 20)`]: await time(runs, get(urls.search)),
    [`list q="${SEARCH}", whole org`]: await time(runs, get(urls.searchAll)),
    'list q=meter serial, whole org': await time(runs, get(urls.searchMeter)),
    'list q="76/4 หมู่ 3" (address), whole org': await time(runs, get(urls.searchAddress)),
    'list areaId + usageStatusId (filter only)': await time(runs, get(urls.filter)),
    [`route order, a route of ${SMALL_ROUTE} connections`]: await time(runs, get(urls.routeOrder)),
    'map, one area (all points)': await time(Math.min(runs, 20), get(urls.mapArea)),
    'map, whole org (all points)': await time(Math.min(runs, 20), get(urls.mapAll)),
  };

  // The import: a generated 20,000-row file, checked then written.
  const started = performance.now();
  const rows = Array.from({ length: IMPORT_ROWS }, (_, i) => {
    const route = 1 + (i % (ROUTES_PER_AREA * 3));
    const areaNo = 1 + Math.floor((route - 1) / ROUTES_PER_AREA);
    return {
      ...goodRow(i, { area: `A${areaNo}`, route: `R${String(route).padStart(2, '0')}` }),
      customerNo: i % 2 ? `IMP-${String(i).padStart(6, '0')}` : null,
      meterSerial: `IMP${String(i).padStart(7, '0')}`,
    };
  });
  const body = fileBody(await buildSheet(rows), 'ผู้ใช้น้ำ 20000 ราย.xlsx');
  facts['import file (MB)'] =
    Math.round((body.contentBase64.length * 0.75 * 10) / 1024 / 1024) / 10;
  facts['import file build (ms)'] = ms(started);
  const previewRun = await probeWhile(app, () =>
    app.inject({
      method: 'POST',
      url: '/api/v1/water-users/import/preview',
      headers,
      payload: body,
    }),
  );
  const preview = previewRun.value;
  facts['import preview (ms)'] = previewRun.ms;
  latency['GET /api/health during the import preview'] = previewRun.health;
  const checked = preview.json() as {
    data: { fileHash: string; validCount: number; problemCount: number };
  };
  if (preview.statusCode !== 200 || checked.data.problemCount > 0) {
    throw new Error(`preview: ${preview.statusCode} ${preview.body.slice(0, 500)}`);
  }
  // Confirm queues the job (202); the import is done when the job has succeeded.
  const timer = queryTimer(database);
  timer.start();
  const confirmRun = await probeWhile(app, () =>
    profiled(`import-confirm-${database.kind}`, async () => {
      const confirm = await app.inject({
        method: 'POST',
        url: '/api/v1/water-users/import/confirm',
        headers,
        payload: { ...body, fileHash: checked.data.fileHash },
      });
      if (confirm.statusCode !== 202) throw new Error(`confirm: ${confirm.body.slice(0, 500)}`);
      const id = (confirm.json() as { data: { id: string } }).data.id;
      for (;;) {
        const res = await app.inject({ url: `/api/v1/jobs/${id}`, headers });
        const job = (res.json() as { data: JobView }).data;
        if (job.status === 'failed') throw new Error(`import job: ${JSON.stringify(job.error)}`);
        if (job.status === 'succeeded') return job;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }),
  );
  const queries = timer.stop(/^select 1|from jobs/);
  timer.close();
  facts['import confirm, to the job succeeded (ms)'] = confirmRun.ms;
  facts['import confirm, longest transaction'] = queries.longest[0] ?? '';
  latency['GET /api/health during the import confirm'] = confirmRun.health;
  facts['import created'] = (confirmRun.value.result as { created: number }).created;
  const phases = (await database.db.execute(
    sql`select state from jobs where id = ${confirmRun.value.id}`,
  )) as unknown as { rows: { state: { timings?: Record<string, number> } }[] };
  for (const [phase, took] of Object.entries(phases.rows[0]?.state.timings ?? {})) {
    facts[`  import job: ${phase} (ms)`] = took;
  }
  const floor = await importFloor(database, confirmRun.value.id);
  for (const [table, took] of Object.entries(floor)) {
    facts[`  the same rows by SQL alone: ${table} (ms)`] = took;
  }
  facts['import confirm / SQL floor'] = Math.round((confirmRun.ms / floor.all) * 100) / 100;
  const statements = Object.fromEntries(Object.entries(queries.shares).slice(0, 12));
  return { facts, latency, statements };
};
