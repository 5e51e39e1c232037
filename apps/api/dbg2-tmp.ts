import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { createPglite, openPglite } from './src/db/client.ts';
import { withTenant } from './src/db/tenant.ts';
import { searchable, waterUserWhere } from './src/modules/water-users/water-users.repo.ts';
import { countAll } from './src/lib/list-query.ts';
const database = await openPglite(await createPglite({ loadDataDir: new Blob([readFileSync('/tmp/perf-20.tar')]) }));
await database.migrate();
const [org] = (await database.db.execute(sql`select id from organisations where code = 'DEMO'`)).rows as any[];
for (const q of ['0800012345', 'B0123', 'สมชาย1']) {
  const plan = await withTenant(database.db, org.id, async (tx) => {
    const count = tx.select({ n: countAll }).from(searchable).where(waterUserWhere(org.id, { q, page: 1, pageSize: 20 } as any, '2026-01-01'));
    console.log(count.toSQL().sql.slice(0, 400));
    const res = (await tx.execute(sql`explain ${count}`)) as { rows: any[] };
    return res.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
  console.log(q, '\n', plan);
}
await database.close();
