import { beforeAll, describe, expect, it } from 'vitest';
import type { Bill, BillingPreview, BillRow } from '@prapa/contracts';
import type { Session } from '../../../test/factories.ts';
import { waitForJob } from '../../../test/jobs.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import {
  makeRound,
  readingEntry,
  recordReading,
  roundAfterThreeMonths,
} from '../readings/reading-fixtures.ts';
import { getData, send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import { account, bookFor, paid, pay } from './receipt-fixtures.ts';

// Credit on account (MONEY.md §5): money above a bill stays on account and the next bill
// applies it as its last line; voiding that bill gives the credit back. Village tariff:
// 7 ฿/m³, 10 ฿ meter fee; 10 m³ a month = 80 ฿.
const ctx: WaterCtx = useWaterApp();
let finance: Session;
let cashier: Session;
let reader: Session;
let user = '';

const bill = async (round: string) => {
  const run = await send(ctx.t, finance, 'POST', `/api/v1/service-rounds/${round}/billing`);
  expect(run.statusCode, run.body).toBe(202);
  expect(((await waitForJob(ctx.t, finance, run)).result as BillingPreview).bills).toBe(1);
  const { items } = (await getData(ctx, `/api/v1/bills?roundId=${round}`, finance)) as {
    items: BillRow[];
  };
  return (await getData(ctx, `/api/v1/bills/${items[0]?.id}`, finance)) as Bill;
};

beforeAll(async () => {
  finance = await ctx.a.login('finance_officer');
  cashier = await ctx.a.login('cashier');
  reader = await ctx.a.login('meter_reader');
  const first = await roundAfterThreeMonths(ctx, reader, 1, [[40, '00']], 7);
  user = first.users[0] ?? '';
  await bookFor(ctx, finance, 'K1', { officerId: cashier.user.id });
  const october = await bill(first.round);
  expect(october.total).toBe(8000);
  const channels = (await getData(ctx, '/api/v1/basic/payment-channels', finance)) as {
    items: { id: string; code: string }[];
  };
  const r = await paid(
    await pay(ctx, cashier, {
      waterUserId: user,
      billIds: [october.id],
      amount: 10000,
      channelId: channels.items.find((c) => c.code === 'CASH')?.id,
    }),
  );
  expect(r.toCredit).toBe(2000);
});

describe('credit on account and the next bill', () => {
  it('applies the credit as the next bill’s last line, and gives it back when voided', async () => {
    const november = await makeRound(ctx, 2569, 11);
    const res = await recordReading(ctx, readingEntry(november, user, 50), reader);
    expect(res.statusCode, res.body).toBe(200);
    const next = await bill(november);
    expect(next.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['block', 7000],
      ['meter_fee', 1000],
      ['credit', -2000],
    ]);
    expect(next.total).toBe(6000);
    expect((await account(ctx, cashier, user)).credit).toBe(0);
    await expectLedgerBalanced(ctx.t, ctx.a.id);

    const voided = await send(ctx.t, finance, 'POST', `/api/v1/bills/${next.id}/void`, {
      reason: 'อ่านมาตรผิด',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect((await account(ctx, cashier, user)).credit).toBe(2000);
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });
});
