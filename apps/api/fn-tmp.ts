import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { createPglite, openPglite } from './src/db/client.ts';
import { withSystem } from './src/db/tenant.ts';
const database = await openPglite(await createPglite({ loadDataDir: new Blob([readFileSync('/tmp/perf-20.tar')]) }));
const [org] = (await database.db.execute(sql`select id from organisations where code = 'DEMO'`)).rows as any[];
const [area] = (await database.db.execute(sql`select id from areas where org_id = ${org.id} order by code limit 1`)).rows as any[];
const expr = `(coalesce(w.customer_no,'') || ' ' || coalesce(w.first_name,'') || ' ' || coalesce(w.last_name,'') || ' ' || coalesce(w.phone,'') || ' ' || coalesce(w.national_id,''))`;
await database.db.execute(sql.raw(`CREATE VIEW water_users_scoped AS SELECT * FROM water_users WHERE org_id = prapa_current_org()`));
await database.db.execute(sql.raw(`GRANT SELECT ON water_users_scoped TO prapa_app`));
const E = `(coalesce(customer_no,'') || ' ' || coalesce(first_name,'') || ' ' || coalesce(last_name,'') || ' ' || coalesce(phone,'') || ' ' || coalesce(national_id,''))`;
const qs = [
  `select id from water_users_scoped where org_id = '${org.id}' and ${E} ilike '%สมชาย1%' and area_id = '${area.id}' order by customer_no, id limit 20`,
  `select count(*) from water_users_scoped where org_id = '${org.id}' and ${E} ilike '%สมชาย1%' and area_id = '${area.id}'`,
  `select count(*) from water_users_scoped where org_id = '${org.id}' and ${E} ilike '%B0123%'`,
  `select count(*) from water_users_scoped where org_id = '${org.id}' and ${E} ilike '%ศรี%' and area_id = '${area.id}'`,
];
for (const q of qs) {
  await withSystem(database.db, async (tx) => {
    await tx.execute(sql`select set_config('role','prapa_app',true), set_config('app.org_id', ${org.id}, true)`);
    const t = performance.now();
    const r = await tx.execute(sql.raw('explain (analyze, costs, buffers off) ' + q));
    console.log('---', q.slice(0, 160), Math.round(performance.now() - t));
    console.log((r.rows as any[]).map((x) => x['QUERY PLAN']).join('\n'));
  });
}
// cross-tenant check: another org id set → nothing
await withSystem(database.db, async (tx) => {
  await tx.execute(sql`select set_config('role','prapa_app',true), set_config('app.org_id', '00000000-0000-0000-0000-000000000000', true)`);
  console.log('other org sees', (await tx.execute(sql`select count(*) from water_users_scoped`)).rows);
});
await database.close();
