import { randomUUID } from 'node:crypto';
import { describe, expect, it, beforeAll } from 'vitest';
import type { Bill } from '@prapa/contracts';
import type { Session } from '../../../test/factories.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { bookFor, paid, pay } from '../receipts/receipt-fixtures.ts';
import { getData, send, useWaterApp } from '../water-users/water-user-fixtures.ts';
import { act, answer, file, newConnection } from './request-fixtures.ts';

// Issue 26: a fee bill voided (through billing's void, with its reason) is issued again
// from the request: a new number pointing back, once, and "paid" then reads the new bill.
const ctx = useWaterApp();
let cashier: Session;
let finance: Session;
let cash = '';

beforeAll(async () => {
  cashier = await ctx.a.login('cashier');
  finance = await ctx.a.login('finance_officer');
  await bookFor(ctx, finance, 'RF1', { officerId: cashier.user.id });
  const channels = (await getData(ctx, '/api/v1/basic/payment-channels?pageSize=50', finance)) as {
    items: { id: string; code: string }[];
  };
  cash = channels.items.find((c) => c.code === 'CASH')?.id ?? '';
});

const surveyed = { surveyedOn: '2026-10-18', findings: 'ใกล้ท่อเมน', distanceM: 5 };

const reissue = (s: Session, id: string, billId: string) =>
  send(ctx.t, s, 'POST', `/api/v1/requests/${id}/fees/${billId}/reissue`, {});

describe('a voided fee issued again', () => {
  it('bills the fee anew, pointing back, once; paid is read from the replacement', async () => {
    const r = await file(ctx, ctx.clerk, newConnection(ctx.basicsA));
    answer(await act(ctx, ctx.clerk, r.id, 'survey', surveyed));
    answer(await act(ctx, ctx.clerk, r.id, 'approve', {}));
    const billed = answer(await act(ctx, ctx.clerk, r.id, 'fees', {}));
    const [connection, deposit] = billed.fees;
    expect(billed.fees.map((f) => [f.feeKind, f.amount])).toEqual([
      ['connection', 250_000],
      ['deposit', 40_000],
    ]);

    // Not voided: nothing to issue again.
    const early = await reissue(ctx.clerk, r.id, deposit?.billId ?? '');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('ยกเลิก');

    const voided = await send(
      ctx.t,
      finance,
      'POST',
      `/api/v1/bills/${deposit?.billId}/void`,
      { reason: 'ออกผิดขนาดมาตร' },
      { 'idempotency-key': randomUUID() },
    );
    expect(voided.statusCode, voided.body).toBe(200);
    // The other fee paid, the voided one not yet replaced: the request is not paid.
    await paid(
      await pay(ctx, cashier, {
        waterUserId: billed.waterUserId,
        billIds: [connection?.billId],
        amount: 250_000,
        channelId: cash,
        tendered: 250_000,
      }),
    );
    const waiting = answer(await send(ctx.t, ctx.clerk, 'GET', `/api/v1/requests/${r.id}`));
    expect(waiting.state).toBe('fees_issued');
    expect(waiting.fees.map((f) => f.status)).toEqual(['paid', 'void']);

    const again = answer(await reissue(ctx.clerk, r.id, deposit?.billId ?? ''));
    expect(again.state).toBe('fees_issued');
    const replacement = again.fees[2];
    expect(replacement).toMatchObject({
      feeKind: 'deposit',
      amount: 40_000,
      status: 'issued',
      replacesBillId: deposit?.billId,
    });
    expect(replacement?.billNumber).not.toBe(deposit?.billNumber);
    const bill = (await getData(ctx, `/api/v1/bills/${replacement?.billId}`, finance)) as Bill;
    expect(bill).toMatchObject({
      kind: 'sundry',
      sundryKind: 'deposit',
      total: 40_000,
      replacesId: deposit?.billId,
    });
    expect(again.events.at(-1)).toMatchObject({
      action: 'reissueFee',
      note: `${deposit?.billNumber} → ${replacement?.billNumber}`,
    });

    // Never twice for one voided bill.
    const twice = await reissue(ctx.clerk, r.id, deposit?.billId ?? '');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/[ก-๙]/);

    // The replacement paid: the request is paid, and installs.
    await paid(
      await pay(ctx, cashier, {
        waterUserId: billed.waterUserId,
        billIds: [replacement?.billId],
        amount: 40_000,
        channelId: cash,
        tendered: 40_000,
      }),
    );
    const done = answer(await send(ctx.t, ctx.clerk, 'GET', `/api/v1/requests/${r.id}`));
    expect(done.state).toBe('paid');
    expect(done.moves).toEqual(['install']);
    const paidList = (await getData(ctx, '/api/v1/requests?state=paid')) as { total: number };
    expect(paidList.total).toBe(1);
    // Once paid, nothing is issued again.
    expect((await reissue(ctx.clerk, r.id, deposit?.billId ?? '')).statusCode).toBe(409);
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });

  it('is the clerk’s, in the request’s own organisation', async () => {
    const r = await file(ctx, ctx.clerk, newConnection(ctx.basicsA));
    answer(await act(ctx, ctx.clerk, r.id, 'survey', surveyed));
    answer(await act(ctx, ctx.clerk, r.id, 'approve', {}));
    const billed = answer(await act(ctx, ctx.clerk, r.id, 'fees', {}));
    const billId = billed.fees[0]?.billId ?? '';
    const other = await ctx.b.login('clerk');
    expect((await reissue(other, r.id, billId)).statusCode).toBe(404);
    expect((await reissue(cashier, r.id, billId)).statusCode).toBe(403);
    // A bill that is not one of this request's fees.
    expect((await reissue(ctx.clerk, r.id, randomUUID())).statusCode).toBe(404);
  });
});
