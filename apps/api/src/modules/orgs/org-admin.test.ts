import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Organisation } from '@prapa/contracts';
import { createOrg, login, type Session, type TestOrg } from '../../../test/factories.ts';
import { readXlsx } from '../../../test/read-xlsx.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let home: TestOrg;
let it_: Session;

beforeAll(async () => {
  t = await createTestApp();
  home = await createOrg(t, 'ประปาศูนย์ไอที');
  it_ = await home.login('it');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (s: Session, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: s.headers, ...(payload ? { payload } : {}) });

const newOrg = (code: string, nameTh: string, username = 'admin') => ({
  code,
  nameTh,
  kind: 'sao',
  admin: { username, password: 'first1234', fullName: `ผู้จัดการ ${nameTh}` },
});

const create = async (code: string, nameTh: string) => {
  const res = await call(it_, 'POST', '/api/v1/org-admin/orgs', newOrg(code, nameTh));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Organisation;
};

describe('/org_admin', () => {
  it('creates an organisation with its head office and first admin officer', async () => {
    const org = await create('NONGKHAI', 'อบต.หนองคาย');
    expect(org).toMatchObject({ code: 'NONGKHAI', kind: 'sao', active: true, isDemo: false });
    const s = await login(t, org.id, 'admin', 'first1234');
    expect(s.user).toMatchObject({
      position: 'manager',
      role: 'admin',
      officeName: 'สำนักงานประปา',
    });
    // Audited in the new organisation, naming the IT officer's own one.
    const log = await call(s, 'GET', '/api/v1/audit?entity=organisation');
    const items = log.json().data.items as { action: string }[];
    expect(items.find((e) => e.action === 'organisation.create')).toMatchObject({
      action: 'organisation.create',
      actor: 'it',
      officerId: null,
      officerName: null,
    });
  });

  it('refuses a code in use with a field error on code', async () => {
    await create('DUPE', 'ประปาซ้ำ');
    const res = await call(it_, 'POST', '/api/v1/org-admin/orgs', newOrg('DUPE', 'ประปาซ้ำสอง'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'DUPLICATE_CODE' });
    expect(res.json().errors).toEqual([{ path: 'code', message: 'รหัสนี้มีอยู่แล้ว กรุณาใช้รหัสอื่น' }]);
  });

  it('refuses invalid input with the paths of the fields', async () => {
    const res = await call(it_, 'POST', '/api/v1/org-admin/orgs', {
      code: 'bad code',
      nameTh: 'ก',
      kind: 'city',
      admin: { username: 'x', password: 'short', fullName: 'ผู้จัดการ' },
    });
    expect(res.statusCode).toBe(400);
    const paths = res
      .json()
      .errors.map((e: { path: string }) => e.path)
      .sort();
    expect(paths).toEqual(
      expect.arrayContaining(['admin.password', 'admin.username', 'code', 'kind', 'nameTh']),
    );
  });

  it('lists, searches, sorts and pages organisations', async () => {
    await create('ZZLAST', 'เทศบาลตำบลขอนแก่น');
    await create('AAFIRST', 'ประปากาญจนบุรี');
    const all = (await call(it_, 'GET', '/api/v1/org-admin/orgs?pageSize=500')).json().data;
    expect(all.total).toBe(all.items.length);
    expect(all.items.find((o: { id: string }) => o.id === home.id)).toMatchObject({
      officerCount: 7,
    });

    const found = await call(it_, 'GET', '/api/v1/org-admin/orgs?q=%E0%B8%82%E0%B8%AD%E0%B8%99');
    expect(found.json().data.items.map((o: { code: string }) => o.code)).toEqual(['ZZLAST']);

    const byName = (await call(it_, 'GET', '/api/v1/org-admin/orgs?sort=nameTh&q=AA')).json();
    expect(byName.data.items[0].code).toBe('AAFIRST');
    const desc = (await call(it_, 'GET', '/api/v1/org-admin/orgs?sort=-code&pageSize=1')).json();
    expect(desc.data.items).toHaveLength(1);
    expect(desc.data.items[0].code).toBe('ZZLAST');
    expect(desc.data.total).toBeGreaterThan(3);
    const page2 = (
      await call(it_, 'GET', '/api/v1/org-admin/orgs?sort=-code&pageSize=1&page=2')
    ).json();
    expect(page2.data.items[0].code).not.toBe('ZZLAST');

    const bad = await call(it_, 'GET', '/api/v1/org-admin/orgs?sort=passwordHash');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('sort');
  });

  it('reads and edits another organisation, audited there', async () => {
    const org = await create('EDITME', 'ประปาแก้ไข');
    const got = (await call(it_, 'GET', `/api/v1/org-admin/orgs/${org.id}`)).json().data;
    const { id: _i, code: _c, isDemo: _d, active: _a, createdAt: _t, ...settings } = got;
    const res = await call(it_, 'PUT', `/api/v1/org-admin/orgs/${org.id}`, {
      ...settings,
      nameTh: 'ประปาแก้ไขแล้ว',
      vatRateBp: 700,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ nameTh: 'ประปาแก้ไขแล้ว', vatRateBp: 700 });
    const admin = await login(t, org.id, 'admin', 'first1234');
    const log = await call(admin, 'GET', `/api/v1/audit?entity=organisation&entityId=${org.id}`);
    expect(log.json().data.items[0]).toMatchObject({
      action: 'organisation.update',
      actor: 'it',
      after: { nameTh: 'ประปาแก้ไขแล้ว' },
    });
    const missing = await call(
      it_,
      'GET',
      '/api/v1/org-admin/orgs/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.statusCode).toBe(404);
  });

  it('deactivates: gone from the login list, its officers cannot sign in; and back', async () => {
    const org = await create('SLEEPY', 'ประปาพักงาน');
    const off = await call(it_, 'POST', `/api/v1/org-admin/orgs/${org.id}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json().data.active).toBe(false);
    const pub = await t.app.inject({ url: '/api/v1/orgs/public' });
    expect(pub.json().data.map((o: { id: string }) => o.id)).not.toContain(org.id);
    await expect(login(t, org.id, 'admin', 'first1234')).rejects.toThrow(/401/);
    const inactive = await call(it_, 'GET', '/api/v1/org-admin/orgs?active=false');
    expect(inactive.json().data.items.map((o: { id: string }) => o.id)).toContain(org.id);

    await call(it_, 'POST', `/api/v1/org-admin/orgs/${org.id}/activate`);
    await expect(login(t, org.id, 'admin', 'first1234')).resolves.toBeTruthy();
  });

  it('refuses to deactivate the caller’s own organisation', async () => {
    const res = await call(it_, 'POST', `/api/v1/org-admin/orgs/${home.id}/deactivate`);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('CANNOT_DEACTIVATE_SELF');
  });

  it('is for the IT department only', async () => {
    const manager = await home.login('manager');
    for (const [method, url] of [
      ['GET', '/api/v1/org-admin/orgs'],
      ['GET', '/api/v1/org-admin/orgs/export'],
      ['POST', '/api/v1/org-admin/orgs'],
    ] as const) {
      const res = await call(
        manager,
        method,
        url,
        method === 'POST' ? newOrg('NOPE', 'ไม่ได้') : undefined,
      );
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });

  it('exports the filtered list to .xlsx', async () => {
    const res = await call(it_, 'GET', '/api/v1/org-admin/orgs/export?q=EDITME');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Organisations_\d{4}-\d\d-\d\d\.xlsx"; filename\*=UTF-8''%E0%B8%AD/,
    );
    const sheet = await readXlsx(res);
    expect(sheet.header.slice(0, 4)).toEqual([
      'รหัสองค์กร',
      'ชื่อองค์กร (ภาษาไทย)',
      'ชื่อองค์กร (ภาษาอังกฤษ)',
      'ประเภทองค์กร',
    ]);
    expect(sheet.rows).toHaveLength(1);
    expect(sheet.rows[0]?.slice(0, 5)).toEqual([
      'EDITME',
      'ประปาแก้ไขแล้ว',
      null,
      'องค์การบริหารส่วนตำบล',
      1,
    ]);
    expect(String(sheet.rows[0]?.[6])).toMatch(/^\d\d\/\d\d\/25\d\d$/);
  });
});

describe('IT acting in another organisation', () => {
  const headersOf = (
    res: { json: () => { data: { tokens: { access: { token: string } } } } },
    orgId: string,
  ) => ({
    authorization: `Bearer ${res.json().data.tokens.access.token}`,
    orgid: orgId,
  });

  it('a token made for an organisation ends when IT leaves it, or when it is suspended', async () => {
    // Fresh sessions: home.login caches one per officer, which other tests share.
    const own = await login(t, home.id, 'it');
    const org = await create('VISITED', 'ประปาที่ไปดูแล');
    const go = await call(own, 'POST', '/api/v1/auth/switch-org', { org_id: org.id });
    expect(go.statusCode, go.body).toBe(200);
    const there = headersOf(go, org.id);
    const me = (headers: Record<string, string>) =>
      t.app.inject({ url: '/api/v1/auth/me', headers });
    expect((await me(there)).statusCode).toBe(200);
    // The session now acts there: the token made for home has ended.
    expect((await me(own.headers)).statusCode).toBe(401);

    const back = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/switch-org',
      headers: there,
      payload: { org_id: null },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await me(there)).statusCode).toBe(401);
    const homeAgain = headersOf(back, home.id);
    expect((await me(homeAgain)).statusCode).toBe(200);

    // Acting there again, then the organisation is suspended: sent home at once.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/switch-org',
      headers: homeAgain,
      payload: { org_id: org.id },
    });
    const thereAgain = headersOf(again, org.id);
    const other = await login(t, home.id, 'it');
    const off = await call(other, 'POST', `/api/v1/org-admin/orgs/${org.id}/deactivate`);
    expect(off.statusCode, off.body).toBe(200);
    expect((await me(thereAgain)).statusCode).toBe(401);
  });
});
