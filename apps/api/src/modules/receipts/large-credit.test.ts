import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BillingPreview, BillRow, Organisation, Receipt } from '@prapa/contracts';
import { withSystem } from '../../db/tenant.ts';
import type { Session } from '../../../test/factories.ts';
import { waitForJob } from '../../../test/jobs.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { roundAfterThreeMonths } from '../readings/reading-fixtures.ts';
import { getData, send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import { account, bookFor, paid, pay, today } from './receipt-fixtures.ts';

// Issue 24 §1: 1,000,085.60 ฿ was taken on an 85.60 ฿ bill with no question and made
// 1,000,000 ฿ of credit. A counter payment leaving more credit on account than the
// organisation's limit (default 1,000 ฿) now needs the cashier's confirmation. Village
// tariff: 7 ฿/m³ + 10 ฿ meter fee; user 0 and 1 owe 80 ฿ (8,000 satang), user 2 40 ฿.
const ctx: WaterCtx = useWaterApp();
let finance: Session;
let cashier: Session;
let manager: Session;
let users: string[] = [];
const u = (i: number) => users[i] ?? '';
let cash = '';

const counts = () =>
  withSystem(ctx.t.database.db, async (tx) => {
    const res = await tx.execute(sql`select
      (select count(*) from receipts where org_id = ${ctx.a.id})::int as receipts,
      (select count(*) from receipt_allocations where org_id = ${ctx.a.id})::int as allocations,
      (select count(*) from credit_moves where org_id = ${ctx.a.id})::int as moves,
      (select count(*) from audit_log where org_id = ${ctx.a.id}
        and action = 'receipt.create')::int as audits,
      (select coalesce(sum(next_no), 0) from receipt_books where org_id = ${ctx.a.id})::int as next,
      (select coalesce(sum(paid), 0) from bills where org_id = ${ctx.a.id})::bigint as paid`);
    return (res as unknown as { rows: Record<string, unknown>[] }).rows[0];
  });

const billOf = async (user: string) => {
  const { items } = (await getData(ctx, `/api/v1/bills?waterUserId=${user}`, finance)) as {
    items: BillRow[];
  };
  const [bill] = items;
  if (!bill) throw new Error('no bill');
  return bill;
};

const largeToday = async (s: Session) =>
  (
    (await getData(ctx, `/api/v1/receipts?date=${today()}&largeCredit=true`, s)) as {
      items: Receipt[];
    }
  ).items;

beforeAll(async () => {
  finance = await ctx.a.login('finance_officer');
  cashier = await ctx.a.login('cashier');
  manager = await ctx.a.login('manager');
  const reader = await ctx.a.login('meter_reader');
  const made = await roundAfterThreeMonths(
    ctx,
    reader,
    3,
    [
      [40, '00'],
      [40, '00'],
      [30, '00'],
    ],
    7,
  );
  users = made.users;
  const run = await send(ctx.t, finance, 'POST', `/api/v1/service-rounds/${made.round}/billing`);
  expect(run.statusCode, run.body).toBe(202);
  expect(((await waitForJob(ctx.t, finance, run)).result as BillingPreview).bills).toBe(3);
  await bookFor(ctx, finance, 'L1', { officerId: cashier.user.id });
  const channels = (await getData(ctx, '/api/v1/basic/payment-channels', finance)) as {
    items: { id: string; code: string }[];
  };
  cash = channels.items.find((c) => c.code === 'CASH')?.id ?? '';
});

describe('a payment that leaves a large credit on account', () => {
  it('is a setting of the organisation: 1,000 ฿ unless its admins change it', async () => {
    const org = (await getData(ctx, '/api/v1/org', cashier)) as Organisation;
    expect(org.largeCreditLimit).toBe(100_000);
    expect((await account(ctx, cashier, u(0))).largeCreditLimit).toBe(100_000);
  });

  it('is refused without the confirmation, naming the credit and the limit, writing nothing', async () => {
    const bill = await billOf(u(0));
    expect(bill.total).toBe(8_000);
    const before = await counts();
    // 80 ฿ owed, 1,000,080 ฿ typed: 1,000,000 ฿ would stay on account.
    const body = { waterUserId: u(0), billIds: [bill.id], amount: 100_008_000, channelId: cash };
    const res = await pay(ctx, cashier, body, 'large-credit-0001');
    expect(res.statusCode, res.body).toBe(422);
    const answer = res.json() as {
      code: string;
      message: string;
      errors: { path: string; message: string }[];
    };
    expect(answer.code).toBe('VALIDATION');
    expect(answer.message).toContain('1,000,000.00');
    expect(answer.message).toContain('1,000.00');
    expect(answer.message).toContain('เหลือเป็นเงินในบัญชี');
    expect(answer.errors).toEqual([
      {
        path: 'confirmLargeCredit',
        message: expect.stringContaining('1,000,000.00') as string,
      },
    ]);
    expect(await counts()).toEqual(before);

    // The same payment confirmed, under the same key (the dialog resends it): written once.
    const ok = await paid(
      await pay(ctx, cashier, { ...body, confirmLargeCredit: true }, 'large-credit-0001'),
    );
    expect(ok).toMatchObject({ amount: 100_008_000, toCredit: 100_000_000, creditUsed: 0 });
    const again = await pay(
      ctx,
      cashier,
      { ...body, confirmLargeCredit: true },
      'large-credit-0001',
    );
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json().data as Receipt).id).toBe(ok.id);
    expect(await account(ctx, cashier, u(0))).toMatchObject({ owed: 0, credit: 100_000_000 });
  });

  it('takes up to the limit exactly without a question; one satang more asks', async () => {
    const bill = await billOf(u(1));
    const over = await pay(ctx, cashier, {
      waterUserId: u(1),
      billIds: [bill.id],
      amount: 8_000 + 100_001,
      channelId: cash,
    });
    expect(over.statusCode, over.body).toBe(422);
    expect(over.json().message).toContain('1,000.01');
    const atLimit = await paid(
      await pay(ctx, cashier, {
        waterUserId: u(1),
        billIds: [bill.id],
        amount: 8_000 + 100_000,
        channelId: cash,
      }),
    );
    expect(atLimit).toMatchObject({ toCredit: 100_000 });
  });

  it('counts the credit a payment leaves, not what it was handed: cash tendered is change', async () => {
    const bill = await billOf(u(2));
    expect(bill.total).toBe(4_000);
    const r = await paid(
      await pay(ctx, cashier, {
        waterUserId: u(2),
        billIds: [bill.id],
        amount: 4_000,
        channelId: cash,
        tendered: 500_000,
      }),
    );
    expect(r).toMatchObject({ toCredit: 0, change: 496_000 });
  });

  it('lists the day’s receipts above the limit for the counter’s summary', async () => {
    const list = await largeToday(cashier);
    expect(list.map((r) => [r.customerNo, r.amount, r.toCredit, r.snapshot.payer.name])).toEqual([
      [expect.any(String), 100_008_000, 100_000_000, expect.any(String)],
    ]);
    expect(list[0]?.waterUserId).toBe(u(0));
    // Another organisation sees none of them.
    const other = await ctx.b.login('cashier');
    expect(await largeToday(other)).toEqual([]);
  });

  it('follows the limit its admin sets, and only an admin sets it', async () => {
    const org = (await getData(ctx, '/api/v1/org', manager)) as Organisation;
    const { id: _i, code: _c, isDemo: _d, active: _a, createdAt: _t, ...settings } = org;
    const byCashier = await send(ctx.t, cashier, 'PUT', '/api/v1/org', {
      ...settings,
      largeCreditLimit: 0,
    });
    expect(byCashier.statusCode).toBe(403);
    const negative = await send(ctx.t, manager, 'PUT', '/api/v1/org', {
      ...settings,
      largeCreditLimit: -1,
    });
    expect(negative.statusCode).toBe(400);
    const put = await send(ctx.t, manager, 'PUT', '/api/v1/org', {
      ...settings,
      largeCreditLimit: 50_000,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((put.json().data as Organisation).largeCreditLimit).toBe(50_000);
    // At 500 ฿ the 1,000 ฿ left this morning is large too (newest first).
    expect((await largeToday(cashier)).map((r) => r.toCredit)).toEqual([100_000, 100_000_000]);
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });
});
