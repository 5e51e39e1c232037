import { describe, expect, it } from 'vitest';
import type { PaymentChannel } from '@prapa/contracts';
import { call, pathsOf, resourceSuite, useBasicApp } from '../shared/resource-suite.ts';

const ctx = useBasicApp();
const path = '/api/v1/basic/payment-channels';
const account = { bank: 'ธนาคารกรุงไทย', accountNo: '123-4-56789-0', accountName: 'ประปาหมู่บ้าน' };

resourceSuite(ctx, {
  path,
  entity: 'paymentChannel',
  writer: 'manager',
  forbidden: 'clerk',
  key: 'code',
  body: async (_c, _o, key) => ({ code: key, name: `ช่องทาง ${key}`, kind: 'cash' }),
  invalid: {
    body: { code: 'C1', name: 'โอน', kind: 'cheque', bankAccount: { ...account, accountNo: 'x' } },
    paths: ['bankAccount.accountNo', 'kind'],
  },
  change: {
    fields: { kind: 'bank_transfer', bankAccount: account, referenceRequired: true },
    expect: { kind: 'bank_transfer', bankAccount: account, referenceRequired: true },
  },
  headers: { th: 'รหัสช่องทาง', en: 'Channel code' },
});

describe('/basic/payment-channel: its own rules', () => {
  it('saves a bank transfer without its account (the screen warns) and filters by kind', async () => {
    const manager = await ctx.a.login('manager');
    const res = await call(ctx, manager, 'POST', path, {
      code: 'TR9',
      name: 'โอนเข้าบัญชีสำรอง',
      kind: 'bank_transfer',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.bankAccount).toBeNull();
    const list = await call(ctx, manager, 'GET', `${path}?kind=bank_transfer`);
    const kinds = (list.json().data.items as PaymentChannel[]).map((c) => c.kind);
    expect(kinds.length).toBeGreaterThan(0);
    expect(new Set(kinds)).toEqual(new Set(['bank_transfer']));
    const bad = await call(ctx, manager, 'GET', `${path}?kind=gold`);
    expect(pathsOf(bad)).toEqual(['querystring.kind']);
  });
});
