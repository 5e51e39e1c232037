import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Bill, BillRow, BankRowRecord } from '@prapa/contracts';
import { bangkokDate } from '@prapa/domain';
import { withSystem } from '../../db/tenant.ts';
import type { Session } from '../../../test/factories.ts';
import { waitForJob } from '../../../test/jobs.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { getData, send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import {
  BILLER,
  botFile,
  channelBook,
  confirmed,
  fileBody,
  preview,
  previewed,
  type Payment,
  billedOctober,
} from './bank-fixtures.ts';

// A bank's bill-payment file (issue 11) for a village: RES 7 ฿/m³, minimum 30 ฿, meter fee
// 10 ฿, no VAT. October 2569 billed: users 0, 3, 4, 5 owe 80 ฿, user 1 150 ฿, user 2 40 ฿;
// user 3 also a 100 ฿ meter-change fee. Every amount in satang; the ledger balances.
const ctx: WaterCtx = useWaterApp();
let finance: Session;
let users: string[] = [];
const u = (i: number) => users[i] ?? '';
const bills = new Map<string, BillRow>();
const bill = (i: number) => bills.get(u(i)) as BillRow;
let qr = '';
const today = bangkokDate(new Date());

const counts = () =>
  withSystem(ctx.t.database.db, async (tx) => {
    const res = await tx.execute(sql`select
      (select count(*) from receipts where org_id = ${ctx.a.id})::int as receipts,
      (select count(*) from bank_files where org_id = ${ctx.a.id})::int as files,
      (select count(*) from bank_rows where org_id = ${ctx.a.id})::int as rows,
      (select coalesce(sum(paid), 0) from bills where org_id = ${ctx.a.id})::bigint as paid`);
    return (res as unknown as { rows: Record<string, unknown>[] }).rows[0];
  });

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

const pay = (i: number, amount: number, over: Partial<Payment> = {}): Payment => ({
  ref1: bill(i).customerNo,
  ref2: bill(i).number,
  amount,
  ...over,
});

let voidedFee: Bill;
let file1: Payment[] = [];

beforeAll(async () => {
  finance = await ctx.a.login('finance_officer');
  const found = await billedOctober(ctx, finance, [
    [40, '00'],
    [50, '00'],
    [30, '00'],
    [40, '00'],
    [40, '00'],
    [40, '00'],
  ]);
  users = found.users;
  for (const [k, v] of found.bills) bills.set(k, v);
  qr = found.channels.QR ?? '';
  await sundry(u(3), 10_000);
  voidedFee = await sundry(u(4), 5_000);
  const voided = await send(ctx.t, finance, 'POST', `/api/v1/bills/${voidedFee.id}/void`, {
    reason: 'คิดซ้ำ',
  });
  expect(voided.statusCode, voided.body).toBe(200);
  file1 = [
    pay(0, 8_000, { payerName: 'นายสมชาย ใจดี' }),
    pay(1, 16_000, { payerName: 'นางสาวสมหญิง รักน้ำ' }),
    pay(2, 2_000),
    // Two bills of user 3 in one payment: the water bill named by ref2, then the fee.
    pay(3, 18_000),
    // ref2 of a voided fee: the connection's open bills instead, flagged.
    { ref1: bill(4).customerNo, ref2: voidedFee.number, amount: 8_000 },
    { ref1: '999999', ref2: 'X1', amount: 5_000, payerName: 'ไม่ทราบชื่อ' },
    // ref1 of user 5 with user 0's bill: the refs disagree, a person decides.
    { ref1: bill(5).customerNo, ref2: bill(0).number, amount: 8_000 },
  ];
});

