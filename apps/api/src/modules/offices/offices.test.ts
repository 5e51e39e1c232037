import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Office } from '@prapa/contracts';
import { createOrg, type Session, type TestOrg } from '../../../test/factories.ts';
import { readXlsx } from '../../../test/read-xlsx.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let a: TestOrg;
let b: TestOrg;
let itA: Session;

beforeAll(async () => {
  t = await createTestApp();
  a = await createOrg(t, 'ประปา ก');
  b = await createOrg(t, 'ประปา ข');
  itA = await a.login('it');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (s: Session, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: s.headers, ...(payload ? { payload } : {}) });

const create = async (code: string, name: string) => {
  const res = await call(itA, 'POST', '/api/v1/offices', { code, name, phone: '042-123456' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Office;
};

describe('/basic/group offices', () => {
  it('creates an office, audited', async () => {
    const office = await create('N01', 'จุดรับชำระหนองบัว');
    expect(office).toMatchObject({ code: 'N01', active: true, officerCount: 0, address: null });
    const log = await call(
      await a.login('manager'),
      'GET',
      `/api/v1/audit?entity=office&entityId=${office.id}`,
    );
    expect(log.json().data.items[0]).toMatchObject({
      action: 'office.create',
      officerName: 'ประปา ก it',
      after: { code: 'N01', name: 'จุดรับชำระหนองบัว' },
    });
  });

  it('refuses a code in use (whatever its case) with a field error on code', async () => {
    await create('DUP1', 'สำนักงานซ้ำ');
    const res = await call(itA, 'POST', '/api/v1/offices', { code: 'dup1', name: 'อีกแห่ง' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('DUPLICATE_CODE');
    expect(res.json().errors[0].path).toBe('code');
    // The same code in another organisation is fine.
    const other = await call(await b.login('it'), 'POST', '/api/v1/offices', {
      code: 'DUP1',
      name: 'ของ ข',
    });
    expect(other.statusCode).toBe(200);
  });

  it('refuses invalid input with the paths of the fields', async () => {
    const res = await call(itA, 'POST', '/api/v1/offices', { code: 'a b/c', name: '', phone: 12 });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['code', 'name', 'phone']);
  });

  it('updates, deactivates and activates an office', async () => {
    const office = await create('UPD', 'ก่อนแก้');
    const res = await call(itA, 'PUT', `/api/v1/offices/${office.id}`, {
      code: 'UPD2',
      name: 'หลังแก้',
      address: 'หมู่ 3',
      active: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ code: 'UPD2', name: 'หลังแก้', address: 'หมู่ 3' });
    const clash = await call(itA, 'PUT', `/api/v1/offices/${office.id}`, {
      code: 'N01',
      name: 'ชน',
    });
    expect(clash.statusCode).toBe(409);

    const off = await call(itA, 'POST', `/api/v1/offices/${office.id}/deactivate`);
    expect(off.json().data.active).toBe(false);
    // An edit that leaves `active` out leaves it as it is.
    const edit = await call(itA, 'PUT', `/api/v1/offices/${office.id}`, {
      code: 'UPD2',
      name: 'หลังแก้',
    });
    expect(edit.json().data.active).toBe(false);
    const inactive = await call(itA, 'GET', '/api/v1/offices?active=false');
    expect(inactive.json().data.items.map((o: Office) => o.code)).toEqual(['UPD2']);
    const on = await call(itA, 'POST', `/api/v1/offices/${office.id}/activate`);
    expect(on.json().data.active).toBe(true);

    const log = await call(itA, 'GET', `/api/v1/audit?entity=office&entityId=${office.id}`);
    expect(log.json().data.items.map((e: { action: string }) => e.action)).toEqual([
      'office.activate',
      'office.update',
      'office.deactivate',
      'office.update',
      'office.create',
    ]);
  });

  it('lists with search, Thai sort order, paging and officer counts', async () => {
    const branches: [string, string][] = [
      ['S3', 'ขอนแก่น สาขา'],
      ['S1', 'เกาะคา สาขา'],
      ['S2', 'กาฬสินธุ์ สาขา'],
    ];
    for (const [code, name] of branches) await create(code, name);
    const res = await call(
      itA,
      'GET',
      '/api/v1/offices?q=%E0%B8%AA%E0%B8%B2%E0%B8%82%E0%B8%B2&sort=name',
    );
    expect(res.json().data.items.map((o: Office) => o.name)).toEqual([
      'กาฬสินธุ์ สาขา',
      'เกาะคา สาขา',
      'ขอนแก่น สาขา',
    ]);
    const page = await call(itA, 'GET', '/api/v1/offices?q=S&sort=-code&pageSize=2&page=1');
    expect(page.json().data).toMatchObject({ total: 3 });
    expect(page.json().data.items.map((o: Office) => o.code)).toEqual(['S3', 'S2']);
    const hq = (await call(itA, 'GET', '/api/v1/offices?q=HQ')).json().data.items[0];
    expect(hq).toMatchObject({ code: 'HQ', officerCount: 7 });
    // % and _ are literal: nothing is named like that.
    expect((await call(itA, 'GET', '/api/v1/offices?q=%25')).json().data.total).toBe(0);
    const bad = await call(itA, 'GET', '/api/v1/offices?sort=-secret');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'sort', message: 'ไม่สามารถเรียงรายการตามช่องนี้ได้' }]);
  });

  it('exports the filtered list to .xlsx in the caller’s language', async () => {
    const res = await t.app.inject({
      url: '/api/v1/offices/export?q=N01',
      headers: { ...itA.headers, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(/filename\*=UTF-8''Offices_/);
    const sheet = await readXlsx(res);
    expect(sheet.header).toEqual([
      'Office code',
      'Office name',
      'Address',
      'Phone',
      'Officers',
      'Status',
      'Created on',
    ]);
    expect(sheet.rows[0]?.slice(0, 6)).toEqual([
      'N01',
      'จุดรับชำระหนองบัว',
      null,
      '042-123456',
      0,
      'Active',
    ]);
  });

  it('lets every officer read but only the IT department write', async () => {
    const manager = await a.login('manager');
    expect((await call(manager, 'GET', '/api/v1/offices')).statusCode).toBe(200);
    const write = await call(manager, 'POST', '/api/v1/offices', { code: 'X', name: 'x' });
    expect(write.statusCode).toBe(403);
    expect(write.json().code).toBe('FORBIDDEN');
    const auditor = await call(await a.login('auditor'), 'POST', '/api/v1/offices', {
      code: 'X',
      name: 'x',
    });
    expect(auditor.statusCode).toBe(403);
    expect(auditor.json().code).toBe('READ_ONLY');
  });

  it('answers 404 for another organisation’s office', async () => {
    const office = await create('MINE', 'ของ ก');
    const itB = await b.login('it');
    expect((await call(itB, 'GET', `/api/v1/offices/${office.id}`)).statusCode).toBe(404);
    const put = await call(itB, 'PUT', `/api/v1/offices/${office.id}`, { code: 'Z', name: 'z' });
    expect(put.statusCode).toBe(404);
    const off = await call(itB, 'POST', `/api/v1/offices/${office.id}/deactivate`);
    expect(off.statusCode).toBe(404);
    expect((await call(itA, 'GET', `/api/v1/offices/${office.id}`)).json().data.name).toBe('ของ ก');
  });
});
