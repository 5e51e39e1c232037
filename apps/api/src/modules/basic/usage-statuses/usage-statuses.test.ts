import { describe, expect, it } from 'vitest';
import { readXlsx } from '../../../../test/read-xlsx.ts';
import { call, resourceSuite, useBasicApp } from '../shared/resource-suite.ts';

const ctx = useBasicApp();
const path = '/api/v1/basic/usage-statuses';

resourceSuite(ctx, {
  path,
  entity: 'usageStatus',
  writer: 'manager',
  forbidden: 'clerk',
  key: 'code',
  body: async (_c, _o, key) => ({
    code: key,
    name: `สถานะ ${key}`,
    billMode: 'normal',
    readingRequired: true,
    countsAsCutOff: false,
    colour: '#28C76F',
  }),
  invalid: {
    body: { code: 'S1', name: 'x', billMode: 'sometimes', readingRequired: true, colour: 'green' },
    paths: ['billMode', 'colour', 'countsAsCutOff'],
  },
  change: {
    fields: { billMode: 'meter_fee_only', readingRequired: false, colour: '#ED9200' },
    expect: { billMode: 'meter_fee_only', readingRequired: false, colour: '#ED9200' },
  },
  headers: { th: 'รหัสสถานะ', en: 'Status code' },
});

describe('/basic/usage_status: its own rules', () => {
  it('exports yes/no and the bill mode in the reader’s language', async () => {
    const manager = await ctx.a.login('manager');
    await call(ctx, manager, 'POST', path, {
      code: 'BRK',
      name: 'มาตรชำรุด (ทดสอบ)',
      billMode: 'normal',
      readingRequired: false,
      countsAsCutOff: false,
      billAtAverage: true,
      colour: '#DA5444',
    });
    const en = await readXlsx(
      await call(ctx, manager, 'GET', `${path}/export?q=BRK`, undefined, {
        'accept-language': 'en',
      }),
    );
    expect(en.rows[0]?.slice(0, 7)).toEqual([
      'BRK',
      'มาตรชำรุด (ทดสอบ)',
      'Normal billing',
      'No',
      'No',
      'Yes',
      '#DA5444',
    ]);
  });
});
