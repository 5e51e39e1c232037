import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: '2048' }, (app) => {
    app.get('/api/v1/test-boom', { config: { public: true } }, async () => {
      throw new Error('secret internals at /srv/db.ts:42');
    });
  });
});
afterAll(() => t.close());

describe('the platform', () => {
  it('reports the database in /api/health', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { status: 'ok', database: t.database.kind },
    });
  });

  it('serves OpenAPI with the spec paths', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/cms/auth/login',
        '/api/auth/refresh-token',
        '/api/auth/register',
      ]),
    );
  });

  it('sets security headers and no CORS', async () => {
    const res = await t.app.inject({
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers an unknown API path with the 404 envelope in Thai', async () => {
    const res = await t.app.inject({ url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'ไม่พบข้อมูลที่ต้องการ',
      data: null,
    });
  });

  it('refuses malformed JSON with 400 and a body over the limit with 413', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cms/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('BAD_REQUEST');
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cms/auth/login',
      payload: { username: 'x'.repeat(5000), password: 'y', org_id: 'z' },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('leaks no internals on an unexpected error', async () => {
    const res = await t.app.inject({ url: '/api/v1/test-boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, code: 'INTERNAL', data: null });
    expect(res.body).not.toMatch(/secret|srv|stack/);
  });
});

describe('first run', () => {
  it('is closed once an organisation exists, and open before', async () => {
    const fresh = await createTestApp();
    try {
      const status = await fresh.app.inject({ url: '/api/v1/setup/status' });
      expect(status.json().data.needsSetup).toBe(true);
      const body = {
        org: { code: 'NEWORG', nameTh: 'ประปาใหม่' },
        officer: { username: 'admin', password: 'first1234', fullName: 'ผู้ดูแล ระบบ' },
      };
      const created = await fresh.app.inject({
        method: 'POST',
        url: '/api/v1/setup',
        payload: body,
      });
      expect(created.statusCode).toBe(200);
      expect(created.json().data.user).toMatchObject({
        position: 'it',
        role: 'admin',
        orgCode: 'NEWORG',
      });
      const again = await fresh.app.inject({
        method: 'POST',
        url: '/api/v1/setup',
        payload: { ...body, org: { ...body.org, code: 'OTHER' } },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('SETUP_CLOSED');
    } finally {
      await fresh.close();
    }
  });
});