describe('a BOT bill-payment file', () => {
  it('is refused while the organisation has no biller id, and nothing is written', async () => {
    const before = await counts();
    const res = await preview(ctx, finance, fileBody('a.txt', botFile(today, file1), qr));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[0].message).toContain('Biller ID');
    expect(await counts()).toEqual(before);
    await withSystem(ctx.t.database.db, (tx) =>
      tx.execute(
        sql`update organisations set promptpay_biller_id = ${BILLER} where id = ${ctx.a.id}`,
      ),
    );
  });

  it('previews every row with its match, reason and exact amounts, writing nothing', async () => {
    const before = await counts();
    const p = await previewed(ctx, finance, fileBody('a.txt', botFile(today, file1), qr));
    expect(p).toMatchObject({
      format: 'bot',
      rowCount: 7,
      total: 65_000,
      trailer: { count: 7, total: 65_000 },
      firstDate: today,
      toReceipt: { count: 5, amount: 52_000 },
      toQueue: { count: 2, amount: 13_000 },
    });
    expect(p.classes).toEqual([
      { match: 'bill', count: 4, amount: 44_000 },
      { match: 'connection', count: 2, amount: 16_000 },
      { match: 'unmatched', count: 1, amount: 5_000 },
    ]);
    expect(p.rows.map((r) => [r.line, r.match, r.flags, r.toCredit])).toEqual([
      [2, 'bill', [], 0],
      [3, 'bill', ['over'], 1_000],
      [4, 'bill', ['partial'], 0],
      [5, 'bill', [], 0],
      [6, 'connection', ['billVoided'], 0],
      [7, 'unmatched', [], 0],
      [8, 'connection', ['billOtherConnection'], 0],
    ]);
    expect(p.rows[0]?.payerName).toBe('นายสมชาย ใจดี');
    expect(p.rows[3]?.bills.map((b) => [b.owed, b.pays])).toEqual([
      [8_000, 8_000],
      [10_000, 10_000],
    ]);
    expect(p.rows[2]?.bills.map((b) => [b.number, b.owed, b.pays])).toEqual([
      [bill(2).number, 4_000, 2_000],
    ]);
    expect(await counts()).toEqual(before);
  });

  it('refuses to confirm without the channel’s electronic book, and writes nothing', async () => {
    const before = await counts();
    const body = fileBody('a.txt', botFile(today, file1), qr);
    const p = await previewed(ctx, finance, body);
    const res = await send(ctx.t, finance, 'POST', '/api/v1/bank-files/confirm', {
      ...body,
      fileHash: p.fileHash,
    });
    expect(res.statusCode, res.body).toBe(202);
    const job = await waitForJob(ctx.t, finance, res);
    expect(job.status).toBe('failed');
    expect(job.error?.code).toBe('CONFLICT');
    expect(job.error?.message).toContain('อิเล็กทรอนิกส์');
    expect(await counts()).toEqual(before);
  });

  it('confirms: receipts from the electronic book, dated as the bank paid; twice is once', async () => {
    await channelBook(ctx, finance, 'QR-1', qr, today);
    const body = fileBody('a.txt', botFile(today, file1), qr);
    const p = await previewed(ctx, finance, body);
    const r = await confirmed(ctx, finance, body, p.fileHash);
    expect(r).toMatchObject({
      created: true,
      receiptAmount: 52_000,
      queued: 2,
      queuedAmount: 13_000,
    });
    expect(r.receipts.map((x) => [x.line, x.bookNo, x.number, x.amount])).toEqual([
      [2, 'QR-1', 1, 8_000],
      [3, 'QR-1', 2, 16_000],
      [4, 'QR-1', 3, 2_000],
      [5, 'QR-1', 4, 18_000],
      [6, 'QR-1', 5, 8_000],
    ]);
    const receipt = (await getData(
      ctx,
      `/api/v1/receipts/${r.receipts[1]?.receiptId}`,
      finance,
    )) as {
      businessDate: string;
      paidAt: string;
      toCredit: number;
      channelId: string;
    };
    expect(receipt).toMatchObject({ businessDate: today, toCredit: 1_000, channelId: qr });
    expect(new Date(receipt.paidAt).toISOString()).toBe(
      new Date(`${today}T10:00:01+07:00`).toISOString(),
    );
    const after = await counts();
    const again = await confirmed(ctx, finance, body, p.fileHash);
    expect(again).toMatchObject({ created: false, fileId: r.fileId, receiptAmount: 52_000 });
    expect(await counts()).toEqual(after);
    const refused = await preview(ctx, finance, body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0].message).toContain('นำเข้าแล้ว');
    const acc = (await getData(ctx, `/api/v1/counter/${u(2)}`, finance)) as { owed: number };
    expect(acc.owed).toBe(2_000);
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });

  it('marks a payment taken from an earlier file as a duplicate and takes only the new one', async () => {
    const file2 = [file1[0] as Payment, pay(5, 8_000)];
    // The same payment at the same time as in the first file: its key is the same.
    const body = fileBody('b.txt', botFile(today, file2), qr);
    const p = await previewed(ctx, finance, body);
    expect(p.rows.map((r) => [r.match, r.takenBefore?.fileName ?? null])).toEqual([
      ['duplicate', 'a.txt'],
      ['bill', null],
    ]);
    const r = await confirmed(ctx, finance, body, p.fileHash);
    expect(r.receipts.map((x) => [x.number, x.amount])).toEqual([[6, 8_000]]);
    expect(r.duplicates).toBe(1);
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });

  it('refuses a broken file with its line and reason, writing nothing', async () => {
    const before = await counts();
    const good = botFile(today, [pay(2, 1_000), pay(2, 500)]);
    const cut = Buffer.concat([good.subarray(0, 258 + 100), good.subarray(258 + 101)]);
    const bad = async (content: Buffer, text: string) => {
      const res = await preview(ctx, finance, fileBody('x.txt', content, qr));
      expect(res.statusCode, res.body).toBe(422);
      expect(
        res
          .json()
          .errors.map((e: { message: string }) => e.message)
          .join(' '),
      ).toContain(text);
    };
    await bad(cut, 'บรรทัด 2: ยาว 255');
    await bad(botFile(today, [pay(2, 1_000)], { total: 999 }), 'ยอดรวมในระเบียนสรุป');
    await bad(botFile(today, [pay(2, 1_000, { billerId: '099400099999901' })]), '099400099999901');
    await bad(Buffer.from(new TextDecoder('windows-874').decode(good), 'utf8'), 'TIS-620');
    expect(await counts()).toEqual(before);
  });
});

