import { beforeAll, describe, expect, it } from 'vitest';
import type { Bill, LateFeeWaiverResult } from '@prapa/contracts';
import type { Session } from '../../../test/factories.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { roundAfterThreeMonths } from '../readings/reading-fixtures.ts';
import { bookFor, paid, pay } from '../receipts/receipt-fixtures.ts';
import { getData, send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import { billOf, billRound, linesOf, readInto, readRound, setOrg } from './late-fee-fixtures.ts';

// Late fees across six months (issue 12), exact satang. Village tariff 7 ฿/m³ and a 10 ฿
// meter fee, no VAT: 10 m³ a month = 80.00. The fee is flat 50.00 per overdue bill from
// October to December 2569, then 2 % of each overdue bill's base. Bills are dated the
// 28th, due 15 days later, late from the day after: every next bill is past the date.
// H pays late twice; Q pays part and keeps owing; W's fee is waived after it was charged,
// and the charging bill is voided and re-billed without it.
const ctx: WaterCtx = useWaterApp();
let finance: Session;
let cashier: Session;
let reader: Session;
let cash = '';
let H = '';
let Q = '';
let W = '';
let october = '';
const meter: Record<string, number> = {};

/** Reads everyone 10 m³ more, bills the round; answers the three bills. */
const month = async (yearBe: number, m: number) => {
  for (const u of [H, Q, W]) meter[u] = (meter[u] ?? 30) + 10;
  const read: [string, number][] = [H, Q, W].map((u) => [u, meter[u] ?? 0]);
  const round =
    m === 10
      ? await readInto(ctx, reader, { id: october, yearBe, month: m }, read)
      : await readRound(ctx, reader, yearBe, m, read);
  expect(await billRound(ctx, finance, round)).toBe(3);
  const [h, q, w] = await Promise.all([H, Q, W].map((u) => billOf(ctx, finance, round, u)));
  return { h: h as Bill, q: q as Bill, w: w as Bill };
};

const payBills = async (user: string, bills: Bill[], amount?: number) =>
  paid(
    await pay(ctx, cashier, {
      waterUserId: user,
      billIds: bills.map((b) => b.id),
      amount: amount ?? bills.reduce((s, b) => s + b.total - b.paid, 0),
      channelId: cash,
    }),
  );

const WATER = [
  ['block', 7_000],
  ['meter_fee', 1_000],
];

beforeAll(async () => {
  finance = await ctx.a.login('finance_officer');
  cashier = await ctx.a.login('cashier');
  reader = await ctx.a.login('meter_reader');
  await setOrg(ctx, { lateFeeKind: 'flat', lateFeeValue: 5_000, allowPartialPayment: true });
  // July–September read 10 m³ a month; October is the first month billed (read at 40).
  const first = await roundAfterThreeMonths(ctx, reader, 3, [], 7);
  [H, Q, W] = first.users as [string, string, string];
  october = first.round;
  await bookFor(ctx, finance, 'LF1', { officerId: cashier.user.id }, { lastNo: 100 });
  const channels = (await getData(ctx, '/api/v1/basic/payment-channels', finance)) as {
    items: { id: string; code: string }[];
  };
  cash = channels.items.find((c) => c.code === 'CASH')?.id ?? '';
});

describe('late fees over six months', () => {
  const bills: Record<string, Bill[]> = {};
  const keep = (b: { h: Bill; q: Bill; w: Bill }) => {
    for (const [k, v] of Object.entries(b)) (bills[k] ??= []).push(v);
    return b;
  };

  it('October: nothing overdue, no fee; November: 50.00 for each unpaid October bill', async () => {
    const oct = keep(await month(2569, 10));
    for (const b of [oct.h, oct.q, oct.w]) expect(linesOf(b)).toEqual(WATER);
    const nov = keep(await month(2569, 11));
    for (const [b, was] of [
      [nov.h, oct.h],
      [nov.q, oct.q],
      [nov.w, oct.w],
    ] as const) {
      expect(linesOf(b)).toEqual([...WATER, ['late_fee', 5_000, was.number, 8_000]]);
      expect(b.total).toBe(13_000);
    }
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });

  it('H pays late in full; Q pays part; W’s charged fee is waived, voided and re-billed', async () => {
    const [octH, novH] = bills.h as [Bill, Bill];
    await payBills(H, [octH, novH]); // 80.00 + 130.00, the fee included: late payment #1
    const [octQ, novQ] = bills.q as [Bill, Bill];
    // 140.00: October whole, then November's fee (50.00) first and 10.00 of water.
    await payBills(Q, [octQ, novQ], 14_000);

    const [octW, novW] = bills.w as [Bill, Bill];
    const res = await send(ctx.t, finance, 'POST', `/api/v1/bills/${octW.id}/late-fee-waiver`, {
      reason: 'ผู้ใช้น้ำนำใบเสร็จธนาคารมาแสดง ชำระก่อนกำหนดแต่ธนาคารโอนช้า',
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().data as LateFeeWaiverResult;
    expect(answer.chargedOn).toEqual({
      billId: novW.id,
      number: novW.number,
      amount: 5_000,
      paid: 0,
    });
    const voided = await send(ctx.t, finance, 'POST', `/api/v1/bills/${novW.id}/void`, {
      reason: 'ยกเว้นค่าปรับตามคำขอ ออกใบใหม่',
      rebill: true,
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const replacement = voided.json().data.replacement as Bill;
    expect(linesOf(replacement)).toEqual(WATER);
    expect(replacement.total).toBe(8_000);
    await payBills(W, [octW, replacement]);
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });

  it('December: H and W owe nothing overdue; Q is charged once more, on November’s 70.00 left', async () => {
    const dec = keep(await month(2569, 12));
    expect(linesOf(dec.h)).toEqual(WATER);
    expect(linesOf(dec.w)).toEqual(WATER);
    // November carried a 50.00 fee of its own, paid: the base is the 70.00 of water left.
    expect(linesOf(dec.q)).toEqual([...WATER, ['late_fee', 5_000, bills.q?.[1]?.number, 7_000]]);
    expect(dec.q.total).toBe(13_000);
    await payBills(W, [dec.w]);
  });

  it('January and February at 2 %: one fee per overdue bill, never on a fee', async () => {
    await setOrg(ctx, { lateFeeKind: 'percent', lateFeeValue: 200 });
    const jan = keep(await month(2570, 1));
    // H's December 80.00 × 2 % = 1.60.
    expect(linesOf(jan.h)).toEqual([...WATER, ['late_fee', 160, bills.h?.[2]?.number, 8_000]]);
    expect(jan.h.total).toBe(8_160);
    // Q's December is 130.00 with its own 50.00 fee: 2 % of 80.00; November not again.
    expect(linesOf(jan.q)).toEqual([...WATER, ['late_fee', 160, bills.q?.[2]?.number, 8_000]]);
    expect(linesOf(jan.w)).toEqual(WATER);
    await payBills(W, [jan.w]);

    const feb = keep(await month(2570, 2));
    // December was charged in January: only January's fee, on 81.60 − 1.60.
    expect(linesOf(feb.h)).toEqual([...WATER, ['late_fee', 160, jan.h.number, 8_000]]);
    expect(feb.h.total).toBe(8_160);
    expect(linesOf(feb.q)).toEqual([...WATER, ['late_fee', 160, jan.q.number, 8_000]]);
    await payBills(W, [feb.w]);
    // Late payment #2: 80.00 + 81.60 + 81.60.
    const receipt = await payBills(H, [bills.h?.[2], jan.h, feb.h] as Bill[]);
    expect(receipt.amount).toBe(24_320);
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });

  it('March: H paid up, no fee; Q charged on February only; the ledger balances', async () => {
    const mar = keep(await month(2570, 3));
    expect(linesOf(mar.h)).toEqual(WATER);
    expect(linesOf(mar.q)).toEqual([...WATER, ['late_fee', 160, bills.q?.[4]?.number, 8_000]]);
    // Q owes November's 70.00, December 130.00, January and February 81.60 each.
    expect(mar.q.snapshot.arrears.amount).toBe(7_000 + 13_000 + 8_160 + 8_160);
    expect(linesOf(mar.w)).toEqual(WATER);
    // H's fees over the six months: 50.00 + 1.60 + 1.60, each on its own line.
    const fees = (bills.h ?? [])
      .flatMap((b) => b.lines)
      .filter((l) => l.kind === 'late_fee')
      .map((l) => l.amount);
    expect(fees).toEqual([5_000, 160, 160]);
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });
});
