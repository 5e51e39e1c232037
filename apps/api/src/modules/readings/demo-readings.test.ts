import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillRow, ListResult, RoundReadingSummary, ServiceRound } from '@prapa/contracts';
import { login, type Session } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_PASSWORD, ensureDemo } from '../setup/demo-seed.ts';

// A newcomer sees the cycle at work: past months read and closed, the last one billed,
// this month's round being read, about half done, with unusual readings to check
// (issues 8 and 9).
let t: TestApp;
let demo: Session;

beforeAll(async () => {
  t = await createTestApp();
  const { orgId } = await ensureDemo(t.database.db);
  if (!orgId) throw new Error('no demo organisation');
  demo = await login(t, orgId, 'manager', DEMO_PASSWORD);
});
afterAll(() => t.close());

const data = async <T>(url: string): Promise<T> => {
  const res = await t.app.inject({ url, headers: demo.headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: T }).data;
};

describe('the demo organisation’s rounds', () => {
  it('has two closed months, one billed and one being read, about half done', async () => {
    const rounds = await data<ListResult<ServiceRound>>('/api/v1/service-rounds');
    expect(rounds.items.map((r) => r.status)).toEqual(['reading', 'billed', 'closed', 'closed']);
    const billed = rounds.items[1];
    const bills = await data<ListResult<BillRow>>(`/api/v1/bills?roundId=${billed?.id}`);
    // Every connection read, and those whose status bills the meter fee alone.
    expect(bills.total).toBeGreaterThanOrEqual(billed?.expected ?? Infinity);
    expect(bills.items.every((b) => b.total > 0 && b.number.startsWith('2570'))).toBe(true);
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
