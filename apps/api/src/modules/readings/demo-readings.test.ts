import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult, RoundReadingSummary, ServiceRound } from '@prapa/contracts';
import { login, type Session } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_PASSWORD, ensureDemo } from '../setup/demo-seed.ts';

// A newcomer sees the cycle at work: past months read and closed, this month's round
// being read, about half done, with unusual readings to check (issue 8).
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
  it('has three closed months and one being read, about half done', async () => {
    const rounds = await data<ListResult<ServiceRound>>('/api/v1/service-rounds');
    expect(rounds.items.map((r) => r.status)).toEqual(['reading', 'closed', 'closed', 'closed']);
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
