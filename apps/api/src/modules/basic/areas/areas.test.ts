import { describe, expect, it } from 'vitest';
import type { Area } from '@prapa/contracts';
import { call, resourceSuite, useBasicApp } from '../shared/resource-suite.ts';

const ctx = useBasicApp();
const path = '/api/v1/basic/areas';

resourceSuite(ctx, {
  path,
  entity: 'area',
  writer: 'manager',
  forbidden: 'clerk',
  key: 'code',
  body: async (_ctx, _org, key) => ({ code: key, name: `บ้านหนองบัว ${key}`, villageNo: 1 }),
  invalid: {
    body: { code: 'a b', name: '', villageNo: 100 },
    paths: ['code', 'name', 'villageNo'],
  },
  change: {
    fields: { name: 'บ้านโนนสว่าง', villageNo: 3, note: 'ริมถนน' },
    expect: { name: 'บ้านโนนสว่าง', villageNo: 3, note: 'ริมถนน' },
  },
  headers: { th: 'รหัสเขตพื้นที่', en: 'Area code' },
});

describe('/basic/area: its own rules', () => {
  const create = async (code: string, name: string) => {
    const res = await call(ctx, await ctx.a.login('manager'), 'POST', path, { code, name });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Area;
  };

  it('sorts names in Thai order', async () => {
    for (const [code, name] of [
      ['T3', 'ขอนแก่น ทดสอบ'],
      ['T1', 'เกาะคา ทดสอบ'],
      ['T2', 'กาฬสินธุ์ ทดสอบ'],
    ] as const)
      await create(code, name);
    const res = await call(ctx, await ctx.a.login('manager'), 'GET', `${path}?q=ทดสอบ&sort=name`);
    expect(res.json().data.items.map((r: Area) => r.name)).toEqual([
      'กาฬสินธุ์ ทดสอบ',
      'เกาะคา ทดสอบ',
      'ขอนแก่น ทดสอบ',
    ]);
  });

  it('refuses to deactivate an area with active routes, saying how many', async () => {
    const manager = await ctx.a.login('manager');
    const area = await create('R1', 'บ้านมีสาย');
    for (const code of ['R1-1', 'R1-2']) {
      const route = await call(ctx, manager, 'POST', '/api/v1/basic/routes', {
        areaId: area.id,
        code,
        name: `สาย ${code}`,
      });
      expect(route.statusCode, route.body).toBe(200);
    }
    expect((await call(ctx, manager, 'GET', `${path}/${area.id}`)).json().data.routeCount).toBe(2);
    const res = await call(ctx, manager, 'POST', `${path}/${area.id}/deactivate`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'IN_USE',
      message:
        'ปิดการใช้งานพื้นที่นี้ไม่ได้ เพราะยังมีสายเก็บเงินที่ใช้งานอยู่ 2 สาย กรุณาย้ายหรือปิดการใช้งานสายเก็บเงินเหล่านั้นก่อน',
    });
    const en = await call(ctx, manager, 'POST', `${path}/${area.id}/deactivate`, undefined, {
      'accept-language': 'en',
    });
    expect(en.json().message).toMatch(/2 active collection route/);
    // Nor through the form's active switch.
    const put = await call(ctx, manager, 'PUT', `${path}/${area.id}`, {
      code: 'R1',
      name: 'บ้านมีสาย',
      active: false,
    });
    expect(put.statusCode).toBe(409);
    // Once its routes retire, the area may retire too.
    const routes = await call(ctx, manager, 'GET', `/api/v1/basic/routes?areaId=${area.id}`);
    for (const r of routes.json().data.items as { id: string }[]) {
      await call(ctx, manager, 'POST', `/api/v1/basic/routes/${r.id}/deactivate`);
    }
    const ok = await call(ctx, manager, 'POST', `${path}/${area.id}/deactivate`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ active: false, routeCount: 0 });
  });
});
