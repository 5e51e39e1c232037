import { buildApp } from './src/app.ts';
import { loadConfig } from './src/config.ts';
import { createPglite, openPglite } from './src/db/client.ts';
import { DEMO_PASSWORD, ensureDemo } from './src/modules/setup/demo-seed.ts';
const database = await openPglite(await createPglite());
await database.migrate();
let t0 = performance.now();
await ensureDemo(database.db);
console.log('demo seed ms', Math.round(performance.now() - t0));
const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', LOGIN_RATE_PER_MINUTE: '10000' });
const app = await buildApp({ config, database, logger: false });
const first = (await app.inject({ method: 'POST', url: '/api/v1/cms/auth/login', payload: { org_id: 'DEMO', username: 'manager', password: DEMO_PASSWORD } })).json();
const headers = { authorization: `Bearer ${first.data.tokens.access.token}`, orgid: first.data.user.org_id };
for (const url of ['/api/v1/water-users?pageSize=2', '/api/v1/water-users?q=สม&sort=name&pageSize=3', '/api/v1/water-users?sort=-route&pageSize=2', '/api/v1/water-users?sort=area&pageSize=2&hasDiscount=true', '/api/v1/water-users/next-customer-no', '/api/v1/meters?pageSize=2&status=removed', '/api/v1/basic/routes', '/api/v1/basic/discount-schemes']) {
  t0 = performance.now();
  const res = await app.inject({ url, headers });
  console.log(url, res.statusCode, Math.round(performance.now() - t0), 'ms', res.body.slice(0, 1500));
}
const map = await app.inject({ url: '/api/v1/water-users/map', headers });
console.log('map', map.statusCode, map.json().data.length, JSON.stringify(map.json().data[0]));
await app.close(); await database.close();
