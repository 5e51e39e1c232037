import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organisations } from '../../db/schema/index.ts';
import { withSystem } from '../../db/tenant.ts';
import {
  createUser,
  getData,
  listUsers,
  nationalId,
  pathsOf,
  send,
  userBody,
  useWaterApp,
} from './water-user-fixtures.ts';

const ctx = useWaterApp();
const path = '/api/v1/water-users';

const get = (url: string, s = ctx.clerk) => getData(ctx, url, s);
const list = (query: string) => listUsers(ctx, query);
const auditOf = async (id: string) =>
  (await get(`/api/v1/audit?entity=water_user&entityId=${id}`, await ctx.a.login('manager')))
    .items as { action: string; reason: string | null; before: unknown; after: unknown }[];

const setFormat = (orgId: string, format: string) =>
  withSystem(ctx.t.database.db, (tx) =>
    tx
      .update(organisations)
      .set({ customerNumberFormat: format })
      .where(eq(organisations.id, orgId)),
  );

describe('/user: create and edit', () => {
  it('creates a connection with every field, at the end of its route, audited', async () => {
    const user = await createUser(ctx, { customerNo: 'C-001' });
    expect(user).toMatchObject({
      customerNo: 'C-001',
      fullName: 'นายสมชาย ใจดี',
      phone: '0812345678',
      addressText: '12/3 หมู่ 1 ต.ในเมือง อ.เมืองขอนแก่น จ.ขอนแก่น 40000',
      areaName: 'บ้านหนองบัว',
      routeName: 'สายหนึ่ง',
      userTypeName: 'ที่อยู่อาศัย',
      meterSizeLabel: '½″',
      usageStatusName: 'ปกติ',
      depositPaid: 40_000,
      latitude: 16.4419,
      meter: null,
      hasDiscount: false,
    });
    const next = await createUser(ctx, { customerNo: 'C-002' });
    expect(next.routeSeq).toBe((user.routeSeq ?? 0) + 1);
    expect((await get(`${path}/${user.id}`)).customerNo).toBe('C-001');
    const log = await auditOf(user.id);
    expect(log.map((e) => e.action)).toEqual(['water_user.create']);
    expect(log[0]?.after).toMatchObject({ customerNo: 'C-001' });
  });

  it('generates customer numbers from the format, increasing, skipping numbers in use', async () => {
    await setFormat(ctx.a.id, 'W{area}-{seq:4}');
    const preview = await get(`${path}/next-customer-no?areaId=${ctx.basicsA.areaId}`);
    expect(preview).toEqual({ customerNo: 'WA1-0001' });
    // A preview takes nothing.
    expect(await get(`${path}/next-customer-no?areaId=${ctx.basicsA.areaId}`)).toEqual(preview);
    const first = await createUser(ctx);
    const second = await createUser(ctx, { customerNo: '' });
    expect([first.customerNo, second.customerNo]).toEqual(['WA1-0001', 'WA1-0002']);
    // Typed by hand ahead of the counter: the generator steps over it.
    await createUser(ctx, { customerNo: 'WA1-0003' });
    expect((await get(`${path}/next-customer-no?areaId=${ctx.basicsA.areaId}`)).customerNo).toBe(
      'WA1-0004',
    );
    const other = await createUser(ctx, { areaId: ctx.basicsA.area2Id, routeId: null });
    expect(other.customerNo).toBe('WA2-0003');
    expect(other.routeSeq).toBeNull();
    await setFormat(ctx.a.id, '{seq:5}');
  });

  it('refuses each invalid field with its path', async () => {
    const b = ctx.basicsA;
    const bad = async (over: Parameters<typeof userBody>[1], expected: string[]) => {
      const res = await send(ctx.t, ctx.clerk, 'POST', path, userBody(b, over));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      expect(pathsOf(res)).toEqual(expected);
      return res.json().errors as { path: string; message: string }[];
    };
    const id = await bad({ nationalId: '1103700012340' }, ['nationalId']);
    expect(id[0]?.message).toBe('เลขประจำตัวประชาชนไม่ถูกต้อง');
    // Dashes and spaces as printed on the card are fine.
    const dashed = await createUser(ctx, {
      nationalId: nationalId('340120034567').replace(
        /^(\d)(\d{4})(\d{5})(\d{2})(\d)$/,
        '$1-$2-$3-$4-$5',
      ),
    });
    const revealed = await send(
      ctx.t,
      ctx.clerk,
      'POST',
      `/api/v1/water-users/${dashed.id}/national-id`,
    );
    expect(revealed.json().data.nationalId).toBe(nationalId('340120034567'));
    await bad({ phone: '12345' }, ['phone']);
    await bad({ address: { ...userBody(b).address, postcode: '4000' } }, ['address.postcode']);
    await bad({ address: { ...userBody(b).address, houseNo: '' } }, ['address.houseNo']);
    const pair = await bad({ latitude: 16.44, longitude: null }, ['longitude']);
    expect(pair[0]?.message).toBe('กรุณากรอกละติจูดและลองจิจูดคู่กัน หรือเว้นว่างทั้งสองช่อง');
    await bad({ customerNo: 'ก-001' }, ['customerNo']);
    await bad({ firstName: '' }, ['firstName']);
  });

  it('refuses basic data of another organisation, a route of another area, retired data', async () => {
    const a = ctx.basicsA;
    const b = ctx.basicsB;
    const res = await send(
      ctx.t,
      ctx.clerk,
      'POST',
      path,
      userBody(a, {
        areaId: b.areaId,
        routeId: b.routeId,
        userTypeId: b.userTypes.RES,
        meterSizeId: b.meterSizes['0.5'],
        usageStatusId: b.statuses.NORMAL,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(pathsOf(res)).toEqual([
      'areaId',
      'meterSizeId',
      'routeId',
      'usageStatusId',
      'userTypeId',
    ]);
    const otherArea = await send(
      ctx.t,
      ctx.clerk,
      'POST',
      path,
      userBody(a, { routeId: a.route3Id }),
    );
    expect(otherArea.statusCode).toBe(400);
    expect(otherArea.json().errors).toEqual([
      { path: 'routeId', message: 'สายเก็บเงินต้องอยู่ในพื้นที่ที่เลือก' },
    ]);
    const theirRoute = await send(
      ctx.t,
      ctx.clerk,
      'POST',
      path,
      userBody(a, { routeId: b.routeId }),
    );
    expect(pathsOf(theirRoute)).toEqual(['routeId']);
  });

  it('answers 409 with a field error for a customer number in use, on create and edit', async () => {
    const user = await createUser(ctx, { customerNo: 'DUP-1' });
    const res = await send(
      ctx.t,
      ctx.clerk,
      'POST',
      path,
      userBody(ctx.basicsA, { customerNo: 'DUP-1' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('DUPLICATE_CUSTOMER_NO');
    expect(res.json().errors).toEqual([
      {
        path: 'customerNo',
        message: 'เลขผู้ใช้น้ำนี้มีอยู่แล้ว กรุณาใช้เลขอื่น หรือเว้นว่างให้ระบบออกเลขถัดไปให้',
      },
    ]);
    const other = await createUser(ctx, { customerNo: 'DUP-2' });
    const put = await send(
      ctx.t,
      ctx.clerk,
      'PUT',
      `${path}/${other.id}`,
      userBody(ctx.basicsA, { customerNo: 'DUP-1' }),
    );
    expect(put.statusCode).toBe(409);
    expect(pathsOf(put)).toEqual(['customerNo']);
    // Another organisation may use the same number.
    const b = await createUser(
      ctx,
      { customerNo: 'DUP-1' },
      await ctx.b.login('clerk'),
      ctx.basicsB,
    );
    expect(b.customerNo).toBe('DUP-1');
    expect(user.customerNo).toBe('DUP-1');
  });

  it('edits every field; a new route puts the connection at its end; an empty number stays', async () => {
    const user = await createUser(ctx, { customerNo: 'ED-1' });
    const onRoute2 = await createUser(ctx, { customerNo: 'ED-2', routeId: ctx.basicsA.route2Id });
    const res = await send(
      ctx.t,
      ctx.clerk,
      'PUT',
      `${path}/${user.id}`,
      userBody(ctx.basicsA, {
        customerNo: null,
        title: 'นาง',
        firstName: 'สมศรี',
        lastName: 'มีสุข',
        routeId: ctx.basicsA.route2Id,
        userTypeId: ctx.basicsA.userTypes.BIZ,
        meterSizeId: ctx.basicsA.meterSizes['0.75'],
        latitude: null,
        longitude: null,
        notes: 'บ้านหลังวัด',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      customerNo: 'ED-1',
      fullName: 'นางสมศรี มีสุข',
      routeName: 'สายสอง',
      routeSeq: (onRoute2.routeSeq ?? 0) + 1,
      userTypeName: 'ธุรกิจ',
      meterSizeLabel: '¾″',
      latitude: null,
      notes: 'บ้านหลังวัด',
    });
    const log = await auditOf(user.id);
    expect(log[0]).toMatchObject({
      action: 'water_user.update',
      before: { firstName: 'สมชาย' },
      after: { firstName: 'สมศรี' },
    });
  });

  it('cancels through the usage status with a reason; there is no DELETE', async () => {
    const user = await createUser(ctx, { customerNo: 'CAN-1' });
    // Cancelling moves money (billing stops): finance's right, not the clerk's.
    const finance = await ctx.a.login('finance_officer');
    const refused = await send(ctx.t, ctx.clerk, 'POST', `${path}/${user.id}/cancel`, {
      reason: 'ย้ายออกจากหมู่บ้าน',
    });
    expect(refused.statusCode).toBe(403);
    expect((await send(ctx.t, ctx.clerk, 'DELETE', `${path}/${user.id}`)).statusCode).toBe(404);
    const empty = await send(ctx.t, finance, 'POST', `${path}/${user.id}/cancel`, {
      reason: ' ',
    });
    expect(pathsOf(empty)).toEqual(['reason']);
    const res = await send(ctx.t, finance, 'POST', `${path}/${user.id}/cancel`, {
      reason: 'ย้ายออกจากหมู่บ้าน',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      usageStatusId: ctx.basicsA.statuses.CANCEL,
      usageStatusName: 'ยกเลิกการใช้น้ำ',
    });
    const again = await send(ctx.t, finance, 'POST', `${path}/${user.id}/cancel`, {
      reason: 'ซ้ำ',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('ผู้ใช้น้ำรายนี้ถูกยกเลิกการใช้น้ำไปแล้ว');
    const log = await auditOf(user.id);
    expect(log[0]).toMatchObject({ action: 'water_user.cancel', reason: 'ย้ายออกจากหมู่บ้าน' });
    // Still listed, under its status.
    const cancelled = await list(`usageStatusId=${ctx.basicsA.statuses.CANCEL}&q=CAN-1`);
    expect(cancelled.items.map((u) => u.id)).toEqual([user.id]);
  });
});

describe('/user: discount entitlements', () => {
  // A discount moves money: finance grants, changes and ends it (the clerk reads it).
  const finance = () => ctx.a.login('finance_officer');
  it('adds, edits and deletes entitlements, each audited; hasDiscount and the scheme count follow', async () => {
    const user = await createUser(ctx, { customerNo: 'ENT-1' });
    const base = `${path}/${user.id}/entitlements`;
    const elderly = ctx.basicsA.schemes.ELDERLY ?? '';
    const scheme = async () =>
      (
        (await get(`/api/v1/basic/discount-schemes?q=ELDERLY`)).items as {
          code: string;
          entitledCount: number;
        }[]
      ).find((s) => s.code === 'ELDERLY')?.entitledCount;
    const countBefore = await scheme();

    const bad = await send(ctx.t, await finance(), 'POST', base, {
      schemeId: elderly,
      evidence: 'บัตรผู้สูงอายุ',
      validFrom: '2025-10-01',
      validTo: '2025-01-01',
    });
    expect(pathsOf(bad)).toEqual(['validTo']);
    const foreign = await send(ctx.t, await finance(), 'POST', base, {
      schemeId: ctx.basicsB.schemes.ELDERLY,
      evidence: 'x',
      validFrom: '2025-10-01',
    });
    expect(pathsOf(foreign)).toEqual(['schemeId']);

    const created = await send(ctx.t, await finance(), 'POST', base, {
      schemeId: elderly,
      evidence: 'บัตรผู้สูงอายุ',
      validFrom: '2025-10-01',
    });
    expect(created.statusCode, created.body).toBe(200);
    const ent = created.json().data;
    expect(ent).toMatchObject({ schemeName: 'ผู้สูงอายุ', validTo: null, waterUserId: user.id });
    expect((await get(base)).map((e: { id: string }) => e.id)).toEqual([ent.id]);
    expect((await get(`${path}/${user.id}`)).hasDiscount).toBe(true);
    expect(await scheme()).toBe((countBefore ?? 0) + 1);
    const entitled = await list(`hasDiscount=true&q=ENT-`);
    expect(entitled.items.map((u) => u.customerNo)).toEqual(['ENT-1']);
    expect((await list(`discountSchemeId=${elderly}&q=ENT-`)).total).toBe(1);
    expect((await list(`discountSchemeId=${ctx.basicsA.schemes.WELFARE}&q=ENT-`)).total).toBe(0);

    // Expired: kept as history, no longer a discount.
    const put = await send(ctx.t, await finance(), 'PUT', `${base}/${ent.id}`, {
      schemeId: elderly,
      evidence: 'บัตรผู้สูงอายุ เลขที่ 123',
      validFrom: '2024-10-01',
      validTo: '2025-09-30',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await get(`${path}/${user.id}`)).hasDiscount).toBe(false);
    expect((await list(`hasDiscount=false&q=ENT-1`)).total).toBe(1);
    expect(await scheme()).toBe(countBefore);

    const del = await send(ctx.t, await finance(), 'DELETE', `${base}/${ent.id}`);
    expect(del.statusCode).toBe(200);
    expect(await get(base)).toEqual([]);
    expect((await send(ctx.t, await finance(), 'DELETE', `${base}/${ent.id}`)).statusCode).toBe(
      404,
    );
    expect((await auditOf(user.id)).map((e) => e.action)).toEqual([
      'water_user.entitlement.delete',
      'water_user.entitlement.update',
      'water_user.entitlement.create',
      'water_user.create',
    ]);
  });

  it('refuses a second record of one scheme on the same days; a renewal after the end is fine', async () => {
    const user = await createUser(ctx, { customerNo: 'ENT-2' });
    const base = `${path}/${user.id}/entitlements`;
    const elderly = ctx.basicsA.schemes.ELDERLY ?? '';
    const post = async (body: object) => send(ctx.t, await finance(), 'POST', base, body);
    const first = await post({
      schemeId: elderly,
      evidence: 'บัตรปี 2569',
      validFrom: '2025-10-01',
      validTo: '2026-09-30',
    });
    expect(first.statusCode, first.body).toBe(200);
    const overlap = await post({ schemeId: elderly, evidence: 'ซ้ำ', validFrom: '2026-09-30' });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().errors).toEqual([
      {
        path: 'validFrom',
        message: 'ผู้ใช้น้ำรายนี้มีสิทธิ์ส่วนลดนี้ในช่วงวันที่ดังกล่าวอยู่แล้ว แก้ไขรายการเดิมหรือเลือกช่วงวันที่ที่ไม่ซ้อนกัน',
      },
    ]);
    // Another scheme on the same days, and the same scheme from the day after: both fine.
    const welfare = { schemeId: ctx.basicsA.schemes.WELFARE, evidence: 'บัตรสวัสดิการ' };
    expect((await post({ ...welfare, validFrom: '2025-10-01' })).statusCode).toBe(200);
    const renewal = await post({
      schemeId: elderly,
      evidence: 'บัตรปี 2570',
      validFrom: '2026-10-01',
    });
    expect(renewal.statusCode, renewal.body).toBe(200);
    // An edit may keep its own days, not stretch over the renewal's.
    const id = first.json().data.id as string;
    const keep = { schemeId: elderly, evidence: 'บัตรปี 2569 (แก้)', validFrom: '2025-10-01' };
    const own = await send(ctx.t, await finance(), 'PUT', `${base}/${id}`, {
      ...keep,
      validTo: '2026-09-30',
    });
    expect(own.statusCode, own.body).toBe(200);
    const stretch = await send(ctx.t, await finance(), 'PUT', `${base}/${id}`, keep);
    expect(stretch.statusCode).toBe(409);
    expect((await get(base)).length).toBe(3);
  });
});

describe('/user: who may do what', () => {
  it('lets the auditor read but not write (403)', async () => {
    const auditor = await ctx.a.login('auditor');
    const user = await createUser(ctx, { customerNo: 'AUD-1' });
    expect((await send(ctx.t, auditor, 'GET', `${path}/${user.id}`)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', path, userBody(ctx.basicsA)],
      ['PUT', `${path}/${user.id}`, userBody(ctx.basicsA)],
      ['POST', `${path}/${user.id}/cancel`, { reason: 'x' }],
    ] as const) {
      const res = await send(ctx.t, auditor, method, url, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('READ_ONLY');
    }
  });

  it('answers 404 for another organisation’s connection, by every path', async () => {
    const user = await createUser(ctx, { customerNo: 'MINE-1' });
    const b = await ctx.b.login('clerk');
    const base = `${path}/${user.id}`;
    expect((await send(ctx.t, b, 'GET', base)).statusCode).toBe(404);
    expect((await send(ctx.t, b, 'PUT', base, userBody(ctx.basicsB))).statusCode).toBe(404);
    const bFinance = await ctx.b.login('finance_officer');
    const cancel = await send(ctx.t, bFinance, 'POST', `${base}/cancel`, { reason: 'x' });
    expect(cancel.statusCode).toBe(404);
    expect((await send(ctx.t, b, 'GET', `${base}/entitlements`)).statusCode).toBe(404);
    const ent = await send(ctx.t, bFinance, 'POST', `${base}/entitlements`, {
      schemeId: ctx.basicsB.schemes.ELDERLY,
      evidence: 'x',
      validFrom: '2025-10-01',
    });
    expect(ent.statusCode).toBe(404);
    expect((await get(base)).firstName).toBe('สมชาย');
  });
});

describe('basic data now counts water users', () => {
  it('counts a route’s connections and keeps a route or area with connections in service', async () => {
    const manager = await ctx.a.login('manager');
    const routes = async () =>
      (await get('/api/v1/basic/routes?q=R3', manager)).items as {
        code: string;
        connectionCount: number;
      }[];
    expect((await routes()).find((r) => r.code === 'R3')?.connectionCount).toBe(0);
    await createUser(ctx, {
      customerNo: 'REF-1',
      areaId: ctx.basicsA.area2Id,
      routeId: ctx.basicsA.route3Id,
    });
    await createUser(ctx, {
      customerNo: 'REF-2',
      areaId: ctx.basicsA.area2Id,
      routeId: ctx.basicsA.route3Id,
    });
    expect((await routes()).find((r) => r.code === 'R3')?.connectionCount).toBe(2);

    const route = await send(
      ctx.t,
      manager,
      'POST',
      `/api/v1/basic/routes/${ctx.basicsA.route3Id}/deactivate`,
    );
    expect(route.statusCode).toBe(409);
    expect(route.json()).toMatchObject({
      code: 'IN_USE',
      message: 'ปิดการใช้งานสายเก็บเงินนี้ไม่ได้ เพราะยังมีผู้ใช้น้ำอยู่ในสาย 2 ราย กรุณาย้ายผู้ใช้น้ำไปสายอื่นก่อน',
    });
    // The area: its active route blocks first; with no route in service, its connections do.
    const area = await send(
      ctx.t,
      manager,
      'POST',
      `/api/v1/basic/areas/${ctx.basicsA.area2Id}/deactivate`,
    );
    expect(area.statusCode).toBe(409);
    expect(area.json().message).toContain('สายเก็บเงินที่ใช้งานอยู่ 1 สาย');
    const onR3 = await list(`routeId=${ctx.basicsA.route3Id}`);
    for (const u of onR3.items) {
      const res = await send(ctx.t, ctx.clerk, 'PUT', `${path}/${u.id}`, {
        ...userBody(ctx.basicsA, { areaId: ctx.basicsA.area2Id, routeId: null }),
        customerNo: u.customerNo,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const emptied = await send(
      ctx.t,
      manager,
      'POST',
      `/api/v1/basic/routes/${ctx.basicsA.route3Id}/deactivate`,
    );
    expect(emptied.statusCode, emptied.body).toBe(200);
    const stillHeld = await send(
      ctx.t,
      manager,
      'POST',
      `/api/v1/basic/areas/${ctx.basicsA.area2Id}/deactivate`,
    );
    expect(stillHeld.statusCode).toBe(409);
    const inArea = (await list(`areaId=${ctx.basicsA.area2Id}`)).total;
    expect(stillHeld.json().message).toBe(
      `ปิดการใช้งานพื้นที่นี้ไม่ได้ เพราะยังมีผู้ใช้น้ำอยู่ในพื้นที่ ${inArea} ราย กรุณาย้ายผู้ใช้น้ำไปพื้นที่อื่นก่อน`,
    );
    await send(ctx.t, manager, 'POST', `/api/v1/basic/routes/${ctx.basicsA.route3Id}/activate`);
  });

  it('lets a size, type or status retire with connections; they keep it, new ones cannot take it', async () => {
    const manager = await ctx.a.login('manager');
    const temple = ctx.basicsA.userTypes.TEMPLE ?? '';
    const user = await createUser(ctx, { customerNo: 'TMP-1', userTypeId: temple });
    const off = await send(ctx.t, manager, 'POST', `/api/v1/basic/user-types/${temple}/deactivate`);
    expect(off.statusCode, off.body).toBe(200);
    const edit = await send(
      ctx.t,
      ctx.clerk,
      'PUT',
      `${path}/${user.id}`,
      userBody(ctx.basicsA, { userTypeId: temple, notes: 'ยังเป็นวัด' }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const fresh = await send(
      ctx.t,
      ctx.clerk,
      'POST',
      path,
      userBody(ctx.basicsA, { userTypeId: temple }),
    );
    expect(fresh.statusCode).toBe(400);
    expect(fresh.json().errors).toEqual([
      { path: 'userTypeId', message: 'กรุณาเลือกประเภทผู้ใช้น้ำที่เปิดใช้งานอยู่ขององค์กรนี้' },
    ]);
    await send(ctx.t, manager, 'POST', `/api/v1/basic/user-types/${temple}/activate`);
  });
});
