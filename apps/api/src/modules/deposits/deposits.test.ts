import { beforeAll, describe, expect, it } from 'vitest';
import type { Bill, BillRow, DebtorLedger, WaterUser } from '@prapa/contracts';
import { expectPdf, pageText } from '../../documents/pdf-test-decode.ts';
import { waitForJob } from '../../../test/jobs.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import {
  connectionWithMeter,
  makeRound,
  readingEntry,
  recordReading,
} from '../readings/reading-fixtures.ts';
import { paid, pay } from '../receipts/receipt-fixtures.ts';
import { answer } from '../requests/request-fixtures.ts';
import { createUser, getData, send, useWaterApp } from '../water-users/water-user-fixtures.ts';
import {
  cancellation,
  connected,
  detail,
  heldFromBooks,
  install,
  register,
  settle,
  settled,
  staffOf,
  sundry,
  type Staff,
} from './deposit-fixtures.ts';

// Issue 26: the deposit register, the refund voucher, a cancellation settled.
const ctx = useWaterApp();
let s: Staff;

beforeAll(async () => {
  s = await staffOf(ctx);
});

describe('a cancellation settled with its deposit', () => {
  it('bills the final reading, applies the deposit, refunds the rest exactly, once', async () => {
    const c = await connected(ctx, s, 'บุญมี', 'DEP-1');
    expect((await detail(ctx, s.finance, c.waterUserId)).held).toBe(40_000);

    // A voided deposit receipt drops out of the register; paid again, it is back.
    const voided = await send(ctx.t, s.finance, 'POST', `/api/v1/receipts/${c.firstReceipt}/void`, {
      reason: 'รับเงินผิดราย',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const gone = await detail(ctx, s.finance, c.waterUserId);
    expect(gone).toMatchObject({ held: 0, taken: 0 });
    expect(gone.entries.map((e) => [e.kind, e.amount, e.counted])).toEqual([
      ['taken', 40_000, false],
    ]);
    expect((await register(ctx, s.finance)).items.map((r) => r.waterUserId)).not.toContain(
      c.waterUserId,
    );
    await paid(
      await pay(ctx, s.cashier, {
        waterUserId: c.waterUserId,
        billIds: c.billIds,
        amount: c.total,
        channelId: s.cash,
      }),
    );
    await install(ctx, c.requestId, c.serial);
    await answer(
      await send(ctx.t, ctx.clerk, 'POST', `/api/v1/requests/${c.requestId}/complete`, {}),
    );

    // Debt: two sundry bills, 120.00 and 85.50.
    await sundry(ctx, s, c.waterUserId, 12_000);
    await sundry(ctx, s, c.waterUserId, 8_550);

    // A refund above the deposit: refused in Thai, nothing written.
    const before = await register(ctx, s.finance);
    const tooMuch = await send(
      ctx.t,
      s.finance,
      'POST',
      `/api/v1/deposits/${c.waterUserId}/refund`,
      {
        refundedOn: '2026-11-19',
        amount: 40_001,
        channel: 'cash',
      },
    );
    expect(tooMuch.statusCode, tooMuch.body).toBe(409);
    expect(tooMuch.json().message).toContain('เกิน');
    expect(tooMuch.json().message).toContain('400.00');
    expect(await register(ctx, s.finance)).toEqual(before);

    const req = await cancellation(ctx, c.waterUserId);
    expect(req.moves).toContain('install');
    // The office's "work done" is not how a cancellation settles.
    const done = await send(ctx.t, ctx.clerk, 'POST', `/api/v1/requests/${req.id}/done`, {});
    expect(done.statusCode).toBe(409);
    const body = { settledOn: '2026-11-20', finalReading: 12, channel: 'cash' };
    // A clerk may not move money.
    expect((await settle(ctx, ctx.clerk, req.id, body)).statusCode).toBe(403);

    // 12 m³ at the flat 7.00 + the ½″ meter fee 10.00 = 94.00; debt 120.00 + 85.50 + 94.00.
    const preview = await settled(await settle(ctx, s.finance, req.id, { ...body, preview: true }));
    const expected = {
      usage: 12,
      debt: 29_950,
      held: 40_000,
      applied: 29_950,
      refunded: 10_050,
      remaining: 0,
    };
    expect(preview).toMatchObject({ ...expected, preview: true, finalBill: { total: 9_400 } });
    expect(await register(ctx, s.finance)).toEqual(before);

    const done1 = await settled(await settle(ctx, s.finance, req.id, body));
    expect(done1).toMatchObject({ ...expected, preview: false });
    expect(done1.voucherNumber).toBe('RV257000001');
    expect(done1.finalBill?.number).toBe(preview.finalBill?.number);
    // The final bill: a water bill outside any round, paid by the deposit.
    const { items } = (await getData(
      ctx,
      `/api/v1/bills?waterUserId=${c.waterUserId}&pageSize=50`,
      s.finance,
    )) as { items: BillRow[] };
    const finalRow = items.find((b) => b.number === done1.finalBill?.number);
    const final = (await getData(ctx, `/api/v1/bills/${finalRow?.id}`, s.finance)) as Bill;
    expect(final).toMatchObject({ kind: 'water', total: 9_400, status: 'paid' });
    expect(final.lines.map((l) => [l.kind, l.quantity, l.amount])).toEqual([
      ['block', 12, 8_400],
      ['meter_fee', null, 1_000],
    ]);

    // Re-running the step: refused, no second refund.
    const again = await settle(ctx, s.finance, req.id, body);
    expect(again.statusCode, again.body).toBe(409);
    // The deposit's receipt stays: voiding it would leave the deposit applied to nothing.
    const unpaid = await send(
      ctx.t,
      s.finance,
      'POST',
      `/api/v1/receipts/${done1.receiptId}/void`,
      {
        reason: 'ทดลองยกเลิก',
      },
    );
    expect(unpaid.statusCode, unpaid.body).toBe(409);
    expect(unpaid.json().message).toContain('เงินประกัน');

    const after = await detail(ctx, s.finance, c.waterUserId);
    expect(after).toMatchObject({
      held: 0,
      taken: 40_000,
      applied: 29_950,
      refunded: 10_050,
      debt: 0,
    });
    // By date: the settlement is dated the 20th, the receipts were taken today.
    expect(after.entries.map((e) => [e.kind, e.amount, e.counted])).toEqual([
      ['applied', -29_950, true],
      ['refunded', -10_050, true],
      ['taken', 40_000, false],
      ['taken', 40_000, true],
    ]);
    const user = (await getData(ctx, `/api/v1/water-users/${c.waterUserId}`)) as WaterUser;
    expect(user).toMatchObject({ usageStatusId: ctx.basicsA.statuses.CANCEL, meter: null });

    // ป.17: the final bill and the deposit's receipt carry the account to zero owed.
    const ledger = (await getData(
      ctx,
      `/api/v1/water-users/${c.waterUserId}/ledger?fiscalYear=2570`,
      s.finance,
    )) as DebtorLedger;
    expect(ledger.carriedForward).toBe(0);
    expect(ledger.rows.some((r) => r.kind === 'bill' && r.bill.number === final.number)).toBe(true);
    // The debtor list no longer names the connection.
    const debtors = (await getData(ctx, '/api/v1/debtor-accounts?pageSize=500', s.finance)) as {
      items: { waterUserId: string }[];
    };
    expect(debtors.items.map((d) => d.waterUserId)).not.toContain(c.waterUserId);

    const voucher = await send(
      ctx.t,
      s.finance,
      'GET',
      `/api/v1/deposit-vouchers/${done1.voucherId}/pdf`,
    );
    expect(voucher.statusCode).toBe(200);
    expectPdf(voucher.rawPayload);
    const text = await pageText(voucher.rawPayload);
    expect(text).toContain('RV257000001');
    expect(text).toContain('100.50');
    expect(text).toContain('หนึ่งร้อยบาทห้าสิบสตางค์');
    expect(text).toContain('ผู้อนุมัติ');
    // The reconciliation across a voided receipt: held = taken + opening − out, by both ways.
    const t = (await register(ctx, s.finance)).totals;
    expect(t).toMatchObject({ taken: 40_000, applied: 29_950, refunded: 10_050 });
    expect(t.held).toBe(t.opening + t.taken - t.applied - t.refunded - t.forfeited);
    expect(t.held).toBe(await heldFromBooks(ctx));
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });

  it('leaves a debt above the deposit owed, and refunds nothing', async () => {
    // A deposit from before Prapa (the opening figure), no meter on record.
    const user = await createUser(ctx, { firstName: 'สมหญิง', depositPaid: 20_000 });
    expect((await detail(ctx, s.finance, user.id)).entries.map((e) => [e.kind, e.amount])).toEqual([
      ['opening', 20_000],
    ]);
    await sundry(ctx, s, user.id, 35_000);
    const req = await cancellation(ctx, user.id);
    const done = await settled(
      await settle(ctx, s.finance, req.id, {
        settledOn: '2026-11-20',
        finalReading: 0,
        channel: 'transfer',
      }),
    );
    expect(done).toMatchObject({
      finalBill: null,
      debt: 35_000,
      held: 20_000,
      applied: 20_000,
      refunded: 0,
      remaining: 15_000,
      voucherId: null,
    });
    expect((await detail(ctx, s.finance, user.id)).debt).toBe(15_000);
    const ledger = (await getData(
      ctx,
      `/api/v1/water-users/${user.id}/ledger?fiscalYear=2570`,
      s.finance,
    )) as DebtorLedger;
    expect(ledger.carriedForward).toBe(15_000);
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });
});

describe('the final bill after a round', () => {
  it('starts at the last billed reading and bills only what no round billed', async () => {
    const waterUserId = await connectionWithMeter(ctx, 0);
    const round = await makeRound(ctx, 2569, 11);
    const reader = await ctx.a.login('meter_reader');
    const read = await recordReading(ctx, readingEntry(round, waterUserId, 12), reader);
    expect(read.statusCode, read.body).toBe(200);
    const run = await send(ctx.t, s.finance, 'POST', `/api/v1/service-rounds/${round}/billing`);
    expect(run.statusCode, run.body).toBe(202);
    expect((await waitForJob(ctx.t, s.finance, run)).status).toBe('succeeded');

    const req = await cancellation(ctx, waterUserId);
    const body = { settledOn: '2026-11-29', channel: 'cash' };
    // Below the billed 12: refused beside the field, nothing written.
    const low = await settle(ctx, s.finance, req.id, { ...body, finalReading: 11 });
    expect(low.statusCode).toBe(400);
    expect(JSON.stringify(low.json().errors)).toContain('finalReading');
    // 20 − 12 = 8 m³ at 7.00 + the meter fee 10.00 = 66.00; with the round's 94.00 owed.
    const done = await settled(await settle(ctx, s.finance, req.id, { ...body, finalReading: 20 }));
    expect(done).toMatchObject({
      usage: 8,
      finalBill: { total: 6_600 },
      debt: 16_000,
      held: 40_000,
      applied: 16_000,
      refunded: 24_000,
      remaining: 0,
    });
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });
});
