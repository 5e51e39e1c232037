import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PasswordResetRequest } from '@prapa/contracts';
import { createOrg, login, PASSWORD, type Session, type TestOrg } from '../../../test/factories.ts';
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

const call = (s: Session, method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url, headers: s.headers });

const forgot = (username: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { org_id: a.id, username },
  });

const pendingFor = async (username: string) => {
  const list = (await call(manager, 'GET', '/api/v1/password-resets?status=pending')).json().data;
  return list.items.find((r: PasswordResetRequest) => r.username === username) as
    PasswordResetRequest | undefined;
};

const resetWith = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });

describe('password resets (admin side)', () => {
  it('forgot → admin issues a link → reset → sign in; the link works once', async () => {
    expect((await forgot('cashier')).statusCode).toBe(200);
    const request = await pendingFor('cashier');
    expect(request).toMatchObject({ fullName: 'ประปา ก cashier', status: 'pending' });

    const issued = await call(manager, 'POST', `/api/v1/password-resets/${request!.id}/issue`);
    expect(issued.statusCode).toBe(200);
    const { token, url, expiresAt } = issued.json().data;
    expect(url).toBe(`/pages/reset-password?token=${encodeURIComponent(token)}`);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());

    expect((await resetWith(token, 'fresh12345')).statusCode).toBe(200);
    await expect(login(t, a.id, 'cashier', PASSWORD)).rejects.toThrow(/401/);
    await expect(login(t, a.id, 'cashier', 'fresh12345')).resolves.toBeTruthy();
    const reuse = await resetWith(token, 'again12345');
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().code).toBe('RESET_TOKEN_INVALID');

    const used = (await call(manager, 'GET', '/api/v1/password-resets?status=used')).json().data;
    expect(used.items[0]).toMatchObject({ id: request!.id, status: 'used' });
    const closed = await call(manager, 'POST', `/api/v1/password-resets/${request!.id}/issue`);
    expect(closed.json().code).toBe('REQUEST_ALREADY_DECIDED');

    const log = await call(
      manager,
      'GET',
      `/api/v1/audit?entity=officer&entityId=${request!.officerId}`,
    );
    expect(log.json().data.items.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining([
        'password_reset.request',
        'password_reset.issue',
        'password_reset.use',
      ]),
    );
  });

  it('lets only the IT department issue a link for an IT officer', async () => {
    await forgot('it');
    const request = await pendingFor('it');
    const res = await call(manager, 'POST', `/api/v1/password-resets/${request!.id}/issue`);
    expect(res.statusCode).toBe(403);
    const byIt = await call(
      await a.login('it'),
      'POST',
      `/api/v1/password-resets/${request!.id}/issue`,
    );
    expect(byIt.statusCode).toBe(200);
  });

  it('is for admins only, and answers 404 across organisations', async () => {
    await forgot('clerk');
    const request = await pendingFor('clerk');
    expect((await call(await a.login('clerk'), 'GET', '/api/v1/password-resets')).statusCode).toBe(
      403,
    );
    const managerB = await b.login('manager');
    const res = await call(managerB, 'POST', `/api/v1/password-resets/${request!.id}/issue`);
    expect(res.statusCode).toBe(404);
  });

  it('exports the list to .xlsx', async () => {
    const res = await call(manager, 'GET', '/api/v1/password-resets/export?q=clerk');
    expect(res.statusCode).toBe(200);
    const sheet = await readXlsx(res);
    expect(sheet.header[1]).toBe('ชื่อผู้ใช้งาน');
    expect(sheet.rows.map((r) => [r[1], r[3]])).toEqual([['clerk', 'รอดำเนินการ']]);
  });
});
