import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BankDeposit, CashBookDay, CashBookMonth, TreasuryTransfer } from '@prapa/contracts';
import { withSystem } from '../../db/tenant.ts';
import type { Session } from '../../../test/factories.ts';
import { bankFileOf, paidSundry } from '../payment-check/payment-check-fixtures.ts';
import { bookFor, today } from '../receipts/receipt-fixtures.ts';
import { getData, send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import {
  ACCOUNT,
  daysAgo,
  pastRemittance,
  postDeposit,
  postTransfer,
  SAVINGS,
  withAccounts,
} from './cash-book-fixtures.ts';

// Issue 27, the cash book (สมุดเงินสด): two collectors remitted on D1 and D2, finance
// deposits, sends money to the treasury, voids one entry; every day opens with the
// closing before it, and no write may leave any day's cash below nothing.
const ctx: WaterCtx = useWaterApp();
let finance: Session;
let cashier: Session;
const channel: Record<string, string> = {};
const D1 = daysAgo(3);
const D2 = daysAgo(2);
const D3 = daysAgo(1);
const D4 = today();

const dayOf = async (date: string, s: Session = finance) =>
  (await getData(ctx, `/api/v1/cash-book?date=${date}`, s)) as CashBookDay;
const line = (d: CashBookDay) => [d.opening, d.received, d.deposited, d.toTreasury, d.closing];
const bank = (d: CashBookDay, accountNo: string) => d.banks.find((b) => b.accountNo === accountNo);
const count = async (table: 'bank_deposits' | 'treasury_transfers') =>
  withSystem(ctx.t.database.db, async (tx) => {
    const res = await tx.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where org_id = ${ctx.a.id}`,
    );
    return Number((res as unknown as { rows: { n: number }[] }).rows[0]?.n);
  });

let cashTransfer: TreasuryTransfer;

beforeAll(async () => {
  finance = await ctx.a.login('finance_officer');
  cashier = await ctx.a.login('cashier');
  const list = (await getData(ctx, '/api/v1/basic/payment-channels', finance)) as {
    items: { id: string; code: string }[];
  };
  for (const c of list.items) channel[c.code] = c.id;
  await withAccounts(ctx, ctx.a.id, channel.TRANSFER);
  await pastRemittance(ctx, ctx.a.id, {
    officerId: cashier.user.id,
    receivedBy: finance.user.id,
    date: D1,
    cash: 1_500_025,
    slipNo: 'นส-101',
  });
  await pastRemittance(ctx, ctx.a.id, {
    officerId: finance.user.id,
    receivedBy: finance.user.id,
    date: D2,
    cash: 250_050,
    slipNo: 'นส-102',
  });
});

describe('the cash book, day by day to the satang', () => {
  it('records a deposit slip and money sent to the treasury', async () => {
    const slip = await postDeposit(ctx, finance, {
      date: D2,
      accountNo: ACCOUNT.accountNo,
      amount: 1_600_000,
      slipNo: 'NF-0001',
      depositor: 'นางสาวการเงิน',
    });
    expect(slip.statusCode, slip.body).toBe(201);
    expect(slip.json().data).toMatchObject({
      bank: ACCOUNT.bank,
      amount: 1_600_000,
      voidedAt: null,
    });
    const cash = await postTransfer(ctx, finance, {
      date: D3,
      amount: 100_000,
      documentNo: 'นค 1/2570',
      source: 'cash',
    });
    expect(cash.statusCode, cash.body).toBe(201);
    cashTransfer = cash.json().data as TreasuryTransfer;
    const fromBank = await postTransfer(ctx, finance, {
      date: D3,
      amount: 30_000,
      documentNo: 'นค 2/2570',
      source: 'bank',
      accountNo: SAVINGS.accountNo,
    });
    expect(fromBank.statusCode, fromBank.body).toBe(201);

    const d1 = await dayOf(D1);
    expect(line(d1)).toEqual([0, 1_500_025, 0, 0, 1_500_025]);
    expect(d1.incomes).toEqual([
      expect.objectContaining({ source: 'remittance', amount: 1_500_025, slipNo: 'นส-101' }),
    ]);
    const d2 = await dayOf(D2);
    expect(line(d2)).toEqual([1_500_025, 250_050, 1_600_000, 0, 150_075]);
    expect(bank(d2, ACCOUNT.accountNo)).toMatchObject({ deposited: 1_600_000, net: 1_600_000 });
    const d3 = await dayOf(D3);
    expect(line(d3)).toEqual([150_075, 0, 0, 100_000, 50_075]);
    // Sent from the savings account: the bank's money, not the cash's.
    expect(bank(d3, SAVINGS.accountNo)).toMatchObject({ toTreasury: 30_000, net: -30_000 });
    expect(d3.accounts.map((a) => a.accountNo)).toEqual([ACCOUNT.accountNo, SAVINGS.accountNo]);
  });

  it('refuses an overdraft in Thai and writes nothing, also back-dated through later days', async () => {
    const before = [await count('bank_deposits'), await count('treasury_transfers')];
    const onTheDay = await postDeposit(ctx, finance, {
      date: D1,
      accountNo: ACCOUNT.accountNo,
      amount: 1_500_026,
      slipNo: 'NF-0002',
    });
    expect(onTheDay.statusCode, onTheDay.body).toBe(409);
    expect(onTheDay.json().message).toContain('เงินสดคงเหลือไม่พอ');
    expect(onTheDay.json().message).toContain('0.01');
    // D1 could spare 1,000.00 ฿, but D3 (after its treasury transfer) would be 499.25 ฿ short.
    const later = await postDeposit(ctx, finance, {
      date: D1,
      accountNo: ACCOUNT.accountNo,
      amount: 100_000,
      slipNo: 'NF-0003',
    });
    expect(later.statusCode, later.body).toBe(409);
    expect(later.json().message).toContain('499.25');
    const treasury = await postTransfer(ctx, finance, {
      date: D4,
      amount: 50_076,
      documentNo: 'นค 3/2570',
      source: 'cash',
    });
    expect(treasury.statusCode, treasury.body).toBe(409);
    expect([await count('bank_deposits'), await count('treasury_transfers')]).toEqual(before);
    expect(line(await dayOf(D3))).toEqual([150_075, 0, 0, 100_000, 50_075]);
  });

  it('voids with a reason, once; the cash comes back and the back-dated slip then fits', async () => {
    const voided = await send(
      ctx.t,
      finance,
      'POST',
      `/api/v1/treasury-transfers/${cashTransfer.id}/void`,
      {
        reason: 'บันทึกซ้ำกับเอกสารเดิม',
      },
    );
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().data).toMatchObject({ voidReason: 'บันทึกซ้ำกับเอกสารเดิม' });
    const again = await send(
      ctx.t,
      finance,
      'POST',
      `/api/v1/treasury-transfers/${cashTransfer.id}/void`,
      {
        reason: 'ยกเลิกอีกครั้ง',
      },
    );
    expect(again.statusCode, again.body).toBe(409);
    const slip = await postDeposit(ctx, finance, {
      date: D1,
      accountNo: ACCOUNT.accountNo,
      amount: 100_000,
      slipNo: 'NF-0003',
    });
    expect(slip.statusCode, slip.body).toBe(201);
    expect(line(await dayOf(D1))).toEqual([0, 1_500_025, 100_000, 0, 1_400_025]);
    expect(line(await dayOf(D2))).toEqual([1_400_025, 250_050, 1_600_000, 0, 50_075]);
    const d3 = await dayOf(D3);
    expect(line(d3)).toEqual([50_075, 0, 0, 0, 50_075]);
    expect(d3.transfers.find((t) => t.id === cashTransfer.id)?.voidedByName).toContain('finance');
  });

  it('counts the counter cash of today until its collector remits, then the remittance', async () => {
    await bookFor(ctx, finance, 'CB1', { officerId: cashier.user.id });
    await paidSundry(ctx, { finance, cashier }, 12_345, channel.CASH);
    const byTransfer = await paidSundry(
      ctx,
      { finance, cashier },
      20_000,
      channel.TRANSFER,
      'KTB 1',
    );
    let d4 = await dayOf(D4);
    expect(line(d4)).toEqual([50_075, 12_345, 0, 0, 62_420]);
    expect(d4.incomes).toEqual([
      expect.objectContaining({ source: 'counter', amount: 12_345, receipts: 1, slipNo: null }),
    ]);
    expect(bank(d4, ACCOUNT.accountNo)).toMatchObject({ received: 20_000, statement: null });
    // The bank file of the day: the transfer receipted, 50.00 ฿ not yet matched, and a
    // repeat of an earlier file that is not money in twice.
    await bankFileOf(
      ctx,
      ctx.a.id,
      { channelId: channel.TRANSFER ?? '', fileName: 'ktb-today', importedBy: finance.user.id },
      [
        {
          amount: 20_000,
          state: 'receipted',
          receipt: { id: byTransfer.id, waterUserId: byTransfer.waterUserId },
        },
        { amount: 5_000, state: 'queued' },
        { amount: 20_000, state: 'duplicate' },
      ],
    );
    expect(bank(await dayOf(D4), ACCOUNT.accountNo)).toMatchObject({
      received: 20_000,
      statement: 25_000,
      difference: 5_000,
      net: 20_000,
    });
    const remitted = await send(ctx.t, finance, 'POST', '/api/v1/remittances', {
      officerId: cashier.user.id,
      date: D4,
      cash: 12_300,
      transfer: 20_000,
      slipNo: 'นส-103',
      differenceReason: 'เงินขาด 0.45 บาท',
    });
    expect(remitted.statusCode, remitted.body).toBe(201);
    d4 = await dayOf(D4);
    expect(line(d4)).toEqual([50_075, 12_300, 0, 0, 62_375]);
    expect(d4.incomes).toEqual([
      expect.objectContaining({
        source: 'remittance',
        amount: 12_300,
        receipts: 1,
        slipNo: 'นส-103',
      }),
    ]);
  });

  it('balances every day of the months, each opening the closing before it', async () => {
    const months = [...new Set([D1, D4].map((d) => d.slice(0, 7)))];
    let carried = 0;
    for (const m of months) {
      const month = (await getData(
        ctx,
        `/api/v1/cash-book/month?month=${m}`,
        finance,
      )) as CashBookMonth;
      expect(month.opening).toBe(carried);
      for (const d of month.days) {
        expect(d.opening).toBe(carried);
        expect(d.closing).toBe(d.opening + d.received - d.deposited - d.toTreasury);
        carried = d.closing;
      }
      expect(month.closing).toBe(carried);
      expect(month.closing).toBe(
        month.opening + month.received - month.deposited - month.toTreasury,
      );
    }
    expect(carried).toBe(62_375);
  });

  it('answers a retried slip once, by its Idempotency-Key', async () => {
    const body = { date: D4, accountNo: ACCOUNT.accountNo, amount: 2_375, slipNo: 'NF-0004' };
    const first = await postDeposit(ctx, finance, body, 'slip-key-1');
    const retry = await postDeposit(ctx, finance, body, 'slip-key-1');
    expect([first.statusCode, retry.statusCode]).toEqual([201, 200]);
    expect((retry.json().data as BankDeposit).id).toBe((first.json().data as BankDeposit).id);
    expect(line(await dayOf(D4))).toEqual([50_075, 12_300, 2_375, 0, 60_000]);
  });
});
