import { describe, expect, it } from 'vitest';
import type { Office, Printer } from '@prapa/contracts';
import type { TestOrg } from '../../../../test/factories.ts';
import { call, pathsOf, resourceSuite, useBasicApp, type Ctx } from '../shared/resource-suite.ts';

const ctx = useBasicApp();
const path = '/api/v1/basic/devices';

const headOffice = async (c: Ctx, org: TestOrg) => {
  const res = await call(c, await org.login('it'), 'GET', '/api/v1/offices?q=HQ');
  return (res.json().data.items as Office[])[0] as Office;
};

const body = async (c: Ctx, org: TestOrg, name: string) => ({
  officeId: (await headOffice(c, org)).id,
  name,
  paper: '80mm',
  connection: 'browser',
});

resourceSuite(ctx, {
  path,
  entity: 'printer',
  writer: 'it',
  forbidden: 'manager',
  key: 'name',
  body,
  invalid: {
    body: { officeId: 'x', name: '', paper: 'b5', connection: 'browser' },
    paths: ['name', 'officeId', 'paper'],
  },
  change: {
    fields: { paper: 'a4', connection: 'escpos', host: '192.168.1.50', port: 9100 },
    expect: { paper: 'a4', connection: 'escpos', host: '192.168.1.50', port: 9100 },
  },
  headers: { th: 'ชื่อเครื่องพิมพ์', en: 'Printer name' },
});

describe('/basic/device: its own rules', () => {
  const create = async (name: string, extra: Record<string, unknown> = {}) => {
    const res = await call(ctx, await ctx.a.login('it'), 'POST', path, {
      ...(await body(ctx, ctx.a, name)),
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Printer;
  };
  const get = async (id: string) =>
    (await call(ctx, await ctx.a.login('it'), 'GET', `${path}/${id}`)).json().data as Printer;

  it('keeps one default receipt printer per office', async () => {
    const first = await create('เคาน์เตอร์ 1', { defaultForReceipts: true });
    const second = await create('เคาน์เตอร์ 2', { defaultForReceipts: true });
    expect(second.defaultForReceipts).toBe(true);
    expect((await get(first.id)).defaultForReceipts).toBe(false);
    const it = await ctx.a.login('it');
    const back = await call(ctx, it, 'PUT', `${path}/${first.id}`, {
      ...(await body(ctx, ctx.a, 'เคาน์เตอร์ 1')),
      defaultForReceipts: true,
    });
    expect(back.json().data.defaultForReceipts).toBe(true);
    expect((await get(second.id)).defaultForReceipts).toBe(false);
    const off = await call(ctx, it, 'POST', `${path}/${first.id}/deactivate`);
    expect(off.json().data).toMatchObject({ active: false, defaultForReceipts: false });
  });

  it('refuses an office of another organisation and an ESC/POS printer without a host', async () => {
    const it = await ctx.a.login('it');
    const theirs = await call(ctx, it, 'POST', path, await body(ctx, ctx.b, 'ของคนอื่น'));
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().errors).toEqual([
      { path: 'officeId', message: 'กรุณาเลือกสำนักงานที่เปิดใช้งานอยู่ขององค์กรนี้' },
    ]);
    const noHost = await call(ctx, it, 'POST', path, {
      ...(await body(ctx, ctx.a, 'ไม่มีที่อยู่')),
      connection: 'escpos',
    });
    expect(noHost.statusCode).toBe(400);
    expect(pathsOf(noHost)).toEqual(['host']);
  });

  it.each(['58mm', '80mm', 'a5', 'a4', 'continuous'])(
    'prints a %s test page as a PDF',
    async (paper) => {
      const printer = await create(`ทดสอบ ${paper}`, { paper });
      // IT sets printers up and prints their test page (permissions.ts device.read).
      const res = await call(
        ctx,
        await ctx.a.login('it'),
        'GET',
        `${path}/${printer.id}/test-page`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const other = await call(
        ctx,
        await ctx.b.login('it'),
        'GET',
        `${path}/${printer.id}/test-page`,
      );
      expect(other.statusCode).toBe(404);
    },
  );
});
