import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@prapa/contracts';
import { createOrg, type Session, type TestOrg } from '../../../test/factories.ts';
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
      officerId: itA.user.id,
      officerName: 'ประปา ก it',
      actorOrgId: null,
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
