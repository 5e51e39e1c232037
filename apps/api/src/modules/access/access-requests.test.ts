import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessRequest } from '@prapa/contracts';
import { createOrg, login, type Session, type TestOrg } from '../../../test/factories.ts';
import { readXlsx } from '../../../test/read-xlsx.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let a: TestOrg;
let b: TestOrg;
let manager: Session;

beforeAll(async () => {
  t = await createTestApp();
  a = await createOrg(t, 'ประปา ก');
  b = await createOrg(t, 'ประปา ข');
  manager = await a.login('manager');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';
const call = (s: Session, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: s.headers, ...(payload ? { payload } : {}) });

const register = async (username: string, orgId = a.id) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      org_id: orgId,
      displayName: `นาง ${username}`,
      email: `${username}@example.com`,
      username,
      password: 'mine12345',
      phone: '0891112222',
      note: 'ขอใช้งานจุดรับชำระ',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
};

const approve = { position: 'cashier', role: 'editor' };

describe('access requests', () => {
  it('register → approve → the new officer signs in with the password they chose', async () => {
    const id = await register('newcomer');
    await expect(login(t, a.id, 'newcomer', 'mine12345')).rejects.toThrow(/401/);
    const pending = (await call(manager, 'GET', '/api/v1/access-requests?status=pending')).json()
      .data;
    expect(pending.items.map((r: AccessRequest) => r.username)).toContain('newcomer');
    expect(JSON.stringify(pending)).not.toMatch(/scrypt|password/i);

    const res = await call(manager, 'POST', `/api/v1/access-requests/${id}/approve`, approve);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'approved',
      decidedBy: manager.user.id,
      decidedByName: 'ประปา ก manager',
    });
    const s = await login(t, a.id, 'newcomer', 'mine12345');
    expect(s.user).toMatchObject({
      userFullname: 'นาง newcomer',
      position: 'cashier',
      email: 'newcomer@example.com',
    });
    expect(res.json().data.officerId).toBe(s.user.id);

    const again = await call(manager, 'POST', `/api/v1/access-requests/${id}/approve`, approve);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REQUEST_ALREADY_DECIDED');

    const log = await call(manager, 'GET', `/api/v1/audit?entity=access_request&entityId=${id}`);
    expect(log.json().data.items.map((e: { action: string }) => e.action)).toEqual([
      'access_request.approve',
      'access_request.create',
    ]);
  });

  it('rejects with a reason; the applicant cannot sign in', async () => {
    const id = await register('stranger');
    const bad = await call(manager, 'POST', `/api/v1/access-requests/${id}/reject`, { reason: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('reason');
    const res = await call(manager, 'POST', `/api/v1/access-requests/${id}/reject`, {
      reason: 'ไม่ใช่เจ้าหน้าที่ของประปา',
    });
    expect(res.json().data).toMatchObject({ status: 'rejected', reason: 'ไม่ใช่เจ้าหน้าที่ของประปา' });
    await expect(login(t, a.id, 'stranger', 'mine12345')).rejects.toThrow(/401/);
    const twice = await call(manager, 'POST', `/api/v1/access-requests/${id}/approve`, approve);
    expect(twice.json().code).toBe('REQUEST_ALREADY_DECIDED');
    const rejected = await call(manager, 'GET', '/api/v1/access-requests?status=rejected');
    expect(rejected.json().data.items.map((r: AccessRequest) => r.id)).toEqual([id]);
  });

  it('refuses approval when the username was taken meanwhile', async () => {
    const id = await register('popular');
    await call(manager, 'POST', '/api/v1/officers', {
      username: 'popular',
      password: 'other1234',
      fullName: 'คนอื่น',
      position: 'clerk',
      role: 'editor',
    });
    const res = await call(manager, 'POST', `/api/v1/access-requests/${id}/approve`, approve);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'DUPLICATE_USERNAME',
      errors: [{ path: 'username' }],
    });
    const still = (await call(manager, 'GET', `/api/v1/access-requests/${id}`)).json().data;
    expect(still.status).toBe('pending');
  });

  it('validates the approval and its office; IT positions need the IT department', async () => {
    const id = await register('hopeful');
    const bad = await call(manager, 'POST', `/api/v1/access-requests/${id}/approve`, {
      position: 'king',
      role: 'admin',
      officeId: 'nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['officeId', 'position']);
    const asIt = await call(manager, 'POST', `/api/v1/access-requests/${id}/approve`, {
      position: 'it',
      role: 'admin',
    });
    expect(asIt.statusCode).toBe(403);
    const elsewhere = await call(manager, 'POST', `/api/v1/access-requests/${id}/approve`, {
      ...approve,
      officeId: '00000000-0000-4000-8000-000000000000',
    });
    expect(elsewhere.json()).toMatchObject({ code: 'VALIDATION', errors: [{ path: 'officeId' }] });
  });

  it('is for admins only, and answers 404 across organisations', async () => {
    const id = await register('wanderer');
    const clerk = await call(await a.login('clerk'), 'GET', '/api/v1/access-requests');
    expect(clerk.statusCode).toBe(403);
    const auditor = await call(
      await a.login('auditor'),
      'POST',
      `/api/v1/access-requests/${id}/reject`,
      { reason: 'x' },
    );
    expect(auditor.statusCode).toBe(403);
    const managerB = await b.login('manager');
    expect((await call(managerB, 'GET', `/api/v1/access-requests/${id}`)).statusCode).toBe(404);
    const steal = await call(managerB, 'POST', `/api/v1/access-requests/${id}/approve`, approve);
    expect(steal.statusCode).toBe(404);
    expect((await call(managerB, 'GET', '/api/v1/access-requests')).json().data.total).toBe(0);
  });

  it('exports the list to .xlsx', async () => {
    const res = await call(manager, 'GET', '/api/v1/access-requests/export?status=approved');
    expect(res.statusCode).toBe(200);
    const sheet = await readXlsx(res);
    expect(sheet.header[1]).toBe('ชื่อผู้ขอ');
    expect(sheet.rows.map((r) => [r[2], r[6], r[7]])).toEqual([
      ['newcomer', 'อนุมัติแล้ว', 'ประปา ก manager'],
    ]);
  });
});
