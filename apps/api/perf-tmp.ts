import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { buildApp } from './src/app.ts';
import { loadConfig } from './src/config.ts';
import { createPglite, openPglite, openPostgres, type Database } from './src/db/client.ts';
import { withSystem } from './src/db/tenant.ts';
import { DEMO_PASSWORD, ensureDemo } from './src/modules/setup/demo-seed.ts';
import { insertWaterUsers } from './src/modules/water-users/water-users.repo.ts';
import { insertInstalledMeters } from './src/modules/meters/meters.repo.ts';

const run = async (label: string, database: Database, seeded = false) => {
  await database.migrate();
  const { orgId } = await ensureDemo(database.db);
  const t0 = performance.now();
  if (!seeded) await withSystem(database.db, async (tx) => {
    const [tmpl] = (await tx.execute(sql`select * from water_users where org_id = ${orgId} limit 1`)).rows as any[];
    const routes = (await tx.execute(sql`select id, area_id from collection_routes where org_id = ${orgId}`)).rows as any[];
    const first = ['สมชาย','มาลี','บุญมี','สมพร','วิชัย','ทองใบ','อนันต์','ศิริพร','ประเสริฐ','ดวงใจ'];
    const last = ['ศรีสุข','ใจดี','แก้วมณี','บุญมา','พรมมา','ศรีวงศ์','สุวรรณ','ทองคำ','คำภา','ภูมิดี'];
    for (let b = 0; b < Number(process.env.BATCHES ?? 100); b++) { if (b % 10 === 0) console.log("batch", b, Math.round(performance.now() - t0));
      const rows = Array.from({ length: 1000 }, (_, i) => {
        const n = b * 1000 + i;
        const r = routes[n % routes.length];
        return { customerNo: `B${String(n).padStart(6, '0')}`, title: 'นาย', firstName: first[n % 10] + (n % 97), lastName: last[(n >> 3) % 10] + (n % 89), nationalId: null, phone: `08${String(n).padStart(8, '0')}`, houseNo: String(n % 500), moo: 1, road: null, subdistrict: 'ในเมือง', district: 'เมือง', province: 'ขอนแก่น', postcode: '40000', areaId: r.area_id, routeId: r.id, userTypeId: tmpl.user_type_id, meterSizeId: tmpl.meter_size_id, usageStatusId: tmpl.usage_status_id, depositPaid: 0, latitude: 16.44 + (n % 1000) / 100000, longitude: 102.83, connectedOn: null, notes: null };
      });
      const ids = await insertWaterUsers(tx, orgId!, rows);
      await insertInstalledMeters(tx, orgId!, ids.map((id, i) => ({ waterUserId: id, serial: `X${b}-${i}`, brand: null, meterSizeId: tmpl.meter_size_id, digits: 4, installedOn: '2024-01-01', initialReading: 0 })));
    }
  });
  if (process.env.VACUUM) await database.db.execute(sql`vacuum analyze`); else await database.db.execute(sql`analyze`);
  console.log(label, 'seed 100k ms', Math.round(performance.now() - t0));
  const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', LOGIN_RATE_PER_MINUTE: '10000' });
  const app = await buildApp({ config, database, logger: false });
  const first = (await app.inject({ method: 'POST', url: '/api/v1/cms/auth/login', payload: { org_id: 'DEMO', username: 'manager', password: DEMO_PASSWORD } })).json();
  const headers = { authorization: `Bearer ${first.data.tokens.access.token}`, orgid: first.data.user.org_id };
  const routeId = ((await app.inject({ url: '/api/v1/basic/routes', headers })).json().data.items[0].id);
  const areaId = ((await app.inject({ url: '/api/v1/basic/areas', headers })).json().data.items[0].id);
  const urls = [
    `/api/v1/water-users`,
    `/api/v1/water-users?q=${encodeURIComponent('สมชาย1')}&areaId=${areaId}`,
    `/api/v1/water-users?q=B0123&routeId=${routeId}`,
    `/api/v1/water-users?q=${encodeURIComponent('ศรี')}&areaId=${areaId}&sort=name`,
    `/api/v1/water-users?q=0800012&usageStatusId=${(await app.inject({ url: '/api/v1/basic/usage-statuses', headers })).json().data.items[0].id}`,
    `/api/v1/water-users?hasDiscount=true`,
    `/api/v1/water-users?sort=route&routeId=${routeId}`,
    `/api/v1/route-order/${routeId}`,
    `/api/v1/water-users/map?areaId=${areaId}`,
    `/api/v1/basic/routes`,
    `/api/v1/meters?q=X5-1`,
  ];
  for (const url of urls) {
    const times: number[] = [];
    let res;
    for (let i = 0; i < Number(process.env.RUNS ?? 30); i++) { const t = performance.now(); res = await app.inject({ url, headers }); times.push(performance.now() - t); }
    times.sort((a, b) => a - b);
    const pct = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
    console.log(label, res!.statusCode, `p50=${pct(0.5)} p95=${pct(0.95)}`, url.slice(0, 90), res!.statusCode === 200 ? (res!.json().data.total ?? res!.json().data.length) : res!.body.slice(0, 200));
  }
  if (process.env.EXPLAIN) {
    await withSystem(database.db, async (tx) => {
      await tx.execute(sql`select set_config('role','prapa_app',true), set_config('app.org_id', ${orgId}, true)`);
      const q = `select "id" from "water_users" where ("water_users"."org_id" = '${orgId}' and (coalesce("water_users"."customer_no",'') || ' ' || coalesce("water_users"."first_name",'') || ' ' || coalesce("water_users"."last_name",'') || ' ' || coalesce("water_users"."phone",'') || ' ' || coalesce("water_users"."national_id",'')) ilike '%สมชาย1%' and "water_users"."area_id" = '${areaId}') order by "water_users"."customer_no" asc nulls last, "water_users"."id" asc limit 20`;
      const r = await tx.execute(sql.raw('explain analyze ' + q));
      console.log((r.rows as any[]).map((x) => x['QUERY PLAN']).join('\n'));
    });
  }
  await app.close();
  await database.close();
};
if (process.env.PG) {
  const admin = await openPostgres('postgres://postgres@127.0.0.1:5432/test', 1);
  await admin.db.execute(sql`drop database if exists prapa_perf_tmp`);
  await admin.db.execute(sql`create database prapa_perf_tmp`);
  await run('PG', await openPostgres('postgres://postgres@127.0.0.1:5432/prapa_perf_tmp', 4));
  await admin.db.execute(sql`drop database if exists prapa_perf_tmp with (force)`);
  await admin.close();
} else {
  const dump = `/tmp/perf-${process.env.BATCHES ?? 100}.tar`;
  if (existsSync(dump)) {
    await run('PGlite', await openPglite(await createPglite({ loadDataDir: new Blob([readFileSync(dump)]) })), true);
  } else {
    const client = await createPglite();
    const db = await openPglite(client);
    await run('PGlite', { ...db, close: async () => { writeFileSync(dump, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer())); await client.close(); } });
  }
}
