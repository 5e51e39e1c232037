import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrg,
  login,
  PASSWORD,
  refreshCookieOf,
  type TestOrg,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const LOGIN_FAILED_TH = 'ชื่อองค์กร ชื่อผู้ใช้งานหรือรหัสผ่านไม่ถูกต้อง กรุณาลองใหม่อีกครั้ง';

let t: TestApp;
let org: TestOrg;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_RATE_PER_MINUTE: '1000' });
  org = await createOrg(t);
});
afterAll(() => t.close());

const postLogin = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/cms/auth/login', payload, headers });

describe('login', () => {
  it('answers tokens and the user for good credentials', async () => {
    const res = await postLogin({ org_id: org.id, username: 'cashier', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.tokens.access.token).toMatch(/^ey/);
    expect(body.data.user).toMatchObject({
      username: 'cashier',
      position: 'cashier',
      role: 'editor',
      org_id: org.id,
      positionname: 'เจ้าหน้าที่เก็บเงิน',
    });
    const cookie = res.cookies.find((c) => c.name === 'prapa_rt');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.path).toBe('/api/auth');
  });

  it('accepts the organisation code as org_id', async () => {
    const res = await postLogin({ org_id: org.code, username: 'clerk', password: PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    [
      'wrong organisation',
      { org_id: '00000000-0000-4000-8000-000000000000', username: 'clerk', password: PASSWORD },
    ],
    ['wrong username', { username: 'nobody', password: PASSWORD }],
    ['wrong password', { username: 'manager', password: 'wrong-password1' }],
  ])('gives the spec message for a %s', async (_name, payload) => {
    const res = await postLogin({ org_id: org.id, ...payload });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'LOGIN_FAILED',
      message: LOGIN_FAILED_TH,
    });
  });

  it('answers in English when asked', async () => {
    const res = await postLogin(
      { org_id: org.id, username: 'nobody', password: 'x' },
      { 'accept-language': 'en-GB,en;q=0.9' },
    );
    expect(res.json().message).toBe(
      'The organisation, username or password is wrong; please try again',
    );
  });

  it('refuses a missing field with field errors', async () => {
    const res = await postLogin({ org_id: org.id, username: '' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'password',
      'username',
    ]);
    expect(body.errors[0].message).toMatch(/กรุณา/);
  });

  it('locks the account after repeated failures, answering as for an unknown user', async () => {
    const own = await createOrg(t);
    for (let i = 0; i < 2; i++) {
      expect(
        (await postLogin({ org_id: own.id, username: 'meter_reader', password: 'bad-password1' }))
          .statusCode,
      ).toBe(401);
    }
    const third = await postLogin({
      org_id: own.id,
      username: 'meter_reader',
      password: 'bad-password1',
    });
    expect(third.statusCode).toBe(401);
    // Locked: even the right password fails, and the answer is the one an unknown
    // username gets, so nobody learns which accounts exist.
    const right = await postLogin({ org_id: own.id, username: 'meter_reader', password: PASSWORD });
    const unknown = await postLogin({ org_id: own.id, username: 'nobody', password: PASSWORD });
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual(unknown.json());
    expect(right.json().code).toBe('LOGIN_FAILED');
  });
});

describe('rate limit', () => {
  it('answers 429 past the per-address limit', async () => {
    const limited = await createTestApp({ LOGIN_RATE_PER_MINUTE: '3' });
    try {
      const codes = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/v1/cms/auth/login',
          payload: { org_id: 'X', username: 'a', password: 'b' },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
      expect(codes.slice(3)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('refresh and logout', () => {
  const refreshWith = (cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      cookies: { prapa_rt: cookie },
      payload: {},
    });

  it('rotates the refresh token and gives a working access token', async () => {
    const s = await login(t, org.id, 'finance_officer');
    const res = await refreshWith(s.refreshCookie);
    expect(res.statusCode).toBe(200);
    const next = refreshCookieOf(res);
    expect(next).not.toBe(s.refreshCookie);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${res.json().data.tokens.access.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.username).toBe('finance_officer');
  });

  it('revokes the whole family when an old refresh token is reused', async () => {
    const s = await login(t, org.id, 'manager');
    const first = await refreshWith(s.refreshCookie);
    const second = refreshCookieOf(first);
    const latest = { authorization: `Bearer ${first.json().data.tokens.access.token}` };
    const me = () => t.app.inject({ url: '/api/v1/auth/me', headers: latest });
    expect((await me()).statusCode).toBe(200);
    // Past the two-tab grace window: make the rotation look old.
    await t.database.db.execute(
      `update refresh_sessions set rotated_at = now() - interval '1 minute' where rotated_at is not null`,
    );
    const reuse = await refreshWith(s.refreshCookie);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('REFRESH_INVALID');
    const afterTheft = await refreshWith(second);
    expect(afterTheft.statusCode).toBe(401);
    // The family's access tokens stop too, though the request that revoked it said 401.
    expect((await me()).statusCode).toBe(401);
  });

  it('logout revokes the session, and its access token stops at once', async () => {
    const s = await login(t, org.id, 'clerk');
    const me = () => t.app.inject({ url: '/api/v1/auth/me', headers: s.headers });
    expect((await me()).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { prapa_rt: s.refreshCookie },
    });
    expect(out.statusCode).toBe(200);
    expect((await refreshWith(s.refreshCookie)).statusCode).toBe(401);
    // The access token has not expired, but its session has ended.
    const after = await me();
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHENTICATED');
    // Another device of the same officer is another session: it goes on.
    const other = await login(t, org.id, 'clerk');
    expect(
      (await t.app.inject({ url: '/api/v1/auth/me', headers: other.headers })).statusCode,
    ).toBe(200);
  });

  it('refuses a garbage refresh token', async () => {
    expect((await refreshWith('nonsense')).statusCode).toBe(401);
  });
});

describe('tokens and organisations', () => {
  it('refuses a request without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers 403 for a forged OrgId header', async () => {
    const other = await createOrg(t, 'ประปาอื่น');
    const s = await org.login('manager');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { ...s.headers, orgid: other.id },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ORG_MISMATCH');
  });

  it('refuses a tampered token', async () => {
    const s = await org.login('manager');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${s.token}x` },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('lock screen and password', () => {
  it('unlocks with the right password only', async () => {
    const s = await org.login('cashier');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/unlock',
      headers: s.headers,
      payload: { password: 'nope' },
    });
    expect(bad.statusCode).toBe(422);
    const good = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/unlock',
      headers: s.headers,
      payload: { password: PASSWORD },
    });
    expect(good.statusCode).toBe(200);
  });

  it('changes the password', async () => {
    const own = await createOrg(t);
    const s = await own.login('clerk');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: s.headers,
      payload: { currentPassword: PASSWORD, newPassword: 'newpass123' },
    });
    expect(res.statusCode).toBe(200);
    await expect(login(t, own.id, 'clerk', 'newpass123')).resolves.toBeTruthy();
  });
});
