import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MeterInstallation, MeterRegisterItem } from '@prapa/contracts';
import { readXlsx } from '../../../test/read-xlsx.ts';
import { waterUsers } from '../../db/schema/index.ts';
import { withTenant } from '../../db/tenant.ts';
import { createUser, pathsOf, send, useWaterApp } from '../water-users/water-user-fixtures.ts';

const ctx = useWaterApp();

const meterBody = (serial: string, over: Record<string, unknown> = {}) => ({
  serial,
  brand: 'Asahi',
  meterSizeId: ctx.basicsA.meterSizes['0.5'],
  digits: 4,
  installedOn: '2025-01-10',
  initialReading: 12,
  ...over,
});

const post = (url: string, body: object, s = ctx.clerk) => send(ctx.t, s, 'POST', url, body);
const data = async (url: string) => {
  // The audit trail is for admins; everything else the clerk reads.
  const who = url.startsWith('/api/v1/audit') ? await ctx.a.login('manager') : ctx.clerk;
  const res = await send(ctx.t, who, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const registerOf = async (q: string) =>
  (await data(`/api/v1/meters?q=${encodeURIComponent(q)}`)) as {
    items: MeterRegisterItem[];
    total: number;
  };

describe('/meter_register: install, replace, remove', () => {
  it('installs a meter, refuses a second one, shows it on the connection and in the register', async () => {
    const user = await createUser(ctx, { customerNo: 'MT-1' });
    const url = `/api/v1/water-users/${user.id}/meter`;
    const res = await post(url, meterBody('M25-000001'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      serial: 'M25-000001',
      brand: 'Asahi',
      meterSizeLabel: '½″',
      digits: 4,
      waterUserId: user.id,
      customerNo: 'MT-1',
      customerName: 'นายสมชาย ใจดี',
      installedOn: '2025-01-10',
      initialReading: 12,
      removedOn: null,
    });
    const again = await post(url, meterBody('M25-000002'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'ผู้ใช้น้ำรายนี้มีมาตรติดตั้งอยู่แล้ว กรุณาใช้การเปลี่ยนมาตร หรือถอดมาตรเดิมออกก่อน',
    });
    const shown = await data(`/api/v1/water-users/${user.id}`);
    expect(shown.meter).toMatchObject({ serial: 'M25-000001', initialReading: 12, digits: 4 });
    const register = await registerOf('M25-000001');
    expect(register.items).toEqual([
      expect.objectContaining({ status: 'installed', customerNo: 'MT-1', removedOn: null }),
    ]);
    // The serial of a meter on another connection cannot be installed twice.
    const other = await createUser(ctx, { customerNo: 'MT-1B' });
    const taken = await post(`/api/v1/water-users/${other.id}/meter`, meterBody('M25-000001'));
    expect(taken.statusCode).toBe(409);
    expect(pathsOf(taken)).toEqual(['serial']);
    // The answer's message is the field's, never the general "edited by someone else".
    expect(taken.json().message).toBe(taken.json().errors[0].message);
    expect(taken.json().message).not.toContain('ผู้อื่น');
    const log = await data(`/api/v1/audit?entity=water_user&entityId=${user.id}`);
    expect(log.items[0]).toMatchObject({ action: 'meter.install' });
  });

  it('refuses a reading beyond the dial and a size of another organisation', async () => {
    const user = await createUser(ctx, { customerNo: 'MT-2' });
    const res = await post(
      `/api/v1/water-users/${user.id}/meter`,
      meterBody('M25-000010', {
        initialReading: 10_000,
        meterSizeId: ctx.basicsB.meterSizes['0.5'],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(pathsOf(res)).toEqual(['initialReading', 'meterSizeId']);
    const digits = await post(
      `/api/v1/water-users/${user.id}/meter`,
      meterBody('M', { digits: 2 }),
    );
    expect(pathsOf(digits)).toEqual(['digits']);
  });

  it('replaces a meter: the old one closes with its final reading, the history shows both', async () => {
    const user = await createUser(ctx, { customerNo: 'MT-3' });
    const base = `/api/v1/water-users/${user.id}/meter`;
    expect((await post(base, meterBody('M25-000020', { initialReading: 100 }))).statusCode).toBe(
      200,
    );
    const replace = {
      ...meterBody('M25-000021', { initialReading: 0, installedOn: '2025-06-01', brand: 'Sanwa' }),
      oldFinalReading: 99,
      reason: 'มาตรเดิมหมุนไม่ตรง',
    };
    const low = await post(`${base}/replace`, replace);
    expect(low.statusCode).toBe(400);
    expect(low.json().errors).toEqual([
      {
        path: 'oldFinalReading',
        message: 'เลขอ่านครั้งสุดท้ายต้องไม่น้อยกว่าเลขอ่านเริ่มต้นของมาตร',
      },
    ]);
    const early = await post(`${base}/replace`, {
      ...replace,
      oldFinalReading: 180,
      installedOn: '2024-12-31',
    });
    expect(pathsOf(early)).toEqual(['installedOn']);
    const same = await post(`${base}/replace`, {
      ...replace,
      oldFinalReading: 180,
      serial: 'M25-000020',
    });
    expect(pathsOf(same)).toEqual(['serial']);

    const res = await post(`${base}/replace`, { ...replace, oldFinalReading: 180 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      serial: 'M25-000021',
      brand: 'Sanwa',
      installedOn: '2025-06-01',
      initialReading: 0,
    });
    const history = (await data(`/api/v1/water-users/${user.id}/meters`)) as MeterInstallation[];
    expect(history.map((h) => [h.serial, h.removedOn, h.finalReading, h.reason])).toEqual([
      ['M25-000021', null, null, null],
      ['M25-000020', '2025-06-01', 180, 'มาตรเดิมหมุนไม่ตรง'],
    ]);
    const old = await registerOf('M25-000020');
    expect(old.items[0]).toMatchObject({
      status: 'removed',
      finalReading: 180,
      customerNo: 'MT-3',
    });
    expect((await data(`/api/v1/water-users/${user.id}`)).meter.serial).toBe('M25-000021');
    const log = await data(`/api/v1/audit?entity=water_user&entityId=${user.id}`);
    expect(log.items[0]).toMatchObject({
      action: 'meter.replace',
      reason: 'มาตรเดิมหมุนไม่ตรง',
      after: { serial: 'M25-000021', oldMeterUsage: 80 },
    });
  });

  it('removes a meter, then refuses to replace or remove what is not there; a new one may go on', async () => {
    const user = await createUser(ctx, { customerNo: 'MT-4' });
    const base = `/api/v1/water-users/${user.id}/meter`;
    const none = await post(`${base}/remove`, {
      removedOn: '2025-02-01',
      finalReading: 5,
      reason: 'x',
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('ผู้ใช้น้ำรายนี้ยังไม่มีมาตรติดตั้งอยู่');
    await post(base, meterBody('M25-000030', { initialReading: 7 }));
    const below = await post(`${base}/remove`, {
      removedOn: '2025-02-01',
      finalReading: 6,
      reason: 'ยกเลิก',
    });
    expect(pathsOf(below)).toEqual(['finalReading']);
    const over = await post(`${base}/remove`, {
      removedOn: '2025-02-01',
      finalReading: 10_000,
      reason: 'x',
    });
    expect(over.json().errors[0]).toMatchObject({ path: 'finalReading' });
    const res = await post(`${base}/remove`, {
      removedOn: '2025-02-01',
      finalReading: 50,
      reason: 'ยกเลิกการใช้น้ำ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ removedOn: '2025-02-01', finalReading: 50 });
    expect((await data(`/api/v1/water-users/${user.id}`)).meter).toBeNull();
    const replace = await post(`${base}/replace`, {
      ...meterBody('M25-000031'),
      oldFinalReading: 60,
      reason: 'x',
    });
    expect(replace.statusCode).toBe(409);
    // The removed meter is sound: it may go back on (here, the same connection).
    const back = await post(
      base,
      meterBody('M25-000030', { installedOn: '2025-03-01', initialReading: 50 }),
    );
    expect(back.statusCode, back.body).toBe(200);
    expect((await data(`/api/v1/water-users/${user.id}/meters`)).length).toBe(2);
  });

  it('installs a meter registered in stock by its serial', async () => {
    const stock = await post('/api/v1/meters', {
      serial: 'STK-001',
      brand: 'Kent',
      meterSizeId: ctx.basicsA.meterSizes['0.5'],
      digits: 5,
      note: 'ซื้อเข้าคลัง',
    });
    expect(stock.statusCode, stock.body).toBe(200);
    expect(stock.json().data).toMatchObject({
      status: 'in_stock',
      waterUserId: null,
      customerName: null,
    });
    const dup = await post('/api/v1/meters', {
      serial: 'STK-001',
      meterSizeId: ctx.basicsA.meterSizes['0.5'],
      digits: 4,
    });
    expect(dup.statusCode).toBe(409);
    const user = await createUser(ctx, { customerNo: 'MT-5' });
    const res = await post(
      `/api/v1/water-users/${user.id}/meter`,
      meterBody('STK-001', { brand: null, digits: 5 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      meterId: stock.json().data.id,
      brand: 'Kent',
      digits: 5,
    });
    const inStock = await data('/api/v1/meters?status=in_stock&q=STK');
    expect(inStock.total).toBe(0);
  });

  it('lists and exports the register: search by serial or customer, filter by status', async () => {
    const byCustomer = await registerOf('MT-3');
    expect(byCustomer.items.map((m) => m.serial).sort()).toEqual(['M25-000020', 'M25-000021']);
    const removed = (await data('/api/v1/meters?status=removed&sort=serial')) as {
      items: MeterRegisterItem[];
    };
    expect(removed.items.map((m) => m.serial)).toEqual(['M25-000020']);
    const sorted = (await data('/api/v1/meters?q=M25-0000&sort=-installedOn&pageSize=2')) as {
      items: MeterRegisterItem[];
      total: number;
    };
    expect(sorted.items).toHaveLength(2);
    expect(sorted.total).toBeGreaterThan(2);
    const res = await send(
      ctx.t,
      ctx.clerk,
      'GET',
      '/api/v1/meters/export?q=M25-00002&sort=serial',
    );
    expect(res.statusCode).toBe(200);
    const sheet = await readXlsx(res);
    expect(sheet.header.slice(0, 5)).toEqual([
      'หมายเลขมาตร',
      'ยี่ห้อ',
      'ขนาดมาตร',
      'จำนวนหลัก',
      'สถานะ',
    ]);
    expect(sheet.rows.map((r) => [r[0], r[4]])).toEqual([
      ['M25-000020', 'ถอดแล้ว'],
      ['M25-000021', 'ติดตั้งอยู่'],
    ]);
  });

  it('keeps meters to their organisation and writes to the editors', async () => {
    const user = await createUser(ctx, { customerNo: 'MT-6' });
    const b = await ctx.b.login('clerk');
    const base = `/api/v1/water-users/${user.id}`;
    expect((await send(ctx.t, b, 'POST', `${base}/meter`, meterBody('X-1'))).statusCode).toBe(404);
    expect((await send(ctx.t, b, 'GET', `${base}/meters`)).statusCode).toBe(404);
    const theirs = await send(ctx.t, b, 'GET', '/api/v1/meters?q=M25');
    expect(theirs.json().data.total).toBe(0);
    const auditor = await post(`${base}/meter`, meterBody('X-2'), await ctx.a.login('auditor'));
    expect(auditor.statusCode).toBe(403);
    expect(auditor.json().code).toBe('READ_ONLY');
  });
});

// Last: it leaves removed meters behind, which the register's filters above would count.
describe('/user search by meter serial', () => {
  it('the /user search finds a connection by the meter on it now, not by one taken off', async () => {
    const user = await createUser(ctx, { customerNo: 'MT-S1' });
    const base = `/api/v1/water-users/${user.id}/meter`;
    const found = async (serial: string) =>
      ((await data(`/api/v1/water-users?q=${serial}`)) as { items: { id: string }[] }).items.map(
        (u) => u.id,
      );
    expect(await found('SRCH-A1')).toEqual([]);
    await post(base, meterBody('SRCH-A1', { initialReading: 0 }));
    expect(await found('SRCH-A1')).toEqual([user.id]);
    await post(`${base}/replace`, {
      ...meterBody('SRCH-B2', { initialReading: 0, installedOn: '2025-06-01' }),
      oldFinalReading: 40,
      reason: 'ชำรุด',
    });
    expect(await found('SRCH-A1')).toEqual([]);
    expect(await found('srch-b2')).toEqual([user.id]);
    // The register finds the meter by its serial, not its predecessor through the connection.
    expect((await registerOf('SRCH-B2')).items.map((m) => m.serial)).toEqual(['SRCH-B2']);
    expect((await registerOf('MT-S1')).items.map((m) => m.serial).sort()).toEqual([
      'SRCH-A1',
      'SRCH-B2',
    ]);
    await post(`${base}/remove`, { removedOn: '2025-07-01', finalReading: 9, reason: 'ยกเลิก' });
    expect(await found('SRCH-B2')).toEqual([]);
  });

  it('keeps the serial copy right when an installation moves to another connection', async () => {
    const from = await createUser(ctx, { customerNo: 'MT-MV1' });
    const to = await createUser(ctx, { customerNo: 'MT-MV2' });
    await post(`/api/v1/water-users/${from.id}/meter`, meterBody('MOVE-0001'));
    // No screen moves an installation yet (a transfer request may): the database keeps up.
    const rows = await withTenant(ctx.t.database.db, ctx.a.id, async (tx) => {
      await tx.execute(
        sql`update meter_installations set water_user_id = ${to.id} where water_user_id = ${from.id}`,
      );
      return tx
        .select({ customerNo: waterUsers.customerNo, meterSerial: waterUsers.meterSerial })
        .from(waterUsers)
        .where(inArray(waterUsers.id, [from.id, to.id]))
        .orderBy(waterUsers.customerNo);
    });
    expect(rows).toEqual([
      { customerNo: 'MT-MV1', meterSerial: null },
      { customerNo: 'MT-MV2', meterSerial: 'MOVE-0001' },
    ]);
  });
});
