import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrg, type Session, type TestOrg } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Issue 14 §1: the points the sweep found, one by one, with the answer a screen shows.
let t: TestApp;
let org: TestOrg;
let manager: Session;

const createArea = (name: string, lang = 'th', extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/basic/areas',
    headers: { ...manager.headers, 'accept-language': lang },
    payload: { code: `A${Math.floor(Math.random() * 1e6)}`, name, ...extra },
  });

const areaCount = async () => {
  const res = await t.app.inject({
    url: '/api/v1/basic/areas?pageSize=500',
    headers: manager.headers,
  });
  return (res.json() as { data: { total: number } }).data.total;
};

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(t);
  manager = await org.login('manager');
});
afterAll(async () => t.close());

describe('the text rule at the API', () => {
  it('refuses a NUL with 400 and a field error in the caller language, writing nothing', async () => {
    const before = await areaCount();
    const th = await createArea('บ้าน\u0000หนอง');
    expect(th.statusCode).toBe(400);
    expect(th.json()).toMatchObject({
      code: 'VALIDATION',
      errors: [{ path: 'name', message: 'มีอักขระควบคุมหรืออักขระที่มองไม่เห็น กรุณาพิมพ์ใหม่' }],
    });
    const en = await createArea('x\u0000', 'en');
    expect(en.json().errors[0].message).toBe(
      'Contains control or invisible characters; please retype it',
    );
    expect(await areaCount()).toBe(before);
  });

  it('refuses a lone surrogate and a bidi override anywhere, query and nested fields too', async () => {
    expect((await createArea('บ้าน\uD800')).statusCode).toBe(400);
    expect((await createArea('\u202Eบ้าน')).statusCode).toBe(400);
    const q = await t.app.inject({
      url: '/api/v1/water-users?q=%00',
      headers: manager.headers,
    });
    expect(q.statusCode).toBe(400);
    expect(q.json().errors[0].path).toBe('query.q');
  });

  it('refuses invisible-only names and a lone Thai mark; blank is "required"', async () => {
    const zw = await createArea('\u200B\u200C');
    expect(zw.statusCode).toBe(400);
    expect(zw.json().errors[0]).toMatchObject({ path: 'name', message: 'กรุณากรอกข้อมูลนี้' });
    const mark = await createArea('\u0E31');
    expect(mark.json().errors[0].message).toBe('ข้อความนี้มีแต่ช่องว่างหรืออักขระที่มองไม่เห็น');
    const lineBreak = await createArea('บ้าน\nหนอง');
    expect(lineBreak.json().errors[0].message).toBe('ช่องนี้ต้องเป็นข้อความบรรทัดเดียว');
  });

  it('stores names in NFC, trimmed of zero-width edges; notes keep their line breaks', async () => {
    const res = await createArea('\u200Bบ้านกุ่\u0E38ม ', 'th', { note: 'บรรทัดแรก\nบรรทัดสอง' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'บ้านกุ\u0E38\u0E48ม',
      note: 'บรรทัดแรก\nบรรทัดสอง',
    });
  });
});
