import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrg, type TestOrg } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { officers } from './schema/index.ts';
import { withTenant } from './tenant.ts';

let t: TestApp;
let a: TestOrg;
let b: TestOrg;

beforeAll(async () => {
  t = await createTestApp();
  a = await createOrg(t, 'ประปา ก');
  b = await createOrg(t, 'ประปา ข');
});
afterAll(() => t.close());

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe('row-level security', () => {
  it('shows no rows to the app role when no organisation is set', async () => {
    const rows = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', 'prapa_app', true)`);
      return rowsOf(await tx.execute(sql`select count(*)::int as n from officers`));
    });
    expect(rows[0]?.n).toBe(0);
  });

  it('shows only the organisation set for the transaction', async () => {
    const seen = await withTenant(t.database.db, a.id, (tx) =>
      tx.select({ orgId: officers.orgId }).from(officers),
    );
    expect(seen.length).toBe(7);
    expect(new Set(seen.map((r) => r.orgId))).toEqual(new Set([a.id]));
  });

  it('refuses to write a row into another organisation', async () => {
    await expect(
      withTenant(t.database.db, a.id, (tx) =>
        tx.insert(officers).values({
          orgId: b.id,
          username: 'intruder',
          passwordHash: 'x',
          fullName: 'x',
          position: 'clerk',
          role: 'editor',
        }),
      ),
    ).rejects.toThrow();
  });

  it('binds a role that is neither superuser nor able to bypass RLS', async () => {
    const rows = rowsOf(
      await t.database.db.execute(
        sql`select rolsuper, rolbypassrls from pg_roles where rolname = 'prapa_app'`,
      ),
    );
    expect(rows[0]).toEqual({ rolsuper: false, rolbypassrls: false });
  });

  it('puts every table with an org_id under a tenant policy', async () => {
    const rows = rowsOf(
      await t.database.db.execute(sql`
        select c.relname as table, c.relrowsecurity as rls,
               exists (select 1 from pg_policy p where p.polrelid = c.oid and p.polname = 'tenant_isolation') as policy
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'
          and exists (select 1 from information_schema.columns col where col.table_name = c.relname and col.column_name = 'org_id')`),
    );
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows)
      expect(row, String(row.table)).toMatchObject({ rls: true, policy: true });
  });
});
