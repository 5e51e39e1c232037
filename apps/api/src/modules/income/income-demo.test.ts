import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomeReport } from '@prapa/contracts';
import { bangkokDate } from '@prapa/domain';
import { login, type Session } from '../../../test/factories.ts';
import { createDemoTestApp, type TestApp } from '../../../test/test-app.ts';
import { receivableOf } from '../debtors/debtor-fixtures.ts';
import type { WaterCtx } from '../water-users/water-user-fixtures.ts';
import { DEMO_PASSWORD, ensureDemo } from '../setup/demo-seed.ts';

// The income report on the demo village (issue 27): every month of the last year and the
// views over them balance to the satang, each total is the sum of its parts, and what is
// carried forward today is what the books owe.
let t: TestApp;
let finance: Session;
let orgId = '';

beforeAll(async () => {
  t = await createDemoTestApp();
  orgId = (await ensureDemo(t.database.db)).orgId ?? '';
  if (!orgId) throw new Error('no demo organisation');
  finance = await login(t, orgId, 'finance', DEMO_PASSWORD);
}, 120_000);
afterAll(() => t.close());

const report = async (view: string, month: string) => {
  const res = await t.app.inject({
    url: `/api/v1/reports/income?view=${view}&month=${month}`,
    headers: finance.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as IncomeReport;
};

const sum = (rows: { amount: number }[]) => rows.reduce((s, r) => s + r.amount, 0);

/** Each total is its parts' sum; the movement's figures are the heads'. */
const expectConsistent = (r: IncomeReport) => {
  expect(r.movement.difference, `${r.view} ${r.month}`).toBe(0);
  expect(r.movement.balanced).toBe(true);
  expect(r.totals.received).toBe(r.heads.reduce((s, h) => s + h.received, 0));
  expect(r.totals.billed).toBe(r.heads.reduce((s, h) => s + h.billed, 0));
  expect(r.movement.received).toBe(r.totals.received);
  expect(r.movement.billed - r.movement.voidedBills).toBe(r.totals.billed);
  for (const groups of [r.channels, r.areas, r.userTypes]) {
    expect(sum(groups)).toBe(r.totals.received);
    expect(groups.reduce((s, g) => s + g.receipts, 0)).toBe(r.totals.receipts);
  }
};

/** 'YYYY-MM' of `back` months before this one. */
const monthsBack = (back: number) => {
  const [y, m] = bangkokDate(new Date()).split('-').map(Number);
  const d = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1 - back, 1));
  return d.toISOString().slice(0, 7);
};

describe('the income report on the demo village', () => {
  it('balances month by month, and each month carries forward into the next', async () => {
    let previous: IncomeReport | null = null;
    let received = 0;
    for (let back = 11; back >= 0; back--) {
      const r = await report('month', monthsBack(back));
      expectConsistent(r);
      if (previous) expect(r.movement.broughtForward).toBe(previous.movement.carriedForward);
      received += r.totals.received;
      previous = r;
    }
    // The demo takes money: the report is not balanced by being empty.
    expect(received).toBeGreaterThan(0);
    const ctx = { t } as unknown as WaterCtx;
    expect(previous?.movement.carriedForward).toBe(await receivableOf(ctx, orgId));
  });

  it('balances over the fiscal year and the calendar year', async () => {
    for (const view of ['fiscalYear', 'year']) expectConsistent(await report(view, monthsBack(0)));
  });
});
