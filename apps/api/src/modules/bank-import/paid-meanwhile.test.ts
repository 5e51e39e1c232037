import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  BankFileView,
  BankPreview,
  BankRowRecord,
  BillRow,
  PaymentCheck,
} from '@prapa/contracts';
import { bangkokDate } from '@prapa/domain';
import { rowsOf } from '../../db/json-rows.ts';
import { withSystem } from '../../db/tenant.ts';
import type { Session } from '../../../test/factories.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { getData, send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import { account, bookFor, paid, pay } from '../receipts/receipt-fixtures.ts';
import {
  BILLER,
  billedOctober,
  botFile,
  channelBook,
  confirmed,
  fileBody,
  previewed,
} from './bank-fixtures.ts';

// Issue 24 §3: a bank row whose bill the counter paid between the file's preview and its
// posting becomes credit on account. The file's result, its rows, its line in the list of
// files and the payment check count and flag it; the money is on account exactly once.
// Village tariff: users 0 and 1 owe 80 ฿ (8,000 satang) for October 2569.
const ctx: WaterCtx = useWaterApp();
let finance: Session;
let cashier: Session;
let users: string[] = [];
const bills = new Map<string, BillRow>();
const bill = (i: number) => bills.get(users[i] ?? '') as BillRow;
let qr = '';
let cash = '';
const today = bangkokDate(new Date());

const creditOf = (waterUserId: string) =>
  withSystem(ctx.t.database.db, async (tx) => {
    const [row] = rowsOf<{ moves: number; amount: number }>(
      await tx.execute(sql`select count(*)::int as moves, coalesce(sum(amount), 0)::int as amount
        from credit_moves where org_id = ${ctx.a.id} and water_user_id = ${waterUserId}`),
    );
    return row;
  });

beforeAll(async () => {
  finance = await ctx.a.login('finance_officer');
  cashier = await ctx.a.login('cashier');
  const found = await billedOctober(ctx, finance, [
    [40, '00'],
    [40, '00'],
  ]);
  users = found.users;
  for (const [k, v] of found.bills) bills.set(k, v);
  qr = found.channels.QR ?? '';
  cash = found.channels.CASH ?? '';
  await withSystem(ctx.t.database.db, (tx) =>
    tx.execute(
      sql`update organisations set promptpay_biller_id = ${BILLER} where id = ${ctx.a.id}`,
    ),
  );
  await channelBook(ctx, finance, 'QR1', qr, today);
  await bookFor(ctx, finance, 'C1', { officerId: cashier.user.id });
});

describe('a bank row whose bill was paid at the counter while the file posted', () => {
  let checked: BankPreview;
  let fileId = '';
  const body = () =>
    fileBody(
      'qr.txt',
      botFile(today, [
        { ref1: bill(0).customerNo, ref2: bill(0).number, amount: 8_000 },
        { ref1: bill(1).customerNo, ref2: bill(1).number, amount: 8_000 },
      ]),
      qr,
    );

  it('is a plain payment of its bill in the preview', async () => {
    expect([bill(0).total, bill(1).total]).toEqual([8_000, 8_000]);
    checked = await previewed(ctx, finance, body());
    expect(checked.checkedAt).toEqual(expect.any(String));
    expect(checked.rows.map((r) => [r.line, r.match, r.flags, r.toCredit])).toEqual([
      [2, 'bill', [], 0],
      [3, 'bill', [], 0],
    ]);
  });

  it('becomes credit, counted and flagged in the file’s result, when the counter paid first', async () => {
    // The customer pays at the counter after the preview, before finance confirms.
    const counter = await paid(
      await pay(ctx, cashier, {
        waterUserId: users[0],
        billIds: [bill(0).id],
        amount: 8_000,
        channelId: cash,
      }),
    );
    expect(counter).toMatchObject({ amount: 8_000, toCredit: 0 });
    const result = await confirmed(
      ctx,
      finance,
      { ...body(), previewedAt: checked.checkedAt },
      checked.fileHash,
    );
    fileId = result.fileId;
    expect(result).toMatchObject({ receiptAmount: 16_000, queued: 0, paidMeanwhile: 1 });
    expect(result.receipts.map((r) => [r.line, r.amount, r.toCredit, r.paidMeanwhile])).toEqual([
      [2, 8_000, 8_000, true],
      [3, 8_000, 0, false],
    ]);
  });

  it('is flagged on the file’s rows and counted in the list of files', async () => {
    const rows = (await getData(ctx, `/api/v1/bank-rows?fileId=${fileId}`, finance)) as {
      items: BankRowRecord[];
    };
    expect(rows.items.map((r) => [r.line, r.state, r.flags, r.toCredit])).toEqual([
      [2, 'receipted', ['billPaid', 'nothingOpen', 'paidMeanwhile'], 8_000],
      [3, 'receipted', [], 0],
    ]);
    const files = (await getData(ctx, '/api/v1/bank-files', finance)) as { items: BankFileView[] };
    expect(files.items.map((f) => [f.id, f.receipted, f.paidMeanwhile])).toEqual([[fileId, 2, 1]]);
  });

  it('is flagged and counted in the payment check', async () => {
    const check = (await getData(
      ctx,
      `/api/v1/payment-check?from=${today}&to=${today}`,
      finance,
    )) as PaymentCheck;
    expect(check.totals).toMatchObject({ count: 3, amount: 24_000, paidMeanwhile: 1 });
    // Listed by when paid: the bank's 10:00 against the counter's now, whatever the hour.
    const byKind = [...check.receipts].sort((x, y) =>
      `${x.channelKind}${x.customerNo}`.localeCompare(`${y.channelKind}${y.customerNo}`),
    );
    expect(
      byKind.map((r) => [r.customerNo, r.channelKind, r.amount, r.bankRow?.paidMeanwhile]),
    ).toEqual([
      [bill(0).customerNo, 'cash', 8_000, undefined],
      [bill(0).customerNo, 'thai_qr', 8_000, true],
      [bill(1).customerNo, 'thai_qr', 8_000, false],
    ]);
    expect(byKind[1]?.bankRow).toMatchObject({ line: 2, toCredit: 8_000 });
  });

  it('put the money on account exactly once', async () => {
    expect(await account(ctx, cashier, users[0] ?? '')).toMatchObject({ owed: 0, credit: 8_000 });
    expect(await creditOf(users[0] ?? '')).toEqual({ moves: 1, amount: 8_000 });
    expect(await creditOf(users[1] ?? '')).toEqual({ moves: 0, amount: 0 });
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });

  it('is another organisation’s to see only: its file answers 404 there', async () => {
    const other = await ctx.b.login('finance_officer');
    const res = await send(ctx.t, other, 'GET', `/api/v1/bank-files/${fileId}/result`);
    expect(res.statusCode).toBe(404);
    const files = (await getData(ctx, '/api/v1/bank-files', other)) as { items: BankFileView[] };
    expect(files.items).toEqual([]);
  });
});
