import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrg } from '../../test/factories.ts';
import { asTestApp, makeTarget, type Target } from '../../test/server-process.ts';
import { openPostgres, type Database } from './client.ts';
import { rowsOf } from './json-rows.ts';
import { PLAN_ONCE, PLANNED_PER_CONNECTION, plannedOnce } from './plan-once.ts';
import { organisations } from './schema/index.ts';
import { withSystem, type Tx } from './tenant.ts';

const url = process.env.TEST_DATABASE_URL;

// Named statements are PostgreSQL's (client.ts); PGlite runs the same calls unnamed.
describe.skipIf(!url)('a hot read planned once per connection', () => {
  let target: Target;
  let database: Database;
  beforeAll(async () => {
    target = await makeTarget();
    // One connection: what it has prepared is what every call below finds.
    database = await openPostgres(new URL(target.env.DATABASE_URL ?? '').toString(), 1);
  });
  afterAll(async () => {
    await database.close();
    await target.drop();
  });

  const prepared = async (tx: Tx) =>
    rowsOf<{ name: string }>(
      await tx.execute(sql`select name from pg_prepared_statements order by prepare_time`),
    );
  // A text of its own for each `k`; `id` a value (a parameter).
  const read = (tx: Tx, k: number, id: string) =>
    tx
      .select({ k: sql<number>`${sql.raw(String(k))}::int`, id: organisations.id })
      .from(organisations)
      .where(eq(organisations.id, id))
      .prepare(PLAN_ONCE)
      .execute();

  it('prepares a text once, under its hash, and answers each call with its own values', async () => {
    const orgs = [await createOrg(asTestApp(database)), await createOrg(asTestApp(database))];
    const ids = [...orgs.map((o) => o.id), '00000000-0000-4000-8000-000000000009'];
    const answers = await withSystem(database.db, async (tx) => {
      const out: unknown[] = [];
      for (const id of ids) out.push(await read(tx, 0, id));
      return { out, names: await prepared(tx) };
    });
    expect(answers.out).toEqual(ids.map((id, i) => (orgs[i] ? [{ k: 0, id }] : [])));
    expect(answers.names).toHaveLength(1);
    expect(answers.names[0]?.name).toMatch(/^p1_[0-9a-f]{40}$/);
    // Another transaction on the connection finds it prepared and does not parse again.
    const again = await withSystem(database.db, async (tx) => ({
      rows: await read(tx, 0, ids[2] ?? ''),
      names: await prepared(tx),
    }));
    expect(again).toEqual({ rows: [], names: answers.names });
  });

  it('prepares a marked SQL statement too, and leaves an unmarked one unnamed', async () => {
    const probe = (marked: boolean) => async (tx: Tx) => {
      const query = sql`select ${7}::int + 1 as n, 'marked-probe' as tag`;
      const rows = rowsOf<{ n: number }>(await tx.execute(marked ? plannedOnce(query) : query));
      const names = rowsOf<{ n: number }>(
        await tx.execute(
          sql`select count(*)::int as n from pg_prepared_statements where statement like '%marked-probe%'`,
        ),
      );
      return [rows[0]?.n, names[0]?.n];
    };
    expect(await withSystem(database.db, probe(false))).toEqual([8, 0]);
    expect(await withSystem(database.db, probe(true))).toEqual([8, 1]);
    expect(await withSystem(database.db, probe(true))).toEqual([8, 1]);
  });

  it('keeps at most PLANNED_PER_CONNECTION texts; the rest run unnamed and answer the same', async () => {
    const id = '00000000-0000-4000-8000-000000000009';
    const result = await withSystem(database.db, async (tx) => {
      const out: unknown[] = [];
      for (let k = 1; k <= PLANNED_PER_CONNECTION + 5; k++) out.push(...(await read(tx, k, id)));
      const plain = await tx.select({ id: organisations.id }).from(organisations).limit(1);
      return { out, plain, names: await prepared(tx) };
    });
    expect(result.out).toEqual([]);
    expect(result.plain).toHaveLength(1);
    expect(result.names).toHaveLength(PLANNED_PER_CONNECTION);
  });
});
