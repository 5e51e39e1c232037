import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, type Session } from '../../../test/factories.ts';
import { waitForJob } from '../../../test/jobs.ts';
import { PASSWORD, seedRound, type SeededRound } from '../../../test/seed-round.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { withSystem, withTenant } from '../../db/tenant.ts';
import { expectedConnections } from './billing-candidates.repo.ts';

// Issue 29's national bench (500 organisations): the planner took a round's rows for one
// organisation's share of one organisation's share, and a billing run's summary compared
// every connection with every bill of its round (1,652,734 rows, 191 ms of a 600 ms run).
// Here a few organisations, the statistics taken before the run as a month-end finds them.

const BIG = 300;
const SMALL = 20;
const OTHERS = 11;
let t: TestApp;
let big: SeededRound;
const small: SeededRound[] = [];

type Row = Record<string, unknown>;
const rowsOf = (res: unknown) => (res as { rows: Row[] }).rows;

beforeAll(async () => {
  t = await createTestApp();
  big = await seedRound(t.database, BIG, 1, 0, 'PLANBIG');
  for (let i = 1; i <= OTHERS; i++) {
    small.push(await seedRound(t.database, SMALL, 1, 0, `PLAN${String(i).padStart(2, '0')}`));
  }
  // Earlier rounds' bills, then the statistics as a month-end finds them: they know those
  // bills and not the new round's (autovacuum must not take them again meanwhile).
  for (const [i, s] of small.entries()) {
    const finance = await login(t, `PLAN${String(i + 1).padStart(2, '0')}`, 'finance', PASSWORD);
    await bill(finance, s);
  }
  await withSystem(t.database.db, async (tx) => {
    if (t.database.kind === 'postgres') {
      await tx.execute(sql`alter table bills set (autovacuum_enabled = off)`);
    }
    await tx.execute(sql`analyze water_users`);
    await tx.execute(sql`analyze readings`);
    await tx.execute(sql`analyze bills`);
  });
});
afterAll(() => t.close());

const bill = async (finance: Session, s: SeededRound) => {
  const run = await t.app.inject({
    method: 'POST',
    url: `/api/v1/service-rounds/${s.roundId}/billing`,
    headers: finance.headers,
  });
  expect(run.statusCode, run.body).toBe(202);
  expect((await waitForJob(t, finance, run)).status).toBe('succeeded');
};

type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

/** Every node of an EXPLAIN (FORMAT JSON) plan. */
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/**
 * A drizzle statement as SQL to put EXPLAIN before, its $n placeholders as parameters. The
 * repository types it as the promise of its rows; it is the query builder underneath.
 */
const asSql = (query: unknown): SQL => {
  const { sql: text, params } = (
    query as { toSQL: () => { sql: string; params: unknown[] } }
  ).toSQL();
  return sql.join(
    text.split(/(\$\d+)/).map((part) => {
      const n = /^\$(\d+)$/.exec(part);
      return n ? sql.param(params[Number(n[1]) - 1]) : sql.raw(part);
    }),
  );
};

const planOf = async (
  orgId: string,
  query: (tx: Parameters<Parameters<typeof withTenant>[2]>[0]) => SQL,
  settings: string[] = [],
) => {
  const [row] = rowsOf(
    await withTenant(t.database.db, orgId, async (tx) => {
      for (const setting of settings) await tx.execute(sql.raw(`set local ${setting} = off`));
      return tx.execute(sql`explain (analyze, format json) ${query(tx)}`);
    }),
  );
  const plan = (Object.values(row ?? {})[0] ?? []) as { Plan: PlanNode }[] | string;
  return nodesOf((typeof plan === 'string' ? JSON.parse(plan) : plan)[0]?.Plan as PlanNode);
};

describe('the billing run on a database of many organisations', () => {
  it('knows that a round is one organisation’s: its readings are not guessed at one', async () => {
    const s = small[0] as SeededRound;
    const nodes = await planOf(
      s.orgId,
      () => sql`select id from readings where org_id = ${s.orgId} and round_id = ${s.roundId}`,
    );
    const top = nodes[0] as PlanNode;
    expect(top['Actual Rows']).toBe(SMALL);
    // As independent columns: 520 × (20/520)² ≈ 1.
    expect(Number(top['Plan Rows'])).toBeGreaterThanOrEqual(SMALL / 2);
  });

  it('finds what a run left unbilled one probe a connection, not every bill per connection', async () => {
    const finance = await login(t, 'PLANBIG', 'finance', PASSWORD);
    await bill(finance, big);
    const billed = rowsOf(
      await withSystem(t.database.db, (tx) =>
        tx.execute(sql`select count(*)::int as n from bills where round_id = ${big.roundId}`),
      ),
    );
    expect(billed[0]?.n).toBe(BIG);

    const nodes = await planOf(
      big.orgId,
      (tx) => asSql(expectedConnections(tx, big.orgId, big.roundId, { unbilledOnly: true })),
      ['enable_hashjoin', 'enable_mergejoin'],
    );
    expect(nodes[0]?.['Actual Rows']).toBe(0);
    const compared = nodes.reduce((n, x) => n + Number(x['Rows Removed by Join Filter'] ?? 0), 0);
    // Once the run has analysed its bills, the planner's join finds the same: none.
    const [probed, joined] = await withTenant(t.database.db, big.orgId, async (tx) => [
      await expectedConnections(tx, big.orgId, big.roundId, { unbilledOnly: true }),
      await expectedConnections(tx, big.orgId, big.roundId, {
        unbilledOnly: true,
        billsAnalysed: true,
      }),
    ]);
    expect(joined).toEqual(probed);
    expect(probed).toHaveLength(0);
    // As NOT EXISTS: each connection against the round's bills, 300 × 150 on average.
    expect(compared).toBeLessThan(BIG);
  });
});
