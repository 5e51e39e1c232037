/**
 * The move-in bench (issue 28): a new utility of 20,000 connections brings in three
 * months of opening debts each (60,000 opening bills) through the whole server: the
 * preview, then the confirm job until it succeeded, with GET /api/health probed all along
 * (its max is the longest the server froze), and the undo of the step (voiding them all).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { JobView } from '@prapa/contracts';
import type { Database } from '../apps/api/src/db/client.ts';
import { fileBody, stepSheet } from '../apps/api/src/modules/move-in/move-in-fixtures.ts';
import { ORG_CODE, PASSWORD, seedRound } from '../apps/api/test/seed-round.ts';
import { probeWhile } from './probe.ts';
import { queryTimer } from './query-timer.ts';
import type { Stats } from './stats.ts';

const CONNECTIONS = Number(process.env.BENCH_MOVE_IN_CONNECTIONS ?? 20_000);
const MONTHS = ['07/2569', '08/2569', '09/2569'];

type Headers = Record<string, string>;

const untilDone = async (app: FastifyInstance, headers: Headers, id: string) => {
  for (;;) {
    const res = await app.inject({ url: `/api/v1/jobs/${id}`, headers });
    const job = (res.json() as { data: JobView }).data;
    if (job.status === 'failed') throw new Error(`move-in job: ${JSON.stringify(job.error)}`);
    if (job.status === 'succeeded') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

export const benchMoveIn = async (app: FastifyInstance, database: Database) => {
  const facts: Record<string, string | number> = {};
  const latency: Record<string, Stats> = {};
  const seeded = await seedRound(database, CONNECTIONS, 0);
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/cms/auth/login',
    payload: { org_id: ORG_CODE, username: 'manager', password: PASSWORD },
  });
  const token = (login.json() as { data: { tokens: { access: { token: string } } } }).data.tokens
    .access.token;
  const headers = { authorization: `Bearer ${token}`, orgid: seeded.orgId };
  const rows = Array.from({ length: CONNECTIONS }, (_, i) =>
    MONTHS.map((period, k) => ({
      customerNo: String(i + 1).padStart(6, '0'),
      period,
      water: 80 + ((i + k) % 300),
      meterFee: 10,
      vat: 0,
      other: k === 2 ? 12.5 : 0,
      reference: `OLD-${i + 1}-${k + 1}`,
    })),
  ).flat();
  let started = performance.now();
  const body = fileBody(await stepSheet('debts', rows), 'opening-debts.xlsx');
  facts['file (rows)'] = rows.length;
  facts['file built (ms)'] = Math.round(performance.now() - started);
  facts['file (MB)'] = Math.round((body.contentBase64.length * 3) / 4 / 1e5) / 10;
  const previewRun = await probeWhile(app, () =>
    app.inject({
      method: 'POST',
      url: '/api/v1/move-in/debts/preview',
      headers,
      payload: { ...body, mapping: null },
    }),
  );
  const preview = previewRun.value.json() as {
    data: { fileHash: string; problemCount: number; amount: number };
  };
  if (previewRun.value.statusCode !== 200 || preview.data.problemCount > 0) {
    throw new Error(`preview: ${previewRun.value.body.slice(0, 500)}`);
  }
  facts['preview (ms)'] = previewRun.ms;
  latency['GET /api/health during the preview'] = previewRun.health;
  const timer = queryTimer(database);
  timer.start();
  const confirmRun = await probeWhile(app, async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/move-in/debts/confirm',
      headers,
      payload: { ...body, mapping: null, fileHash: preview.data.fileHash },
    });
    if (res.statusCode !== 202) throw new Error(`confirm: ${res.body.slice(0, 500)}`);
    return untilDone(app, headers, (res.json() as { data: { id: string } }).data.id);
  });
  const queries = timer.stop(/^select 1|from jobs/);
  timer.close();
  facts['confirm, to the job succeeded (ms)'] = confirmRun.ms;
  facts['opening bills per second'] = Math.round(rows.length / (confirmRun.ms / 1000));
  facts['confirm, longest transaction'] = queries.longest[0] ?? '';
  latency['GET /api/health during the confirm'] = confirmRun.health;
  const res = (await database.db.execute(sql`
    select count(*)::int as n, coalesce(sum(total), 0)::float8 as total
    from bills where org_id = ${seeded.orgId} and kind = 'opening' and status <> 'void'`)) as unknown as {
    rows: { n: number; total: number }[];
  };
  facts['opening bills stored'] = res.rows[0]?.n ?? 0;
  facts['their total = the preview’s (satang)'] = String(
    res.rows[0]?.total === preview.data.amount,
  );
  started = performance.now();
  const undoRun = await probeWhile(app, async () => {
    const undo = await app.inject({ method: 'POST', url: '/api/v1/move-in/debts/undo', headers });
    if (undo.statusCode !== 202) throw new Error(`undo: ${undo.body.slice(0, 500)}`);
    return untilDone(app, headers, (undo.json() as { data: { id: string } }).data.id);
  });
  facts['undo (void them all), to the job succeeded (ms)'] = undoRun.ms;
  latency['GET /api/health during the undo'] = undoRun.health;
  return { facts, latency };
};
