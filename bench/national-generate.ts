/**
 * The national bench's database (issue 29, BENCH_PART=national), PostgreSQL only: 500
 * organisations N001…N500 of 200 to 20,000 connections (1,000,000 in all), a year of
 * history for the largest and fifteen others (the counter's sixteen organisations), and
 * every organisation's next round read and ready to bill. Written once into `prapa_nat_gen` and kept: a later call finds it complete
 * (its database comment names what it was generated from) and answers the JSON written
 * beside it; each run of the bench then bills a copy (cloneNation), never the original.
 *
 *   node --import tsx bench/national-generate.ts [--orgs 50 --total 50000] [--fresh]
 *     [--name prapa_nat_gen] [--json /tmp/prapa_nat_gen.json]
 * BENCH_DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { checkLoad, dropDeferredIndexes, rebuildIndexes } from './national-bulk.ts';
import {
  NATION_PASSWORD,
  fullCostPasswords,
  historyIndexes,
  openRounds,
  writeHistories,
  writeUtilities,
  type Log,
  type NationOrg,
} from './national-orgs.ts';
import { nationSizes } from './national-sizes.ts';

export { nationSizes } from './national-sizes.ts';
export type { NationOrg } from './national-orgs.ts';

export const NATION_DB = 'prapa_nat_gen';
/** Raise when the generator writes something else: a kept database is then made again. */
const GENERATOR_VERSION = 3;

export type NationOptions = {
  orgs?: number;
  total?: number;
  /** Organisations with a year of history besides the largest. */
  historyOthers?: number;
  /** Make it again even when a complete one exists. */
  fresh?: boolean;
  /** The database (default prapa_nat_gen). */
  name?: string;
  /** Where NationInfo is written (default <tmpdir>/<name>.json). */
  jsonPath?: string;
  log?: Log;
};

export type NationInfo = {
  database: string;
  url: string;
  password: string;
  orgs: NationOrg[];
  /** The migrations and options it was generated from. */
  fingerprint: string;
  generatedAt: string;
  /** Seconds each phase took, and the database's size and rows. */
  facts: Record<string, number | string>;
};

const NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const checkName = (name: string) => {
  if (!NAME.test(name)) throw new Error(`not a plain database name: ${name}`);
  return name;
};

/** The same server's URL, another database. */
export const databaseUrl = (url: string, name: string) => {
  const target = new URL(url);
  target.pathname = `/${checkName(name)}`;
  return target.toString();
};

const migrationsDir = fileURLToPath(new URL('../apps/api/src/db/migrations/', import.meta.url));

/** What a kept database must have been generated from: the migrations, options, generator. */
const fingerprintOf = (shape: object) => {
  const hash = createHash('sha256').update(JSON.stringify({ GENERATOR_VERSION, shape }));
  for (const file of readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(join(migrationsDir, file)));
  }
  hash.update(readFileSync(join(migrationsDir, 'meta', '_journal.json')));
  return hash.digest('hex').slice(0, 16);
};

const withAdmin = async <T>(url: string, fn: (admin: pg.Client) => Promise<T>) => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
};

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

/** The kept database's info, when it is complete and was generated from the same inputs. */
const keptInfo = async (admin: pg.Client, name: string, jsonPath: string, fingerprint: string) => {
  const { rows } = await admin.query<{ note: string | null }>(
    `select shobj_description(oid, 'pg_database') as note from pg_database where datname = $1`,
    [name],
  );
  if (rows[0]?.note !== `prapa-nation ${fingerprint}` || !existsSync(jsonPath)) return null;
  const info = JSON.parse(readFileSync(jsonPath, 'utf8')) as NationInfo;
  return info.fingerprint === fingerprint && info.database === name ? info : null;
};

const countRows = async (client: pg.Client) => {
  const { rows } = await client.query<Record<string, string>>(`select
    (select count(*) from organisations where code ~ '^N[0-9]+$') as organisations,
    (select count(*) from officers) as officers,
    (select count(*) from collection_routes) as routes,
    (select count(*) from water_users) as water_users,
    (select count(*) from meters) as meters,
    (select count(*) from service_rounds) as service_rounds,
    (select count(*) from readings) as readings,
    (select count(*) from bills) as bills,
    (select count(*) from bill_lines) as bill_lines,
    (select count(*) from receipts) as receipts,
    (select count(*) from receipt_allocations) as receipt_allocations,
    pg_size_pretty(pg_database_size(current_database())) as size`);
  return Object.fromEntries(
    Object.entries(rows[0] ?? {}).map(([k, v]) => [k, k === 'size' ? v : Number(v)]),
  );
};

/**
 * The national database, generated when it is missing, incomplete or from other inputs
 * (or `fresh`); answers what the bench needs of it. `url` names the server (any database
 * on it that is not the generated one).
 */
