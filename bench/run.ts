/**
 * `npm run bench`: request latency through the whole server (routing, auth, RLS
 * transaction, serialisation) via app.inject, on PGlite and, when BENCH_DATABASE_URL is
 * set, on PostgreSQL (in a scratch database `prapa_bench`, created and dropped here).
 * A benchmark, not a test: it prints figures and asserts nothing.
 */
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import {
  createPglite,
  openPglite,
  openPostgres,
  type Database,
} from '../apps/api/src/db/client.ts';
import { DEMO_PASSWORD, ensureDemo } from '../apps/api/src/modules/setup/demo-seed.ts';
import { time, type Stats } from './stats.ts';
import { generateUtility } from './generate.ts';
import { benchBackup } from './backup.ts';
import { benchBank } from './bank.ts';
import { benchBilling } from './billing.ts';
import { benchDashboard } from './dashboard.ts';
import { benchDebtors } from './debtors.ts';
import { benchMoveIn } from './move-in.ts';
import { benchNational } from './national.ts';
import { benchReceipts } from './receipts.ts';
import { benchReadings } from './readings.ts';
import { benchWaterUsers, CONNECTIONS } from './water-users.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const SCRATCH = 'prapa_bench';

const benchDatabase = async (label: string, database: Database) => {
  const started = performance.now();
  await database.migrate();
  await ensureDemo(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    LOGIN_RATE_PER_MINUTE: '10000',
    // The jobs in this process's main thread: the benches time their statements by patching
    // this thread's driver, and a job thread's statements went uncounted (PostgreSQL).
    JOB_NICE: '0',
  });
  const logger = process.env.BENCH_LOG ? { level: 'error' } : false;
  const app = await buildApp({ config, database, logger });
  const login = () =>
    app.inject({
      method: 'POST',
      url: '/api/v1/cms/auth/login',
      payload: { org_id: 'DEMO', username: 'manager', password: DEMO_PASSWORD },
    });
  const first = (await login()).json() as {
    data: { tokens: { access: { token: string } }; user: { org_id: string } };
  };
  const headers = {
    authorization: `Bearer ${first.data.tokens.access.token}`,
    orgid: first.data.user.org_id,
  };
  const results: Record<string, Stats> = {
    'GET /api/health': await time(RUNS, () => app.inject({ url: '/api/health' })),
    'GET /api/v1/auth/me': await time(RUNS, () => app.inject({ url: '/api/v1/auth/me', headers })),
    'POST login (scrypt N=2^15)': await time(Math.min(RUNS, 30), login),
  };
  if (app.hasRoute({ method: 'GET', url: '/api/v1/officers' })) {
    results['GET /api/v1/officers?q=&sort=fullName'] = await time(RUNS, () =>
      app.inject({ url: '/api/v1/officers?sort=fullName&pageSize=20', headers }),
    );
  }
  console.log(`\n${label}: platform`);
  console.table(results);
  // BENCH_PART=readings, billing, receipts, bank, debtors, dashboard or backup: only generate the
  // utility and bench that part; BENCH_PART=import: the water users and their import only;
  // BENCH_PART=movein: the move-in of a utility of its own.
  const part = process.env.BENCH_PART;
  const parts = ['readings', 'billing', 'receipts', 'bank', 'debtors', 'dashboard', 'backup'];
  if (part === 'movein') {
    // A utility of its own, moving in: nothing else is generated.
  } else if (part && parts.includes(part)) {
    await generateUtility(database, CONNECTIONS);
  } else {
    // BENCH_PART=import: the lists once each, then the import as always.
    const water = await benchWaterUsers(app, database, part === 'import' ? 1 : RUNS);
    console.log(`\n${label}: water users (${CONNECTIONS.toLocaleString('en-US')} connections)`);
    console.table(water.facts);
    console.table(water.latency);
    console.log(`${label}: the import confirm's costliest statements`);
    console.table(water.statements);
  }
  if (!part || part === 'readings') {
    const reading = await benchReadings(app, database, Math.min(RUNS, 50));
    console.log(`\n${label}: readings (issue 8)`);
    console.table(reading.facts);
    console.table(reading.latency);
  }
  if (!part || part === 'billing') {
    const billing = await benchBilling(app, database);
    console.log(`\n${label}: billing (issue 9)`);
    console.table(billing.facts);
    console.table(billing.latency);
    console.log(`${label}: the billing run's costliest statements`);
    console.table(billing.statements);
  }
  if (!part || part === 'receipts') {
    const counter = await benchReceipts(app, database);
    console.log(`\n${label}: counter receipts (issue 10)`);
    console.table(counter.facts);
    console.table(counter.latency);
    console.log(`${label}: the counter's costliest statements (8 cashiers)`);
    console.table(counter.statements);
  }
  if (!part || part === 'bank') {
    const bank = await benchBank(app, database);
    console.log(`\n${label}: a bank file of bill payments (issue 11)`);
    console.table(bank.facts);
    console.table(bank.latency);
    console.log(`${label}: confirming the file, its costliest statements`);
    console.table(bank.statements);
  }
  if (!part || part === 'debtors') {
    const debtors = await benchDebtors(app, database);
    console.log(`\n${label}: debtor ageing and ป.17 (issue 12)`);
    console.table(debtors.facts);
    console.table(debtors.latency);
  }
  if (!part || part === 'dashboard') {
    const dashboard = await benchDashboard(app, database);
    console.log(`\n${label}: the home dashboard's cards (issue 27)`);
    console.table(dashboard.facts);
    console.table(dashboard.latency);
  }
  if (!part || part === 'backup') {
    const backup = await benchBackup(app, database);
    console.log(`\n${label}: backup and restore (issue 23)`);
    console.table(backup.facts);
    console.table(backup.latency);
  }
  if (!part || part === 'movein') {
    const moveIn = await benchMoveIn(app, database);
    console.log(`\n${label}: moving in 20,000 connections' opening debts (issue 28)`);
    console.table(moveIn.facts);
    console.table(moveIn.latency);
  }
  await app.close();
  await database.close();
  console.log(`${label}: ${Math.round((performance.now() - started) / 1000)} s in all`);
};

/** A scratch database beside the one BENCH_DATABASE_URL names, dropped afterwards. */
const withScratchPostgres = async (url: string, fn: (database: Database) => Promise<void>) => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${SCRATCH} with (force)`);
  await admin.query(`create database ${SCRATCH}`);
  const target = new URL(url);
  target.pathname = `/${SCRATCH}`;
  try {
    await fn(await openPostgres(target.toString()));
  } finally {
    await admin.query(`drop database if exists ${SCRATCH} with (force)`);
    await admin.end();
  }
};

const only = process.env.BENCH_ONLY; // 'pglite' | 'postgres'
if (process.env.BENCH_PART === 'national') {
  // Its own databases and real server processes, on PostgreSQL only (national.ts).
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_PART=national needs BENCH_DATABASE_URL (PostgreSQL)');
  await benchNational(url);
} else if (only !== 'postgres') {
  await benchDatabase('PGlite (in memory)', await openPglite(await createPglite()));
}
if (process.env.BENCH_PART === 'national') {
  // done above
} else if (process.env.BENCH_DATABASE_URL && only !== 'pglite') {
  await withScratchPostgres(process.env.BENCH_DATABASE_URL, (database) =>
    benchDatabase(`PostgreSQL (scratch database ${SCRATCH})`, database),
  );
} else if (!process.env.BENCH_DATABASE_URL) {
  console.log('\nSet BENCH_DATABASE_URL=postgres://… to bench PostgreSQL too.');
}
