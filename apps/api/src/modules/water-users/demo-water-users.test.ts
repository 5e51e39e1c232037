import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionRoute, MeterMap, WaterUser } from '@prapa/contracts';
import { login, type Session } from '../../../test/factories.ts';
import { createDemoTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_PASSWORD, ensureDemo } from '../setup/demo-seed.ts';

let t: TestApp;
let demo: Session;

beforeAll(async () => {
  t = await createDemoTestApp();
  const { orgId } = await ensureDemo(t.database.db);
  if (!orgId) throw new Error('no demo organisation');
  demo = await login(t, orgId, 'manager', DEMO_PASSWORD);
});
afterAll(() => t.close());

const data = async (url: string) => {
  const res = await t.app.inject({ url, headers: demo.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

/** Metres between two points (equirectangular: plenty at village scale). */
const metres = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const x = ((b.lng - a.lng) * Math.PI * 6_371_000 * Math.cos((a.lat * Math.PI) / 180)) / 180;
  const y = ((b.lat - a.lat) * Math.PI * 6_371_000) / 180;
  return Math.hypot(x, y);
};

describe('the demo organisation’s water users', () => {
  it('has about 300 connections on its five routes, each with a meter', async () => {
    const all = (await data('/api/v1/water-users?pageSize=500')) as {
      items: WaterUser[];
      total: number;
    };
    expect(all.total).toBe(300);
    expect(all.items[0]?.customerNo).toBe('00001');
    const routes = (await data('/api/v1/basic/routes')).items as CollectionRoute[];
    expect(routes.map((r) => r.connectionCount)).toEqual([70, 55, 65, 60, 50]);
    const u = all.items;
    expect(u.every((w) => w.address.moo !== null && w.address.postcode === '40000')).toBe(true);
    expect(u.filter((w) => w.meter === null).length).toBe(
      u.filter((w) => w.usageStatusName === 'ยกเลิกการใช้น้ำ').length,
    );
    // A mix: mostly households in the normal status, some businesses, government, temples.
    const types = new Set(u.map((w) => w.userTypeName));
    expect(types).toEqual(new Set(['ที่อยู่อาศัย', 'ธุรกิจ', 'ราชการ', 'วัด/โรงเรียน']));
    const normal = u.filter((w) => w.usageStatusName === 'ปกติ').length;
    expect(normal / u.length).toBeGreaterThan(0.8);
    const entitled = u.filter((w) => w.hasDiscount).length;
    expect(entitled).toBeGreaterThan(20);
    expect(entitled).toBeLessThan(50);
    // Lists carry national ids masked (PDPA), the last three digits showing.
    const ids = u.filter((w) => w.nationalId).map((w) => w.nationalId ?? '');
    expect(ids.length).toBeGreaterThan(100);
    expect(ids.every((id) => /^x-xxxx-xxxxx-\d{2}-\d$/.test(id))).toBe(true);
    const meters = await data('/api/v1/meters?pageSize=1');
    expect(meters.total).toBe(300);
  });

  it('puts them within 1.5 km of the village centre, in walk order along each route', async () => {
    const map = (await data('/api/v1/water-users/map')) as MeterMap;
    const points = map.points.map(([id, lat, lng]) => ({ id, lat, lng }));
    expect(points.length).toBeGreaterThan(270);
    const centre = { lat: 16.4419, lng: 102.836 };
    expect(Math.max(...points.map((p) => metres(centre, p)))).toBeLessThan(1_500);
    const routes = (await data('/api/v1/basic/routes')).items as CollectionRoute[];
    const walk = (await data(`/api/v1/route-order/${routes[0]?.id}`)) as { id: string }[];
    const byId = new Map(points.map((p) => [p.id, p]));
    const located = walk.flatMap((s) => byId.get(s.id) ?? []);
    // Neighbours on the walk are neighbours on the ground.
    const steps = located.slice(1).map((p, i) => metres(located[i] as (typeof located)[0], p));
    expect(Math.max(...steps)).toBeLessThan(150);
  });
});
