import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Bill, BillRow, BankRowRecord } from '@prapa/contracts';
import { bangkokDate } from '@prapa/domain';
import { withSystem } from '../../db/tenant.ts';
import type { Session } from '../../../test/factories.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { getData, send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import {
  channelBook,
  confirmed,
  exportXlsx,
  fileBody,
  preview,
  previewed,
  billedOctober,
} from './bank-fixtures.ts';

// A bank's Excel export (columns mapped once per channel) and a plain account statement
// (no refs: proposals by amount, matched by a person). October 2569: users 0–2 owe 80 ฿,
// 150 ฿ and 40 ฿; user 2 also a 123.45 ฿ fee. Amounts in satang; the ledger balances.
const ctx: WaterCtx = useWaterApp();
let finance: Session;
let users: string[] = [];
const u = (i: number) => users[i] ?? '';
const bills = new Map<string, BillRow>();
const bill = (i: number) => bills.get(u(i)) as BillRow;
let transfer = '';
const today = bangkokDate(new Date());
const [y, m, d] = today.split('-');
const thaiDay = `${d}/${m}/${Number(y) + 543}`;
const HEADERS = [
  'Payment Date',
  'Payment Time',
  'Customer Name',
  'Ref.1',
  'Ref.2',
  'Branch',
  'Channel',
  'Amount',
];
const mapping = {
  headerRow: 1,
  columns: {
    date: 'Payment Date',
    time: 'Payment Time',
    payerName: 'Customer Name',
    ref1: 'Ref.1',
    ref2: 'Ref.2',
    amount: 'Amount',
    branch: 'Branch',
    channel: 'Channel',
  },
};

const files = () =>
  withSystem(ctx.t.database.db, async (tx) => {
    const res = await tx.execute(
      sql`select count(*)::int as n from bank_files where org_id = ${ctx.a.id}`,
    );
    return (res as unknown as { rows: { n: number }[] }).rows[0]?.n;
  });

beforeAll(async () => {
  finance = await ctx.a.login('finance_officer');
  const found = await billedOctober(ctx, finance, [
    [40, '00'],
    [50, '00'],
    [30, '00'],
  ]);
  users = found.users;
  for (const [k, v] of found.bills) bills.set(k, v);
  transfer = found.channels.TRANSFER ?? '';
  await channelBook(ctx, finance, 'TR-1', transfer, today);
  const fee = await send(ctx.t, finance, 'POST', '/api/v1/bills/sundry', {
    waterUserId: u(2),
    sundryKind: 'meter_change',
    amount: 12_345,
    description: 'ค่าเปลี่ยนมาตร',
  });
  expect(fee.statusCode, fee.body).toBe(200);
  expect((fee.json().data as Bill).total).toBe(12_345);
});

