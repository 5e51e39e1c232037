import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Bill, P32Balance, P32Daily, P32Day, Remittance } from '@prapa/contracts';
import { withSystem } from '../../db/tenant.ts';
import { pageText } from '../../documents/pdf-test-decode.ts';
import type { Session } from '../../../test/factories.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { paidSundry } from '../payment-check/payment-check-fixtures.ts';
import { getData, send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import { bookFor, paid, pay, today } from './receipt-fixtures.ts';

// Issue 24, money controls: the outside test recorded 9,999,999.99 ฿ against the day's
// 1,000,273.60 ฿ (1,000,000.00 cash and 273.60 by transfer) and the ป.32 showed
// −8,999,726.39 ฿ held, nothing could correct it and the cashier stayed locked out. Now a
// difference is an over or short with its reason, the books balance (taken = remitted +
// over/short + held), only a collector of the day is remitted for, and finance voids a
// remittance recorded in error, which reopens the counter for a corrected one.
const ctx: WaterCtx = useWaterApp();
let finance: Session;
let cashier: Session;
const channel: Record<string, string> = {};
const TAKEN = { cash: 100_000_000, transfer: 27_360 };
const OVER = 999_999_999; // 9,999,999.99 ฿ typed in for 1,000,273.60 ฿

const rows = (query: ReturnType<typeof sql>) =>
  withSystem(ctx.t.database.db, async (tx) => {
    const res = (await tx.execute(query)) as unknown as { rows: Record<string, unknown>[] };
    return res.rows;
  });
const remittanceCount = async () =>
  Number(
    (await rows(sql`select count(*)::int as n from remittances where org_id = ${ctx.a.id}`))[0]?.n,
  );
const audits = (action: string) =>
  rows(sql`select entity_id, officer_id, reason, before, after from audit_log
    where org_id = ${ctx.a.id} and action = ${action} order by created_at`);

const dayOf = async (officerId = cashier.user.id) =>
  (await getData(
    ctx,
    `/api/v1/reports/p32?officerId=${officerId}&date=${today()}`,
    finance,
  )) as P32Day;
const daily = async () =>
  (await getData(ctx, `/api/v1/reports/p32-daily?date=${today()}`, finance)) as P32Daily;
const balances = (b: P32Balance) => b.taken === b.remitted + b.shortfall + b.held;

const remit = (body: Record<string, unknown>, s: Session = finance, key?: string) =>
  send(
    ctx.t,
    s,
    'POST',
    '/api/v1/remittances',
    { officerId: cashier.user.id, date: today(), ...body },
    key ? { 'idempotency-key': key } : {},
  );
const voidOf = (id: string, reason: string, s: Session = finance, key?: string) =>
  send(
    ctx.t,
    s,
    'POST',
    `/api/v1/remittances/${id}/void`,
    { reason },
    key ? { 'idempotency-key': key } : {},
  );
/** A new sundry bill of `amount` on a fresh connection, paid by the cashier in cash. */
const payCash = (amount: number) => paidSundry(ctx, { finance, cashier }, amount, channel.CASH);

/** The counter as the cashier opens it on a connection paid today. */
let payer = '';
const counterClosed = async () =>
  ((await getData(ctx, `/api/v1/counter/${payer}`, cashier)) as { dayClosed: boolean }).dayClosed;

let over: Remittance;

beforeAll(async () => {
  finance = await ctx.a.login('finance_officer');
  cashier = await ctx.a.login('cashier');
  const list = (await getData(ctx, '/api/v1/basic/payment-channels', finance)) as {
    items: { id: string; code: string }[];
  };
  for (const c of list.items) channel[c.code] = c.id;
  await bookFor(ctx, finance, 'RC1', { officerId: cashier.user.id });
  payer = (await payCash(TAKEN.cash)).waterUserId;
  await paidSundry(ctx, { finance, cashier }, TAKEN.transfer, channel.TRANSFER, 'KBANK 24');
});

describe('recording a remittance', () => {
  it('offers only the collectors of the day and refuses the clerk, who collects nothing', async () => {
    const d = await daily();
    expect(d.collectors.map((c) => c.officerId)).toEqual([cashier.user.id]);
    const res = await remit({ officerId: ctx.clerk.user.id, cash: 0, transfer: 0 });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual([
      { path: 'officerId', message: expect.stringContaining('ไม่มีใบเสร็จรับเงินในวันที่เลือก') },
    ]);
    expect(await remittanceCount()).toBe(0);
  });

  it('refuses a difference without a reason, in Thai, and writes nothing', async () => {
    const res = await remit({ cash: OVER, transfer: 0 });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual([
      { path: 'differenceReason', message: expect.stringContaining('กรุณาระบุเหตุผล') },
    ]);
    const blank = await remit({ cash: 1, transfer: 0, differenceReason: '   ' });
    expect(blank.statusCode, blank.body).toBe(422);
    expect(await remittanceCount()).toBe(0);
    expect(await audits('remittance.create')).toEqual([]);
    expect((await dayOf()).remittance).toBeNull();
  });

  it('refuses negative, fractional, absurd and future amounts at the schema', async () => {
    for (const body of [
      { cash: -1, transfer: 0 },
      { cash: 0, transfer: -27_360 },
      { cash: 100.5, transfer: 0 },
      { cash: 1_000_000_001, transfer: 0, differenceReason: 'พิมพ์ผิด' },
    ]) {
      const res = await remit(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const tomorrow = new Date(Date.parse(today()) + 86_400_000).toISOString().slice(0, 10);
    const future = await remit({ ...TAKEN, date: tomorrow });
    expect(future.statusCode, future.body).toBe(400);
    expect(await remittanceCount()).toBe(0);
  });

  it('records 9,999,999.99 against 1,000,273.60 as over with its reason; the books balance', async () => {
    const reason = 'นับเงินผิด พิมพ์ยอดเกิน';
    const res = await remit({ cash: OVER, transfer: 0, slipNo: 'S-24', differenceReason: reason });
    expect(res.statusCode, res.body).toBe(201);
    over = res.json().data as Remittance;
    expect(over).toMatchObject({
      cash: OVER,
      transfer: 0,
      expectedCash: TAKEN.cash,
      expectedTransfer: TAKEN.transfer,
      shortfall: -899_972_639,
      differenceReason: reason,
      voidedAt: null,
    });
    const day = await dayOf();
    expect(day.balance).toEqual({
      taken: 100_027_360,
      remitted: OVER,
      shortfall: -899_972_639,
      held: 0,
    });
    expect(day.totals.total).toBe(day.balance.taken);
    expect(balances(day.balance)).toBe(true);
    expect(day.held).toBe(0);
    const d = await daily();
    expect(d.balance).toEqual(day.balance);
    expect(balances(d.balance)).toBe(true);
    expect(d.collectors[0]?.balance).toEqual(day.balance);
    const [created] = await audits('remittance.create');
    expect(created).toMatchObject({ entity_id: over.id, officer_id: finance.user.id, reason });
    // The day is closed: a second (corrected) remittance waits for the void of this one.
    const again = await remit({ ...TAKEN });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toContain('นำส่งเงินของวันนั้นแล้ว');
    expect(await counterClosed()).toBe(true);
    const fee = await send(ctx.t, finance, 'POST', '/api/v1/bills/sundry', {
      waterUserId: payer,
      sundryKind: 'other',
      amount: 1_000,
      description: 'ค่าบริการ',
    });
    expect(fee.statusCode, fee.body).toBe(200);
    const refused = await pay(ctx, cashier, {
      waterUserId: payer,
      billIds: [(fee.json().data as Bill).id],
      amount: 1_000,
      channelId: channel.CASH,
    });
    expect(refused.statusCode, refused.body).toBe(409);
  });

  it('prints the over and the identity on the ป.32 and the daily summary', async () => {
    const q = `officerId=${cashier.user.id}&date=${today()}`;
    const pdf = await send(ctx.t, finance, 'GET', `/api/v1/reports/p32/pdf?${q}`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = (await pageText(pdf.rawPayload)).replace(/\s+/g, '');
    expect(text).toContain('เกิน8,999,726.39');
    expect(text).toContain('-8,999,726.39');
    expect(text).toContain('1,000,273.60');
    expect(text).toContain('9,999,999.99');
    const dailyPdf = await send(
      ctx.t,
      finance,
      'GET',
      `/api/v1/reports/p32-daily/pdf?date=${today()}`,
    );
    expect(dailyPdf.statusCode, dailyPdf.body).toBe(200);
    const dailyText = (await pageText(dailyPdf.rawPayload)).replace(/\s+/g, '');
    expect(dailyText).toContain('-8,999,726.39');
  });
});

describe('voiding a remittance', () => {
  it('is refused to the cashier, clerk, reader and auditor (403) and changes nothing', async () => {
    for (const position of ['cashier', 'clerk', 'meter_reader', 'auditor'] as const) {
      const s = await ctx.a.login(position);
      const res = await voidOf(over.id, 'ไม่ใช่หน้าที่', s);
      expect(res.statusCode, `${position}: ${res.body}`).toBe(403);
    }
    expect((await dayOf()).remittance?.id).toBe(over.id);
    expect(await audits('remittance.void')).toEqual([]);
  });

  it('answers 404 to another organisation, and refuses a void without a reason', async () => {
    const other = await ctx.b.login('finance_officer');
    const cross = await voidOf(over.id, 'ข้ามองค์กร', other);
    expect(cross.statusCode, cross.body).toBe(404);
    const crossRemit = await remit({ ...TAKEN }, other);
    expect(crossRemit.statusCode, crossRemit.body).toBe(404);
    const bare = await send(ctx.t, finance, 'POST', `/api/v1/remittances/${over.id}/void`, {});
    expect(bare.statusCode, bare.body).toBe(400);
    expect((await dayOf()).remittance?.id).toBe(over.id);
  });

  it('refuses to void a receipt of the remitted day until the remittance is voided', async () => {
    const day = await dayOf();
    const receipt = day.receipts[0];
    const res = await send(ctx.t, finance, 'POST', `/api/v1/receipts/${receipt?.id}/void`, {
      reason: 'รับเงินผิดราย',
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toContain('ยกเลิกการนำส่งเงิน');
    expect((await dayOf()).receipts).toHaveLength(2);
  });

  it('voids it once under its key (same answer twice), audited, kept and struck out', async () => {
    const key = randomUUID();
    const reason = 'บันทึกยอดผิด';
    const first = await voidOf(over.id, reason, finance, key);
    expect(first.statusCode, first.body).toBe(200);
    const voided = first.json().data as Remittance;
    expect(voided).toMatchObject({
      id: over.id,
      voidReason: reason,
      voidedByName: finance.user.userFullname,
      cash: OVER,
    });
    expect(voided.voidedAt).not.toBeNull();
    const retry = await voidOf(over.id, reason, finance, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data).toEqual(voided);
    const twice = await voidOf(over.id, reason);
    expect(twice.statusCode, twice.body).toBe(409);
    expect(twice.json().message).toContain('ถูกยกเลิกไปแล้ว');
    const audited = await audits('remittance.void');
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      entity_id: over.id,
      officer_id: finance.user.id,
      reason,
      after: { status: 'void', reason },
    });
    const day = await dayOf();
    expect(day.remittance).toBeNull();
    expect(day.remittances.map((r) => [r.id, r.voidReason])).toEqual([[over.id, reason]]);
    expect(day.balance).toEqual({
      taken: 100_027_360,
      remitted: 0,
      shortfall: 0,
      held: 100_027_360,
    });
    expect(balances(day.balance)).toBe(true);
  });

  it('reopens the counter: the cashier takes money again, and a corrected remittance is accepted', async () => {
    expect(await counterClosed()).toBe(false);
    // The bill the closed day refused is paid now.
    const open = (await getData(ctx, `/api/v1/bills?waterUserId=${payer}`, finance)) as {
      items: Bill[];
    };
    const fee = open.items.find((b) => b.paid < b.total);
    const late = await paid(
      await pay(ctx, cashier, {
        waterUserId: payer,
        billIds: [fee?.id],
        amount: 1_000,
        channelId: channel.CASH,
      }),
    );
    expect(late.amount).toBe(1_000);
    const corrected = await remit({
      cash: TAKEN.cash + 1_000,
      transfer: TAKEN.transfer,
      slipNo: 'S-24/2',
    });
    expect(corrected.statusCode, corrected.body).toBe(201);
    expect(corrected.json().data).toMatchObject({ shortfall: 0, differenceReason: null });
    const day = await dayOf();
    expect(day.remittances.map((r) => r.voidedAt === null)).toEqual([false, true]);
    expect(day.balance).toEqual({
      taken: 100_028_360,
      remitted: 100_028_360,
      shortfall: 0,
      held: 0,
    });
    const d = await daily();
    expect(d.balance).toEqual(day.balance);
    expect(balances(d.balance)).toBe(true);
    const q = `officerId=${cashier.user.id}&date=${today()}`;
    const pdf = await send(ctx.t, finance, 'GET', `/api/v1/reports/p32/pdf?${q}`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = (await pageText(pdf.rawPayload)).replace(/\s+/g, '');
    // The voided remittance stays on the paper, struck out, with who voided it and why.
    expect(text).toContain('ส่งที่บันทึกเมื่อ');
    expect(text).toContain('บันทึกยอดผิด');
    expect(text).toContain('9,999,999.99');
    if (process.env.PDF_OUT) writeFileSync(process.env.PDF_OUT, pdf.rawPayload);
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });

  it('keeps the database from editing or deleting a remittance, or writing one without its reason', async () => {
    const refused = async (query: ReturnType<typeof sql>) =>
      withSystem(ctx.t.database.db, (tx) => tx.execute(query)).then(
        () => 'written',
        (e: unknown) => String((e as { cause?: unknown }).cause ?? e),
      );
    expect(await refused(sql`update remittances set cash = 1 where org_id = ${ctx.a.id}`)).toMatch(
      /immutable but for its void/,
    );
    expect(await refused(sql`delete from remittances where org_id = ${ctx.a.id}`)).toMatch(
      /never deleted/,
    );
    expect(
      await refused(sql`insert into remittances (org_id, officer_id, business_date, cash, transfer,
        expected_cash, expected_transfer, received_by)
        values (${ctx.a.id}, ${finance.user.id}, ${today()}, 100, 0, 0, 0, ${finance.user.id})`),
    ).toMatch(/needs a reason/);
    expect(await remittanceCount()).toBe(2);
  });
});