describe('the queue', () => {
  const queued = async () =>
    (
      (await getData(ctx, '/api/v1/bank-rows?state=queued', finance)) as {
        items: BankRowRecord[];
      }
    ).items;

  it('matches an unknown payer by hand and dismisses another, both audited', async () => {
    const rows = await queued();
    expect(rows.map((r) => [r.line, r.amount]).sort()).toEqual([
      [7, 5_000],
      [8, 8_000],
    ]);
    const unknown = rows.find((r) => r.line === 7) as BankRowRecord;
    // User 2 still owes 20 ฿ of its bill: 50 ฿ pays it, 30 ฿ stays as credit.
    const m = await send(ctx.t, finance, 'POST', `/api/v1/bank-rows/${unknown.id}/match`, {
      waterUserId: u(2),
    });
    expect(m.statusCode, m.body).toBe(200);
    const matched = m.json().data as BankRowRecord;
    expect(matched).toMatchObject({ state: 'matched', waterUserId: u(2), receiptNo: 'QR-1/7' });
    const twice = await send(ctx.t, finance, 'POST', `/api/v1/bank-rows/${unknown.id}/match`, {
      waterUserId: u(2),
    });
    expect(twice.statusCode).toBe(409);
    const other = rows.find((r) => r.line === 8) as BankRowRecord;
    const short = await send(ctx.t, finance, 'POST', `/api/v1/bank-rows/${other.id}/dismiss`, {
      reason: 'x',
    });
    expect(short.statusCode).toBe(400);
    const d = await send(ctx.t, finance, 'POST', `/api/v1/bank-rows/${other.id}/dismiss`, {
      reason: 'โอนซ้ำ ธนาคารคืนเงินแล้ว',
    });
    expect(d.statusCode, d.body).toBe(200);
    expect(d.json().data).toMatchObject({ state: 'dismissed', reason: 'โอนซ้ำ ธนาคารคืนเงินแล้ว' });
    expect(await queued()).toEqual([]);
    const audit = await withSystem(ctx.t.database.db, (tx) =>
      tx.execute(sql`select action from audit_log where org_id = ${ctx.a.id}
        and action like 'bank%' order by created_at`),
    );
    expect((audit as unknown as { rows: { action: string }[] }).rows.map((r) => r.action)).toEqual([
      'bankFile.confirm',
      'bankFile.confirm',
      'bankRow.match',
      'bankRow.dismiss',
    ]);
    const acc = (await getData(ctx, `/api/v1/counter/${u(2)}`, finance)) as {
      owed: number;
      credit: number;
    };
    expect(acc).toMatchObject({ owed: 0, credit: 3_000 });
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });

  it('puts a row back in the queue when its receipt is voided', async () => {
    const file = (await getData(ctx, '/api/v1/bank-files', finance)) as {
      items: { id: string; fileName: string; receipted: number }[];
    };
    const b = file.items.find((f) => f.fileName === 'b.txt');
    const rows = (await getData(ctx, `/api/v1/bank-rows?fileId=${b?.id}`, finance)) as {
      items: BankRowRecord[];
    };
    const taken = rows.items.find((r) => r.state === 'receipted') as BankRowRecord;
    // A stored row says what its money did, and a duplicate where it was taken before.
    expect(taken.bills.map((x) => [x.number, x.pays])).toEqual([[bill(5).number, 8_000]]);
    expect(rows.items.find((r) => r.state === 'duplicate')?.takenBefore).toMatchObject({
      fileName: 'a.txt',
      line: 2,
    });
    const v = await send(ctx.t, finance, 'POST', `/api/v1/receipts/${taken.receiptId}/void`, {
      reason: 'ผิดราย',
    });
    expect(v.statusCode, v.body).toBe(200);
    expect((await queued()).map((r) => [r.id, r.reason])).toEqual([[taken.id, 'ผิดราย']]);
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });

  it('answers 404 to another organisation and 403 to an auditor or a cashier', async () => {
    const [row] = await queued();
    const other = await ctx.b.login('finance_officer');
    const res = await send(ctx.t, other, 'POST', `/api/v1/bank-rows/${row?.id}/dismiss`, {
      reason: 'ไม่ใช่ของเรา',
    });
    expect(res.statusCode).toBe(404);
    const seen = (await getData(ctx, '/api/v1/bank-rows', other)) as { total: number };
    expect(seen.total).toBe(0);
    const auditor = await ctx.a.login('auditor');
    const cashier = await ctx.a.login('cashier');
    for (const s of [auditor, cashier]) {
      const r = await preview(ctx, s, fileBody('a.txt', botFile(today, file1), qr));
      expect(r.statusCode).toBe(403);
    }
    const bad = await preview(ctx, finance, { fileName: 'a.txt', contentBase64: 'AA==' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('a bank that leaves the kind column blank (DOMAIN.md §6)', () => {
  it('reads every line as a credit, posts it, and says the first import created it', async () => {
    // The voided receipt of the queue above left user 5's bill owing 80 ฿ again.
    const file = botFile(today, [pay(5, 8_000, { time: '11:00:00' })]);
    // TIS-620 is one byte a character: the kind is byte 152 of the detail line (line 2).
    file[258 + 152] = 0x20;
    const body = fileBody('blank-kind.txt', file, qr);
    const p = await previewed(ctx, finance, body);
    expect(p).toMatchObject({
      rowCount: 1,
      total: 8_000,
      trailer: { count: 1, total: 8_000 },
      toReceipt: { count: 1, amount: 8_000 },
    });
    const r = await confirmed(ctx, finance, body, p.fileHash);
    expect(r).toMatchObject({ created: true, receiptAmount: 8_000, queued: 0 });
    // The same result read again, without naming the job that posted it, is not a creation.
    const read = await getData(ctx, `/api/v1/bank-files/${r.fileId}/result`, finance);
    expect(read).toMatchObject({ created: false, fileId: r.fileId, receiptAmount: 8_000 });
    const other = await ctx.b.login('finance_officer');
    const hidden = await send(ctx.t, other, 'GET', `/api/v1/bank-files/${r.fileId}/result`);
    expect(hidden.statusCode).toBe(404);
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });
});
