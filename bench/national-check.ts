/**
 * Does the generated nation bill? Some organisations' rounds billed through the API, one
 * after the other, on a copy of the generated database (the original stays unbilled), each
 * to its job succeeded: every connection its status bills gets one bill.
 *
 *   node --import tsx bench/national-check.ts [--code N500,N112] [--json /tmp/prapa_nat_gen.json]
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { JobView } from '@prapa/contracts';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { NATION_DB, cloneNation, type NationInfo, type NationOrg } from './national-generate.ts';

const COPY = 'prapa_nat_check';
const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

const billOne = async (app: FastifyInstance, url: string, org: NationOrg, password: string) => {
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/cms/auth/login',
    payload: { org_id: org.code, username: 'manager', password },
  });
  if (login.statusCode !== 200) throw new Error(`${org.code} login: ${login.statusCode}`);
  const token = (login.json() as { data: { tokens: { access: { token: string } } } }).data.tokens
    .access.token;
  const headers = { authorization: `Bearer ${token}`, orgid: org.orgId };
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/service-rounds/${org.roundId}/billing`,
    headers,
  });
  if (res.statusCode >= 300) throw new Error(`billing: ${res.statusCode} ${res.body}`);
  let job = (res.json() as { data: JobView }).data;
  while (job.status !== 'succeeded' && job.status !== 'failed') {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const seen = await app.inject({ url: `/api/v1/jobs/${job.id}`, headers });
    job = (seen.json() as { data: JobView }).data;
  }
  const took = seconds(started);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<Record<string, number>>(
    `select (select count(*)::int from water_users where org_id = $1) as connections,
      (select count(*)::int from water_users u join usage_statuses s
        on s.org_id = u.org_id and s.id = u.usage_status_id
        where u.org_id = $1 and s.bill_mode = 'normal') as billable,
      (select count(*)::int from readings where org_id = $1 and round_id = $2) as readings,
      (select count(*)::int from bills where org_id = $1 and round_id = $2) as bills`,
    [org.orgId, org.roundId],
  );
  await client.end();
  return { job: job.status, 'billing, POST to succeeded (s)': took, ...rows[0] };
};

export const checkNationBills = async (adminUrl: string, info: NationInfo, codes: string[]) => {
  const orgs = codes.map((code) => {
    const org = info.orgs.find((o) => o.code === code);
    if (!org) throw new Error(`no organisation ${code}`);
    return org;
  });
  const cloning = performance.now();
  const url = await cloneNation(adminUrl, COPY, info.database);
  const out: Record<string, Record<string, string | number>> = {
    clone: { 'clone (s)': seconds(cloning) },
  };
  const database = await openPostgres(url, 4);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
  const app = await buildApp({ config, database, logger: false });
  try {
    for (const org of orgs) out[org.code] = await billOne(app, url, org, info.password);
    return out;
  } finally {
    await app.close();
    await database.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${COPY} with (force)`);
    await admin.end();
  }
};

if (process.argv[1]?.endsWith('national-check.ts')) {
  const { values } = parseArgs({
    options: { code: { type: 'string' }, json: { type: 'string' } },
  });
  const path = values.json ?? join(tmpdir(), `${NATION_DB}.json`);
  const info = JSON.parse(readFileSync(path, 'utf8')) as NationInfo;
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const codes = values.code?.split(',') ?? [info.orgs.at(-1)?.code ?? ''];
  console.table(await checkNationBills(url, info, codes));
}
