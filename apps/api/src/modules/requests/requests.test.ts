import { sql } from 'drizzle-orm';
import { describe, expect, it, beforeAll } from 'vitest';
import type { Bill, BillRow, RequestRow, WaterUser } from '@prapa/contracts';
import { withSystem } from '../../db/tenant.ts';
import { expectPdf, pageText } from '../../documents/pdf-test-decode.ts';
import type { Session } from '../../../test/factories.ts';
import { waitForJob } from '../../../test/jobs.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { makeRound, readingEntry, recordReading } from '../readings/reading-fixtures.ts';
import { bookFor, paid, pay } from '../receipts/receipt-fixtures.ts';
import { getData, send, useWaterApp } from '../water-users/water-user-fixtures.ts';
import { act, answer, file, newConnection, survey } from './request-fixtures.ts';

// Issue 26: a household from its request to its first bill, every refusal on the way.
const ctx = useWaterApp();
let cashier: Session;
let finance: Session;
let cash = '';

beforeAll(async () => {
  cashier = await ctx.a.login('cashier');
  finance = await ctx.a.login('finance_officer');
  await bookFor(ctx, finance, 'RQ1', { officerId: cashier.user.id });
  const channels = (await getData(ctx, '/api/v1/basic/payment-channels?pageSize=50', finance)) as {
    items: { id: string; code: string }[];
  };
  cash = channels.items.find((c) => c.code === 'CASH')?.id ?? '';
});

