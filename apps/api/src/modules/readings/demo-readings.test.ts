import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BillRow,
  DebtAlertList,
  ListResult,
  NoticeList,
  RoundReadingSummary,
  ServiceRound,
} from '@prapa/contracts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { login, type Session } from '../../../test/factories.ts';
import { createDemoTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_PASSWORD, ensureDemo } from '../setup/demo-seed.ts';

// A newcomer sees the cycle at work: a year of past months read, billed and mostly paid,
// this month's round being read, about half done, with unusual readings to check, and
// the debt that is left followed up (issues 8, 9 and 12).
let t: TestApp;
let demo: Session;
let orgId = '';

beforeAll(async () => {
  t = await createDemoTestApp();
  const made = await ensureDemo(t.database.db);
  if (!made.orgId) throw new Error('no demo organisation');
  orgId = made.orgId;
  demo = await login(t, orgId, 'manager', DEMO_PASSWORD);
});
afterAll(() => t.close());

const data = async <T>(url: string): Promise<T> => {
  const res = await t.app.inject({ url, headers: demo.headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: T }).data;
};

describe('the demo organisation’s rounds', () => {
  it('has a year of billed months and one being read, about half done', async () => {
    const rounds = await data<ListResult<ServiceRound>>('/api/v1/service-rounds?pageSize=50');
    expect(rounds.items.map((r) => r.status)).toEqual([
      'reading',
      ...Array<string>(12).fill('billed'),
    ]);
    const billed = rounds.items[1];
    const bills = await data<ListResult<BillRow>>(`/api/v1/bills?roundId=${billed?.id}`);
    // Every connection read, and those whose status bills the meter fee alone.
    expect(bills.total).toBeGreaterThanOrEqual(billed?.expected ?? Infinity);
    expect(bills.items.every((b) => /^25(69|70)/.test(b.number))).toBe(true);
    // Every bill charges something, but the one the overpaying household's credit pays in full.
    expect(bills.items.filter((b) => b.total === 0).length).toBeLessThanOrEqual(1);
    const current = rounds.items[0];
    if (!current) throw new Error('no round');
    const summary = await data<RoundReadingSummary>(
      `/api/v1/service-rounds/${current.id}/readings/summary`,
    );
    expect(summary.read / summary.expected).toBeGreaterThan(0.4);
    expect(summary.read / summary.expected).toBeLessThan(0.6);
    expect(summary.estimated).toBe(2);
    expect(summary.byAnomaly.high ?? 0).toBeGreaterThan(0);
    expect(summary.byAnomaly.veryHigh ?? 0).toBeGreaterThan(0);
    expect(summary.byAnomaly.zero ?? 0).toBeGreaterThan(0);
    expect(summary.held).toBeGreaterThan(0);
  });
});

describe('the demo organisation’s year of money', () => {
  it('was paid through the Thai QR channel, month by month, and balances', async () => {
    const files = await data<{ items: { rowCount: number }[]; total: number }>(
      '/api/v1/bank-files?pageSize=50',
    );
    expect(files.total).toBeGreaterThanOrEqual(12);
    // One household paid 500.00 ฿ too much two months ago: most of it is still on account.
    const credits = await data<{ totalCredit: number }>('/api/v1/debtor-accounts/credits');
    expect(credits.totalCredit).toBeGreaterThan(30_000);
    await expectLedgerBalanced(t, orgId);
  });

  it('has debtors at every step: to warn, to cut off, and one cut off owing its fee', async () => {
    const alerts = await data<DebtAlertList>('/api/v1/debt/alerts?pageSize=500');
    expect(alerts.sums.steps.warning).toBeGreaterThan(5);
    expect(alerts.sums.steps.cutoff).toBeGreaterThan(5);
    const cut = alerts.rows.filter((r) => r.usageStatus.cutOff && r.cutoff?.state === 'done');
    expect(cut).toHaveLength(1);
    expect(cut[0]?.unpaidRounds).toBe(5);
    const notices = await data<NoticeList>('/api/v1/debt/notices?pageSize=100');
    expect(notices.rows.filter((n) => n.kind === 'cutoff').map((n) => n.state)).toEqual(['done']);
    // Last month: about half the village has paid so far.
    const open = alerts.rows.filter((r) => r.unpaidRounds === 1).length;
    expect(open).toBeGreaterThan(100);
  });
});
