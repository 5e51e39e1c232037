import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTarget, type Target } from '../../test/server-process.ts';
import type { Database } from './client.ts';
import { rowsOf } from './json-rows.ts';
import { withSystem, withTenant } from './tenant.ts';

const url = process.env.TEST_DATABASE_URL;

// The fold is PostgreSQL's (client.ts); PGlite has no round trips to save.
describe.skipIf(!url)('a transaction opened with its tenant settings in one round trip', () => {
  let target: Target;
  let database: Database;
  const sent: string[] = [];
  let recording = false;
  let undo = () => {};
  // What the driver sends, recorded below the fold (installed before any connection).
  beforeAll(async () => {
    const { Client } = await import('pg');
    const proto = Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
    const original = proto.query;
    proto.query = function (this: unknown, ...args: unknown[]) {
      const [config] = args;
      if (recording) {
        sent.push(typeof config === 'string' ? config : String((config as { text: string }).text));
      }
      return original.apply(this, args);
    };
    undo = () => {
      proto.query = original;
    };
    target = await makeTarget();
    database = await target.open();
  });
  afterAll(async () => {
    undo();
    await database.close();
    await target.drop();
  });

  const spy = async <T>(fn: () => Promise<T>) => {
    sent.length = 0;
    recording = true;
    try {
      return await fn();
    } finally {
      recording = false;
    }
  };
  const org = '00000000-0000-4000-8000-000000000001';

  it('sends BEGIN with the settings, and the settings hold for the transaction', async () => {
    const [row] = await spy(() =>
      withTenant(database.db, org, async (tx) =>
        rowsOf<{ org: string; role: string }>(
          await tx.execute(sql`select current_setting('app.org_id') as org, current_user as role`),
        ),
      ),
    );
    expect(row).toEqual({ org, role: 'prapa_app' });
    expect(sent[0]).toMatch(/^begin; select set_config\('role', 'prapa_app', true\)/);
    expect(sent).toHaveLength(3);
    expect(sent.at(-1)).toBe('commit');
    // The next transaction on the connection starts clean: the settings were local.
    const [after] = await withSystem(database.db, async (tx) =>
      rowsOf<{ org: string | null }>(
        await tx.execute(sql`select nullif(current_setting('app.org_id', true), '') as org`),
      ),
    );
    expect(after?.org ?? null).toBeNull();
  });

  it('sends BEGIN before any other first statement, and rolls back on an error', async () => {
    await withSystem(database.db, (tx) =>
      tx.execute(sql`create table if not exists fold_begin_probe (n int)`),
    );
    await expect(
      spy(() =>
        withSystem(database.db, async (tx) => {
          await tx.execute(sql`insert into fold_begin_probe values (1)`);
          throw new Error('stop');
        }),
      ),
    ).rejects.toThrow('stop');
    expect(sent.slice(0, 2)).toEqual(['begin', 'insert into fold_begin_probe values (1)']);
    expect(sent.at(-1)).toBe('rollback');
    const [count] = await withSystem(database.db, async (tx) =>
      rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from fold_begin_probe`)),
    );
    expect(count?.n).toBe(0);
    await withSystem(database.db, (tx) => tx.execute(sql`drop table fold_begin_probe`));
  });

  it('never inlines what is not a uuid', async () => {
    await expect(
      withTenant(database.db, "x'; drop table organisations; --", async () => 1),
    ).resolves.toBe(1);
    const [n] = await withSystem(database.db, async (tx) =>
      rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from organisations`)),
    );
    expect(typeof n?.n).toBe('number');
  });
});
