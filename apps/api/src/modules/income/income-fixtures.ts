import { expect } from 'vitest';
import type { Bill, IncomeReport, Receipt } from '@prapa/contracts';
import type { Session } from '../../../test/factories.ts';
import { billOf, billRound, readInto, readRound, setOrg } from '../billing/late-fee-fixtures.ts';
import { roundAfterThreeMonths } from '../readings/reading-fixtures.ts';
import { bookFor, paid, pay, today } from '../receipts/receipt-fixtures.ts';
import { getData, send, type WaterCtx } from '../water-users/water-user-fixtures.ts';

// A fortnight of money in organisation A, exact satang (village tariff 7 ฿/m³, meter fee
// 10 ฿, no VAT; late fee 50 ฿ flat per overdue bill). H, Q, W read 10 m³ a month:
//   October 2569 bills (dated 2026-10-28): 3 × 80.00;
//   November bills (2026-11-28): 3 × (80.00 + 50.00 late fee for October) = 3 × 130.00;
//   today: a 500.00 deposit bill (W), a 100.00 reconnection fee (Q), a 30.00 fee (H) voided;
//   today's receipts: H pays both bills in cash (210.00); Q pays 140.00 in cash (October
//   whole, then November's fee and 10.00 of water); W pays 600.00 by transfer on the deposit
//   (100.00 kept on account); W's 80.00 cash for October is taken, then voided.
export type IncomeScenario = {
  finance: Session;
  users: { H: string; Q: string; W: string };
  voidedReceipt: Receipt;
};

const sundry = async (
  ctx: WaterCtx,
  s: Session,
  waterUserId: string,
  kind: string,
  amount: number,
) => {
  const res = await send(ctx.t, s, 'POST', '/api/v1/bills/sundry', {
    waterUserId,
    sundryKind: kind,
    amount,
    description: 'ค่าธรรมเนียม',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string };
};

export const channelIds = async (ctx: WaterCtx, s: Session) => {
  const { items } = (await getData(ctx, '/api/v1/basic/payment-channels', s)) as {
    items: { id: string; code: string }[];
  };
  return {
    cash: items.find((c) => c.code === 'CASH')?.id ?? '',
    transfer: items.find((c) => c.code === 'TRANSFER')?.id ?? '',
  };
};

export const buildIncome = async (ctx: WaterCtx): Promise<IncomeScenario> => {
  const finance = await ctx.a.login('finance_officer');
  const cashier = await ctx.a.login('cashier');
  const reader = await ctx.a.login('meter_reader');
  await setOrg(ctx, { lateFeeKind: 'flat', lateFeeValue: 5_000, allowPartialPayment: true });
  const first = await roundAfterThreeMonths(ctx, reader, 3, [], 7);
  const [H, Q, W] = first.users as [string, string, string];
  await readInto(ctx, reader, { id: first.round, yearBe: 2569, month: 10 }, [
    [H, 40],
    [Q, 40],
    [W, 40],
  ]);
  expect(await billRound(ctx, finance, first.round)).toBe(3);
  const nov = await readRound(ctx, reader, 2569, 11, [
    [H, 50],
    [Q, 50],
    [W, 50],
  ]);
  expect(await billRound(ctx, finance, nov)).toBe(3);
  const bills = async (user: string): Promise<Bill[]> => [
    await billOf(ctx, finance, first.round, user),
    await billOf(ctx, finance, nov, user),
  ];
  const deposit = await sundry(ctx, finance, W, 'deposit', 50_000);
  await sundry(ctx, finance, Q, 'reconnection', 10_000);
  const mistake = await sundry(ctx, finance, H, 'other', 3_000);
  const voided = await send(ctx.t, finance, 'POST', `/api/v1/bills/${mistake.id}/void`, {
    reason: 'ออกซ้ำ',
  });
  expect(voided.statusCode, voided.body).toBe(200);

  await bookFor(ctx, finance, 'IN1', { officerId: cashier.user.id });
  const { cash, transfer } = await channelIds(ctx, finance);
  const ids = async (user: string) => (await bills(user)).map((b) => b.id);
  await paid(
    await pay(ctx, cashier, {
      waterUserId: H,
      billIds: await ids(H),
      amount: 21_000,
      channelId: cash,
    }),
  );
  await paid(
    await pay(ctx, cashier, {
      waterUserId: Q,
      billIds: await ids(Q),
      amount: 14_000,
      channelId: cash,
    }),
  );
  const [octW] = await bills(W);
  const wrong = await paid(
    await pay(ctx, cashier, {
      waterUserId: W,
      billIds: [octW?.id],
      amount: 8_000,
      channelId: cash,
    }),
  );
  const undo = await send(ctx.t, finance, 'POST', `/api/v1/receipts/${wrong.id}/void`, {
    reason: 'รับผิดราย',
  });
  expect(undo.statusCode, undo.body).toBe(200);
  await paid(
    await pay(ctx, cashier, {
      waterUserId: W,
      billIds: [deposit.id],
      amount: 60_000,
      channelId: transfer,
      reference: 'TR-0001',
      useCredit: false,
    }),
  );
  return { finance, users: { H, Q, W }, voidedReceipt: wrong };
};

/** Today's month, 'YYYY-MM'. */
export const thisMonth = () => today().slice(0, 7);

export const income = async (ctx: WaterCtx, s: Session, view: string, month: string) =>
  (await getData(ctx, `/api/v1/reports/income?view=${view}&month=${month}`, s)) as IncomeReport;

export const headOf = (r: IncomeReport, head: string) => r.heads.find((h) => h.head === head);
