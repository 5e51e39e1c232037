/**
 * The floor under the water-user import: the rows an import job wrote, written once more
 * by the database alone (one INSERT … SELECT a table, no JSON, no batches, no app), then
 * rolled back. What is left between the job's time and this is the app's share.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.ts';
import { rowsOf } from '../apps/api/src/db/json-rows.ts';
import { withSystem, type Tx } from '../apps/api/src/db/tenant.ts';

class RolledBack extends Error {}

const columnsOf = async (tx: Tx, table: string) =>
  rowsOf<{ column_name: string }>(
    await tx.execute(sql`select column_name from information_schema.columns
      where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
        and column_name not in ('created_at', 'updated_at')
      order by ordinal_position`),
  ).map((r) => r.column_name);

/** Copies the job's rows of `table`, each column as `swap` says (or as it is). */
const copyRows = async (
  tx: Tx,
  table: string,
  jobId: string,
  swap: Record<string, string>,
  join = '',
) => {
  const columns = await columnsOf(tx, table);
  const target = columns.map((c) => `"${c}"`).join(', ');
  const picked = columns.map((c) => swap[c] ?? `t."${c}"`).join(', ');
  const started = performance.now();
  await tx.execute(
    sql.raw(`insert into "${table}" (${target}) select ${picked} from "${table}" t ${join}
      where t.import_job = '${jobId}'`),
  );
  return Math.round(performance.now() - started);
};

export const importFloor = async (database: Database, jobId: string) => {
  const took: Record<string, number> = {};
  await withSystem(database.db, async (tx) => {
    await tx.execute(
      sql.raw(`create temp table floor_ids on commit drop as
      select id as old_id, gen_random_uuid() as new_id from water_users where import_job = '${jobId}'
      union all
      select id, gen_random_uuid() from meters where import_job = '${jobId}'`),
    );
    await tx.execute(sql`create unique index on floor_ids (old_id)`);
    await tx.execute(sql`analyze floor_ids`);
    const to = (alias: string, column: string) =>
      `join floor_ids ${alias} on ${alias}.old_id = t.${column}`;
    took['water_users'] = await copyRows(
      tx,
      'water_users',
      jobId,
      {
        id: 'f.new_id',
        customer_no: `'F' || t.customer_no`,
        import_key: 'null',
        import_job: 'null',
      },
      to('f', 'id'),
    );
    took['meters'] = await copyRows(
      tx,
      'meters',
      jobId,
      {
        id: 'f.new_id',
        serial: `'F' || t.serial`,
        import_job: 'null',
      },
      to('f', 'id'),
    );
    // Marked with the job as the job marks them: the serial-copy trigger skips them, the
    // connections above carry the serial already (bulk-write.ts).
    took['meter_installations'] = await copyRows(
      tx,
      'meter_installations',
      jobId,
      {
        id: 'gen_random_uuid()',
        meter_id: 'm.new_id',
        water_user_id: 'u.new_id',
      },
      `${to('m', 'meter_id')} ${to('u', 'water_user_id')}`,
    );
    throw new RolledBack();
  }).catch((err: unknown) => {
    if (!(err instanceof RolledBack)) throw err;
  });
  return { ...took, all: Object.values(took).reduce((a, b) => a + b, 0) };
};
