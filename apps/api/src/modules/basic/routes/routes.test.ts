import { describe, expect, it } from 'vitest';
import type { Area, CollectionRoute, Officer } from '@prapa/contracts';
import type { TestOrg } from '../../../../test/factories.ts';
import { call, pathsOf, resourceSuite, useBasicApp, type Ctx } from '../shared/resource-suite.ts';

const ctx = useBasicApp();
const path = '/api/v1/basic/routes';

const areaOf = async (c: Ctx, org: TestOrg, code = 'A1', name = 'บ้านหนองบัว หมู่ 1') => {
  const manager = await org.login('manager');
  const found = await call(c, manager, 'GET', `/api/v1/basic/areas?q=${code}`);
  const existing = (found.json().data.items as Area[]).find((a) => a.code === code);
  if (existing) return existing;
  const res = await call(c, manager, 'POST', '/api/v1/basic/areas', { code, name });
  return res.json().data as Area;
};

const officerOf = async (org: TestOrg, position: string) => {
  const res = await call(
    ctx,
    await org.login('manager'),
    'GET',
    `/api/v1/officers?position=${position}`,
  );
  return (res.json().data.items as Officer[])[0] as Officer;
};

resourceSuite(ctx, {
  path,
  entity: 'route',
  writer: 'manager',
  forbidden: 'cashier',
  key: 'code',
  body: async (c, org, key) => ({
    areaId: (await areaOf(c, org)).id,
    code: key,
    name: `สาย ${key}`,
  }),
  invalid: { body: { areaId: 'x', code: '', name: 'สาย' }, paths: ['areaId', 'code'] },
  change: {
    fields: { name: 'สายริมน้ำ', note: 'เดินจากวัด' },
    expect: { name: 'สายริมน้ำ', note: 'เดินจากวัด' },
  },
  headers: { th: 'รหัสสาย', en: 'Route code' },
});

describe('/basic/route: its own rules', () => {
  it('assigns a reader and a collector of the organisation and names them', async () => {
    const manager = await ctx.a.login('manager');
    const area = await areaOf(ctx, ctx.a, 'A2', 'บ้านโนนสว่าง หมู่ 3');
    const reader = await officerOf(ctx.a, 'meter_reader');
    const collector = await officerOf(ctx.a, 'cashier');
    const res = await call(ctx, manager, 'POST', path, {
      areaId: area.id,
      code: 'ON1',
      name: 'สายโนนสว่าง',
      readerId: reader.id,
      collectorId: collector.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      areaName: 'บ้านโนนสว่าง หมู่ 3',
      readerName: reader.fullName,
      collectorName: collector.fullName,
      connectionCount: 0,
    });
    const list = await call(ctx, manager, 'GET', `${path}?areaId=${area.id}&sort=areaName`);
    expect(list.json().data.items.map((r: CollectionRoute) => r.code)).toEqual(['ON1']);
    const byCount = await call(ctx, manager, 'GET', `${path}?sort=-connectionCount`);
    expect(byCount.statusCode).toBe(200);
  });

  it('refuses officers, areas and ids of another organisation at their fields', async () => {
    const manager = await ctx.a.login('manager');
    const theirArea = await areaOf(ctx, ctx.b, 'B1', 'ของ ข');
    const theirReader = await officerOf(ctx.b, 'meter_reader');
    const res = await call(ctx, manager, 'POST', path, {
      areaId: theirArea.id,
      code: 'X1',
      name: 'ข้ามองค์กร',
      readerId: theirReader.id,
    });
    expect(res.statusCode).toBe(400);
    expect(pathsOf(res)).toEqual(['areaId']);
    const mine = await areaOf(ctx, ctx.a);
    const reader = await call(ctx, manager, 'POST', path, {
      areaId: mine.id,
      code: 'X1',
      name: 'ข้ามองค์กร',
      readerId: theirReader.id,
    });
    expect(reader.statusCode).toBe(400);
    expect(reader.json().errors).toEqual([
      { path: 'readerId', message: 'กรุณาเลือกเจ้าหน้าที่ที่เปิดใช้งานอยู่ขององค์กรนี้' },
    ]);
  });

  it('puts no new route in a retired area', async () => {
    const manager = await ctx.a.login('manager');
    const area = await areaOf(ctx, ctx.a, 'OLD', 'บ้านเก่า');
    await call(ctx, manager, 'POST', `/api/v1/basic/areas/${area.id}/deactivate`);
    const res = await call(ctx, manager, 'POST', path, {
      areaId: area.id,
      code: 'O1',
      name: 'สาย',
    });
    expect(res.statusCode).toBe(400);
    expect(pathsOf(res)).toEqual(['areaId']);
  });
});
