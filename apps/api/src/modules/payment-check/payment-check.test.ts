import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentCheck, PaymentCheckReceipt, Receipt } from '@prapa/contracts';
import { withSystem } from '../../db/tenant.ts';
import { pageText } from '../../documents/pdf-test-decode.ts';
import type { Session } from '../../../test/factories.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { readXlsx } from '../../../test/read-xlsx.ts';
import { bookFor, today } from '../receipts/receipt-fixtures.ts';
import { getData, send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import { bankFileOf, paidSundry } from './payment-check-fixtures.ts';

// /payment_check (issue 11): a day's receipts of every channel, summed per channel against
// the bank file's rows and the remittances; transfer and QR receipts ticked against the
// statement. Cash 100.00, transfer 250.50 (bank file line 1), QR 333.33, a voided transfer
// 50.00; the file also holds a queued 70.00 and a duplicate 99.99; the cash is remitted 10.00 short.
const ctx: WaterCtx = useWaterApp();
let finance: Session;
let cashier: Session;
const channel: Record<string, string> = {};
const r: Record<'cash' | 'transfer' | 'qr' | 'voided', Receipt> = {} as never;
let fileId = '';

const rows = async (q: string) =>
  withSystem(ctx.t.database.db, async (tx) => {
    const res = await tx.execute(sql.raw(q));
    return (res as unknown as { rows: Record<string, unknown>[] }).rows;
  });
const audits = (action: string) =>
  rows(`select entity_id, officer_id, before, after from audit_log
    where org_id = '${ctx.a.id}' and action = '${action}' order by created_at`);
const written = async () =>
  (
    await rows(`select (select count(*) from receipt_checks)::int as checks,
      (select count(*) from audit_log where action like 'receipt.%check')::int as audits`)
  )[0];

const check = async (query: string, s: Session = finance) =>
  (await getData(
    ctx,
    `/api/v1/payment-check?from=${today()}&to=${today()}${query}`,
    s,
  )) as PaymentCheck;

beforeAll(async () => {
  finance = await ctx.a.login('finance_officer');
  cashier = await ctx.a.login('cashier');
  const list = (await getData(ctx, '/api/v1/basic/payment-channels', finance)) as {
    items: { id: string; code: string }[];
  };
  for (const c of list.items) channel[c.code] = c.id;
  await bookFor(ctx, finance, 'PC1', { officerId: cashier.user.id });
  const staff = { finance, cashier };
  r.cash = await paidSundry(ctx, staff, 10_000, channel.CASH);
  r.transfer = await paidSundry(ctx, staff, 25_050, channel.TRANSFER, 'KBANK 001');
  r.qr = await paidSundry(ctx, staff, 33_333, channel.QR);
  r.voided = await paidSundry(ctx, staff, 5_000, channel.TRANSFER, 'KBANK 002');
  const v = await send(ctx.t, finance, 'POST', `/api/v1/receipts/${r.voided.id}/void`, {
    reason: 'รับเงินซ้ำ',
  });
  expect(v.statusCode, v.body).toBe(200);
  fileId = await bankFileOf(
    ctx,
    ctx.a.id,
    {
      channelId: channel.TRANSFER ?? '',
      fileName: 'kbank-statement.csv',
      importedBy: finance.user.id,
    },
    [
      { amount: 25_050, state: 'receipted', receipt: r.transfer },
      { amount: 7_000, state: 'queued' },
      { amount: 9_999, state: 'duplicate' },
    ],
  );
  const remit = await send(ctx.t, finance, 'POST', '/api/v1/remittances', {
    officerId: cashier.user.id,
    date: today(),
    cash: 9_000,
    transfer: 58_383,
    differenceReason: 'เงินสดขาด 10 บาท',
  });
  expect(remit.statusCode, remit.body).toBe(201);
});

const ids = (d: PaymentCheck) => d.receipts.map((x) => x.id);

describe('the day’s payments', () => {
  it('lists valid receipts with exact sums per channel against the bank file and the remittances', async () => {
    const d = await check('');
    expect(ids(d)).toEqual([r.cash.id, r.transfer.id, r.qr.id]);
    expect(d.totals).toEqual({
      count: 3,
      amount: 68_383,
      cash: 10_000,
      nonCash: 58_383,
      voided: 0,
      confirmed: 0,
      notFound: 0,
      // The transfer came from the bank file: on the statement already, nothing to tick.
      unchecked: 1,
      paidMeanwhile: 0,
    });
    const byCode = Object.fromEntries(d.channels.map((c) => [c.channelId, c]));
    expect(byCode[channel.CASH ?? '']).toMatchObject({ count: 1, amount: 10_000, bankTotal: null });
    expect(byCode[channel.QR ?? '']).toMatchObject({ amount: 33_333, difference: null });
    // 250.50 receipted; the queued 70.00 is bank money without a receipt; the duplicate is not money.
    expect(byCode[channel.TRANSFER ?? '']).toMatchObject({
      count: 1,
      amount: 25_050,
      bankTotal: 32_050,
      bankReceipted: 25_050,
      difference: -7_000,
    });
    expect(d.remittances).toEqual({
      count: 1,
      cash: 9_000,
      transfer: 58_383,
      expectedCash: 10_000,
      expectedTransfer: 58_383,
      difference: -1_000,
    });
    const transfer = d.receipts.find((x) => x.id === r.transfer.id);
    expect(transfer).toMatchObject({
      channelKind: 'bank_transfer',
      reference: 'KBANK 001',
      bankRow: { fileId, fileName: 'kbank-statement.csv', line: 1 },
      check: null,
      areaName: 'บ้านหนองบัว',
    });
    expect(d.receipts.find((x) => x.id === r.cash.id)?.bankRow).toBeNull();
  });

  it('filters by state, channel, collector, office, area and tick', async () => {
    expect(ids(await check('&state=void'))).toEqual([r.voided.id]);
    const all = await check('&state=all');
    expect(all.totals).toMatchObject({ count: 4, amount: 68_383, voided: 1 });
    const qr = await check(`&channelId=${channel.QR}`);
    expect(ids(qr)).toEqual([r.qr.id]);
    expect(qr.channels.map((c) => c.amount)).toEqual([33_333]);
    expect((await check(`&cashierId=${cashier.user.id}`)).totals.amount).toBe(68_383);
    const byFinance = await check(`&cashierId=${finance.user.id}`);
    expect(byFinance.receipts).toEqual([]);
    expect(byFinance.remittances.count).toBe(0);
    const offices = (await getData(ctx, '/api/v1/offices', finance)) as { items: { id: string }[] };
    expect((await check(`&officeId=${offices.items[0]?.id}`)).totals.count).toBe(3);
    expect((await check(`&areaId=${ctx.basicsA.areaId}`)).totals.count).toBe(3);
    expect((await check(`&areaId=${ctx.basicsA.area2Id}`)).totals.count).toBe(0);
    expect(ids(await check('&check=unchecked'))).toEqual([r.qr.id]);
    const yesterday = new Date(Date.parse(today()) - 86_400_000).toISOString().slice(0, 10);
    const before = (await getData(
      ctx,
      `/api/v1/payment-check?from=${yesterday}&to=${yesterday}`,
      finance,
    )) as PaymentCheck;
    expect(before).toMatchObject({ receipts: [], channels: [] });
  });

  it('is described in the OpenAPI document, its query included', () => {
    const doc = ctx.t.app.swagger() as {
      paths: Record<string, Record<string, { parameters?: { name: string }[] }>>;
    };
    const names = doc.paths['/api/v1/payment-check']?.get?.parameters?.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['from', 'to', 'channelId', 'state', 'check']));
    expect(Object.keys(doc.paths['/api/v1/payment-check/{receiptId}'] ?? {}).sort()).toEqual([
      'delete',
      'put',
    ]);
  });

  it('refuses a range longer than 31 days or backwards', async () => {
    const long = await send(
      ctx.t,
      finance,
      'GET',
      '/api/v1/payment-check?from=2026-01-01&to=2026-02-01',
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].message).toContain('31');
    const month = await send(
      ctx.t,
      finance,
      'GET',
      '/api/v1/payment-check?from=2026-01-01&to=2026-01-31',
    );
    expect(month.statusCode).toBe(200);
    const back = await send(
      ctx.t,
      finance,
      'GET',
      '/api/v1/payment-check?from=2026-01-02&to=2026-01-01',
    );
    expect(back.statusCode).toBe(400);
  });
});

