import { beforeAll, describe, expect, it } from 'vitest';
import type { BillingPreview, BillRow, P32Day, Receipt } from '@prapa/contracts';
import { login, type Session } from '../../../test/factories.ts';
import { waitForJob } from '../../../test/jobs.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { roundAfterThreeMonths } from '../readings/reading-fixtures.ts';
import { getData, send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import { bookFor, paid, pay, today } from './receipt-fixtures.ts';

// Issue 24 (positions): a cashier reads their own receipts and their own ป.32, never
// another collector's (403, said in words); finance, the manager and the auditor read
// every collector's; the clerk and the reader read no receipts at all.
const ctx: WaterCtx = useWaterApp();
let finance: Session;
let cashier: Session;
let second: Session;
const receipts: Record<string, Receipt> = {};

beforeAll(async () => {
  finance = await ctx.a.login('finance_officer');
  cashier = await ctx.a.login('cashier');
  const manager = await ctx.a.login('manager');
  const made = await send(ctx.t, manager, 'POST', '/api/v1/officers', {
    username: 'cashier2',
    password: 'secret123',
    fullName: 'ผู้เก็บเงิน สอง',
    position: 'cashier',
    role: 'editor',
  });
  expect(made.statusCode, made.body).toBe(200);
  second = await login(ctx.t, ctx.a.id, 'cashier2');
  const reader = await ctx.a.login('meter_reader');
  const { round, users } = await roundAfterThreeMonths(
    ctx,
    reader,
    2,
    [
      [40, '00'],
      [50, '00'],
    ],
    7,
  );
  const run = await send(ctx.t, finance, 'POST', `/api/v1/service-rounds/${round}/billing`);
  expect(((await waitForJob(ctx.t, finance, run)).result as BillingPreview).bills).toBe(2);
  const channels = (await getData(ctx, '/api/v1/basic/payment-channels', finance)) as {
    items: { id: string; code: string }[];
  };
  const cash = channels.items.find((c) => c.code === 'CASH')?.id;
  await bookFor(ctx, finance, 'C1', { officerId: cashier.user.id });
  await bookFor(ctx, finance, 'C2', { officerId: second.user.id });
  const billOf = async (user: string | undefined) =>
    ((await getData(ctx, `/api/v1/bills?waterUserId=${user}`, finance)) as { items: BillRow[] })
      .items[0];
  for (const [who, s, user] of [
    ['first', cashier, users[0]],
    ['second', second, users[1]],
  ] as const) {
    const bill = await billOf(user);
    receipts[who] = await paid(
      await pay(ctx, s, {
        waterUserId: user,
        billIds: [bill?.id],
        amount: bill?.total,
        channelId: cash,
      }),
    );
  }
}, 120_000);

const get = (s: Session, url: string) => send(ctx.t, s, 'GET', url);

describe("a cashier's own receipts and ป.32", () => {
  it('lists only their own receipts, and refuses to list another collector’s', async () => {
    const mine = await get(cashier, `/api/v1/receipts?date=${today()}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.items.map((r: Receipt) => r.id)).toEqual([receipts.first?.id]);
    const theirs = await get(cashier, `/api/v1/receipts?cashierId=${second.user.id}`);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'ดูได้เฉพาะรายการของท่านเองเท่านั้น',
    });
    const all = await get(finance, `/api/v1/receipts?date=${today()}`);
    expect(all.json().data.total).toBe(2);
  });

  it('opens and reprints only their own receipt', async () => {
    const own = receipts.first?.id ?? '';
    const other = receipts.second?.id ?? '';
    expect((await get(cashier, `/api/v1/receipts/${own}`)).statusCode).toBe(200);
    expect((await get(cashier, `/api/v1/receipts/${own}/pdf`)).statusCode).toBe(200);
    expect((await get(cashier, `/api/v1/receipts/${other}`)).statusCode).toBe(403);
    expect((await get(cashier, `/api/v1/receipts/${other}/pdf`)).statusCode).toBe(403);
    const print = await send(ctx.t, cashier, 'POST', `/api/v1/receipts/${other}/print`);
    expect(print.statusCode).toBe(403);
    // Refused reprints leave no print behind: the next real print is still the original.
    const first = await get(second, `/api/v1/receipts/${other}`);
    expect((first.json().data as Receipt).prints).toBe(0);
    expect((await get(finance, `/api/v1/receipts/${other}`)).statusCode).toBe(200);
  });

  it('reads their own ป.32 day and month, not another’s nor the daily summary', async () => {
    const day = await get(
      cashier,
      `/api/v1/reports/p32?officerId=${cashier.user.id}&date=${today()}`,
    );
    expect(day.statusCode, day.body).toBe(200);
    expect((day.json().data as P32Day).receipts).toHaveLength(1);
    for (const url of [
      `/api/v1/reports/p32?officerId=${second.user.id}&date=${today()}`,
      `/api/v1/reports/p32/pdf?officerId=${second.user.id}&date=${today()}`,
      `/api/v1/reports/p32/export?officerId=${second.user.id}&date=${today()}`,
      `/api/v1/reports/p32/month?officerId=${second.user.id}&month=${today().slice(0, 7)}`,
      `/api/v1/reports/p32-daily?date=${today()}`,
      '/api/v1/officers',
    ]) {
      expect((await get(cashier, url)).statusCode, url).toBe(403);
    }
    const auditor = await ctx.a.login('auditor');
    const seen = await get(
      auditor,
      `/api/v1/reports/p32?officerId=${second.user.id}&date=${today()}`,
    );
    expect(seen.statusCode).toBe(200);
    expect((await get(auditor, `/api/v1/reports/p32-daily?date=${today()}`)).statusCode).toBe(200);
  });

  it('shows the clerk and the reader no receipts, bank files or ป.32 at all', async () => {
    const reader = await ctx.a.login('meter_reader');
    for (const s of [ctx.clerk, reader]) {
      for (const url of [
        '/api/v1/receipts',
        '/api/v1/bank-files',
        '/api/v1/receipt-books',
        '/api/v1/officers',
        `/api/v1/reports/p32?officerId=${s.user.id}&date=${today()}`,
        `/api/v1/counter/${receipts.first?.waterUserId ?? ''}`,
      ]) {
        expect((await get(s, url)).statusCode, `${s.user.position} ${url}`).toBe(403);
      }
    }
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });
});
