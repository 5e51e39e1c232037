import { beforeAll, describe, expect, it } from 'vitest';
import type { DebtorLedger } from '@prapa/contracts';
import { fiscalYearOf } from '@prapa/domain';
import { pageCount, pageText } from '../../documents/pdf-test-decode.ts';
import { XLSX_TYPE } from '../../lib/xlsx.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { readXlsx } from '../../../test/read-xlsx.ts';
import { receivableOf } from '../debtors/debtor-fixtures.ts';
import { today } from '../receipts/receipt-fixtures.ts';
import { getData, send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import { buildIncome, headOf, income, thisMonth, type IncomeScenario } from './income-fixtures.ts';

// รายงานรายรับ (issue 27) on a fortnight of money built by hand (income-fixtures.ts): every
// head sums to the satang and the debtor movement balances. Bills are dated October and
// November 2569; receipts and sundry bills are dated today, so each figure is asserted on
// the view that holds it, whatever today is.
const ctx: WaterCtx = useWaterApp();
let s: IncomeScenario;

beforeAll(async () => {
  s = await buildIncome(ctx);
}, 180_000);

describe('the income report', () => {
  it('October: the three water bills billed, nothing received, the movement from zero', async () => {
    const r = await income(ctx, s.finance, 'month', '2026-10');
    expect(r).toMatchObject({ from: '2026-10-01', to: '2026-10-31' });
    expect(headOf(r, 'water')).toEqual({ head: 'water', billed: 21_000, received: 0 });
    expect(headOf(r, 'meterFee')).toEqual({ head: 'meterFee', billed: 3_000, received: 0 });
    expect(r.totals).toEqual({ billed: 24_000, received: 0, receipts: 0 });
    expect(r.movement).toMatchObject({
      broughtForward: 0,
      billed: 24_000,
      received: 0,
      carriedForward: 24_000,
      difference: 0,
      balanced: true,
    });
  });

  it('November: water, meter fee and a 50.00 late fee for each October bill', async () => {
    const r = await income(ctx, s.finance, 'month', '2026-11');
    expect(headOf(r, 'water')?.billed).toBe(21_000);
    expect(headOf(r, 'meterFee')?.billed).toBe(3_000);
    expect(headOf(r, 'lateFee')?.billed).toBe(15_000);
    expect(r.movement.broughtForward).toBe(24_000);
    expect(r.movement.balanced).toBe(true);
  });

  it('the fiscal year from 1 October sums both months', async () => {
    const r = await income(ctx, s.finance, 'fiscalYear', '2026-11');
    expect(r).toMatchObject({ from: '2026-10-01', to: '2026-11-30' });
    expect(headOf(r, 'water')?.billed).toBe(42_000);
    expect(headOf(r, 'meterFee')?.billed).toBe(6_000);
    expect(headOf(r, 'lateFee')?.billed).toBe(15_000);
    expect(r.movement).toMatchObject({ broughtForward: 0, balanced: true });
  });

  it('today’s month: money by head, channel, area, user type; the void apart', async () => {
    const r = await income(ctx, s.finance, 'month', thisMonth());
    const received = Object.fromEntries(r.heads.map((h) => [h.head, h.received]));
    expect(received).toEqual({
      water: 22_000,
      meterFee: 3_000,
      lateFee: 10_000,
      vat: 0,
      connection: 0,
      reconnection: 0,
      meterChange: 0,
      deposit: 50_000,
      otherFees: 0,
      discount: 0,
      toCredit: 10_000,
    });
    expect(headOf(r, 'deposit')?.billed).toBe(50_000);
    expect(headOf(r, 'reconnection')?.billed).toBe(10_000);
    expect(headOf(r, 'otherFees')?.billed).toBe(0);
    expect(r.totals).toMatchObject({ received: 95_000, receipts: 3 });
    expect(r.channels.map((c) => [c.key, c.receipts, c.amount])).toEqual([
      ['bank_transfer', 1, 60_000],
      ['cash', 2, 35_000],
    ]);
    expect(r.areas.reduce((sum, a) => sum + a.amount, 0)).toBe(95_000);
    expect(r.userTypes.reduce((sum, u) => sum + u.amount, 0)).toBe(95_000);
    expect(r.voided).toMatchObject({ count: 1, amount: 8_000 });
    expect(r.voided.receipts[0]).toMatchObject({
      number: s.voidedReceipt.number,
      amount: 8_000,
      reason: 'รับผิดราย',
    });
    expect(r.movement).toMatchObject({
      voidedBills: 3_000,
      received: 95_000,
      fromDeposits: 0,
      carriedForward: 28_000,
      difference: 0,
      balanced: true,
    });
  });

  it('carries forward what the books owe, and what the ป.17s sum to', async () => {
    const r = await income(ctx, s.finance, 'month', thisMonth());
    expect(r.movement.carriedForward).toBe(await receivableOf(ctx, ctx.a.id));
    let ledgers = 0;
    for (const user of Object.values(s.users)) {
      const l = (await getData(
        ctx,
        `/api/v1/water-users/${user}/ledger?fiscalYear=${fiscalYearOf(today())}`,
        s.finance,
      )) as DebtorLedger;
      ledgers += l.carriedForward;
    }
    expect(ledgers).toBe(28_000);
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });

  it('prints the same totals on its PDF and its sheet', async () => {
    const url = `/api/v1/reports/income/pdf?view=month&month=${thisMonth()}`;
    const pdf = await send(ctx.t, s.finance, 'GET', url);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    let text = '';
    for (let n = 1; n <= (await pageCount(pdf.rawPayload)); n++) {
      text += (await pageText(pdf.rawPayload, n)).replace(/\s+/g, '');
    }
    expect(text).toContain('รายงานรายรับ');
    expect(text).toContain('950.00');
    expect(text).toContain('280.00');
    expect(text).toContain('ตรงกัน');
    expect(text).toContain('ผู้จัดทำ');
    const xlsx = await send(
      ctx.t,
      s.finance,
      'GET',
      `/api/v1/reports/income/export?view=month&month=${thisMonth()}`,
    );
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-type']).toBe(XLSX_TYPE);
    const sheet = await readXlsx(xlsx);
    const headTotal = sheet.rows.find((row) => row[0] === 'ตามประเภทรายรับ' && row[1] === 'รวม');
    expect(headTotal?.[4]).toBe(950);
    expect(sheet.rows.find((row) => row[1] === 'ลูกหนี้ยกไป')?.[4]).toBe(280);
  });

  it('refuses the counter and the office; answers another organisation with its own nothing', async () => {
    for (const position of ['cashier', 'clerk', 'meter_reader'] as const) {
      const other = await ctx.a.login(position);
      const res = await send(ctx.t, other, 'GET', `/api/v1/reports/income?month=${thisMonth()}`);
      expect(res.statusCode, position).toBe(403);
    }
    const b = await ctx.b.login('finance_officer');
    const r = await income(ctx, b, 'month', thisMonth());
    expect(r.totals).toEqual({ billed: 0, received: 0, receipts: 0 });
    expect(r.movement).toMatchObject({ broughtForward: 0, carriedForward: 0, balanced: true });
    expect(r.voided.count).toBe(0);
    const bad = await send(ctx.t, s.finance, 'GET', '/api/v1/reports/income?month=2026-13');
    expect(bad.statusCode).toBe(400);
  });
});
