import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../db/tenant.ts';
import { createOrg, type Session, type TestOrg } from '../../test/factories.ts';
import { sendBytes } from '../../test/raw-http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { basicsOf, userBody } from '../modules/water-users/water-user-fixtures.ts';

// Issue 24 §2: a body that is not UTF-8 was decoded with replacement, so the bytes
// ED A0 80 (a UTF-16 surrogate, which UTF-8 forbids) were stored as U+FFFD. Over real
// HTTP, as a client sends them: 400 in the envelope, and nothing written.

let t: TestApp;
let org: TestOrg;
let manager: Session;
let finance: Session;
let port: number;
let waterUserId: string;

const SURROGATE = Buffer.from([0xed, 0xa0, 0x80]);
const BAD_BYTES: [string, Buffer][] = [
  ['a surrogate (ED A0 80)', SURROGATE],
  ['a lone continuation byte', Buffer.from([0x80])],
  ['FF', Buffer.from([0xff])],
  ['an overlong slash (C0 AF)', Buffer.from([0xc0, 0xaf])],
  ['a Thai letter cut short (E0 B8)', Buffer.from([0xe0, 0xb8])],
  ['TIS-620 "ก" (A1)', Buffer.from([0xa1])],
];

/** A JSON body with `bytes` inside the string at `field`, the rest UTF-8. */
const bodyWith = (value: Record<string, unknown>, field: string, bytes: Buffer) => {
  const marker = '\u0001MARK\u0001';
  const [before, after] = JSON.stringify({ ...value, [field]: `ค่า${marker}น้ำ` }).split(
    JSON.stringify(marker).slice(1, -1),
  );
  return Buffer.concat([Buffer.from(before ?? ''), bytes, Buffer.from(after ?? '')]);
};

const post = (s: Session, path: string, body: Buffer, method = 'POST') =>
  sendBytes(port, method, path, body, {
    ...s.headers,
    'content-type': 'application/json; charset=utf-8',
  });

/** What the organisation has written: rows of the tables these writes reach, and audit rows. */
const written = async () => {
  const res = await withSystem(t.database.db, (tx) =>
    tx.execute(sql`select
      (select count(*) from audit_log where org_id = ${org.id})::int as audit,
      (select count(*) from areas where org_id = ${org.id})::int as areas,
      (select count(*) from receipt_books where org_id = ${org.id})::int as books,
      (select count(*) from bills where org_id = ${org.id})::int as bills,
      (select count(*) from audit_log where org_id = ${org.id}
        and coalesce(after::text, '') like ${'%\uFFFD%'})::int as replaced`),
  );
  return (res as unknown as { rows: Record<string, number>[] }).rows[0];
};

type Write = {
  label: string;
  path: string;
  session: () => Session;
  value: () => Record<string, unknown>;
};

const writes: Write[] = [
  {
    label: 'an area name',
    path: '/api/v1/basic/areas',
    session: () => manager,
    value: () => ({ code: `A${Date.now() % 100_000}`, name: '' }),
  },
  {
    label: 'a receipt-book note',
    path: '/api/v1/receipt-books',
    session: () => finance,
    value: () => ({
      bookNo: `B${Date.now() % 100_000}`,
      kind: 'paper',
      firstNo: 1,
      lastNo: 50,
      receivedAt: '2026-10-01',
      note: '',
    }),
  },
  {
    label: 'a sundry bill line',
    path: '/api/v1/bills/sundry',
    session: () => finance,
    value: () => ({ waterUserId, sundryKind: 'other', amount: 5000, description: '' }),
  },
];

const FIELD: Record<string, string> = {
  'an area name': 'name',
  'a receipt-book note': 'note',
  'a sundry bill line': 'description',
};

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(t, 'ประปาไบต์');
  manager = await org.login('manager');
  finance = await org.login('finance_officer');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
  const user = await t.app.inject({
    method: 'POST',
    url: '/api/v1/water-users',
    headers: (await org.login('clerk')).headers,
    payload: userBody(await basicsOf(t, org)),
  });
  expect(user.statusCode, user.body).toBe(200);
  waterUserId = user.json().data.id;
}, 60_000);

afterAll(async () => t?.close());

describe('a body that is not UTF-8', () => {
  it.each(writes)(
    'is refused in $label with 400 and a clear message; nothing is written',
    async (w) => {
      for (const [what, bytes] of BAD_BYTES) {
        const before = await written();
        const res = await post(
          w.session(),
          w.path,
          bodyWith(w.value(), FIELD[w.label] ?? '', bytes),
        );
        expect(res.status, `${what}: ${res.body.toString()}`).toBe(400);
        expect(JSON.parse(res.body.toString())).toEqual({
          success: false,
          code: 'BAD_REQUEST',
          data: null,
          message:
            'ข้อมูลที่ส่งมาไม่ใช่ข้อความ UTF-8 ที่ถูกต้อง (อาจคัดลอกมาจากโปรแกรมที่ใช้รหัสอักขระอื่น) ระบบไม่ได้บันทึกข้อมูลใด กรุณาพิมพ์ใหม่แล้วส่งอีกครั้ง',
          errors: [{ path: 'body', message: expect.stringContaining('UTF-8') }],
        });
        expect(await written(), what).toEqual(before);
      }
      // The same body in UTF-8 is taken: the refusal was the bytes, not the request.
      const before = await written();
      const good = await post(
        w.session(),
        w.path,
        bodyWith(w.value(), FIELD[w.label] ?? '', Buffer.from('ประปา')),
      );
      expect(good.status, good.body.toString()).toBeLessThan(300);
      expect((await written())?.audit).toBeGreaterThan(before?.audit ?? 0);
      expect((await written())?.replaced).toBe(0);
    },
  );

  it('is refused in the caller’s language, before the route looks at its ids', async () => {
    // A remittance slip number and a notice recipient, as another client would send them.
    const remit = await sendBytes(
      port,
      'POST',
      '/api/v1/remittances',
      bodyWith({ amount: 100 }, 'slipNo', SURROGATE),
      { ...finance.headers, 'content-type': 'application/json', 'accept-language': 'en' },
    );
    expect(remit.status).toBe(400);
    expect(JSON.parse(remit.body.toString())).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/^The data sent is not valid UTF-8 text/),
    });
    const notice = await post(
      manager,
      `/api/v1/debt/notices/${randomUUID()}/send`,
      bodyWith({ channel: 'sms' }, 'recipient', SURROGATE),
    );
    expect(notice.status).toBe(400);
    expect(JSON.parse(notice.body.toString()).code).toBe('BAD_REQUEST');
  });

  it('keeps the JSON rules: invalid JSON 400, prototype poisoning refused, UTF-8 Thai taken', async () => {
    const broken = await post(manager, '/api/v1/basic/areas', Buffer.from('{"code":'));
    expect(broken.status).toBe(400);
    const poisoned = await post(
      manager,
      '/api/v1/basic/areas',
      Buffer.from('{"code":"P1","name":"x","__proto__":{"admin":true}}'),
    );
    expect(poisoned.status).toBe(400);
    const thai = await post(
      manager,
      '/api/v1/basic/areas',
      Buffer.from(JSON.stringify({ code: 'TH1', name: 'บ้านน้ำใส' })),
    );
    expect(thai.status, thai.body.toString()).toBe(200);
    expect(JSON.parse(thai.body.toString()).data.name).toBe('บ้านน้ำใส');
  });
});
