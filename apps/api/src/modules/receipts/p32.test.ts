import { writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BillingPreview, BillRow, P32Daily, P32Day, P32Month } from '@prapa/contracts';
import { pageText } from '../../documents/pdf-test-decode.ts';
import type { Session } from '../../../test/factories.ts';
import { readXlsx } from '../../../test/read-xlsx.ts';
import { waitForJob } from '../../../test/jobs.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { roundAfterThreeMonths } from '../readings/reading-fixtures.ts';
import { getData, send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import { bookFor, paid, pay, today } from './receipt-fixtures.ts';

// ป.32 (issue 10): a collector's day equals its receipts to the satang, voided apart; the
// month view by village; the daily summary by collector, channel and area; the remittance
// closes the day and shows the difference. Village tariff: 7 ฿/m³, 10 ฿ meter fee.
const ctx: WaterCtx = useWaterApp();
let cashier: Session;
let users: string[] = [];
let finance: Session;
const channel: Record<string, string> = {};

beforeAll(async () => {
  finance = await ctx.a.login('finance_officer');
  cashier = await ctx.a.login('cashier');
  const reader = await ctx.a.login('meter_reader');
  let round: string;
  ({ round, users } = await roundAfterThreeMonths(
    ctx,
    reader,
    3,
    [
      [40, '00'], // 80 ฿
      [50, '00'], // 150 ฿
      [45, '00'], // 115 ฿
    ],
    7,
  ));
  const run = await send(ctx.t, finance, 'POST', `/api/v1/service-rounds/${round}/billing`);
  expect(((await waitForJob(ctx.t, finance, run)).result as BillingPreview).bills).toBe(3);
  const channels = (await getData(ctx, '/api/v1/basic/payment-channels', finance)) as {
    items: { id: string; code: string }[];
  };
  for (const c of channels.items) channel[c.code] = c.id;
  await bookFor(ctx, finance, 'P1', { officerId: cashier.user.id });
  const billOf = async (user: string) =>
    ((await getData(ctx, `/api/v1/bills?waterUserId=${user}`, finance)) as { items: BillRow[] })
      .items[0];
  const [a, b, c] = await Promise.all(users.map(billOf));
  await paid(
    await pay(ctx, cashier, {
      waterUserId: users[0],
      billIds: [a?.id],
      amount: 8000,
      channelId: channel.CASH,
    }),
  );
  await paid(
    await pay(ctx, cashier, {
      waterUserId: users[1],
      billIds: [b?.id],
      amount: 20000,
      channelId: channel.TRANSFER,
      reference: 'SCB 123',
    }),
  );
  const voided = await paid(
    await pay(ctx, cashier, {
      waterUserId: users[2],
      billIds: [c?.id],
      amount: 11500,
      channelId: channel.CASH,
    }),
  );
  const v = await send(ctx.t, finance, 'POST', `/api/v1/receipts/${voided.id}/void`, {
    reason: 'ผิดราย',
  });
  expect(v.statusCode, v.body).toBe(200);
});

describe('ป.32 and the daily summary', () => {
  it('sums one collector’s day by head, cash and transfer apart, voided listed apart', async () => {
    const day = (await getData(
      ctx,
      `/api/v1/reports/p32?officerId=${cashier.user.id}&date=${today()}`,
      finance,
    )) as P32Day;
    expect(day.books).toEqual([{ bookNo: 'P1', from: 1, to: 3, count: 3 }]);
    expect(day.receipts.map((r) => r.number)).toEqual([1, 2]);
    expect(day.voided.map((r) => r.number)).toEqual([3]);
    // 80 ฿ = 70 water + 10 meter fee; 200 ฿ = 140 + 10 and 50 to credit.
    expect(day.totals).toEqual({
      water: 21000,
      meterFee: 2000,
      vat: 0,
      lateFee: 0,
      other: 0,
      toCredit: 5000,
      total: 28000,
      cash: 8000,
      transfer: 20000,
    });
    expect(day).toMatchObject({ remittance: null, held: 28000 });
  });

  it('prints the day as a Thai PDF and a sheet with the screen’s totals', async () => {
    const q = `officerId=${cashier.user.id}&date=${today()}`;
    const pdf = await send(ctx.t, finance, 'GET', `/api/v1/reports/p32/pdf?${q}`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = (await pageText(pdf.rawPayload)).replace(/\s+/g, '');
    expect(text).toContain('280.00');
    expect(text).toContain('ผู้เก็บเงิน');
    if (process.env.PDF_OUT) writeFileSync(process.env.PDF_OUT, pdf.rawPayload);
    const xlsx = await send(ctx.t, finance, 'GET', `/api/v1/reports/p32/export?${q}`);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const sheet = await readXlsx(xlsx);
    expect(sheet.rows.map((r) => r[13])).toEqual([80, 200]);
  });

  it('shows the month by village and the day of every collector', async () => {
    const month = (await getData(
      ctx,
      `/api/v1/reports/p32/month?officerId=${cashier.user.id}&month=${today().slice(0, 7)}`,
      finance,
    )) as P32Month;
    expect(month.totals.total).toBe(28000);
    expect(month.days.find((d) => d.date === today())?.total).toBe(28000);
    const daily = (await getData(
      ctx,
      `/api/v1/reports/p32-daily?date=${today()}`,
      finance,
    )) as P32Daily;
    expect(daily.totals.total).toBe(28000);
    expect(daily.collectors).toHaveLength(1);
    expect(daily.channels.map((c) => [c.kind, c.total]).sort()).toEqual([
      ['bank_transfer', 20000],
      ['cash', 8000],
    ]);
    expect(daily.voided).toBe(1);
    expect(daily.areas.reduce((s, a) => s + a.heads.total, 0)).toBe(28000);
  });

  it('prints the daily summary as a Thai PDF and a sheet whose parts each add up to the day', async () => {
    const pdf = await send(ctx.t, finance, 'GET', `/api/v1/reports/p32-daily/pdf?date=${today()}`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = (await pageText(pdf.rawPayload)).replace(/\s+/g, '');
    expect(text).toContain('280.00');
    expect(text).toContain('200.00');
    if (process.env.PDF_DAILY_OUT) writeFileSync(process.env.PDF_DAILY_OUT, pdf.rawPayload);
    const xlsx = await send(
      ctx.t,
      finance,
      'GET',
      `/api/v1/reports/p32-daily/export?date=${today()}`,
    );
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const sheet = await readXlsx(xlsx);
    const totalOf = (part: string) =>
      sheet.rows.filter((r) => r[0] === part).reduce((s, r) => s + Number(r[12]), 0);
    // Collectors, areas and channels each add up to the day's 280 ฿; the last row is the day.
    expect(['ผู้เก็บเงิน', 'เขตพื้นที่', 'ช่องทาง', 'รวมทั้งวัน'].map(totalOf)).toEqual([280, 280, 280, 280]);
    expect(sheet.rows.at(-1)?.[3]).toBe(2);
  });

  it('closes the day with a remittance, shows the difference, refuses a second one', async () => {
    const body = {
      officerId: cashier.user.id,
      date: today(),
      cash: 7500,
      transfer: 20000,
      slipNo: 'R-001',
      differenceReason: 'เงินทอนผิด',
    };
    const byCashier = await send(ctx.t, cashier, 'POST', '/api/v1/remittances', body);
    expect(byCashier.statusCode).toBe(403);
    const res = await send(ctx.t, finance, 'POST', '/api/v1/remittances', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      cash: 7500,
      expectedCash: 8000,
      expectedTransfer: 20000,
      shortfall: 500,
      differenceReason: 'เงินทอนผิด',
    });
    const again = await send(ctx.t, finance, 'POST', '/api/v1/remittances', body);
    expect(again.statusCode).toBe(409);
    const day = (await getData(
      ctx,
      `/api/v1/reports/p32?officerId=${cashier.user.id}&date=${today()}`,
      finance,
    )) as P32Day;
    // 5.00 short, recorded with its reason: nothing is left held, and the day balances.
    expect(day.balance).toEqual({ taken: 28000, remitted: 27500, shortfall: 500, held: 0 });
    expect(day.held).toBe(0);
    // The day is closed: the counter says so and takes no more money from this cashier.
    const acc = (await getData(ctx, `/api/v1/counter/${users[0]}`, cashier)) as {
      dayClosed: boolean;
    };
    expect(acc.dayClosed).toBe(true);
    const fee = await send(ctx.t, finance, 'POST', '/api/v1/bills/sundry', {
      waterUserId: users[0],
      sundryKind: 'other',
      amount: 1000,
      description: 'ค่าบริการ',
    });
    const late = await pay(ctx, cashier, {
      waterUserId: users[0],
      billIds: [fee.json().data.id],
      amount: 1000,
      channelId: channel.CASH,
    });
    expect(late.statusCode, late.body).toBe(409);
    const other = await ctx.b.login('finance_officer');
    const cross = await send(
      ctx.t,
      other,
      'GET',
      `/api/v1/reports/p32?officerId=${cashier.user.id}&date=${today()}`,
    );
    expect(cross.statusCode).toBe(404);
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });
});
