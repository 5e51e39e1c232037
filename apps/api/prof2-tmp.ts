import { sql } from 'drizzle-orm';
import { createPglite, openPglite } from './src/db/client.ts';
import { withSystem } from './src/db/tenant.ts';
import { ensureDemo } from './src/modules/setup/demo-seed.ts';
import { insertWaterUsers } from './src/modules/water-users/water-users.repo.ts';
import { meters } from './src/db/schema/index.ts';
const database = await openPglite(await createPglite());
await database.migrate();
const { orgId } = await ensureDemo(database.db);
if (process.env.GIN) await database.db.execute(sql.raw(`alter index water_users_search_trgm set (${process.env.GIN})`));
await withSystem(database.db, async (tx) => {
  const [tmpl] = (await tx.execute(sql`select * from water_users where org_id = ${orgId} limit 1`)).rows as any[];
  const routes = (await tx.execute(sql`select id, area_id from collection_routes where org_id = ${orgId}`)).rows as any[];
  for (let b = 0; b < 9; b++) {
    const rows = Array.from({ length: 1000 }, (_, i) => {
      const n = b * 1000 + i; const r = routes[n % routes.length];
      return { customerNo: `B${String(n).padStart(6, '0')}`, title: 'นาย', firstName: 'สมชาย' + (n % 97), lastName: 'ใจดี' + (n % 89), nationalId: null, phone: `08${String(n).padStart(8, '0')}`, houseNo: String(n % 500), moo: 1, road: null, subdistrict: 'ในเมือง', district: 'เมือง', province: 'ขอนแก่น', postcode: '40000', areaId: r.area_id, routeId: r.id, userTypeId: tmpl.user_type_id, meterSizeId: tmpl.meter_size_id, usageStatusId: tmpl.usage_status_id, depositPaid: 0, latitude: 16.44, longitude: 102.83, connectedOn: null, notes: null };
    });
    let t = performance.now();
    const ids = await insertWaterUsers(tx, orgId!, rows);
    const a = performance.now() - t; t = performance.now();
    const m = await tx.insert(meters).values(ids.map((id, i) => ({ orgId: orgId!, serial: `X${b}-${i}`, brand: null, meterSizeId: tmpl.meter_size_id, digits: 4, status: 'installed' as const }))).returning({ id: meters.id });
    const mm = performance.now() - t; t = performance.now();
    if (process.env.CUSTOM) await tx.execute(sql`set local plan_cache_mode = force_custom_plan`);
    const values = ids.map((id, i) => `('${orgId}', '${m[i]!.id}', '${id}', '2024-01-01', 0)`).join(',');
    const r = await tx.execute(sql.raw(`explain (analyze, costs off) insert into meter_installations (org_id, meter_id, water_user_id, installed_on, initial_reading) values ${values}`));
    const lines = (r.rows as any[]).map((x) => x['QUERY PLAN']).filter((l: string) => /Trigger|Execution/.test(l));
    console.log('batch', b, 'users', Math.round(a), 'meters', Math.round(mm), 'inst', Math.round(performance.now() - t), lines.join(' | '));
  }
});
await database.close();
