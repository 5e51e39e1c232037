import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../db/tenant.ts';
import { createOrg, type Session, type TestOrg } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// A session's trust (lib/session-check.ts) is dropped after a write that ran its handler,
// whatever its answer, and kept after one refused before it (validation, the text guard):
// a refusal wrote nothing, so it ends no session. The session is revoked behind the
// server's back, as another process would: only a lookup can see it.

let t: TestApp;
let org: TestOrg;

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(t, 'ประปาความเชื่อถือ');
});

afterAll(async () => {
  await t?.close();
});

const me = (s: Session) => t.app.inject({ url: '/api/v1/auth/me', headers: s.headers });
const newArea = (s: Session, body: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/basic/areas', headers: s.headers, payload: body });

const revokeBehindTheBack = (s: Session) =>
  withSystem(t.database.db, (tx) =>
    tx.execute(sql`update refresh_sessions set revoked_at = now()
      where org_id = ${org.id} and officer_id = ${s.user.id}`),
  );

describe('session trust around refused writes', () => {
  it('keeps trust after a write refused before its handler, drops it after one that ran', async () => {
    const manager = await org.login('manager');
    expect((await me(manager)).statusCode).toBe(200);
    await revokeBehindTheBack(manager);

    const refused = [
      await newArea(manager, {}),
      await newArea(manager, { code: 'A\u0000', name: 'หมู่' }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([400, 400]);
    // Still trusted: nothing ran that could have ended a session.
    expect((await me(manager)).statusCode).toBe(200);

    // A write that ran its handler drops the trust: the next request asks, and is refused.
    const first = await newArea(manager, { code: 'TR1', name: 'หมู่หนึ่ง' });
    expect(first.statusCode, first.body).toBe(200);
    expect((await me(manager)).statusCode).toBe(401);
  });
});
