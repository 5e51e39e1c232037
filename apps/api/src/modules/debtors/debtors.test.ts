import { beforeAll, describe, expect, it } from 'vitest';
import type { CreditList, DebtorList } from '@prapa/contracts';
import { XLSX_TYPE } from '../../lib/xlsx.ts';
import { pageText } from '../../documents/pdf-test-decode.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { readXlsx } from '../../../test/read-xlsx.ts';
import { getData, send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import { AS_OF, buildDebtors, receivableOf, type Scenario } from './debtor-fixtures.ts';

// /debtor_accounts (issue 12): every connection owing, aged by unpaid rounds, with totals
// by bucket, area and route; credit balances apart; exact satang (debtor-fixtures.ts).
const ctx: WaterCtx = useWaterApp();
let s: Scenario;
const base = '/api/v1/debtor-accounts';

const list = async (query = '') =>
  (await getData(ctx, `${base}?asOf=${AS_OF}${query}`, s.finance)) as DebtorList;

beforeAll(async () => {
  s = await buildDebtors(ctx);
}, 120_000);

describe('debtor accounts', () => {
  it('lists every connection owing, largest first, aged by unpaid rounds', async () => {
    const l = await list();
    const voidedRounds = s.rebillDue < AS_OF ? 4 : 3;
    expect(l.asOf).toBe(AS_OF);
    expect(l.items.map((r) => [r.waterUserId, r.owed, r.unpaidRounds, r.bucket])).toEqual([
      [s.users.debtor, 37_000, 4, 'r4to6'],
      [s.users.voided, 18_000, voidedRounds, voidedRounds === 4 ? 'r4to6' : 'r3'],
      [s.users.payer, 4_000, 1, 'r1'],
    ]);
    expect(l.items[0]).toMatchObject({ openBills: 5, overdue: 32_000, oldestMonth: '2569-07' });
    expect(l.items[2]).toMatchObject({ openBills: 1, oldestMonth: '2569-10' });
    expect(l.total).toBe(3);
    expect(l.totals.all).toEqual({ debtors: 3, owed: 59_000 });
    expect(l.totals.byBucket.find((b) => b.bucket === 'r1')).toEqual({
      bucket: 'r1',
      debtors: 1,
      owed: 4_000,
    });
    expect(l.totals.byBucket.reduce((sum, b) => sum + b.owed, 0)).toBe(59_000);
    expect(l.totals.byArea).toEqual([
      { id: ctx.basicsA.areaId, code: 'A1', name: 'บ้านหนองบัว', debtors: 3, owed: 59_000 },
    ]);
    expect(l.totals.byRoute.map((r) => [r.code, r.debtors, r.owed])).toEqual([
      ['R1', 2, 41_000],
      ['R2', 1, 18_000],
    ]);
  });

  it('counts unpaid rounds on the day asked: before the dues, nothing is overdue', async () => {
    const early = (await getData(ctx, `${base}?asOf=2026-08-01`, s.finance)) as DebtorList;
    expect(early.items.every((r) => r.unpaidRounds === 0 && r.bucket === 'current')).toBe(true);
    expect(early.totals.all.owed).toBe(59_000);
  });

  it('filters by rounds, bucket, amount, route, text and sorts', async () => {
    const ids = (l: DebtorList) => l.items.map((r) => r.waterUserId);
    expect(ids(await list('&minRounds=4'))).toContain(s.users.debtor);
    expect(ids(await list('&minRounds=4'))).not.toContain(s.users.payer);
    expect(ids(await list('&bucket=r1'))).toEqual([s.users.payer]);
    expect(ids(await list('&minAmount=20000'))).toEqual([s.users.debtor]);
    expect(ids(await list(`&routeId=${ctx.basicsA.route2Id}`))).toEqual([s.users.voided]);
    expect(ids(await list('&sort=owed'))).toEqual([s.users.payer, s.users.voided, s.users.debtor]);
    const one = await list(`&pageSize=1&page=2`);
    expect(one).toMatchObject({ total: 3, items: [{ waterUserId: s.users.voided }] });
    expect(one.totals.all.owed).toBe(59_000);
    expect(ids(await list(`&q=${encodeURIComponent('หนี้ค้างนาน')}`))).toEqual([s.users.debtor]);
    // Its customer number finds it too (others may share those digits in an id or serial).
    expect(ids(await list(`&q=${l0(await list())}`))).toContain(s.users.debtor);
  });

  it('lists credit balances apart; Σ owed − Σ credit is the receivable', async () => {
    const c = (await getData(ctx, `${base}/credits`, s.finance)) as CreditList;
    expect(c.items.map((r) => [r.waterUserId, r.credit])).toEqual([[s.users.ahead, 5_000]]);
    expect(c.totalCredit).toBe(5_000);
    expect((await list()).totals.all.owed - c.totalCredit).toBe(await receivableOf(ctx, ctx.a.id));
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });

  it('exports the same rows as a sheet and a Thai PDF with the screen’s totals', async () => {
    const xlsx = await send(ctx.t, s.finance, 'GET', `${base}/export?asOf=${AS_OF}`);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-type']).toBe(XLSX_TYPE);
    const sheet = await readXlsx(xlsx);
    expect(sheet.rows.map((r) => r.at(-1))).toEqual([370, 180, 40]);
    const pdf = await send(ctx.t, s.finance, 'GET', `${base}/pdf?asOf=${AS_OF}`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await pageText(pdf.rawPayload)).replace(/\s+/g, '')).toContain('590.00');
    const credits = await send(ctx.t, s.finance, 'GET', `${base}/credits/export`);
    expect(credits.headers['content-type']).toBe(XLSX_TYPE);
    expect((await readXlsx(credits)).rows.map((r) => r.at(-1))).toEqual([50]);
  });

  it('lets the auditor read; keeps organisations apart; refuses bad input in Thai', async () => {
    const auditor = await ctx.a.login('auditor');
    expect((await send(ctx.t, auditor, 'GET', `${base}?asOf=${AS_OF}`)).statusCode).toBe(200);
    const other = await ctx.b.login('finance_officer');
    const theirs = (await getData(ctx, base, other)) as DebtorList;
    expect(theirs).toMatchObject({ total: 0, items: [], totals: { all: { owed: 0 } } });
    for (const q of ['asOf=2026-13-01', 'bucket=r99', 'sort=password', 'minRounds=-1']) {
      const bad = await send(ctx.t, s.finance, 'GET', `${base}?${q}`);
      expect(bad.statusCode, q).toBe(400);
      expect(bad.json().success).toBe(false);
    }
  });
});

const l0 = (l: DebtorList) => l.items[0]?.customerNo ?? '';
