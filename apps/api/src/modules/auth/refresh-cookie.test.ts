import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createOrg, PASSWORD, type TestOrg } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { REFRESH_COOKIE } from './refresh-cookie.ts';

// Issue 24 §4: the refresh cookie is Secure whenever the app is served over HTTPS, and
// only then: over plain HTTP (localhost, a LAN box) a browser would not send it back.

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

const start = async (env: Record<string, string> = {}) => {
  const t = await createTestApp(env);
  apps.push(t);
  return { t, org: await createOrg(t, 'ประปาคุกกี้') };
};

const login = (
  t: TestApp,
  org: TestOrg,
  from: { remoteAddress?: string; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/cms/auth/login',
    remoteAddress: from.remoteAddress ?? '127.0.0.1',
    headers: from.headers ?? {},
    payload: { org_id: org.id, username: 'manager', password: PASSWORD },
  });

/** The refresh cookie's Set-Cookie line of an answer. */
const setCookieOf = (res: LightMyRequestResponse) => {
  const lines = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const line = lines.find((l) => l.startsWith(`${REFRESH_COOKIE}=`));
  if (!line) throw new Error(`no refresh cookie in ${res.statusCode} ${res.body}`);
  return line;
};

const isSecure = (line: string) => /;\s*Secure(;|$)/i.test(line);

/** Login, refresh and logout: each one's Set-Cookie of the refresh cookie, as sent. */
const cookieLines = async (
  t: TestApp,
  org: TestOrg,
  from: { remoteAddress?: string; headers?: Record<string, string> } = {},
) => {
  const signedIn = await login(t, org, from);
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const first = setCookieOf(signedIn);
  const cookie = `${REFRESH_COOKIE}=${first.split(';')[0]?.split('=')[1] ?? ''}`;
  const refreshed = await t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh-token',
    remoteAddress: from.remoteAddress ?? '127.0.0.1',
    headers: { ...from.headers, cookie },
    payload: {},
  });
  expect(refreshed.statusCode, refreshed.body).toBe(200);
  const renewed = setCookieOf(refreshed);
  const loggedOut = await t.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    remoteAddress: from.remoteAddress ?? '127.0.0.1',
    headers: { ...from.headers, cookie: renewed.split(';')[0] ?? '' },
  });
  expect(loggedOut.statusCode, loggedOut.body).toBe(200);
  // The clearing line carries the same attributes as the cookie it clears.
  return [first, renewed, setCookieOf(loggedOut)];
};

describe('the refresh cookie', () => {
  it('is not Secure over plain HTTP, so http://localhost works; HttpOnly, SameSite=Strict', async () => {
    const { t, org } = await start();
    for (const line of await cookieLines(t, org)) {
      expect(isSecure(line), line).toBe(false);
      expect(line).toMatch(/HttpOnly/i);
      expect(line).toMatch(/SameSite=Strict/i);
      expect(line).toMatch(/Path=\/api\/auth/);
    }
    // A forwarded "https" from a proxy the app was not told to trust changes nothing.
    const spoofed = await cookieLines(t, org, { headers: { 'x-forwarded-proto': 'https' } });
    for (const line of spoofed) expect(isSecure(line), line).toBe(false);
  });

  it('is Secure when PUBLIC_URL is https', async () => {
    const { t, org } = await start({ PUBLIC_URL: 'https://prapa.example.go.th' });
    for (const line of await cookieLines(t, org)) expect(isSecure(line), line).toBe(true);
  });

  it('is Secure behind a trusted proxy saying X-Forwarded-Proto https, and only then', async () => {
    const { t, org } = await start({ TRUST_PROXY: '10.0.0.1' });
    const proxied = { remoteAddress: '10.0.0.1', headers: { 'x-forwarded-proto': 'https' } };
    for (const line of await cookieLines(t, org, proxied)) expect(isSecure(line), line).toBe(true);
    const plain = { remoteAddress: '10.0.0.1', headers: { 'x-forwarded-proto': 'http' } };
    for (const line of await cookieLines(t, org, plain)) expect(isSecure(line), line).toBe(false);
    // The same header from anyone else is not believed.
    const stranger = { remoteAddress: '10.0.0.99', headers: { 'x-forwarded-proto': 'https' } };
    for (const line of await cookieLines(t, org, stranger))
      expect(isSecure(line), line).toBe(false);
  });
});
