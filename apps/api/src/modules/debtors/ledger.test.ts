import { beforeAll, describe, expect, it } from 'vitest';
import type { DebtorLedger } from '@prapa/contracts';
import { pageCount, pageText } from '../../documents/pdf-test-decode.ts';
import { XLSX_TYPE } from '../../lib/xlsx.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { readXlsx } from '../../../test/read-xlsx.ts';
import { getData, send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import { buildDebtors, receivableOf, type Scenario } from './debtor-fixtures.ts';

// ป.17 (issue 12): one connection's fiscal year from its bills' lines and its receipts,
// each ledger equal to a hand calculation; brought forward = last year's carried forward;
// Σ carried forward over the connections = the organisation's receivable.
const ctx: WaterCtx = useWaterApp();
let s: Scenario;

const ledger = async (user: string, fiscalYear: number) =>
  (await getData(
    ctx,
    `/api/v1/water-users/${user}/ledger?fiscalYear=${fiscalYear}`,
    s.finance,
  )) as DebtorLedger;

const moves = (l: DebtorLedger) =>
  l.rows.map((r) =>
    r.kind === 'bill' ? ['bill', r.bill.charged, r.balance] : ['paid', r.payment.amount, r.balance],
  );

beforeAll(async () => {
  s = await buildDebtors(ctx);
}, 120_000);

describe('ป.17 debtor ledger', () => {
  it('carries a debtor across the fiscal year: 3 × 80 ฿, then 80 ฿ and a 50 ฿ fee', async () => {
    const y69 = await ledger(s.users.debtor, 2569);
    expect(y69).toMatchObject({ from: '2025-10-01', to: '2026-09-30', broughtForward: 0 });
    expect(moves(y69)).toEqual([
      ['bill', 8_000, 8_000],
      ['bill', 8_000, 16_000],
      ['bill', 8_000, 24_000],
    ]);
    expect(y69.carriedForward).toBe(24_000);
    const y70 = await ledger(s.users.debtor, 2570);
    expect(y70.broughtForward).toBe(y69.carriedForward);
    expect(moves(y70)).toEqual([
      ['bill', 8_000, 32_000],
      ['bill', 5_000, 37_000],
    ]);
    const [october, sundry] = y70.rows;
    expect(october?.kind === 'bill' && october.bill).toMatchObject({
      roundMonth: '2569-10',
      readingFrom: 30,
      readingTo: 40,
      units: 10,
      water: 7_000,
      topUp: 0,
      meterFee: 1_000,
      vat: 0,
      charged: 8_000,
      total: 8_000,
    });
    expect(sundry?.kind === 'bill' && sundry.bill).toMatchObject({
      kind: 'sundry',
      roundMonth: null,
      other: 5_000,
    });
    expect(y70.totals).toMatchObject({ water: 7_000, meterFee: 1_000, other: 5_000, paid: 0 });
    expect(y70.carriedForward).toBe(37_000);
  });

  it('shows the top-up, the payment by book and number, and what is left', async () => {
    const l = await ledger(s.users.payer, 2570);
    expect(l.broughtForward).toBe(12_000);
    expect(moves(l)).toEqual([
      ['bill', 4_000, 16_000],
      ['paid', 12_000, 4_000],
    ]);
    const [bill, payment] = l.rows;
    expect(bill?.kind === 'bill' && bill.bill).toMatchObject({
      water: 2_100,
      topUp: 900,
      meterFee: 1_000,
      units: 3,
    });
    expect(payment?.kind === 'payment' && payment.payment).toMatchObject({
      bookNo: 'D1',
      toBills: 12_000,
      toCredit: 0,
    });
  });

  it('goes below zero for money paid ahead', async () => {
    const l = await ledger(s.users.ahead, 2570);
    expect(l.broughtForward).toBe(24_000);
    expect(moves(l)).toEqual([
      ['bill', 8_000, 32_000],
      ['paid', 37_000, -5_000],
    ]);
    expect(l.rows[1]?.kind === 'payment' && l.rows[1].payment.toCredit).toBe(5_000);
    expect(l.carriedForward).toBe(-5_000);
  });

  it('lists a voided bill apart, uncounted, and its replacement in its place', async () => {
    const l = await ledger(s.users.voided, 2570);
    expect(l.broughtForward).toBe(13_500);
    expect(l.voidedBills).toHaveLength(1);
    expect(l.voidedBills[0]).toMatchObject({ status: 'void', voidReason: 'จดเลขผิด', total: 4_500 });
    expect(moves(l)).toEqual([['bill', 4_500, 18_000]]);
    expect(l.carriedForward).toBe(18_000);
  });

  it('sums to the receivable over every connection, and the books balance', async () => {
    let carried = 0;
    for (const user of Object.values(s.users)) {
      const [before, now] = [await ledger(user, 2569), await ledger(user, 2570)];
      expect(now.broughtForward, user).toBe(before.carriedForward);
      carried += now.carriedForward;
    }
    expect(carried).toBe(37_000 + 4_000 - 5_000 + 18_000);
    expect(carried).toBe(await receivableOf(ctx, ctx.a.id));
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });

  it('prints the ledger as a sheet and a Thai PDF, and a route’s ledgers in one PDF', async () => {
    const url = `/api/v1/water-users/${s.users.debtor}/ledger`;
    const xlsx = await send(ctx.t, s.finance, 'GET', `${url}/export?fiscalYear=2570`);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-type']).toBe(XLSX_TYPE);
    expect((await readXlsx(xlsx)).rows.map((r) => r.at(-1))).toEqual([240, 320, 370, 370]);
    const pdf = await send(ctx.t, s.finance, 'GET', `${url}/pdf?fiscalYear=2570`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pageText(pdf.rawPayload)).replace(/\s+/g, '');
    expect(text).toContain('370.00');
    const route = await send(
      ctx.t,
      s.finance,
      'GET',
      `/api/v1/debtor-accounts/ledgers.pdf?routeId=${ctx.basicsA.routeId}&fiscalYear=2570`,
    );
    expect(route.statusCode, route.body).toBe(200);
    expect(await pageCount(route.rawPayload)).toBe(3);
  });

  it('lets the auditor read, hides other organisations’ connections, refuses bad input', async () => {
    const auditor = await ctx.a.login('auditor');
    const url = `/api/v1/water-users/${s.users.debtor}/ledger?fiscalYear=2570`;
    expect((await send(ctx.t, auditor, 'GET', url)).statusCode).toBe(200);
    const other = await ctx.b.login('finance_officer');
    expect((await send(ctx.t, other, 'GET', url)).statusCode).toBe(404);
    expect((await send(ctx.t, other, 'GET', `${url.replace('?', '/pdf?')}`)).statusCode).toBe(404);
    const route = `/api/v1/debtor-accounts/ledgers.pdf?routeId=${ctx.basicsA.routeId}&fiscalYear=2570`;
    expect((await send(ctx.t, other, 'GET', route)).statusCode).toBe(404);
    for (const fy of ['abc', '70', '2570.5']) {
      const bad = await send(ctx.t, s.finance, 'GET', url.replace('2570', fy));
      expect(bad.statusCode, fy).toBe(400);
      expect(JSON.stringify(bad.json())).toContain('ปีงบประมาณ');
    }
    const badId = await send(
      ctx.t,
      s.finance,
      'GET',
      '/api/v1/water-users/nope/ledger?fiscalYear=2570',
    );
    expect(badId.statusCode).toBe(400);
    expect(badId.json().success).toBe(false);
  });
});
