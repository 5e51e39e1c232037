import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingPreview } from '@prapa/contracts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { roundBills, seedRound, type SeededRound } from '../../../test/seed-round.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { withSystem, withTenant } from '../../db/tenant.ts';
import { insertJob } from '../../jobs/jobs.repo.ts';
import { billingKey } from './billing.service.ts';
import { SMALL_RUN, type BillingJobInput } from './billing-job.ts';

// Issue 29: a small round is read in one transaction and summed up in its last; a larger
// one route by route, each grouping in its own. Two organisations alike, one run each way:
// the same bills, numbered the same in walk order, and the same summary.

const CONNECTIONS = 240;
let t: TestApp;
const seeded: SeededRound[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const code of ['SIZE1', 'SIZE2'])
    seeded.push(await seedRound(t.database, CONNECTIONS, 1, 0, code));
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
const rowsOf = (res: unknown) => (res as { rows: Row[] }).rows;

/** Queues the round's run as the billing route does, with the size it is taken for. */
const queue = async (s: SeededRound, size: number) => {
  const officer = await withSystem(t.database.db, (tx) =>
    tx.execute(sql`select id from officers where org_id = ${s.orgId} and username = 'finance'`),
  );
  const input: BillingJobInput = {
    roundId: s.roundId,
    officerId: String(rowsOf(officer)[0]?.id),
    homeOrgId: s.orgId,
    ip: null,
    size,
  };
  const job = await withTenant(t.database.db, s.orgId, (tx) =>
    insertJob(tx, s.orgId, {
      kind: 'billing-run',
      key: billingKey(s.roundId),
      input,
      idempotencyKey: null,
      createdBy: null,
    }),
  );
  if (!job) throw new Error('not queued');
  return job.id;
};

const ended = async (id: string) => {
  for (const until = Date.now() + 30_000; ; await new Promise((r) => setTimeout(r, 25))) {
    const [row] = rowsOf(
      await withSystem(t.database.db, (tx) =>
        tx.execute(sql`select status, result, error from jobs where id = ${id}`),
      ),
    );
    if (row?.status === 'succeeded') return row.result as BillingPreview;
    if (row?.status === 'failed') throw new Error(JSON.stringify(row.error));
    if (Date.now() > until) throw new Error(`job ${id} still ${String(row?.status)}`);
  }
};

/** The round's bills in number order: customer, number, total. */
const billsOf = async (s: SeededRound) =>
  rowsOf(
    await withSystem(t.database.db, (tx) =>
      tx.execute(sql`select u.customer_no, b.number, b.total::bigint as total
        from bills b join water_users u on u.org_id = b.org_id and u.id = b.water_user_id
        where b.org_id = ${s.orgId} and b.round_id = ${s.roundId} order by b.number`),
    ),
  ).map((r) => [String(r.customer_no), String(r.number), Number(r.total)]);

describe('billing runs of either size', () => {
  it('bills a round read at once as one read route by route, to the satang', async () => {
    const [small, large] = seeded as [SeededRound, SeededRound];
    const ids = [await queue(small, CONNECTIONS), await queue(large, SMALL_RUN + 1)];
    t.app.jobs.kick();
    const [a, b] = [await ended(ids[0] ?? ''), await ended(ids[1] ?? '')];
    // Each organisation's own ids aside, the summaries are the same.
    const sameIn = ({ roundId: _, byArea, byUserType, ...rest }: BillingPreview) => ({
      ...rest,
      byArea: byArea.map(({ key: _k, ...r }) => r),
      byUserType: byUserType.map(({ key: _k, ...r }) => r),
    });
    expect(a.bills).toBe(CONNECTIONS);
    expect(sameIn(b)).toEqual(sameIn(a));

    const [billsSmall, billsLarge] = [await billsOf(small), await billsOf(large)];
    expect(billsSmall).toHaveLength(CONNECTIONS);
    expect(billsLarge).toEqual(billsSmall);
    // Walk order: route R1 (even customer numbers) first, then R2.
    expect(billsSmall.slice(0, 2).map((r) => r[0])).toEqual(['000002', '000004']);
    for (const s of seeded) {
      const held = await roundBills(t.database, s.orgId, s.roundId);
      expect(held.round).toMatchObject({ bills: CONNECTIONS, live: CONNECTIONS, status: 'billed' });
      await expectLedgerBalanced(t, s.orgId);
    }
  });
});