export const generateNation = async (
  url: string,
  opts: NationOptions = {},
): Promise<NationInfo> => {
  const { orgs = 500, total = 1_000_000, historyOthers = 15, fresh = false } = opts;
  const name = checkName(opts.name ?? NATION_DB);
  const jsonPath = opts.jsonPath ?? join(tmpdir(), `${name}.json`);
  const log = opts.log ?? ((line: string) => console.log(line));
  const sizes = nationSizes(orgs, total);
  const fingerprint = fingerprintOf({ orgs, total, historyOthers });
  const target = databaseUrl(url, name);

  const kept = fresh
    ? null
    : await withAdmin(url, (admin) => keptInfo(admin, name, jsonPath, fingerprint));
  if (kept) {
    log(`${name}: complete (${fingerprint}), kept; its info in ${jsonPath}`);
    return kept;
  }
  const started = performance.now();
  const facts: Record<string, number | string> = {};
  await withAdmin(url, async (admin) => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    // Generated data is made again when lost: no commit need wait for its WAL flush.
    await admin.query(`alter database ${name} set synchronous_commit = off`);
  });
  log(`${name}: ${orgs} organisations, ${total.toLocaleString('en-US')} connections`);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    LOGIN_RATE_PER_MINUTE: '10000',
  });
  const database = await openPostgres(target, 4);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let info: NationInfo;
  try {
    let t = performance.now();
    await database.migrate();
    facts['migrate (s)'] = seconds(t);
    // Built as bench/run.ts builds it: the rounds are created through its API.
    app = await buildApp({ config, database, logger: false });
    const deferred = await withAdmin(target, dropDeferredIndexes);

    t = performance.now();
    const made = await writeUtilities(database, sizes, log);
    facts['organisations, connections, meters (s)'] = seconds(t);
    t = performance.now();
    await withAdmin(target, (c) => c.query('analyze'));
    facts['analyze (s)'] = seconds(t);

    t = performance.now();
    const historic = new Set(historyIndexes(orgs, historyOthers));
    await writeHistories(
      database,
      made.filter((_, i) => historic.has(i)),
      log,
    );
    facts['history (s)'] = seconds(t);

    t = performance.now();
    const roundIds = await openRounds(app, database, made, log);
    await fullCostPasswords(
      database,
      made.map((o) => o.orgId),
    );
    facts['rounds, readings (s)'] = seconds(t);

    t = performance.now();
    await withAdmin(target, (c) => rebuildIndexes(c, deferred));
    facts['trigram index, built (s)'] = seconds(t);
    facts['checks of the bulk writes (s)'] = await withAdmin(target, checkLoad);

    // As autovacuum leaves a server that has run a while: statistics, visibility maps.
    t = performance.now();
    await withAdmin(target, (c) => c.query('vacuum analyze'));
    facts['vacuum analyze (s)'] = seconds(t);
    Object.assign(facts, await withAdmin(target, countRows));
    facts['in all (s)'] = seconds(started);

    info = {
      database: name,
      url: target,
      password: NATION_PASSWORD,
      orgs: made.map((o, i) => ({
        ...o,
        roundId: roundIds[i] ?? '',
        history: historic.has(i),
      })),
      fingerprint,
      generatedAt: new Date().toISOString(),
      facts,
    };
  } finally {
    await app?.close();
    await database.close();
  }
  writeFileSync(jsonPath, `${JSON.stringify(info, null, 2)}\n`);
  await withAdmin(url, async (admin) => {
    await admin.query(`alter database ${name} reset synchronous_commit`);
    await admin.query(`comment on database ${name} is 'prapa-nation ${fingerprint}'`);
  });
  log(`${name}: generated in ${facts['in all (s)']} s; its info in ${jsonPath}`);
  return info;
};

/**
 * A copy of the generated database to bench on (billing writes; the original stays as
 * generated). A template must have no session open: any left on it are ended first.
 * Answers the copy's URL.
 */
export const cloneNation = async (adminUrl: string, name: string, template = NATION_DB) => {
  checkName(name);
  checkName(template);
  if (name === template) throw new Error('a clone needs a name of its own');
  await withAdmin(adminUrl, async (admin) => {
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = $1 and pid <> pg_backend_pid()`,
      [template],
    );
    await admin.query(`drop database if exists ${name} with (force)`);
    // FILE_COPY: one checkpoint and a copy of the files, not gigabytes through the WAL.
    await admin.query(`create database ${name} template ${template} strategy file_copy`);
  });
  return databaseUrl(adminUrl, name);
};

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const { values } = parseArgs({
    options: {
      orgs: { type: 'string' },
      total: { type: 'string' },
      fresh: { type: 'boolean' },
      name: { type: 'string' },
      json: { type: 'string' },
    },
  });
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const info = await generateNation(url, {
    ...(values.orgs ? { orgs: Number(values.orgs) } : {}),
    ...(values.total ? { total: Number(values.total) } : {}),
    ...(values.name ? { name: values.name } : {}),
    ...(values.json ? { jsonPath: values.json } : {}),
    fresh: values.fresh ?? false,
  });
  console.table(info.facts);
}
