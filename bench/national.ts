/**
 * BENCH_PART=national (issue 29, PostgreSQL only, not in CI): 500 organisations, 1,000,000
 * connections (national-generate.ts), served by the real server with WORKERS=2 and then 1.
 * Month-end: every organisation's billing run queued at once → the time until all are
 * done and the longest wait of a small organisation (≤ 2,000 connections) for its run to
 * start; meanwhile 32 cashiers in 16 organisations pay debts and a clerk searches the
 * connections of a 2,000-connection organisation. Then the largest organisation's debtor
 * ageing and the income report (on the replica when scripts/replica.mjs runs one), and
 * searches of one or two letters there (the search must not be planned once: plan-once.ts).
 * Each throughput stands beside its floor, measured in the same run.
 */
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { bangkokDate } from '@prapa/domain';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { floorOnce, type Round } from './billing.ts';
import { cloneNation, databaseUrl, generateNation, type NationInfo } from './national-generate.ts';
import { commitFloor, counterLoad, p99Split, p99Windows, percentile } from './national-load.ts';
import { searchLoad, searchTerms, shortSearches } from './national-load.ts';
import { COUNTER_ORGS, counterStaff, refill } from './national-staff.ts';
import { call, pooled, sampler, signIn, startServer, type Session } from './national-server.ts';

const RUN_DB = 'prapa_nat_bench_run';
const SMALL = 2_000;
/** A cashier's pace during the billing (BENCH_COUNTER_PACE_MS): one payment every 2 s. */
const COUNTER_PACE_MS = Number(process.env.BENCH_COUNTER_PACE_MS ?? 2_000);
/** How long the counter is then run flat out, the billing done, for its throughput. */
const FLAT_OUT_MS = 20_000;
const REPLICA_PORT = Number(process.env.BENCH_REPLICA_PORT ?? 5433);

type Facts = Record<string, string | number>;
const seconds = (ms: number) => Math.round(ms / 100) / 10;

const replicaBase = (adminUrl: string): string | undefined => {
  if (process.env.BENCH_REPLICA === '0') return undefined;
  try {
    execFileSync(
      process.execPath,
      ['scripts/replica.mjs', 'start', '--port', String(REPLICA_PORT)],
      {
        stdio: 'inherit',
      },
    );
    const url = new URL(adminUrl);
    url.port = String(REPLICA_PORT);
    return url.toString();
  } catch {
    console.error('national: no replica (scripts/replica.mjs failed): heavy reads on the primary');
    return undefined;
  }
};

const billingFloor = async (url: string, info: NationInfo) => {
  const largest = [...info.orgs].sort((a, b) => b.connections - a.connections)[0];
  if (!largest) throw new Error('no organisation');
  const database = await openPostgres(url, 2);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<Round>(
    `select id, year_be as "yearBe", month, to_char(period_from, 'YYYY-MM-DD') as "periodFrom",
       to_char(period_to, 'YYYY-MM-DD') as "periodTo",
       to_char(bill_date, 'YYYY-MM-DD') as "billDate",
       to_char(bill_date + 15, 'YYYY-MM-DD') as "dueDate"
     from service_rounds where id = $1`,
    [largest.roundId],
  );
  await client.end();
  const round = rows[0];
  if (!round) throw new Error('no round');
  const floor = await floorOnce(database, largest.orgId, round);
  await database.close();
  return Math.round(floor.bills / (floor.totalMs / 1000));
};