describe('a new connection from request to first bill', () => {
  it('files, surveys, approves, bills the fees, is paid, installed, completed, billed', async () => {
    const filed = await file(ctx, ctx.clerk, newConnection(ctx.basicsA));
    expect(filed).toMatchObject({
      number: 'RQ257000001',
      state: 'submitted',
      applicantName: 'นางมาลี ศรีสุข',
      nationalId: 'x-xxxx-xxxxx-45-8',
      moves: ['survey', 'reject', 'cancel'],
    });
    expect(filed.documents).toEqual({
      houseRegistration: true,
      idCardCopy: true,
      landPapers: false,
    });

    // Fees before approval: refused in Thai, nothing billed.
    const early = await act(ctx, ctx.clerk, filed.id, 'fees');
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().message).toContain('อนุมัติ');

    const surveyed = answer(await act(ctx, ctx.clerk, filed.id, 'survey', survey));
    // 12.5 × 25.50 = 318.75; + 500.00 labour.
    expect(surveyed.estimate.map((l) => l.amount)).toEqual([31_875, 50_000]);
    expect(surveyed.estimateTotal).toBe(81_875);

    const approved = answer(await act(ctx, ctx.clerk, filed.id, 'approve', { note: 'อนุมัติ' }));
    expect(approved.state).toBe('approved');
    expect(approved.waterUserId).toBeTruthy();
    const user = (await getData(ctx, `/api/v1/water-users/${approved.waterUserId}`)) as WaterUser;
    expect(user).toMatchObject({
      firstName: 'มาลี',
      usageStatusId: ctx.basicsA.statuses.PENDING,
      meter: null,
    });

    // Installing before the fees are paid: refused.
    const unpaid = await act(ctx, ctx.clerk, filed.id, 'install', {
      installedOn: '2026-11-05',
      serial: 'NEW-RQ-1',
      initialReading: 0,
    });
    expect(unpaid.statusCode, unpaid.body).toBe(409);

    const billed = answer(await act(ctx, ctx.clerk, filed.id, 'fees', {}));
    expect(billed.state).toBe('fees_issued');
    // ½″: connection 2,500.00, deposit 400.00, the estimate 818.75.
    expect(billed.fees.map((f) => [f.feeKind, f.amount, f.status])).toEqual([
      ['connection', 250_000, 'issued'],
      ['deposit', 40_000, 'issued'],
      ['installation', 81_875, 'issued'],
    ]);
    const again = await act(ctx, ctx.clerk, filed.id, 'fees', {});
    expect(again.statusCode).toBe(409);

    // The counter takes them like any bill, QR included.
    const bill = (await getData(ctx, `/api/v1/bills/${billed.fees[1]?.billId}`, finance)) as Bill;
    expect(bill).toMatchObject({ kind: 'sundry', sundryKind: 'deposit', total: 40_000 });
    expect(bill.customerNo).toBe(user.customerNo);
    // Printed like any bill: ref1 the customer number, ref2 the bill number, the QR.
    const printed = await send(ctx.t, finance, 'GET', `/api/v1/bills/${bill.id}/pdf`);
    expect(printed.statusCode).toBe(200);
    const billIds = billed.fees.map((f) => f.billId);
    const receipt = await paid(
      await pay(ctx, cashier, {
        waterUserId: approved.waterUserId,
        billIds,
        amount: 371_875,
        channelId: cash,
        tendered: 400_000,
      }),
    );
    const afterPay = answer(await send(ctx.t, ctx.clerk, 'GET', `/api/v1/requests/${filed.id}`));
    expect(afterPay.state).toBe('paid');
    expect(afterPay.moves).toEqual(['install']);

    // A voided receipt reopens the bills: the request is back at fees issued.
    const voided = await send(ctx.t, finance, 'POST', `/api/v1/receipts/${receipt.id}/void`, {
      reason: 'รับเงินผิดราย',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const reopened = answer(await send(ctx.t, ctx.clerk, 'GET', `/api/v1/requests/${filed.id}`));
    expect(reopened.state).toBe('fees_issued');
    const paidList = (await getData(ctx, '/api/v1/requests?state=paid')) as { total: number };
    expect(paidList.total).toBe(0);
    await paid(
      await pay(ctx, cashier, {
        waterUserId: approved.waterUserId,
        billIds,
        amount: 371_875,
        channelId: cash,
        tendered: 371_875,
      }),
    );

    const installed = answer(
      await act(ctx, ctx.clerk, filed.id, 'install', {
        installedOn: '2026-11-05',
        serial: 'NEW-RQ-1',
        initialReading: 0,
        routeSeq: 7,
      }),
    );
    expect(installed.state).toBe('installed');
    expect(installed.installationId).toBeTruthy();
    const connected = await getData(ctx, `/api/v1/water-users/${approved.waterUserId}`);
    expect(connected).toMatchObject({
      usageStatusId: ctx.basicsA.statuses.NORMAL,
      depositPaid: 0,
      connectedOn: '2026-11-05',
      routeId: ctx.basicsA.routeId,
      routeSeq: 7,
      meter: { serial: 'NEW-RQ-1', initialReading: 0 },
    });
    // The deposit is held through its paid bill, not typed on the connection as well.
    expect(await getData(ctx, `/api/v1/deposits/${approved.waterUserId}`, finance)).toMatchObject({
      opening: 0,
      held: 40_000,
    });

    // Two connections from one request: refused.
    const twice = await act(ctx, ctx.clerk, filed.id, 'install', {
      installedOn: '2026-11-06',
      serial: 'NEW-RQ-2',
      initialReading: 0,
    });
    expect(twice.statusCode, twice.body).toBe(409);
    expect(twice.json().message).toContain('ติดตั้ง');

    const done = answer(await act(ctx, ctx.clerk, filed.id, 'complete', {}));
    expect(done.state).toBe('completed');
    expect(done.events.map((e) => [e.action, e.toState])).toEqual([
      ['file', 'submitted'],
      ['survey', 'surveyed'],
      ['approve', 'approved'],
      ['issueFees', 'fees_issued'],
      ['install', 'installed'],
      ['complete', 'completed'],
    ]);
    expect(done.events.every((e) => e.actorName)).toBe(true);

    // Its first round: 12 m³ at the flat 7.00 + the ½″ meter fee 10.00 = 94.00.
    const round = await makeRound(ctx, 2569, 11);
    const reader = await ctx.a.login('meter_reader');
    const read = await recordReading(
      ctx,
      readingEntry(round, approved.waterUserId ?? '', 12),
      reader,
    );
    expect(read.statusCode, read.body).toBe(200);
    const run = await send(ctx.t, finance, 'POST', `/api/v1/service-rounds/${round}/billing`);
    expect(run.statusCode, run.body).toBe(202);
    expect((await waitForJob(ctx.t, finance, run)).status).toBe('succeeded');
    const { items } = (await getData(
      ctx,
      `/api/v1/bills?roundId=${round}&waterUserId=${approved.waterUserId}`,
      finance,
    )) as { items: BillRow[] };
    expect(items).toHaveLength(1);
    const first = (await getData(ctx, `/api/v1/bills/${items[0]?.id}`, finance)) as Bill;
    expect(first.lines.map((l) => [l.kind, l.quantity, l.amount])).toEqual([
      ['block', 12, 8_400],
      ['meter_fee', null, 1_000],
    ]);
    expect(first.total).toBe(9_400);
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });
});

describe('refusals and the register', () => {
  it('rejects with a reason, and a rejected request moves no more', async () => {
    const r = await file(ctx, ctx.clerk, newConnection(ctx.basicsA, { firstName: 'ก้อง' }));
    const noReason = await act(ctx, ctx.clerk, r.id, 'reject', { reason: '' });
    expect(noReason.statusCode).toBe(400);
    const rejected = answer(await act(ctx, ctx.clerk, r.id, 'reject', { reason: 'อยู่นอกเขตบริการ' }));
    expect(rejected).toMatchObject({ state: 'rejected', reason: 'อยู่นอกเขตบริการ', moves: [] });
    const approve = await act(ctx, ctx.clerk, r.id, 'approve');
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toContain('สถานะ');
  });

  it('answers a complaint of an existing water user without fees', async () => {
    const approved = (await getData(
      ctx,
      '/api/v1/requests?kind=new_connection&state=completed',
    )) as {
      items: RequestRow[];
    };
    const waterUserId = approved.items[0]?.waterUserId ?? '';
    const c = await file(ctx, ctx.clerk, {
      kind: 'complaint',
      filedOn: '2026-11-20',
      waterUserId,
      subject: 'น้ำไหลอ่อน',
    });
    expect(c).toMatchObject({
      applicantName: 'นางมาลี ศรีสุข',
      waterUserId,
      areaId: ctx.basicsA.areaId,
    });
    const fees = await act(ctx, ctx.clerk, c.id, 'fees');
    expect(fees.statusCode).toBe(409);
    const closed = answer(
      await act(ctx, ctx.clerk, c.id, 'complete', { answer: 'ล้างท่อแล้ว แรงดันปกติ' }),
    );
    expect(closed).toMatchObject({ state: 'completed', answer: 'ล้างท่อแล้ว แรงดันปกติ' });
  });

  it('numbers per fiscal year without a gap, a refused filing taking none', async () => {
    const bad = await send(ctx.t, ctx.clerk, 'POST', '/api/v1/requests', {
      ...newConnection(ctx.basicsA),
      nationalId: '1234567890123',
    });
    expect(bad.statusCode).toBe(400);
    const next = await file(ctx, ctx.clerk, newConnection(ctx.basicsA, { firstName: 'ดวง' }));
    const older = await file(
      ctx,
      ctx.clerk,
      newConnection(ctx.basicsA, { firstName: 'เก่า', filedOn: '2026-09-30' }),
    );
    const { items } = (await getData(ctx, '/api/v1/requests?pageSize=50&sort=number')) as {
      items: RequestRow[];
    };
    expect(items.map((r) => r.number)).toEqual([
      'RQ256900001',
      'RQ257000001',
      'RQ257000002',
      'RQ257000003',
      next.number,
    ]);
    expect(next.number).toBe('RQ257000004');
    expect(older.number).toBe('RQ256900001');
    const aged = (await getData(ctx, '/api/v1/requests?olderThanDays=30')) as {
      items: RequestRow[];
    };
    expect(aged.items.map((r) => r.number)).toContain('RQ256900001');
  });

  it('hides another organisation’s requests (404) and keeps rights', async () => {
    const r = await file(ctx, ctx.clerk, newConnection(ctx.basicsA, { firstName: 'ลับ' }));
    const otherClerk = await ctx.b.login('clerk');
    expect((await send(ctx.t, otherClerk, 'GET', `/api/v1/requests/${r.id}`)).statusCode).toBe(404);
    expect((await act(ctx, otherClerk, r.id, 'survey', survey)).statusCode).toBe(404);
    expect((await send(ctx.t, otherClerk, 'GET', `/api/v1/requests/${r.id}/pdf`)).statusCode).toBe(
      404,
    );
    expect((await send(ctx.t, cashier, 'GET', '/api/v1/requests')).statusCode).toBe(403);
    expect((await act(ctx, finance, r.id, 'survey', survey)).statusCode).toBe(403);
    const auditor = await ctx.a.login('auditor');
    expect((await send(ctx.t, auditor, 'GET', `/api/v1/requests/${r.id}`)).statusCode).toBe(200);
  });

  it('exports the register and prints the form', async () => {
    const xlsx = await send(ctx.t, ctx.clerk, 'GET', '/api/v1/requests/export');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const { items } = (await getData(ctx, '/api/v1/requests?pageSize=1')) as {
      items: RequestRow[];
    };
    const pdf = await send(ctx.t, ctx.clerk, 'GET', `/api/v1/requests/${items[0]?.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expectPdf(pdf.rawPayload);
    // The text a reader copies out of it is the Thai that was printed.
    const text = await pageText(pdf.rawPayload);
    for (const printed of ['คำร้องขอใช้น้ำประปา', 'สำเนาทะเบียนบ้าน', 'ผู้ยื่นคำร้อง']) {
      expect(text).toContain(printed);
    }
    expect(text).toContain(items[0]?.number);
  });

  it('keeps every move and fee link as written, and never deletes a request', async () => {
    const db = ctx.t.database.db;
    // Drizzle wraps the database's error: the trigger's words are in its cause.
    const refused = async (statement: ReturnType<typeof sql>) => {
      const err = await withSystem(db, (tx) => tx.execute(statement)).then(
        () => null,
        (e: unknown) => e as { cause?: { message?: string } },
      );
      expect(err?.cause?.message ?? 'accepted').toMatch(/prapa:/);
    };
    await refused(sql`update request_events set note = 'แก้ย้อนหลัง'`);
    await refused(sql`delete from request_events`);
    await refused(sql`delete from request_fees`);
    await refused(sql`delete from requests`);
    await refused(sql`update requests set number = 'RQ0'`);
    await refused(sql`update request_counters set last_seq = 0`);
  });

  it('keeps the price list for clerks and the manager', async () => {
    const made = await send(ctx.t, ctx.clerk, 'POST', '/api/v1/request-price-items', {
      code: 'PE05',
      name: 'ท่อ PE ½″',
      unit: 'เมตร',
      price: 2_550,
    });
    expect(made.statusCode, made.body).toBe(200);
    const byFinance = await send(ctx.t, finance, 'POST', '/api/v1/request-price-items', {
      code: 'X',
      name: 'x',
      unit: 'x',
      price: 1,
    });
    expect(byFinance.statusCode).toBe(403);
    const list = (await getData(ctx, '/api/v1/request-price-items')) as { total: number };
    expect(list.total).toBe(1);
  });
});
