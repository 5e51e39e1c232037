import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../db/tenant.ts';
import { createOrg, login, PASSWORD, type TestOrg } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// Issue 14 §2 and §8: sessions after a password change, the lock screen counted with the
// login, audit rows only where the caller acts, proxies trusted only when configured,
// no-store answers, and logs that keep no secret.

let t: TestApp;
let a: TestOrg;
let b: TestOrg;
const logLines: string[] = [];

const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/v1/auth/me', headers });
const refresh = (cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh-token',
    cookies: { prapa_rt: cookie },
    payload: {},
  });

const auditRows = async (orgId: string, action: string) =>
  withSystem(t.database.db, async (tx) => {
    const res = await tx.execute(
      sql`select officer_id from audit_log where org_id = ${orgId} and action = ${action}`,
    );
    return (res as unknown as { rows: { officer_id: string | null }[] }).rows;
  });

beforeAll(async () => {
  t = await createTestApp(
    { LOGIN_MAX_FAILURES: '3', LOGIN_RATE_PER_MINUTE: '1000' },
    (app) => {
      app.get('/api/v1/test/failing-query', { config: { public: true } }, async () => {
        await app.database.db.execute(sql`select ${'$scrypt$N=32768$secret-hash'}::int`);
        return { ok: true };
      });
    },
    { write: (line) => void logLines.push(line) },
  );
  a = await createOrg(t, 'ประปา ก');
  b = await createOrg(t, 'ประปา ข');
});
afterAll(() => t.close());

describe('sessions', () => {
  it("ends the officer's other sessions when they change their password; this one stays", async () => {
    const phone = await login(t, a.id, 'clerk');
    const desk = await login(t, a.id, 'clerk');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: desk.headers,
      payload: { currentPassword: PASSWORD, newPassword: 'new-secret-42' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(phone.headers)).statusCode).toBe(401);
    expect((await refresh(phone.refreshCookie)).statusCode).toBe(401);
    expect((await me(desk.headers)).statusCode).toBe(200);
    expect((await refresh(desk.refreshCookie)).statusCode).toBe(200);
  });

  it('counts wrong passwords at the lock screen with the login: at the limit the account locks', async () => {
    const s = await login(t, a.id, 'cashier');
    const unlock = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/unlock',
        headers: s.headers,
        payload: { password },
      });
    expect((await unlock('wrong-one-1')).statusCode).toBe(422);
    expect((await unlock('wrong-one-2')).statusCode).toBe(422);
    const third = await unlock('wrong-one-3');
    expect(third.statusCode).toBe(423);
    expect(third.json().code).toBe('ACCOUNT_LOCKED');
    // Its sessions ended, and the right password no longer signs in for now.
    expect((await me(s.headers)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cms/auth/login',
      payload: { org_id: a.id, username: 'cashier', password: PASSWORD },
    });
    expect(again.statusCode).toBe(401);
    expect(await auditRows(a.id, 'officer.locked')).toHaveLength(1);
  });
});

describe('audit rows stay in the organisation the caller acts in', () => {
  it("ignores a refresh cookie of another organisation at logout: A's sessions and audit log are untouched", async () => {
    const victim = await login(t, a.id, 'manager');
    const other = await login(t, b.id, 'manager');
    const before = (await auditRows(a.id, 'auth.logout')).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: other.headers,
      cookies: { prapa_rt: victim.refreshCookie },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(await auditRows(a.id, 'auth.logout')).toHaveLength(before);
    expect((await refresh(victim.refreshCookie)).statusCode).toBe(200);
    expect(await auditRows(b.id, 'auth.logout')).toEqual([{ officer_id: other.user.id }]);
  });

  it('records a public register sent with a bearer token of another organisation as anonymous', async () => {
    const other = await login(t, b.id, 'manager');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: other.headers,
      payload: {
        org_id: a.id,
        displayName: 'สมใจ สมัครใหม่',
        email: 'somjai@example.com',
        username: 'somjai',
        password: 'secret-1234',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await auditRows(a.id, 'access_request.create')).toEqual([{ officer_id: null }]);
  });
});

describe('proxies and caching', () => {
  it('ignores X-Forwarded-For by default: a forged address does not escape the login limit', async () => {
    const limited = await createTestApp({ LOGIN_RATE_PER_MINUTE: '2' });
    try {
      const attempt = (ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/cms/auth/login',
          headers: { 'x-forwarded-for': ip },
          payload: { org_id: 'NOPE', username: 'x', password: 'y' },
        });
      await attempt('10.0.0.1');
      await attempt('10.0.0.2');
      expect((await attempt('10.0.0.3')).statusCode).toBe(429);
      expect((await attempt('198.51.100.7')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('believes X-Forwarded-For from a configured proxy (TRUST_PROXY)', async () => {
    const behind = await createTestApp({ LOGIN_RATE_PER_MINUTE: '2', TRUST_PROXY: '127.0.0.1' });
    try {
      const attempt = (ip: string) =>
        behind.app.inject({
          method: 'POST',
          url: '/api/v1/cms/auth/login',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': ip },
          payload: { org_id: 'NOPE', username: 'x', password: 'y' },
        });
      await attempt('203.0.113.1');
      await attempt('203.0.113.1');
      expect((await attempt('203.0.113.1')).statusCode).toBe(429);
      expect((await attempt('203.0.113.2')).statusCode).toBe(401);
    } finally {
      await behind.close();
    }
  });

  it('answers the API with no-store, and frames are refused the same way by both headers', async () => {
    const s = await a.login('manager');
    const res = await me(s.headers);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(String(res.headers['content-security-policy'])).toMatch(/frame-ancestors 'none'/);
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.headers['cache-control']).toBe('no-store');
  });
});

describe('logs', () => {
  it('logs a failing query without its bound values', async () => {
    const res = await t.app.inject({ url: '/api/v1/test/failing-query' });
    expect(res.statusCode).toBe(500);
    const log = logLines.join('\n');
    expect(log).toMatch(/unhandled error/);
    expect(log).toMatch(/select \$1::int/);
    expect(log).not.toMatch(/secret-hash/);
  });

  it('never logs authorization headers or cookies', async () => {
    const s = await a.login('manager');
    logLines.length = 0;
    await t.app.inject({ url: '/api/v1/test/failing-query', headers: s.headers });
    expect(logLines.join('\n')).not.toContain(s.token);
  });
});