const monthEnd = async (info: NationInfo, adminUrl: string, workers: number, readBase?: string) => {
  const facts: Facts = { 'server processes': workers };
  await cloneNation(adminUrl, RUN_DB, info.database);
  const url = databaseUrl(adminUrl, RUN_DB);
  facts['floor: one-row commits/s, 32 connections'] = await commitFloor(url, 32, 3);
  facts['floor: billing INSERT … SELECT, bills/s (largest)'] = await billingFloor(url, info);
  const readUrl = readBase ? databaseUrl(readBase, RUN_DB) : undefined;
  const server = await startServer({ port: 3390, workers, url, readUrl });
  const { base } = server;
  try {
    const managers = await pooled(info.orgs, 8, (o) =>
      signIn(base, o.code, 'manager', info.password),
    );
    const cashiers = await counterStaff(base, info, url);
    const clerkOrg = info.orgs.find((o) => o.connections === SMALL) ?? info.orgs.at(-1);
    const clerk = await signIn(base, clerkOrg?.code ?? '', 'manager', info.password);
    const terms = await searchTerms(url, clerkOrg?.orgId ?? '');
    const samples = sampler(server, adminUrl, RUN_DB);
    await samples.start();

    let billing = true;
    const counter = counterLoad(base, cashiers, () => !billing, COUNTER_PACE_MS);
    const search = searchLoad(base, clerk, terms, () => !billing);
    const started = performance.now();
    const startedAt = Date.now() / 1000;
    const posts: number[] = [];
    const jobs = await pooled(info.orgs, 16, async (o) => {
      const i = info.orgs.indexOf(o);
      const res = await call(
        base,
        'POST',
        `/api/v1/service-rounds/${o.roundId}/billing`,
        managers[i] as Session,
      );
      if (res.status !== 202) throw new Error(`${o.code}: ${res.status}`);
      posts.push(res.ms);
      return String((res.body.data as { id: string }).id);
    });
    facts['all 500 runs queued (s)'] = seconds(performance.now() - started);
    facts['POST /billing: p50 / p99 (ms)'] =
      `${percentile(posts, 0.5)} / ${percentile(posts, 0.99)}`;
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    type JobRow = {
      id: string;
      status: string;
      wait: number;
      run: number;
      slices: number;
      end: number;
    };
    let rows: JobRow[] = [];
    for (;;) {
      ({ rows } = await db.query<JobRow>(
        `select id, status, extract(epoch from started_at - created_at)::float8 as wait,
           extract(epoch from finished_at - started_at)::float8 as run, slices,
           extract(epoch from finished_at)::float8 as end
         from jobs where id = any($1::uuid[])`,
        [jobs],
      ));
      if (rows.every((r) => r.status === 'succeeded' || r.status === 'failed')) break;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    const allMs = performance.now() - started;
    billing = false;
    const [paid, searched] = await Promise.all([counter, search]);
    const cost = await samples.stop();
    const { rows: billed } = await db.query<{ n: string }>(
      `select count(*) as n from bills where round_id = any($1::uuid[])`,
      [info.orgs.map((o) => o.roundId)],
    );
    await db.end();
    const size = new Map(jobs.map((id, i) => [id, info.orgs[i]?.connections ?? 0]));
    const small = rows.filter((r) => (size.get(r.id) ?? 0) <= SMALL);
    facts['bills made'] = Number(billed[0]?.n ?? 0);
    facts['failed runs'] = rows.filter((r) => r.status !== 'succeeded').length;
    facts['month-end: all runs done (s)'] = seconds(allMs);
    facts['bills/s'] = Math.round(Number(billed[0]?.n ?? 0) / (allMs / 1000));
    facts['longest wait to start, small organisation (s)'] =
      Math.round(Math.max(...small.map((r) => r.wait)) * 10) / 10;
    facts['p95 wait to start, small organisation (s)'] = percentile(
      small.map((r) => r.wait),
      0.95,
    );
    facts['longest wait to start, any (s)'] =
      Math.round(Math.max(...rows.map((r) => r.wait)) * 10) / 10;
    facts['runs that stepped back (slices > 1)'] = rows.filter((r) => r.slices > 1).length;
    facts['counter during billing, a payment / 2 s each: receipts (failed)'] =
      `${paid.receipts} (${paid.failed})`;
    facts['counter during billing: receipts/s'] =
      Math.round((paid.receipts / paid.seconds) * 10) / 10;
    facts['counter during billing: p50 / p99 (ms)'] =
      `${percentile(paid.ms, 0.5)} / ${percentile(paid.ms, 0.99)}`;
    // Which part of the month-end the tail comes from: the villages' short runs, or the towns'.
    const smallDone = Math.max(...small.map((r) => r.end)) - startedAt;
    facts[`counter p99 (n) until the small runs end (${seconds(smallDone * 1000)} s) / after`] =
      p99Split(paid, smallDone * 1000);
    facts['counter p99 (ms) in each 20 s of the billing'] = p99Windows(paid, 20_000);
    const first = {
      ...paid,
      ms: paid.ms.filter((_, i) => (paid.at[i] ?? 0) < 30_000),
      at: paid.at.filter((t) => t < 30_000),
    };
    facts['counter p99 (ms) in each 5 s of the first 30 s'] = p99Windows(first, 5_000);
    // Then flat out for its throughput, on the debts the month's bills made.
    const refilled = await refill(url, cashiers);
    let flat = true;
    const flatTimer = setTimeout(() => (flat = false), FLAT_OUT_MS);
    const most = await counterLoad(base, refilled, () => !flat);
    clearTimeout(flatTimer);
    facts['counter flat out after it, 32 cashiers: receipts/s'] =
      Math.round((most.receipts / most.seconds) * 10) / 10;
    facts['counter flat out: p50 / p99 (ms), failed'] =
      `${percentile(most.ms, 0.5)} / ${percentile(most.ms, 0.99)}, ${most.failed}`;
    facts['search: count, p50 / p95 (ms)'] =
      `${searched.searches}, ${percentile(searched.ms, 0.5)} / ${percentile(searched.ms, 0.95)}`;
    facts['memory per process, peak (MB)'] = cost.rssMb.join(', ');
    facts['PostgreSQL connections, peak'] = cost.connections;
    facts['PostgreSQL connections opened during the billing'] = cost.opened;

    const largest = [...info.orgs].sort((a, b) => b.connections - a.connections)[0];
    const boss = await signIn(base, largest?.code ?? '', 'manager', info.password);
    const heavy = async (label: string, path: string) => {
      const ms: number[] = [];
      let where = 'primary';
      for (let i = 0; i < 5; i++) {
        const res = await call(base, 'GET', path, boss);
        if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
        ms.push(res.ms);
        if (res.asOf) where = 'replica';
      }
      facts[`${label}, median of 5 (ms)`] = `${percentile(ms, 0.5)} (${where})`;
    };
    await heavy(
      `debtor ageing, largest (${largest?.connections})`,
      '/api/v1/debtor-accounts?pageSize=50',
    );
    // A search of one or two letters in the largest organisation: its statement must stay
    // planned each time (plan-once.ts). Prepared, its generic plan took 3 s from the 6th call.
    const short = await shortSearches(url, largest?.orgId ?? '');
    const shortMs: number[] = [];
    for (const term of short) {
      for (let i = 0; i < 10; i++) {
        const q = encodeURIComponent(term);
        const res = await call(base, 'GET', `/api/v1/water-users?q=${q}&pageSize=20`, boss);
        if (res.status !== 200) throw new Error(`search ${term}: ${res.status}`);
        shortMs.push(res.ms);
      }
    }
    facts[`search of 1–2 letters, largest: ${shortMs.length} calls, p50 / max (ms)`] =
      `${percentile(shortMs, 0.5)} / ${Math.round(Math.max(...shortMs))}`;
    const month = bangkokDate(new Date()).slice(0, 7);
    await heavy(
      'income report, fiscal year',
      `/api/v1/reports/income?view=fiscalYear&month=${month}`,
    );
  } finally {
    await server.stop();
  }
  return facts;
};

export const benchNational = async (adminUrl: string) => {
  const orgs = Number(process.env.BENCH_NATION_ORGS ?? 500);
  const total = Number(process.env.BENCH_NATION_CONNECTIONS ?? 1_000_000);
  const info = await generateNation(adminUrl, {
    orgs,
    total,
    historyOthers: Math.min(orgs, COUNTER_ORGS) - 1,
    ...(process.env.BENCH_NATION_DB ? { name: process.env.BENCH_NATION_DB } : {}),
  });
  const readBase = replicaBase(adminUrl);
  const runs: Facts[] = [];
  // BENCH_NATION_WORKERS=2 (or "2,1", the default): which process counts to measure.
  const counts = (process.env.BENCH_NATION_WORKERS ?? '2,1').split(',').map(Number);
  for (const workers of counts) runs.push(await monthEnd(info, adminUrl, workers, readBase));
  const keys = [...new Set(runs.flatMap((r) => Object.keys(r)))];
  console.log(`\nnational: ${info.orgs.length} organisations, ${total} connections`);
  for (const key of keys) {
    console.log(
      `  ${key.padEnd(52)} ${runs.map((r) => String(r[key] ?? '').padStart(22)).join('')}`,
    );
  }
};
