import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@prapa/contracts';
import { createOrg, login, type Session, type TestOrg } from '../../../test/factories.ts';
import { readXlsx } from '../../../test/read-xlsx.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let a: TestOrg;
let b: TestOrg;
let itA: Session;
let officeId: string;

beforeAll(async () => {
  t = await createTestApp();
  a = await createOrg(t, 'ประปา ก');
  b = await createOrg(t, 'ประปา ข');
  itA = await a.login('it');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/offices',
    headers: itA.headers,
    payload: { code: 'AUD', name: 'ก่อน' },
  });
  officeId = res.json().data.id;
  for (const name of ['หนึ่ง', 'สอง', 'สาม']) {
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/offices/${officeId}`,
      headers: itA.headers,
      payload: { code: 'AUD', name },
    });
  }
});
afterAll(() => t.close());

const get = (s: Session, url: string) => t.app.inject({ url, headers: s.headers });

describe('/api/v1/audit', () => {
  it('lists one record’s history newest first, with the officer’s name', async () => {
    const res = await get(itA, `/api/v1/audit?entity=office&entityId=${officeId}`);
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data as { items: AuditEntry[]; total: number };
    expect(total).toBe(4);
    expect(items.map((e) => e.action)).toEqual([
      'office.update',
      'office.update',
      'office.update',
      'office.create',
    ]);
    expect(items[0]).toMatchObject({
      actor: 'officer',
      officerId: itA.user.id,
      officerName: 'ประปา ก it',
      before: { name: 'สอง' },
      after: { name: 'สาม' },
    });
  });

  it('pages', async () => {
    const res = await get(
      itA,
      `/api/v1/audit?entity=office&entityId=${officeId}&pageSize=2&page=2`,
    );
    const data = res.json().data;
    expect(data.total).toBe(4);
    expect(data.items.map((e: AuditEntry) => e.action)).toEqual(['office.update', 'office.create']);
  });

  it('shows only the caller’s organisation, and only to admins', async () => {
    const other = await get(await b.login('manager'), `/api/v1/audit?entityId=${officeId}`);
    expect(other.json().data.total).toBe(0);
    expect((await get(await a.login('clerk'), '/api/v1/audit')).statusCode).toBe(403);
  });

  it('exports to .xlsx', async () => {
    const res = await get(itA, `/api/v1/audit/export?entity=office&entityId=${officeId}`);
    expect(res.statusCode).toBe(200);
    const sheet = await readXlsx(res);
    expect(sheet.header.slice(0, 3)).toEqual(['วันและเวลา', 'ผู้ทำรายการ', 'การกระทำ']);
    expect(sheet.rows).toHaveLength(4);
    expect(sheet.rows[0]?.slice(1, 4)).toEqual(['ประปา ก it', 'office.update', 'office']);
    expect(String(sheet.rows[0]?.[0])).toMatch(/^\d\d\/\d\d\/25\d\d - \d\d:\d\d น\.$/);
  });
});

describe('an IT officer of another organisation acting on this one', () => {
  let itB: Session;
  let itBOfficerId: string;
  let entered: { authorization: string; orgid: string };
  let visitedOffice: string;

  beforeAll(async () => {
    // B plays the platform: its IT officer administers A.
    itB = await login(t, b.id, 'it');
    itBOfficerId = itB.user.id;
    const go = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/switch-org',
      headers: itB.headers,
      payload: { org_id: a.id },
    });
    expect(go.statusCode, go.body).toBe(200);
    entered = {
      authorization: `Bearer ${go.json().data.tokens.access.token}`,
      orgid: a.id,
    };
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/offices',
      headers: entered,
      payload: { code: 'ITB', name: 'สาขาที่ไอทีเพิ่ม' },
    });
    expect(made.statusCode, made.body).toBe(200);
    visitedOffice = made.json().data.id;
  });

  it('shows as the system administrator (IT), never with that organisation’s ids', async () => {
    const manager = await a.login('manager');
    const res = await get(manager, `/api/v1/audit?entity=office&entityId=${visitedOffice}`);
    expect(res.statusCode).toBe(200);
    const [entry] = res.json().data.items as AuditEntry[];
    expect(entry).toMatchObject({
      action: 'office.create',
      actor: 'it',
      officerId: null,
      officerName: null,
    });
    const all = await get(manager, '/api/v1/audit?pageSize=200');
    const items = all.json().data.items as AuditEntry[];
    expect(items.some((e) => e.action === 'auth.admin_enter' && e.actor === 'it')).toBe(true);
    for (const id of [b.id, itBOfficerId]) expect(all.body).not.toContain(id);
    // A's own officers are still named.
    expect(items.find((e) => e.entityId === officeId)).toMatchObject({
      actor: 'officer',
      officerName: 'ประปา ก it',
    });
  });

  it('exports the same way, in the caller’s language', async () => {
    const manager = await a.login('manager');
    const th = await get(manager, `/api/v1/audit/export?entity=office&entityId=${visitedOffice}`);
    const sheet = await readXlsx(th);
    expect(sheet.rows[0]?.slice(1, 3)).toEqual(['ผู้ดูแลระบบ (ฝ่ายไอที)', 'office.create']);
    const en = await t.app.inject({
      url: '/api/v1/audit/export?pageSize=200',
      headers: { ...manager.headers, 'accept-language': 'en' },
    });
    const all = await readXlsx(en);
    const actors = new Set(all.rows.map((r) => r[1]));
    expect(actors).toContain('System administrator (IT)');
    expect(actors).toContain('ประปา ก it');
    const cells = all.rows.flat().map(String).join('\n');
    for (const id of [b.id, itBOfficerId]) expect(cells).not.toContain(id);
  });

  it('is named in its own organisation’s log, where it is a person', async () => {
    // The switch ended itB's home token: B's manager reads B's log.
    const res = await get(await b.login('manager'), '/api/v1/audit?entity=organisation');
    const own = (res.json().data.items as AuditEntry[]).find((e) => e.action === 'auth.switch_org');
    expect(own).toMatchObject({ actor: 'officer', officerId: itBOfficerId });
  });
});
