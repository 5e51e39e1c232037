import { describe, expect, it } from 'vitest';
import type { MeterSize } from '@prapa/contracts';
import { readXlsx } from '../../../../test/read-xlsx.ts';
import { call, resourceSuite, useBasicApp } from '../shared/resource-suite.ts';

const ctx = useBasicApp();
const path = '/api/v1/basic/meter-sizes';
const fees = { monthlyFee: 1000, deposit: 40000, installationFee: 250000 };

resourceSuite(ctx, {
  path,
  entity: 'meterSize',
  writer: 'manager',
  forbidden: 'clerk',
  key: 'code',
  body: async (_c, _o, key) => ({ code: key, label: `${key} นิ้ว`, ...fees }),
  invalid: {
    body: { code: 'M1', label: '', monthlyFee: -1, deposit: 10.5, installationFee: 0 },
    paths: ['deposit', 'label', 'monthlyFee'],
  },
  change: {
    fields: { monthlyFee: 2500, sortOrder: 7 },
    expect: { monthlyFee: 2500, sortOrder: 7 },
  },
  headers: { th: 'รหัส', en: 'Code' },
});

describe('/basic/meter: its own rules', () => {
  it('keeps fees in satang and exports them in baht', async () => {
    const manager = await ctx.a.login('manager');
    const res = await call(ctx, manager, 'POST', path, {
      code: 'M3',
      label: '3″',
      monthlyFee: 40050,
      deposit: 500000,
      installationFee: 1200000,
    });
    expect(res.json().data).toMatchObject({ monthlyFee: 40050, deposit: 500000 });
    const sheet = await readXlsx(await call(ctx, manager, 'GET', `${path}/export?q=M3`));
    expect(sheet.header.slice(0, 3)).toEqual(['รหัส', 'ขนาดมาตร', 'ค่ารักษามาตรต่อเดือน (บาท)']);
    expect(sheet.rows[0]?.slice(0, 5)).toEqual(['M3', '3″', 400.5, 5000, 12000]);
    const sorted = await call(ctx, manager, 'GET', `${path}?sort=-monthlyFee&pageSize=1`);
    expect((sorted.json().data.items as MeterSize[])[0]?.code).toBe('M3');
  });
});
