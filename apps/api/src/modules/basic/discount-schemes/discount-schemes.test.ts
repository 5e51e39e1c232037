import { describe, expect, it } from 'vitest';
import { readXlsx } from '../../../../test/read-xlsx.ts';
import { call, pathsOf, resourceSuite, useBasicApp } from '../shared/resource-suite.ts';

const ctx = useBasicApp();
const path = '/api/v1/basic/discount-schemes';

resourceSuite(ctx, {
  path,
  entity: 'discountScheme',
  writer: 'manager',
  forbidden: 'clerk',
  key: 'code',
  body: async (_c, _o, key) => ({
    code: key,
    name: `ส่วนลด ${key}`,
    kind: 'percent',
    value: 1000,
    appliesTo: 'water_charge',
  }),
  invalid: {
    body: { code: 'D1', name: 'x', kind: 'percent', value: 10_001, appliesTo: 'water_charge' },
    paths: ['value'],
  },
  change: {
    fields: { kind: 'fixed', value: 5000, monthlyCap: 5000 },
    expect: { kind: 'fixed', value: 5000, monthlyCap: 5000, entitledCount: 0 },
  },
  headers: { th: 'รหัสส่วนลด', en: 'Discount code' },
});

describe('/basic/discount: its own rules', () => {
  it('refuses a zero discount and shows each value in its unit', async () => {
    const manager = await ctx.a.login('manager');
    const zero = await call(ctx, manager, 'POST', path, {
      code: 'Z0',
      name: 'ศูนย์',
      kind: 'free_m3',
      value: 0,
      appliesTo: 'water_charge',
    });
    expect(zero.statusCode).toBe(400);
    expect(pathsOf(zero)).toEqual(['value']);
    await call(ctx, manager, 'POST', path, {
      code: 'FREE5',
      name: 'วัดและโรงเรียน ใช้น้ำฟรี',
      kind: 'free_m3',
      value: 5,
      appliesTo: 'water_charge',
    });
    const sheet = await readXlsx(await call(ctx, manager, 'GET', `${path}/export?q=FREE5`));
    expect(sheet.rows[0]?.slice(0, 4)).toEqual([
      'FREE5',
      'วัดและโรงเรียน ใช้น้ำฟรี',
      'ใช้น้ำฟรี (ลบ.ม.)',
      '5 ลบ.ม.',
    ]);
  });
});
