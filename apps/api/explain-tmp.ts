import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { createPglite, openPglite } from './src/db/client.ts';
import { withSystem } from './src/db/tenant.ts';
const database = await openPglite(await createPglite({ loadDataDir: new Blob([readFileSync(process.env.DUMP ?? '/tmp/perf-20.tar')]) }));
const [org] = (await database.db.execute(sql`select id from organisations where code = 'DEMO'`)).rows as any[];
const [area] = (await database.db.execute(sql`select id from areas where org_id = ${org.id} order by code limit 1`)).rows as any[];
const expr = `(coalesce(customer_no,'') || ' ' || coalesce(first_name,'') || ' ' || coalesce(last_name,'') || ' ' || coalesce(phone,'') || ' ' || coalesce(national_id,''))`;
const qs = (process.env.QS ?? '').split('|').filter(Boolean);
const queries = qs.length ? qs : [
  `select id from water_users where org_id = '${org.id}' and ${expr} ilike '%สมชาย1%' and area_id = '${area.id}' order by customer_no, id limit 20`,
  `select count(*) from water_users where org_id = '${org.id}' and ${expr} ilike '%สมชาย1%' and area_id = '${area.id}'`,
  `select count(*) from water_users where org_id = '${org.id}' and ${expr} ilike '%สมชาย1%'`,
  `select count(*) from water_users where org_id = '${org.id}' and ${expr} ilike '%B0123%'`,
  `select count(*) from water_users where org_id = '${org.id}'`,
];
for (const q of queries) {
  await withSystem(database.db, async (tx) => {
    if (!process.env.OWNER) await tx.execute(sql`select set_config('role','prapa_app',true), set_config('app.org_id', ${org.id}, true)`);
    if (process.env.NOSEQ) await tx.execute(sql`set local enable_seqscan = off`);
    const r = await tx.execute(sql.raw((q.startsWith('select indexdef') ? '' : 'explain (analyze, costs, buffers off) ') + q));
    console.log('---', q.slice(0, 140));
    console.log((r.rows as any[]).map((x) => x['QUERY PLAN']).join('\n'));
  });
}
await database.close();
