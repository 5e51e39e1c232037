import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  Bill,
  BillingPreview,
  BillRow,
  Organisation,
  Receipt,
  ReceiptBook,
} from '@prapa/contracts';
import { withSystem } from '../../db/tenant.ts';
import { pageText } from '../../documents/pdf-test-decode.ts';
import { readXlsx } from '../../../test/read-xlsx.ts';
import type { Session } from '../../../test/factories.ts';
import { waitForJob } from '../../../test/jobs.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { roundAfterThreeMonths } from '../readings/reading-fixtures.ts';
import { getData, send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import { account, bookFor, paid, pay } from './receipt-fixtures.ts';

// The counter (issue 10) in a village: RES flat 7 ฿/m³, minimum 30 ฿, a 10 ฿ meter fee,
// no VAT. October 2569 billed: user 0 10 m³ (80 ฿), user 1 20 m³ (150 ฿), user 2 0 m³
// (40 ฿), user 3 10 m³ (80 ฿). Every amount in satang; the ledger balances at the end.
const ctx: WaterCtx = useWaterApp();
let finance: Session;
let cashier: Session;
let manager: Session;
let users: string[] = [];
const u = (i: number) => users[i] ?? '';
let cash: string;
let transfer: string;

const counts = () =>
  withSystem(ctx.t.database.db, async (tx) => {
    const res = await tx.execute(sql`select
      (select count(*) from receipts where org_id = ${ctx.a.id})::int as receipts,
      (select count(*) from receipt_allocations where org_id = ${ctx.a.id})::int as allocations,
      (select count(*) from credit_moves where org_id = ${ctx.a.id})::int as moves,
      (select coalesce(sum(next_no), 0) from receipt_books where org_id = ${ctx.a.id})::int as next,
      (select coalesce(sum(paid), 0) from bills where org_id = ${ctx.a.id})::bigint as paid`);
    return (res as unknown as { rows: Record<string, unknown>[] }).rows[0];
  });

const waterBill = async (user: string) => {
  const { items } = (await getData(
    ctx,
    `/api/v1/bills?waterUserId=${user}&kind=water`,
    finance,
  )) as {
    items: BillRow[];
  };
  const [row] = items;
  if (!row) throw new Error('no water bill');
  return row;
};

const sundry = async (user: string, amount: number) => {
  const res = await send(ctx.t, finance, 'POST', '/api/v1/bills/sundry', {
    waterUserId: user,
    sundryKind: 'meter_change',
    amount,
    description: 'ค่าเปลี่ยนมาตร',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Bill;
};

beforeAll(async () => {
  finance = await ctx.a.login('finance_officer');
  cashier = await ctx.a.login('cashier');
  manager = await ctx.a.login('manager');
  const reader = await ctx.a.login('meter_reader');
  ({ users } = await roundAfterThreeMonths(
    ctx,
    reader,
    4,
    [
      [40, '00'],
      [50, '00'],
      [30, '00'],
      [40, '00'],
    ],
    7,
  ));
  const round = (await getData(ctx, '/api/v1/service-rounds?pageSize=10', finance)) as {
    items: { id: string; month: number }[];
  };
  const october = round.items.find((r) => r.month === 10)?.id ?? '';
  const run = await send(ctx.t, finance, 'POST', `/api/v1/service-rounds/${october}/billing`);
  expect(run.statusCode, run.body).toBe(202);
  const job = await waitForJob(ctx.t, finance, run);
  expect((job.result as BillingPreview).bills).toBe(4);
  const channels = (await getData(ctx, '/api/v1/basic/payment-channels?pageSize=50', manager)) as {
    items: { id: string; code: string }[];
  };
  cash = channels.items.find((c) => c.code === 'CASH')?.id ?? '';
  transfer = channels.items.find((c) => c.code === 'TRANSFER')?.id ?? '';
});

describe('the receipt control register', () => {
  it('refuses cash from a cashier who holds no book, and writes nothing', async () => {
    const before = await counts();
    const bill = await waterBill(u(0));
    const res = await pay(ctx, cashier, {
      waterUserId: u(0),
      billIds: [bill.id],
      amount: 8000,
      channelId: cash,
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toContain('เล่มใบเสร็จ');
    expect(await counts()).toEqual(before);
  });

  it('receives a book and hands it to the cashier', async () => {
    const book = await bookFor(ctx, finance, '001', { officerId: cashier.user.id });
    expect(book).toMatchObject({
      fiscalYear: 2570,
      state: 'open',
      nextNo: 1,
      remaining: 50,
      used: 0,
      holderOfficerName: cashier.user.userFullname,
    });
    const dup = await send(ctx.t, finance, 'POST', '/api/v1/receipt-books', {
      bookNo: '001',
      kind: 'paper',
      firstNo: 1,
      lastNo: 50,
      receivedAt: book.receivedAt,
    });
    expect(dup.statusCode, dup.body).toBe(409);
    const byCashier = await send(ctx.t, cashier, 'POST', '/api/v1/receipt-books', {
      bookNo: '002',
      kind: 'paper',
      firstNo: 1,
      lastNo: 50,
      receivedAt: book.receivedAt,
    });
    expect(byCashier.statusCode).toBe(403);
  });
});

describe('taking money at the counter', () => {
  it('pays two whole bills oldest first, in cash with change', async () => {
    const fee = await sundry(u(0), 10000);
    const acc = await account(ctx, cashier, u(0));
    expect(acc.bills.map((b) => [b.kind, b.outstanding])).toEqual([
      ['water', 8000],
      ['sundry', 10000],
    ]);
    expect(acc).toMatchObject({ owed: 18000, credit: 0, allowPartial: false, dayClosed: false });
    expect(acc.book).toMatchObject({ bookNo: '001', nextNo: 1, remaining: 50 });
    const water = acc.bills[0]?.id ?? '';
    const r = await paid(
      await pay(ctx, cashier, {
        waterUserId: u(0),
        billIds: [water, fee.id],
        amount: 18000,
        channelId: cash,
        tendered: 20000,
      }),
    );
    expect(r).toMatchObject({
      bookNo: '001',
      number: 1,
      amount: 18000,
      tendered: 20000,
      change: 2000,
      toCredit: 0,
      creditUsed: 0,
      status: 'valid',
    });
    expect(r.allocations.map((a) => [a.billId, a.source, a.amount, a.heads])).toEqual([
      [
        water,
        'money',
        8000,
        { lateFee: 0, water: 7000, topUp: 0, meterFee: 1000, other: 0, vat: 0 },
      ],
      [
        fee.id,
        'money',
        10000,
        { lateFee: 0, water: 0, topUp: 0, meterFee: 0, other: 10000, vat: 0 },
      ],
    ]);
    expect(r.snapshot.bills.map((b) => [b.label, b.month, b.paid, b.left])).toEqual([
      ['water', 10, 8000, 0],
      ['meter_change', null, 10000, 0],
    ]);
    expect((await account(ctx, cashier, u(0))).owed).toBe(0);
  });

  it('refuses part of a bill unless the organisation allows it, and writes nothing', async () => {
    const before = await counts();
    const bill = await waterBill(u(1));
    const res = await pay(ctx, cashier, {
      waterUserId: u(1),
      billIds: [bill.id],
      amount: 10000,
      channelId: cash,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'amount', message: expect.stringContaining('เต็ม') },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('keeps money above the bill as credit, and uses it on the next payment', async () => {
    const bill = await waterBill(u(2));
    expect(bill.total).toBe(4000);
    const first = await paid(
      await pay(ctx, cashier, {
        waterUserId: u(2),
        billIds: [bill.id],
        amount: 5000,
        channelId: cash,
      }),
    );
    expect(first).toMatchObject({ number: 2, amount: 5000, toCredit: 1000, change: 0 });
    expect((await account(ctx, cashier, u(2))).credit).toBe(1000);
    const fee = await sundry(u(2), 1500);
    const second = await paid(
      await pay(ctx, cashier, {
        waterUserId: u(2),
        billIds: [fee.id],
        amount: 500,
        channelId: cash,
      }),
    );
    expect(second).toMatchObject({ number: 3, amount: 500, creditUsed: 1000, toCredit: 0 });
    expect(second.allocations.map((a) => [a.source, a.amount])).toEqual([
      ['credit', 1000],
      ['money', 500],
    ]);
    expect(await account(ctx, cashier, u(2))).toMatchObject({ credit: 0, owed: 0 });
    // Voiding the first would take back credit the second already used.
    const voidFirst = await send(ctx.t, finance, 'POST', `/api/v1/receipts/${first.id}/void`, {
      reason: 'ทดสอบ',
    });
    expect(voidFirst.statusCode, voidFirst.body).toBe(409);
  });

  it('answers a retry with the same Idempotency-Key with the first receipt', async () => {
    const bill = await waterBill(u(3));
    const body = { waterUserId: u(3), billIds: [bill.id], amount: 8000, channelId: cash };
    const first = await paid(await pay(ctx, cashier, body, 'counter-key-1'));
    const before = await counts();
    const again = await pay(ctx, cashier, body, 'counter-key-1');
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json().data as Receipt).id).toBe(first.id);
    // The answer to the payment is the receipt as stored (it is not read back to answer).
    expect(again.json().data).toEqual(first);
    expect(await getData(ctx, `/api/v1/receipts/${first.id}`, finance)).toEqual(first);
    expect(await counts()).toEqual(before);
    const other = await pay(ctx, cashier, { ...body, amount: 9000 }, 'counter-key-1');
    expect(other.statusCode, other.body).toBe(409);
    // The bill is paid: paying it again (another cashier, no key) is refused.
    const twice = await pay(ctx, finance, body);
    expect(twice.statusCode, twice.body).toBe(409);
    expect(await counts()).toEqual(before);
  });

  it('refuses bad amounts and channels with nothing written', async () => {
    const bill = await waterBill(u(1));
    const before = await counts();
    const base = { waterUserId: u(1), billIds: [bill.id], channelId: cash };
    for (const amount of [-1, 0.5, 1_000_000_001, '150']) {
      const res = await pay(ctx, cashier, { ...base, amount });
      expect(res.statusCode, `${String(amount)}: ${res.body}`).toBe(400);
    }
    const zero = await pay(ctx, cashier, { ...base, amount: 0 });
    expect(zero.statusCode, zero.body).toBe(400);
    const short = await pay(ctx, cashier, { ...base, amount: 15000, tendered: 10000 });
    expect(short.statusCode, short.body).toBe(400);
    const noRef = await pay(ctx, cashier, { ...base, amount: 15000, channelId: transfer });
    expect(noRef.statusCode, noRef.body).toBe(400);
    expect(noRef.json().errors[0].path).toBe('reference');
    expect(await counts()).toEqual(before);
  });

  it('takes part of a bill where allowed: water first, then the meter fee', async () => {
    const org = (await getData(ctx, '/api/v1/org', manager)) as Organisation;
    const { id: _i, code: _c, isDemo: _d, active: _a, createdAt: _t, ...settings } = org;
    const put = await send(ctx.t, manager, 'PUT', '/api/v1/org', {
      ...settings,
      allowPartialPayment: true,
    });
    expect(put.statusCode, put.body).toBe(200);
    const bill = await waterBill(u(1));
    expect(bill.total).toBe(15000);
    const part = await paid(
      await pay(ctx, cashier, {
        waterUserId: u(1),
        billIds: [bill.id],
        amount: 10000,
        channelId: transfer,
        reference: 'KBANK 0001',
      }),
    );
    expect(part.tendered).toBeNull();
    expect(part.allocations[0]?.heads).toMatchObject({ water: 10000, meterFee: 0 });
    expect((await waterBill(u(1))).status).toBe('partly_paid');
    const rest = await paid(
      await pay(ctx, cashier, {
        waterUserId: u(1),
        billIds: [bill.id],
        amount: 5000,
        channelId: cash,
      }),
    );
    expect(rest.allocations[0]?.heads).toMatchObject({ water: 4000, meterFee: 1000 });
    expect((await waterBill(u(1))).status).toBe('paid');
  });
});

describe('voiding a receipt', () => {
  it('is finance’s, reopens the bills and keeps the leaf', async () => {
    const list = (await getData(ctx, '/api/v1/receipts?pageSize=50', finance)) as {
      items: Receipt[];
    };
    const first = list.items.find((r) => r.number === 1);
    if (!first) throw new Error('no receipt 1');
    const byCashier = await send(ctx.t, cashier, 'POST', `/api/v1/receipts/${first.id}/void`, {
      reason: 'ลูกค้าชำระผิดราย',
    });
    expect(byCashier.statusCode).toBe(403);
    const res = await send(ctx.t, finance, 'POST', `/api/v1/receipts/${first.id}/void`, {
      reason: 'ลูกค้าชำระผิดราย',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'void', voidReason: 'ลูกค้าชำระผิดราย' });
    const acc = await account(ctx, cashier, u(0));
    expect(acc.owed).toBe(18000);
    const again = await send(ctx.t, finance, 'POST', `/api/v1/receipts/${first.id}/void`, {
      reason: 'อีกครั้ง',
    });
    expect(again.statusCode).toBe(409);
    const book = (
      (await getData(ctx, '/api/v1/receipt-books', finance)) as { items: ReceiptBook[] }
    ).items.find((b) => b.bookNo === '001');
    expect(book).toMatchObject({ used: 6, voidedReceipts: 1, nextNo: 7, remaining: 44 });
  });
});

describe('books: shared, spoiled leaves, fiscal years', () => {
  it('numbers the manager’s receipt from the office book, after a spoiled leaf', async () => {
    const office = manager.user.officeId ?? '';
    const book = await bookFor(
      ctx,
      finance,
      'OFF-1',
      { officeId: office },
      { firstNo: 101, lastNo: 110 },
    );
    const spoiled = await send(
      ctx.t,
      finance,
      'POST',
      `/api/v1/receipt-books/${book.id}/void-leaves`,
      {
        fromNo: 101,
        toNo: 101,
        reason: 'เครื่องพิมพ์ติดกระดาษ',
      },
    );
    expect(spoiled.statusCode, spoiled.body).toBe(200);
    expect(spoiled.json().data).toMatchObject({ nextNo: 102, voidedLeaves: 1 });
    const ahead = await send(
      ctx.t,
      finance,
      'POST',
      `/api/v1/receipt-books/${book.id}/void-leaves`,
      {
        fromNo: 105,
        toNo: 105,
        reason: 'ข้าม',
      },
    );
    expect(ahead.statusCode).toBe(409);
    const bill = (await account(ctx, manager, u(0))).bills[0];
    const r = await paid(
      await pay(ctx, manager, {
        waterUserId: u(0),
        billIds: [bill?.id],
        amount: 8000,
        channelId: cash,
      }),
    );
    expect(r).toMatchObject({ bookNo: 'OFF-1', number: 102 });
  });

  it('does not number this year’s receipts from last year’s book; the year end closes it', async () => {
    const old = await bookFor(
      ctx,
      finance,
      'Y69',
      { officerId: finance.user.id },
      {
        receivedAt: '2026-09-15',
      },
    );
    expect(old.fiscalYear).toBe(2569);
    const fee = await sundry(u(3), 2000);
    const res = await pay(ctx, finance, {
      waterUserId: u(3),
      billIds: [fee.id],
      amount: 2000,
      channelId: cash,
    });
    // The finance officer sits in the office: today's number comes from the office book.
    expect((await paid(res)).bookNo).toBe('OFF-1');
    const end = await send(ctx.t, finance, 'POST', '/api/v1/receipt-books/year-end', {
      fiscalYear: 2569,
      reason: 'สิ้นปีงบประมาณ 2569',
    });
    expect(end.statusCode, end.body).toBe(200);
    expect(end.json().data).toEqual({ books: 1, leaves: 50 });
    expect(
      (await getData(ctx, `/api/v1/receipt-books/${old.id}`, finance)) as ReceiptBook,
    ).toMatchObject({
      state: 'closed',
      voidedLeaves: 50,
      remaining: 0,
    });
  });
});

describe('who may see and do what', () => {
  it('answers another organisation 404 and an auditor 403', async () => {
    const mine = ((await getData(ctx, '/api/v1/receipts', finance)) as { items: Receipt[] })
      .items[0];
    const other = await ctx.b.login('finance_officer');
    expect((await send(ctx.t, other, 'GET', `/api/v1/receipts/${mine?.id}`)).statusCode).toBe(404);
    expect((await send(ctx.t, other, 'GET', `/api/v1/counter/${u(0)}`)).statusCode).toBe(404);
    expect(
      (await send(ctx.t, other, 'POST', `/api/v1/receipts/${mine?.id}/void`, { reason: 'ไม่ใช่' }))
        .statusCode,
    ).toBe(404);
    const book = (await getData(ctx, '/api/v1/receipt-books', finance)) as { items: ReceiptBook[] };
    expect(
      (await send(ctx.t, other, 'GET', `/api/v1/receipt-books/${book.items[0]?.id}`)).statusCode,
    ).toBe(404);
    const otherCashier = await ctx.b.login('cashier');
    const bill = (await account(ctx, cashier, u(0))).bills[0];
    const cross = await pay(ctx, otherCashier, {
      waterUserId: u(0),
      billIds: [bill?.id],
      amount: 8000,
      channelId: cash,
    });
    expect([404, 400]).toContain(cross.statusCode);
    const auditor = await ctx.a.login('auditor');
    expect(
      (
        await pay(ctx, auditor, {
          waterUserId: u(0),
          billIds: [bill?.id],
          amount: 8000,
          channelId: cash,
        })
      ).statusCode,
    ).toBe(403);
    expect((await send(ctx.t, auditor, 'GET', '/api/v1/receipts')).statusCode).toBe(200);
  });

  it('finds a connection by a scanned bill barcode or bill number', async () => {
    const bill = await waterBill(u(1));
    const scan = `|099400000000001\r${bill.customerNo}\r${bill.number}\r0`;
    const res = (await getData(
      ctx,
      `/api/v1/counter/find?q=${encodeURIComponent(scan)}`,
      cashier,
    )) as {
      scanned: string;
      items: { id: string }[];
    };
    expect(res).toMatchObject({ scanned: bill.number, items: [{ id: u(1) }] });
    const byNumber = (await getData(ctx, `/api/v1/counter/find?q=${bill.number}`, cashier)) as {
      items: { id: string }[];
    };
    expect(byNumber.items.map((i) => i.id)).toEqual([u(1)]);
  });

  it('exports the register as .xlsx and a Thai PDF with the same books', async () => {
    const xlsx = await send(ctx.t, finance, 'GET', '/api/v1/receipt-books/export?fiscalYear=2570');
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const sheet = await readXlsx(xlsx);
    expect(sheet.rows.map((r) => r[1])).toEqual(['001', 'OFF-1']);
    const pdf = await send(ctx.t, finance, 'GET', '/api/v1/receipt-books/pdf?fiscalYear=2570');
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = (await pageText(pdf.rawPayload)).replace(/\s+/g, '');
    expect(text).toContain('ทะเบียนคุมใบเสร็จรับเงิน');
    expect(text).toContain('รวม2เล่ม');
    if (process.env.PDF_OUT) writeFileSync(process.env.PDF_OUT, pdf.rawPayload);
  });

  it('leaves the ledger balanced', async () => {
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });
});
