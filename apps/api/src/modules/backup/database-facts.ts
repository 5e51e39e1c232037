import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { withSystem } from '../../db/tenant.ts';
import { hostLabel, migrationTag } from './backup-file.ts';

export type DatabaseFacts = {
  migration: string;
  migrationWhen: number;
  organisations: number;
  /** What a backup file is named after: the only organisation's code, else the machine. */
  label: string;
};

/** What a backup's manifest says of the database it was taken from. */
export const databaseFacts = (db: Db): Promise<DatabaseFacts> =>
  withSystem(db, async (tx) => {
    const [migrated] = rowsOf<{ when: number | string | null }>(
      await tx.execute(sql`select max(created_at) as "when" from drizzle.__drizzle_migrations`),
    );
    const orgs = rowsOf<{ code: string }>(
      await tx.execute(sql`select code from organisations order by code limit 2`),
    );
    const [count] = rowsOf<{ n: number | string }>(
      await tx.execute(sql`select count(*) as n from organisations`),
    );
    const when = Number(migrated?.when ?? 0);
    return {
      migration: migrationTag(when),
      migrationWhen: when,
      organisations: Number(count?.n ?? 0),
      label: orgs.length === 1 && orgs[0] ? orgs[0].code : hostLabel(),
    };
  });
