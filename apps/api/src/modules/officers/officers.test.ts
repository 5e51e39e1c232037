import { describe, expect, it } from 'vitest';
import type { Officer } from '@prapa/contracts';
import { login, type Session, type TestOrg } from '../../../test/factories.ts';
import { readXlsx } from '../../../test/read-xlsx.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { officerSuite } from './officer-suite.ts';

let t: TestApp;
let a: TestOrg;
let b: TestOrg;
let manager: Session;
const { call, body, create, update } = officerSuite((s) => ({ t, a, b, manager } = s));

describe('/basic/officer_information officers', () => {
  it('creates an officer (username lowercased, no password hash), audited', async () => {
    const o = await create('Somsri.K', { email: 'somsri@example.com', phone: '0812345678' });
    expect(o).toMatchObject({ username: 'somsri.k', locked: false, officeName: null });
    expect(JSON.stringify(o)).not.toMatch(/password|scrypt/i);
    await expect(login(t, a.id, 'somsri.k', 'start1234')).resolves.toBeTruthy();
    const log = await call(manager, 'GET', `/api/v1/audit?entity=officer&entityId=${o.id}`);
    const actions = log.json().data.items.map((e: { action: string }) => e.action);
    expect(actions).toEqual(['auth.login', 'officer.create']);
    expect(log.body).not.toMatch(/scrypt/);
  });

  it('refuses a username in use with a field error on username', async () => {
    const res = await call(manager, 'POST', '/api/v1/officers', body('CASHIER'));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('DUPLICATE_USERNAME');
    expect(res.json().errors[0].path).toBe('username');
  });

  it('refuses invalid input with the paths of the fields', async () => {
    const res = await call(manager, 'POST', '/api/v1/officers', {
      ...body('ok_name'),
      password: 'short',
      email: 'not-mail',
      position: 'boss',
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['password', 'email', 'position']));
  });

  it('refuses an office of another organisation with a field error on officeId', async () => {
    const officeOfB = (await call(await b.login('it'), 'GET', '/api/v1/offices')).json().data
      .items[0].id;
    const res = await call(
      manager,
      'POST',
      '/api/v1/officers',
      body('wanderer', { officeId: officeOfB }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: [{ path: 'officeId' }] });
  });

  it('updates an officer, with the office name', async () => {
    const o = await create('editme');
    const hq = (await call(manager, 'GET', '/api/v1/offices')).json().data.items[0];
    const res = await update(o.id, o, { fullName: 'คุณแก้ไข แล้ว', officeId: hq.id, role: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      fullName: 'คุณแก้ไข แล้ว',
      officeName: 'สำนักงานประปา',
      role: 'admin',
    });
  });

  it('lists with filters, search, sort and paging', async () => {
    const q = (qs: string) =>
      call(manager, 'GET', `/api/v1/officers?${qs}`).then((r) => r.json().data);
    const readers = await q('position=meter_reader');
    expect(readers.items.map((o: Officer) => o.username)).toEqual(['meter_reader']);
    const admins = await q('role=admin&sort=username&pageSize=500');
    expect(admins.items.every((o: Officer) => o.role === 'admin')).toBe(true);
    expect((await q('q=SOMSRI@EXAMPLE')).items.map((o: Officer) => o.username)).toEqual([
      'somsri.k',
    ]);
    expect((await q('q=081234')).total).toBe(1);
    const page = await q('sort=-username&pageSize=3&page=2');
    expect(page.items).toHaveLength(3);
    expect(page.total).toBe(9);
    const hq = (await call(manager, 'GET', '/api/v1/offices')).json().data.items[0];
    expect((await q(`officeId=${hq.id}&active=true`)).total).toBeGreaterThanOrEqual(7);
    const bad = await call(manager, 'GET', '/api/v1/officers?sort=passwordHash');
    expect(bad.json().errors[0].path).toBe('sort');
  });

  it('exports the filtered list to .xlsx', async () => {
    const res = await call(
      manager,
      'GET',
      '/api/v1/officers/export?position=cashier&sort=username',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    const sheet = await readXlsx(res);
    expect(sheet.header.slice(0, 4)).toEqual(['ชื่อผู้ใช้งาน', 'ชื่อ-นามสกุล', 'ตำแหน่ง', 'สิทธิ์']);
    const row = sheet.rows.find((r) => r[0] === 'cashier');
    expect(row?.slice(0, 5)).toEqual([
      'cashier',
      'ประปา ก cashier',
      'เจ้าหน้าที่เก็บเงิน',
      'ผู้บันทึกข้อมูล',
      'สำนักงานประปา',
    ]);
  });
});
