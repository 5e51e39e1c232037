import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// shared/DESIGN.md §8 and issue 29: past one primary, the schema is distributed by
// organisation (Citus-style) with no change. That needs, for every tenant table, org_id
// in every primary and unique key, and in every foreign key between tenant tables (the
// rows a key joins live on one node). The catalog says whether a new table keeps it.

/** Shared by every organisation: a reference table or the coordinator's, each for a reason. */
const GLOBAL_TABLES: Record<string, string> = {
  organisations: 'the tenants themselves: a reference table every node holds',
  app_secrets: "the deployment's signing secret",
  backup_runs: "the deployment's backups, not an organisation's",
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const TABLES = sql`
  select c.oid, c.relname,
         exists (select 1 from pg_attribute a
                 where a.attrelid = c.oid and a.attname = 'org_id' and not a.attisdropped) as tenant
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p')`;

describe('the schema distributes by organisation', () => {
  it('gives every table org_id but the named shared ones', async () => {
    const tables = await rows<{ relname: string; tenant: boolean }>(TABLES);
    expect(tables.length).toBeGreaterThan(80);
    const shared = tables.filter((r) => !r.tenant).map((r) => r.relname);
    expect(shared.sort()).toEqual(Object.keys(GLOBAL_TABLES).sort());
  });

  it('puts org_id in every primary key and unique key of a tenant table', async () => {
    const keys = await rows<{ tbl: string; key: string; primary: boolean; has_org: boolean }>(sql`
      with t as (${TABLES})
      select t.relname as tbl, i.relname as key, x.indisprimary as primary,
             exists (select 1 from pg_attribute a
                     where a.attrelid = t.oid and a.attname = 'org_id'
                       and a.attnum = any (x.indkey)) as has_org
      from t join pg_index x on x.indrelid = t.oid join pg_class i on i.oid = x.indexrelid
      where t.tenant and x.indisunique`);
    expect(keys.filter((k) => !k.has_org).map((k) => `${k.tbl}.${k.key}`)).toEqual([]);
    const tables = await rows<{ relname: string; tenant: boolean }>(TABLES);
    const withPrimary = new Set(keys.filter((k) => k.primary).map((k) => k.tbl));
    const keyless = tables.filter((r) => r.tenant && !withPrimary.has(r.relname));
    expect(keyless.map((r) => r.relname)).toEqual([]);
  });

  it('joins tenant tables by org_id in every foreign key, to org_id on the other side', async () => {
    const fks = await rows<{ name: string; tbl: string; ref: string; paired: boolean }>(sql`
      with t as (${TABLES})
      select k.conname as name, a.relname as tbl, b.relname as ref,
             exists (select 1 from unnest(k.conkey, k.confkey) as p(l, r)
                     join pg_attribute la on la.attrelid = k.conrelid and la.attnum = p.l
                     join pg_attribute ra on ra.attrelid = k.confrelid and ra.attnum = p.r
                     where la.attname = 'org_id' and ra.attname = 'org_id') as paired
      from pg_constraint k join t a on a.oid = k.conrelid join t b on b.oid = k.confrelid
      where k.contype = 'f' and a.tenant and b.tenant`);
    expect(fks.length).toBeGreaterThan(50);
    expect(fks.filter((f) => !f.paired).map((f) => `${f.tbl}.${f.name} → ${f.ref}`)).toEqual([]);
  });

  it('lets a shared table point at no tenant table', async () => {
    const fks = await rows<{ name: string }>(sql`
      with t as (${TABLES})
      select k.conname as name
      from pg_constraint k join t a on a.oid = k.conrelid join t b on b.oid = k.confrelid
      where k.contype = 'f' and not a.tenant and b.tenant`);
    expect(fks).toEqual([]);
  });
});
