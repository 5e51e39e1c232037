import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WaterCostAnswer, WaterLossAnswer } from '@prapa/contracts';
import { bangkokDate, monthsEndingWith } from '@prapa/domain';
import { login, type Session } from '../../../test/factories.ts';
import { createDemoTestApp, type TestApp } from '../../../test/test-app.ts';
import { withSystem } from '../../db/tenant.ts';
import { DEMO_PASSWORD, ensureDemo } from '../setup/demo-seed.ts';
import { seedDemoProduction } from '../setup/demo-production.ts';

// The demo village's production (issue 27): twelve months read, costed and billed, so
// both screens show real figures on first start; every month's balance sums to its input.
let t: TestApp;
let manager: Session;
let orgId = '';
const last = monthsEndingWith(bangkokDate(new Date()).slice(0, 7), 2)[0] ?? '';

beforeAll(async () => {
  t = await createDemoTestApp();
  orgId = (await ensureDemo(t.database.db)).orgId ?? '';
  if (!orgId) throw new Error('no demo organisation');
  manager = await login(t, orgId, 'manager', DEMO_PASSWORD);
}, 120_000);
afterAll(() => t.close());

const get = async <T>(url: string) => {
  const res = await t.app.inject({ url, headers: manager.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
};

describe('the demo village production', () => {
  it('has twelve months of water cost up to last month', async () => {
    const cost = await get<WaterCostAnswer>(`/api/v1/water-cost?month=${last}`);
    expect(cost.trend.every((l) => l.produced !== null && l.totalCost > 0)).toBe(true);
    expect(cost.sources.map((s) => s.code)).toEqual(['W1', 'W2']);
    expect(cost.current.sold).toBeGreaterThan(0);
    expect(cost.current.recoveryBp).not.toBeNull();
  });

  it('balances every month to the m³, with losses between 20 and 40 %', async () => {
    const loss = await get<WaterLossAnswer>(`/api/v1/water-loss?month=${last}`);
    for (const l of loss.trend) {
      const parts =
        l.billedMetered + l.billedUnmetered + l.unbilled + l.apparentLosses + l.realLosses;
      expect(parts, l.month).toBe(l.systemInput);
      expect(l.inconsistent).toBe(false);
    }
    expect(loss.current.nrwBp).toBeGreaterThan(2_000);
    expect(loss.current.nrwBp).toBeLessThan(4_000);
    expect(loss.areas.length).toBeGreaterThan(0);
    expect(loss.worstMonth).not.toBeNull();
  });

  it('seeds in a few inserts (fast enough for every test that seeds the demo)', async () => {
    const ms = await withSystem(t.database.db, async (tx) => {
      for (const table of [
        'production_readings',
        'production_costs',
        'unbilled_usage',
        'water_sources',
      ]) {
        await tx.execute(sql`delete from ${sql.identifier(table)} where org_id = ${orgId}`);
      }
      const started = performance.now();
      await seedDemoProduction(tx, orgId);
      return performance.now() - started;
    });
    console.info(`demo production seeded in ${Math.round(ms)} ms`);
    expect(ms).toBeLessThan(2_000);
  });
});
