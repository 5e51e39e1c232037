import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BillRow } from '@prapa/contracts';
import { rowsOf } from '../../db/json-rows.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Session } from '../../../test/factories.ts';
import { useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import { billedOctober } from './bank-fixtures.ts';
import { BillsMoved, publishPostBills, stagePostBills } from './bank-post.repo.ts';

// The posting job's publish (issue 13, MONEY.md §7): a staged payment counts on its bill
// only if the bill's paid is still what the job read and it is not void; otherwise the
// whole publish writes nothing and the job checks the file again. Real database.
const ctx: WaterCtx = useWaterApp();
let finance: Session;
let bills: BillRow[] = [];

const paidOf = async (id: string) =>
  withTenant(ctx.t.database.db, ctx.a.id, async (tx) => {
    const [row] = rowsOf<{ paid: number; status: string }>(
      await tx.execute(sql`select paid::int as paid, status from bills where id = ${id}`),
    );
    return row;
  });

beforeAll(async () => {
  finance = await ctx.a.login('finance_officer');
  const found = await billedOctober(ctx, finance, [
    [40, '00'],
    [50, '00'],
  ]);
  bills = [...found.bills.values()];
});

describe('publishing a staged bank file', () => {
  it('adds nothing at all when one bill moved since it was read', async () => {
    const [a, b] = bills as [BillRow, BillRow];
    const job = randomUUID();
    const tx = (fn: Parameters<typeof withTenant>[2]) =>
      withTenant(ctx.t.database.db, ctx.a.id, fn);
    await tx((t) =>
      stagePostBills(t, ctx.a.id, job, [
        { billId: a.id, paidBefore: 0, amount: 1_000 },
        // As if a cashier had taken 500 ฿ at the counter after the file was checked.
        { billId: b.id, paidBefore: 50_000, amount: 1_000 },
      ]),
    );
    await expect(tx((t) => publishPostBills(t, ctx.a.id, job))).rejects.toBeInstanceOf(BillsMoved);
    expect(await paidOf(a.id)).toEqual({ paid: 0, status: 'issued' });
    expect(await paidOf(b.id)).toEqual({ paid: 0, status: 'issued' });
  });

  it('adds each bill its amount, with the status it makes, when none moved', async () => {
    const [a, b] = bills as [BillRow, BillRow];
    const job = randomUUID();
    let inside: unknown[] = [];
    const published = withTenant(ctx.t.database.db, ctx.a.id, async (t) => {
      await stagePostBills(t, ctx.a.id, job, [
        { billId: a.id, paidBefore: 0, amount: a.total },
        { billId: b.id, paidBefore: 0, amount: 1_000 },
      ]);
      await publishPostBills(t, ctx.a.id, job);
      inside = rowsOf(
        await t.execute(
          sql`select paid::int as paid, status from bills where id in (${a.id}, ${b.id})
              order by paid desc`,
        ),
      );
    });
    // Here the job staged no receipt: the database (0017) refuses at commit a bill paid
    // with no allocation behind it, so nothing of this publish remains.
    await expect(published).rejects.toThrow();
    expect(inside).toEqual([
      { paid: a.total, status: 'paid' },
      { paid: 1_000, status: 'partly_paid' },
    ]);
    expect(await paidOf(a.id)).toEqual({ paid: 0, status: 'issued' });
    expect(await paidOf(b.id)).toEqual({ paid: 0, status: 'issued' });
  });

  it('never pays another organisation’s bill', async () => {
    const [a] = bills as [BillRow];
    const job = randomUUID();
    await withTenant(ctx.t.database.db, ctx.b.id, async (t) => {
      await stagePostBills(t, ctx.b.id, job, [{ billId: a.id, paidBefore: 0, amount: 1 }]);
      await expect(publishPostBills(t, ctx.b.id, job)).rejects.toBeInstanceOf(BillsMoved);
    });
    expect(await paidOf(a.id)).toEqual({ paid: 0, status: 'issued' });
  });
});
