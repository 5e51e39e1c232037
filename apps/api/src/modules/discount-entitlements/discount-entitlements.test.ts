import { beforeAll, describe, expect, it } from 'vitest';
import type { EntitlementRegisterItem, EntitlementSummary } from '@prapa/contracts';
import { createOrg, type Session } from '../../../test/factories.ts';
import { readXlsx } from '../../../test/read-xlsx.ts';
import {
  createUser,
  pathsOf,
  send,
  useWaterApp,
  type Basics,
} from '../water-users/water-user-fixtures.ts';
import { withTenant } from '../../db/tenant.ts';
import { insertEntitlements } from '../water-users/entitlements.repo.ts';
import { todayInBangkok } from '../water-users/water-user-rows.ts';

const ctx = useWaterApp();
const path = '/api/v1/discount-entitlements';
const today = todayInBangkok();

type Register = { items: EntitlementRegisterItem[]; total: number };

const get = async <T>(url: string, s: Session = ctx.clerk): Promise<T> => {
  const res = await send(ctx.t, s, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
};
const list = (query = '', s?: Session) => get<Register>(`${path}?${query}`, s);
/** The rows as "customer no · scheme code · state", in the answer's order. */
const rowsOf = (r: Register, b: Basics = ctx.basicsA) => {
  const code = Object.fromEntries(Object.entries(b.schemes).map(([k, id]) => [id, k]));
  return r.items.map((e) => `${e.customerNo} ${code[e.schemeId] ?? '?'} ${e.state}`);
};

const entitle = async (
  userId: string,
  scheme: string,
  evidence: string,
  validFrom: string,
  validTo: string | null = null,
  org = ctx.a,
) => {
  // Finance grants a discount (it moves money); the clerk only reads the register.
  const s: Session = await org.login('finance_officer');
  const res = await send(ctx.t, s, 'POST', `/api/v1/water-users/${userId}/entitlements`, {
    schemeId: scheme,
    evidence,
    validFrom,
    validTo,
  });
  expect(res.statusCode, res.body).toBe(200);
};

// Organisation A: three people. DE-001 holds the elderly card twice over (two current
// records, one person: written past the API, which refuses overlaps now, as data from
// before that rule or a bulk load may be) and let the welfare card lapse; DE-002's elderly record is valid today
// only (both edges) and the disability one starts later; DE-003 holds a welfare card.
// Organisation B: a DE-001 of its own with a current elderly record.
const ids = { u1: '', u2: '', u3: '', b1: '' };
beforeAll(async () => {
  const s = ctx.basicsA.schemes;
  const u1 = await createUser(ctx, { customerNo: 'DE-001' });
  const u2 = await createUser(ctx, {
    customerNo: 'DE-002',
    title: 'นาง',
    firstName: 'สมศรี',
    lastName: 'มีสุข',
    areaId: ctx.basicsA.area2Id,
    routeId: ctx.basicsA.route3Id,
  });
  const u3 = await createUser(ctx, {
    customerNo: 'DE-003',
    firstName: 'ประเสริฐ',
    lastName: 'ทองดี',
  });
  await entitle(u1.id, s.ELDERLY ?? '', 'บัตรผู้สูงอายุ 001', '2024-10-01');
  await withTenant(ctx.t.database.db, ctx.a.id, (tx) =>
    insertEntitlements(tx, ctx.a.id, [
      {
        waterUserId: u1.id,
        schemeId: s.ELDERLY ?? '',
        evidence: 'บัตรผู้สูงอายุ 002',
        validFrom: '2025-01-01',
        validTo: null,
      },
    ]),
  );
  await entitle(u1.id, s.WELFARE ?? '', 'บัตรสวัสดิการแห่งรัฐ 1234', '2023-10-01', '2024-09-30');
  await entitle(u2.id, s.ELDERLY ?? '', 'บัตรผู้สูงอายุ 777', today, today);
  await entitle(u2.id, s.DISABLED ?? '', 'บัตรคนพิการ 555', '2099-01-01');
  await entitle(u3.id, s.WELFARE ?? '', 'บัตรสวัสดิการแห่งรัฐ 9876', '2024-10-01', '2099-09-30');
  const bClerk = await ctx.b.login('clerk');
  const b1 = await createUser(ctx, { customerNo: 'DE-001' }, bClerk, ctx.basicsB);
  await entitle(b1.id, ctx.basicsB.schemes.ELDERLY ?? '', 'บัตร ข', '2024-10-01', null, ctx.b);
  Object.assign(ids, { u1: u1.id, u2: u2.id, u3: u3.id, b1: b1.id });
});

describe('/basic/discount: the register of people entitled', () => {
  it('lists the entitlements valid today by default, with who, where and which scheme', async () => {
    const current = await list();
    expect(current.total).toBe(4);
    expect(rowsOf(current)).toEqual([
      'DE-001 ELDERLY current',
      'DE-001 ELDERLY current',
      'DE-002 ELDERLY current',
      'DE-003 WELFARE current',
    ]);
    expect(current.items[2]).toEqual({
      id: expect.any(String),
      waterUserId: ids.u2,
      customerNo: 'DE-002',
      fullName: 'นางสมศรี มีสุข',
      areaId: ctx.basicsA.area2Id,
      areaName: 'บ้านโนนสว่าง',
      schemeId: ctx.basicsA.schemes.ELDERLY,
      schemeName: 'ผู้สูงอายุ',
      evidence: 'บัตรผู้สูงอายุ 777',
      validFrom: today,
      validTo: today,
      state: 'current',
    });
    // A renewal follows the record it renews.
    expect(current.items.slice(0, 2).map((e) => e.evidence)).toEqual([
      'บัตรผู้สูงอายุ 001',
      'บัตรผู้สูงอายุ 002',
    ]);
  });

  it('filters by state: expired, future and all', async () => {
    expect(rowsOf(await list('state=expired'))).toEqual(['DE-001 WELFARE expired']);
    expect(rowsOf(await list('state=future'))).toEqual(['DE-002 DISABLED future']);
    const all = await list('state=all&sort=-validFrom');
    expect(all.total).toBe(6);
    expect(rowsOf(all)[0]).toBe('DE-002 DISABLED future');
    expect(all.items.filter((e) => e.validTo === null)).toHaveLength(3);
  });

  it('searches the customer number, the name and the evidence; filters by scheme, area and person', async () => {
    const q = (text: string, more = '') =>
      list(`state=all&q=${encodeURIComponent(text)}${more}`).then((r) => rowsOf(r));
    expect(await q('de-003')).toEqual(['DE-003 WELFARE current']);
    expect(await q('สมศรี มีสุข')).toEqual(['DE-002 ELDERLY current', 'DE-002 DISABLED future']);
    expect(await q('นางสมศรี')).toHaveLength(2);
    expect(await q('สวัสดิการแห่งรัฐ')).toEqual(['DE-001 WELFARE expired', 'DE-003 WELFARE current']);
    expect(await q('100%')).toEqual([]);
    const welfare = await list(`schemeId=${ctx.basicsA.schemes.WELFARE}&state=all`);
    expect(rowsOf(welfare)).toEqual(['DE-001 WELFARE expired', 'DE-003 WELFARE current']);
    const area2 = await list(`areaId=${ctx.basicsA.area2Id}`);
    expect(rowsOf(area2)).toEqual(['DE-002 ELDERLY current']);
    // Schemes sort by name in Thai order: บัตรสวัสดิการแห่งรัฐ before ผู้สูงอายุ.
    const one = await list(`waterUserId=${ids.u1}&state=all&sort=scheme`);
    expect(rowsOf(one)).toEqual([
      'DE-001 WELFARE expired',
      'DE-001 ELDERLY current',
      'DE-001 ELDERLY current',
    ]);
  });

  it('sorts and pages', async () => {
    const byName = await list('state=all&sort=name&pageSize=2');
    expect(byName.total).toBe(6);
    expect(byName.items.map((e) => e.fullName)).toEqual(['นายประเสริฐ ทองดี', 'นายสมชาย ใจดี']);
    const page3 = await list('state=all&sort=-customerNo&pageSize=2&page=3');
    expect(page3.items.map((e) => e.customerNo)).toEqual(['DE-001', 'DE-001']);
    // Thai order reads โนน as น, before หนอง (by code point โ would come after ห).
    const byArea = await list('sort=-area');
    expect(byArea.items.map((e) => e.areaName)).toEqual([
      'บ้านหนองบัว',
      'บ้านหนองบัว',
      'บ้านหนองบัว',
      'บ้านโนนสว่าง',
    ]);
  });

  it('counts the people entitled today per scheme, each person once', async () => {
    const summary = await get<EntitlementSummary>(`${path}/summary`);
    expect(summary.today).toBe(today);
    expect(summary.people).toBe(3);
    expect(summary.recorded).toBe(6);
    expect(summary.schemes.map((s) => [s.schemeCode, s.schemeName, s.people])).toEqual([
      ['DISABLED', 'ผู้พิการ', 0],
      ['ELDERLY', 'ผู้สูงอายุ', 2],
      ['WELFARE', 'บัตรสวัสดิการแห่งรัฐ', 1],
    ]);
    const theirs = await get<EntitlementSummary>(`${path}/summary`, await ctx.b.login('clerk'));
    expect(theirs.people).toBe(1);
    expect(theirs.schemes.find((s) => s.schemeCode === 'ELDERLY')?.people).toBe(1);
  });

  it('tells an organisation with nothing recorded apart from one with nobody entitled today', async () => {
    const fresh = await (await createOrg(ctx.t, 'ประปา ค')).login('manager');
    const summary = await get<EntitlementSummary>(`${path}/summary`, fresh);
    expect(summary).toMatchObject({ people: 0, recorded: 0 });
    expect(summary.schemes.map((s) => s.people)).toEqual([0, 0, 0]);
    expect(await list('state=all', fresh)).toEqual({ items: [], total: 0 });
  });

  it('exports the filtered register with Thai (or the caller’s) headers', async () => {
    const res = await send(
      ctx.t,
      ctx.clerk,
      'GET',
      `${path}/export?state=all&q=DE-00&sort=validFrom`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="Discount entitlements_');
    const sheet = await readXlsx(res);
    expect(sheet.name).toBe('ผู้มีสิทธิ์ได้รับส่วนลด');
    expect(sheet.header).toEqual([
      'เลขผู้ใช้น้ำ',
      'ชื่อ–นามสกุล',
      'พื้นที่',
      'สิทธิ์ส่วนลด',
      'เลขที่เอกสารอ้างอิง',
      'มีผลตั้งแต่',
      'สิ้นสุดวันที่',
      'สถานะ',
    ]);
    expect(sheet.rows).toHaveLength(6);
    expect(sheet.rows[0]).toEqual([
      'DE-001',
      'นายสมชาย ใจดี',
      'บ้านหนองบัว',
      'บัตรสวัสดิการแห่งรัฐ',
      'บัตรสวัสดิการแห่งรัฐ 1234',
      '01/10/2566',
      '30/09/2567',
      'หมดอายุแล้ว',
    ]);
    expect(sheet.rows.at(-1)?.slice(5)).toEqual(['01/01/2642', 'ไม่มีวันสิ้นสุด', 'ยังไม่ถึงวันเริ่ม']);
    const en = await send(ctx.t, ctx.clerk, 'GET', `${path}/export?q=DE-003`, undefined, {
      'accept-language': 'en',
    });
    const english = await readXlsx(en);
    expect(english.header.slice(0, 4)).toEqual(['Customer number', 'Name', 'Area', 'Discount']);
    expect(english.rows.map((r) => r[7])).toEqual(['In effect']);
  });

  it('lets an auditor read the register, its counts and its export', async () => {
    const auditor = await ctx.a.login('auditor');
    expect((await list('', auditor)).total).toBe(4);
    expect((await get<EntitlementSummary>(`${path}/summary`, auditor)).people).toBe(3);
    const res = await send(ctx.t, auditor, 'GET', `${path}/export`);
    expect(res.statusCode).toBe(200);
    expect((await readXlsx(res)).rows).toHaveLength(4);
  });

  it('answers only the caller’s organisation; another organisation’s ids match nothing', async () => {
    const b = await ctx.b.login('clerk');
    const theirs = await list('state=all', b);
    expect(rowsOf(theirs, ctx.basicsB)).toEqual(['DE-001 ELDERLY current']);
    expect(theirs.items[0]?.waterUserId).toBe(ids.b1);
    const empty = { items: [], total: 0 };
    expect(await list(`state=all&schemeId=${ctx.basicsA.schemes.ELDERLY}`, b)).toEqual(empty);
    expect(await list(`state=all&waterUserId=${ids.u1}`, b)).toEqual(empty);
    expect(await list(`state=all&areaId=${ctx.basicsA.areaId}`, b)).toEqual(empty);
    expect(await list(`state=all&schemeId=${ctx.basicsB.schemes.ELDERLY}`)).toEqual(empty);
    expect(await list(`state=all&waterUserId=${ids.b1}`)).toEqual(empty);
    const sheet = await readXlsx(await send(ctx.t, b, 'GET', `${path}/export?state=all`));
    expect(sheet.rows.map((r) => r[4])).toEqual(['บัตร ข']);
  });

  it('refuses a bad query with a Thai message naming the fields', async () => {
    const res = await send(ctx.t, ctx.clerk, 'GET', `${path}?state=soon&schemeId=12&pageSize=0`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'VALIDATION',
      message: 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบช่องที่มีเครื่องหมาย',
    });
    expect(pathsOf(res)).toEqual([
      'querystring.pageSize',
      'querystring.schemeId',
      'querystring.state',
    ]);
    const state = (res.json().errors as { path: string; message: string }[]).find(
      (e) => e.path === 'querystring.state',
    );
    expect(state?.message).toMatch(/[ก-๙]/);
    const sort = await send(ctx.t, ctx.clerk, 'GET', `${path}?sort=nationalId`);
    expect(sort.statusCode).toBe(400);
    expect(pathsOf(sort)).toEqual(['sort']);
    const exported = await send(ctx.t, ctx.clerk, 'GET', `${path}/export?state=soon`);
    expect(exported.statusCode).toBe(400);
  });
});
