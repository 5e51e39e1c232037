/**
 * `npm run bench`: request latency through the whole server (routing, auth, RLS
 * transaction, serialisation) via app.inject, on PGlite and, when BENCH_DATABASE_URL is
 * set, on PostgreSQL. A benchmark, not a test: it prints figures and asserts nothing.
 */
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { createPglite, openPglite, openPostgres, type Database } from '../apps/api/src/db/client.ts';
import { DEMO_PASSWORD, ensureDemo } from '../apps/api/src/modules/setup/demo-seed.ts';
import { time, type Stats } from './stats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);

const benchDatabase = async (label: string, database: Database) => {
  await database.migrate();
  await ensureDemo(database.db);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', LOGIN_RATE_PER_MINUTE: '10000' });
  const app = await buildApp({ config, database, logger: false });
  const login = () =>
    app.inject({ method: 'POST', url: '/api/v1/cms/auth/login', payload: { org_id: 'DEMO', username: 'manager', password: DEMO_PASSWORD } });
  const first = (await login()).json() as { data: { tokens: { access: { token: string } }; user: { org_id: string } } };
  const headers = { authorization: `Bearer ${first.data.tokens.access.token}`, orgid: first.data.user.org_id };
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
  await app.close();
  await database.close();
  console.log(`\n${label}`);
  console.table(results);
};

await benchDatabase('PGlite (in memory)', await openPglite(await createPglite()));
if (process.env.BENCH_DATABASE_URL) {
  await benchDatabase('PostgreSQL', await openPostgres(process.env.BENCH_DATABASE_URL));
} else {
  console.log('\nSet BENCH_DATABASE_URL=postgres://… to bench PostgreSQL too.');
}