describe('ticking a receipt against the statement', () => {
  const put = (id: string, body: object, s: Session = finance) =>
    send(ctx.t, s, 'PUT', `/api/v1/payment-check/${id}`, body);

  it('confirms, changes to not found, and takes the tick back, each audited', async () => {
    const res = await put(r.transfer.id, { result: 'confirmed', note: '  พบในรายการเดินบัญชี ' });
    expect(res.statusCode, res.body).toBe(200);
    const ticked = res.json().data as PaymentCheckReceipt;
    expect(ticked.check).toMatchObject({
      result: 'confirmed',
      note: 'พบในรายการเดินบัญชี',
      checkedBy: finance.user.userFullname,
    });
    const again = await put(r.qr.id, { result: 'confirmed' });
    expect(again.statusCode, again.body).toBe(200);
    const changed = await put(r.qr.id, { result: 'notFound', note: 'ไม่พบยอดนี้' });
    expect(changed.json().data.check).toMatchObject({ result: 'notFound', note: 'ไม่พบยอดนี้' });
    expect(ids(await check('&check=confirmed'))).toEqual([r.transfer.id]);
    expect(ids(await check('&check=notFound'))).toEqual([r.qr.id]);
    expect((await check('')).totals).toMatchObject({ confirmed: 1, notFound: 1, unchecked: 0 });
    const marks = await audits('receipt.check');
    expect(marks).toHaveLength(3);
    expect(marks[2]).toMatchObject({
      entity_id: r.qr.id,
      officer_id: finance.user.id,
      before: { result: 'confirmed', note: null },
      after: { result: 'notFound', note: 'ไม่พบยอดนี้' },
    });
    const undo = await send(ctx.t, finance, 'DELETE', `/api/v1/payment-check/${r.qr.id}`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().data.check).toBeNull();
    const twice = await send(ctx.t, finance, 'DELETE', `/api/v1/payment-check/${r.qr.id}`);
    expect(twice.statusCode).toBe(200);
    const unmarks = await audits('receipt.uncheck');
    expect(unmarks).toEqual([
      expect.objectContaining({
        entity_id: r.qr.id,
        before: { result: 'notFound', note: 'ไม่พบยอดนี้' },
      }),
    ]);
  });

  it('refuses cash, a voided receipt, bad input, other roles and other organisations, writing nothing', async () => {
    const before = await written();
    const cash = await put(r.cash.id, { result: 'confirmed' });
    expect(cash.statusCode).toBe(422);
    expect(cash.json().errors[0].message).toContain('เงินสด');
    expect((await put(r.voided.id, { result: 'confirmed' })).statusCode).toBe(409);
    expect((await put(r.qr.id, { result: 'maybe' })).statusCode).toBe(400);
    expect((await put(r.qr.id, { result: 'confirmed', note: 'a\nb' })).statusCode).toBe(400);
    expect((await put(r.qr.id, { result: 'confirmed', note: 'x'.repeat(301) })).statusCode).toBe(
      400,
    );
    expect((await put('not-a-uuid', { result: 'confirmed' })).statusCode).toBe(400);
    const auditor = await ctx.a.login('auditor');
    expect((await put(r.qr.id, { result: 'confirmed' }, auditor)).statusCode).toBe(403);
    expect((await put(r.qr.id, { result: 'confirmed' }, cashier)).statusCode).toBe(403);
    const other = await ctx.b.login('finance_officer');
    expect((await put(r.qr.id, { result: 'confirmed' }, other)).statusCode).toBe(404);
    const gone = await send(ctx.t, other, 'DELETE', `/api/v1/payment-check/${r.transfer.id}`);
    expect(gone.statusCode).toBe(404);
    expect((await check('', other)).receipts).toEqual([]);
    expect(await written()).toEqual(before);
    // The auditor reads the check, as every report.
    expect((await check('', auditor)).totals.count).toBe(3);
  });
});