describe('a bank’s Excel export', () => {
  it('asks for its columns once, previews with them and remembers them at confirm', async () => {
    const content = await exportXlsx(HEADERS, [
      [
        thaiDay,
        '09:15:00',
        'นายหนึ่ง',
        bill(0).customerNo,
        bill(0).number,
        'สาขาขอนแก่น',
        'ATM',
        '80.00',
      ],
      [
        thaiDay,
        '09:20:00',
        'นางสอง',
        bill(1).customerNo,
        bill(1).number,
        'สาขาขอนแก่น',
        'Mobile',
        150,
      ],
    ]);
    const first = await previewed(ctx, finance, fileBody('kbank.xlsx', content, transfer));
    expect(first.mappingNeeded).toMatchObject({ headerRow: 1, headers: HEADERS });
    expect(first.mappingNeeded?.suggested).toMatchObject({
      ref1: 'Ref.1',
      amount: 'Amount',
      date: 'Payment Date',
    });
    expect(first.rows).toEqual([]);
    const body = fileBody('kbank.xlsx', content, transfer, mapping);
    const p = await previewed(ctx, finance, body);
    expect(p).toMatchObject({
      format: 'bankExport',
      total: 23_000,
      toReceipt: { count: 2, amount: 23_000 },
    });
    expect(p.rows.map((r) => [r.match, r.payerName, r.paidAt, r.description])).toEqual([
      ['bill', 'นายหนึ่ง', new Date(`${today}T09:15:00+07:00`).toISOString(), 'สาขาขอนแก่น · ATM'],
      ['bill', 'นางสอง', new Date(`${today}T09:20:00+07:00`).toISOString(), 'สาขาขอนแก่น · Mobile'],
    ]);
    const r = await confirmed(ctx, finance, body, p.fileHash);
    expect(r.receipts.map((x) => [x.bookNo, x.number, x.amount])).toEqual([
      ['TR-1', 1, 8_000],
      ['TR-1', 2, 15_000],
    ]);
    const saved = await getData(ctx, `/api/v1/payment-channels/${transfer}/bank-mapping`, finance);
    expect(saved).toMatchObject(mapping);
    // The next export of the channel is read with the remembered mapping.
    const next = await exportXlsx(HEADERS, [
      [
        thaiDay,
        '11:00:00',
        'นางสาม',
        bill(2).customerNo,
        bill(2).number,
        'สาขาขอนแก่น',
        'ATM',
        '40.00',
      ],
    ]);
    const again = await previewed(ctx, finance, fileBody('kbank-2.xlsx', next, transfer));
    expect(again.mappingNeeded).toBeNull();
    expect(again.rows.map((r) => [r.match, r.amount])).toEqual([['bill', 4_000]]);
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });

  it('refuses a sheet with formulas, or without the mapped columns, writing nothing', async () => {
    const before = await files();
    const formula = await exportXlsx(HEADERS, [[thaiDay, '09:00', 'ก', '1', '2', '', '', 1]], {
      formulaAt: 'H3',
    });
    const f = await preview(ctx, finance, fileBody('f.xlsx', formula, transfer));
    expect(f.statusCode, f.body).toBe(422);
    expect(f.json().errors[0].message).toContain('H3');
    const wrong = await exportXlsx(['วันที่', 'รายการ', 'ยอด'], [[thaiDay, 'ค่าธรรมเนียม', 10]], {
      sheetName: 'สรุป',
    });
    const w = await preview(ctx, finance, fileBody('w.xlsx', wrong, transfer));
    expect(w.statusCode, w.body).toBe(422);
    expect(w.json().errors[0].message).toContain('Ref.1');
    expect(w.json().errors[0].message).toContain('สรุป');
    expect(await files()).toBe(before);
  });
});

describe('a plain account statement', () => {
  it('proposes the connection owing the deposit, queues it, and a person matches it', async () => {
    const csv = [
      'วันที่,เวลา,รายการ,ถอน,ฝาก,คงเหลือ',
      `${thaiDay},08:00,ยอดยกมา,,,"10,000.00"`,
      `${thaiDay},08:30,โอนเข้า PromptPay,,123.45,"10,123.45"`,
      `${thaiDay},09:00,ค่าธรรมเนียม,10.00,,"10,113.45"`,
    ].join('\r\n');
    const body = fileBody('statement.csv', Buffer.from(`\ufeff${csv}`, 'utf8'), transfer);
    const p = await previewed(ctx, finance, body);
    expect(p.format).toBe('statement');
    expect(p.rows.map((r) => [r.line, r.match, r.amount])).toEqual([
      [3, 'proposal', 12_345],
      [4, 'ignored', 1_000],
    ]);
    expect(p.rows[0]?.proposals.map((x) => [x.waterUserId, x.owed])).toEqual([[u(2), 16_345]]);
    expect(p.toReceipt.count).toBe(0);
    const r = await confirmed(ctx, finance, body, p.fileHash);
    expect(r).toMatchObject({ receipts: [], queued: 1, queuedAmount: 12_345 });
    const queued = (
      (await getData(ctx, '/api/v1/bank-rows?state=queued', finance)) as { items: BankRowRecord[] }
    ).items;
    expect(queued.map((q) => [q.line, q.proposals.map((x) => x.waterUserId)])).toEqual([
      [3, [u(2)]],
    ]);
    const fee = (await getData(ctx, `/api/v1/counter/${u(2)}`, finance)) as {
      bills: { id: string; kind: string }[];
    };
    const sundryId = fee.bills.find((b) => b.kind === 'sundry')?.id ?? '';
    const m = await send(ctx.t, finance, 'POST', `/api/v1/bank-rows/${queued[0]?.id}/match`, {
      waterUserId: u(2),
      billIds: [sundryId],
    });
    expect(m.statusCode, m.body).toBe(200);
    expect(m.json().data).toMatchObject({ state: 'matched', receiptNo: 'TR-1/3' });
    const left = (await getData(ctx, `/api/v1/counter/${u(2)}`, finance)) as { owed: number };
    expect(left.owed).toBe(4_000);
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });
});
