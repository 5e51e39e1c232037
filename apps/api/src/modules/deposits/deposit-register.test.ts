import { beforeAll, describe, expect, it } from 'vitest';
import { expectPdf, pageText } from '../../documents/pdf-test-decode.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { readXlsx } from '../../../test/read-xlsx.ts';
import { createUser, send, useWaterApp } from '../water-users/water-user-fixtures.ts';
import {
  cancellation,
  detail,
  heldFromBooks,
  register,
  settle,
  staffOf,
  type Staff,
} from './deposit-fixtures.ts';

// Issue 26: the deposit register reconciles with receipts and moves; who may see it.
const ctx = useWaterApp();
let s: Staff;

beforeAll(async () => {
  s = await staffOf(ctx);
});

describe('the register', () => {
  it('reconciles: held = receipts for deposits + opening − applied − refunded − forfeited', async () => {
    const user = await createUser(ctx, { firstName: 'ประยูร', depositPaid: 30_000 });
    const forfeit = await send(ctx.t, s.finance, 'POST', `/api/v1/deposits/${user.id}/forfeit`, {
      forfeitedOn: '2026-11-21',
      amount: 5_000,
      reason: 'ทิ้งมาตรไว้ชำรุดเสียหาย',
      document: 'คำสั่งที่ 12/2569',
    });
    expect(forfeit.statusCode, forfeit.body).toBe(200);
    const refund = await send(ctx.t, s.finance, 'POST', `/api/v1/deposits/${user.id}/refund`, {
      refundedOn: '2026-11-21',
      amount: 25_000,
      channel: 'cheque',
      payee: 'นายประยูร ใจดี',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().data.number).toBe('RV257000001');

    const all = await register(ctx, s.finance);
    const t = all.totals;
    expect(t.held).toBe(t.opening + t.taken - t.applied - t.refunded - t.forfeited);
    expect(t.held).toBe(await heldFromBooks(ctx));
    expect(all.items.reduce((sum, r) => sum + r.held, 0)).toBe(t.held);
    expect(
      (await register(ctx, s.finance, '&state=settled')).items.map((r) => r.customerNo),
    ).toContain(user.customerNo);
    const held = await register(ctx, s.finance, '&state=held');
    expect(held.items.every((r) => r.held > 0)).toBe(true);

    const pdf = await send(ctx.t, s.finance, 'GET', '/api/v1/deposits/pdf');
    expect(pdf.statusCode).toBe(200);
    expectPdf(pdf.rawPayload);
    expect(await pageText(pdf.rawPayload)).toContain('ทะเบียนเงินประกันการใช้น้ำ');
    const xlsx = await send(ctx.t, s.finance, 'GET', '/api/v1/deposits/export');
    expect(xlsx.statusCode).toBe(200);
    const sheet = await readXlsx(xlsx);
    expect(sheet.header[0]).toBe('เลขผู้ใช้น้ำ');
    expect(sheet.rows).toHaveLength(all.items.length);
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });
});

describe('who may see and move deposits', () => {
  it('answers 404 across organisations and 403 without the right', async () => {
    const user = await createUser(ctx, { firstName: 'ข้ามองค์กร', depositPaid: 10_000 });
    const other = await ctx.b.login('finance_officer');
    expect((await send(ctx.t, other, 'GET', `/api/v1/deposits/${user.id}`)).statusCode).toBe(404);
    const refund = await send(ctx.t, other, 'POST', `/api/v1/deposits/${user.id}/refund`, {
      refundedOn: '2026-11-21',
      amount: 100,
      channel: 'cash',
    });
    expect(refund.statusCode).toBe(404);
    const [voucher] = (await register(ctx, s.finance, '&state=settled')).items;
    expect(voucher).toBeDefined();
    const moves = await detail(ctx, s.finance, voucher?.waterUserId ?? '');
    const refunded = moves.entries.find((e) => e.kind === 'refunded');
    const pdf = await send(ctx.t, other, 'GET', `/api/v1/deposit-vouchers/${refunded?.moveId}/pdf`);
    expect(pdf.statusCode).toBe(404);
    const req = await cancellation(ctx, user.id);
    const foreign = await settle(ctx, other, req.id, {
      settledOn: '2026-11-20',
      finalReading: 0,
      channel: 'cash',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await detail(ctx, s.finance, user.id)).held).toBe(10_000);

    expect((await send(ctx.t, s.cashier, 'GET', '/api/v1/deposits')).statusCode).toBe(403);
    expect((await send(ctx.t, ctx.clerk, 'GET', '/api/v1/deposits')).statusCode).toBe(200);
    const clerkRefund = await send(ctx.t, ctx.clerk, 'POST', `/api/v1/deposits/${user.id}/refund`, {
      refundedOn: '2026-11-21',
      amount: 100,
      channel: 'cash',
    });
    expect(clerkRefund.statusCode).toBe(403);
  });
});
