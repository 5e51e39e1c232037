import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactText, redactUrl } from '../lib/redact-text.ts';
import { createOrg, type Session, type TestOrg } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Issue 24 §3: national ids, phone numbers and tokens reached the log through query
// strings (the "incoming request" line logs the URL) and error messages.

const ID = '1101700123456';
const ID_DASHED = '1-1017-00123-45-6';
const PHONE = '0812345678';
const PHONE_DASHED = '081-234-5678';
const UUID = '7f1c2d3e-1b2a-4c5d-8e9f-123456789012';
const OPAQUE = `${UUID}.Zm9vYmFyYmF6cXV4cXV1eHh5enp5MTIzNDU2Nzg5MGFiY2RlZg`;
const JWT =
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMiLCJvcmciOiJhYmMifQ.c2lnbmF0dXJlLXNpZ25hdHVyZS1zaWc';

describe('redactUrl', () => {
  it('cuts ids, phone numbers and tokens out of the query, in any spelling', () => {
    expect(redactUrl(`/api/v1/water-users?q=${ID}`)).toBe('/api/v1/water-users?q=[redacted]');
    expect(redactUrl(`/api/v1/x?page=2&nationalId=${ID_DASHED}&pageSize=50`)).toBe(
      '/api/v1/x?page=2&nationalId=[redacted]&pageSize=50',
    );
    // Percent-encoded digits, '+' for spaces, a parameter the API does not know.
    expect(redactUrl('/api/v1/x?ref=%311%30%31700123456')).toBe('/api/v1/x?ref=[redacted]');
    expect(redactUrl('/api/v1/x?tel=%2B66+81+234+5678')).toBe('/api/v1/x?tel=[redacted]');
    expect(redactUrl(`/reset-password?token=${OPAQUE}`)).toBe('/reset-password?token=[redacted]');
    expect(redactUrl(`/api/v1/x?access=${JWT}`)).toBe('/api/v1/x?access=[redacted]');
    expect(redactUrl(`/api/v1/x?${ID}`)).toBe('/api/v1/x?[redacted]');
    // A search is personal whatever it holds: a name.
    expect(redactUrl('/api/v1/water-users?q=%E0%B8%AA%E0%B8%A1')).toBe(
      '/api/v1/water-users?q=[redacted]',
    );
  });

  it('keeps what a log reader needs: paths, record ids, dates, pages, amounts', () => {
    const url = `/api/v1/service-rounds/${UUID}/readings/export?from=2026-10-01&to=2026-10-31&page=2&amount=12500&sort=-customerNo`;
    expect(redactUrl(url)).toBe(url);
    const asset = '/assets/sarabun-thai-400-normal-B4Xk2q9Z-1a2b3c4d5e.woff2';
    expect(redactUrl(asset)).toBe(asset);
    expect(redactUrl(`/api/v1/water-users/${ID}`)).toBe('/api/v1/water-users/[redacted]');
    expect(redactUrl(`/api/v1/water-users/${PHONE_DASHED}/x`)).toBe(
      '/api/v1/water-users/[redacted]/x',
    );
  });

  it('cuts the same out of free text, a UUID kept whole', () => {
    expect(redactText(`lookup ${ID} by ${PHONE_DASHED} for ${UUID} with ${OPAQUE}`)).toBe(
      `lookup [redacted] by [redacted] for ${UUID} with ${UUID}.[redacted]`,
    );
  });
});

let t: TestApp;
let org: TestOrg;
let manager: Session;
const logged: string[] = [];

beforeAll(async () => {
  t = await createTestApp(
    {},
    (app) => {
      // A failure whose message quotes what it was given, as a library's may.
      app.get('/api/v1/zz-log-probe', { config: { public: true } }, async (request) => {
        throw new Error(`could not look up ${JSON.stringify(request.query)}`);
      });
    },
    { level: 'info', write: (line) => void logged.push(line) },
  );
  org = await createOrg(t, 'ประปาบันทึก');
  manager = await org.login('manager');
});
afterAll(async () => t?.close());

describe('the server log at info level', () => {
  it('holds no national id, phone number or token from query strings, paths or errors', async () => {
    const get = (url: string, headers: Record<string, string> = manager.headers) =>
      t.app.inject({ url, headers });
    const urls = [
      `/api/v1/water-users?q=${ID}`,
      `/api/v1/water-users?q=${PHONE}&page=1`,
      `/api/v1/water-users?q=${encodeURIComponent(PHONE_DASHED)}`,
      `/api/v1/water-users?nationalId=${ID_DASHED}`,
      `/reset-password?token=${encodeURIComponent(OPAQUE)}`,
      `/api/v1/water-users?access_token=${JWT}`,
      `/api/v1/water-users/${ID}`,
      `/api/v1/zz-log-probe?ref=${ID}&tel=${PHONE}&t=${JWT}`,
    ];
    for (const url of urls) await get(url);
    const probe = await get(`/api/v1/zz-log-probe?ref=${ID}`, {});
    expect(probe.statusCode).toBe(500);
    // A JSON body that fails to parse quotes itself in the parser's message.
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/basic/areas',
      headers: { ...manager.headers, 'content-type': 'application/json' },
      payload: `{"nationalId":"${ID}","phone":"${PHONE}",`,
    });

    const log = logged.join('\n');
    // The requests were logged, their URLs redacted, not dropped.
    expect(log).toContain('"url":"/api/v1/water-users?q=[redacted]"');
    expect(log).toContain('"url":"/api/v1/water-users?q=[redacted]&page=1"');
    expect(log).toContain('"url":"/reset-password?token=[redacted]"');
    expect(log).toContain('unhandled error');
    for (const secret of [ID, ID_DASHED, PHONE, PHONE_DASHED, '81-234-5678', JWT, OPAQUE]) {
      expect(log, secret).not.toContain(secret);
    }
    expect(log).not.toContain(OPAQUE.split('.')[1]);
    expect(log).not.toContain(JWT.split('.')[2]);
    expect(log).not.toContain(manager.token);
  });
});
