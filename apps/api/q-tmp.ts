import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { createPglite, openPglite } from './src/db/client.ts';
const database = await openPglite(await createPglite({ loadDataDir: new Blob([readFileSync('/tmp/perf-20.tar')]) }));
for (const q of process.argv.slice(2)) console.log(JSON.stringify((await database.db.execute(sql.raw(q))).rows, null, 1));
await database.close();