describe('the check on paper', () => {
  it('exports the receipts and the channels as .xlsx with the screen’s totals', async () => {
    const res = await send(
      ctx.t,
      finance,
      'GET',
      `/api/v1/payment-check/export?from=${today()}&to=${today()}&state=all`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const sheet = await readXlsx(res);
    expect(sheet.header[9]).toBe('จำนวนเงิน');
    expect(sheet.rows).toHaveLength(5);
    expect(sheet.rows.slice(0, 4).map((x) => x[9])).toEqual([100, 250.5, 333.33, 50]);
    expect(sheet.rows[4]?.[9]).toBe(683.83);
    expect(sheet.rows.map((x) => x[11])).toEqual(['ใช้ได้', 'ใช้ได้', 'ใช้ได้', 'ยกเลิก', null]);
    const channels = sheet.sheet.workbook.worksheets[1];
    const transfer = channels?.getRow(3).values as unknown[];
    expect(transfer.slice(1)).toEqual(['โอนเงินเข้าบัญชีธนาคาร', 1, 250.5, 320.5, 250.5, -70]);
  });

  it('prints a Thai A4 PDF with the channel differences and the total', async () => {
    const res = await send(
      ctx.t,
      finance,
      'GET',
      `/api/v1/payment-check/pdf?from=${today()}&to=${today()}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    if (process.env.PDF_OUT) writeFileSync(process.env.PDF_OUT, res.rawPayload);
    const text = (await pageText(res.rawPayload)).replace(/\s+/g, '');
    expect(text).toContain('683.83');
    expect(text).toContain('-70.00');
    expect(text).toContain('320.50');
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });
});
