import { describe, expect, it } from 'vitest';
import { waterUserInput, type RouteStop } from '@prapa/contracts';
import { withTenant } from '../../db/tenant.ts';
import {
  createUser,
  pathsOf,
  send,
  userBody,
  useWaterApp,
} from '../water-users/water-user-fixtures.ts';
import { insertWaterUsers } from '../water-users/water-users.repo.ts';
import { rowOf } from '../water-users/water-users.service.ts';

const ctx = useWaterApp();
const base = '/api/v1/route-order';

const stops = async (routeId: string) => {
  const res = await send(ctx.t, ctx.clerk, 'GET', `${base}/${routeId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as RouteStop[];
};
const ids = (list: RouteStop[]) => list.map((s) => s.id);

describe('/route_arrangement', () => {
  it('answers the route in walk order with name and house', async () => {
    const one = await createUser(ctx, { customerNo: 'RO-1', firstName: 'หนึ่ง' });
    const two = await createUser(ctx, {
      customerNo: 'RO-2',
      firstName: 'สอง',
      address: { ...userBody(ctx.basicsA).address, houseNo: '45', road: 'มิตรภาพ' },
    });
    const list = await stops(ctx.basicsA.routeId);
    expect(list).toEqual([
      { id: one.id, customerNo: 'RO-1', name: 'นายหนึ่ง ใจดี', address: '12/3 หมู่ 1', seq: 1 },
      { id: two.id, customerNo: 'RO-2', name: 'นายสอง ใจดี', address: '45 หมู่ 1 ถ.มิตรภาพ', seq: 2 },
    ]);
  });

  it('saves a new order in one go, audited once with the order before and after', async () => {
    await createUser(ctx, { customerNo: 'RO-3' });
    const before = ids(await stops(ctx.basicsA.routeId));
    const reversed = [...before].reverse();
    const res = await send(ctx.t, ctx.clerk, 'PUT', `${base}/${ctx.basicsA.routeId}`, {
      waterUserIds: reversed,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((s: RouteStop) => [s.id, s.seq])).toEqual(
      reversed.map((id, i) => [id, i + 1]),
    );
    expect(ids(await stops(ctx.basicsA.routeId))).toEqual(reversed);
    const log = await send(
      ctx.t,
      await ctx.a.login('manager'),
      'GET',
      `/api/v1/audit?entity=route&entityId=${ctx.basicsA.routeId}`,
    );
    const entries = log
      .json()
      .data.items.filter((e: { action: string }) => e.action === 'route.reorder');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      before: { waterUserIds: before },
      after: { waterUserIds: reversed },
    });
  });

  it('refuses an order that is not exactly the route’s connections (409: reload)', async () => {
    const current = ids(await stops(ctx.basicsA.routeId));
    const stranger = await createUser(ctx, { customerNo: 'RO-X', routeId: ctx.basicsA.route2Id });
    for (const waterUserIds of [
      current.slice(1),
      [...current, stranger.id],
      [...current.slice(1), current[1] ?? ''],
      [],
    ]) {
      const res = await send(ctx.t, ctx.clerk, 'PUT', `${base}/${ctx.basicsA.routeId}`, {
        waterUserIds,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'CONFLICT',
        message: 'ผู้ใช้น้ำในสายนี้มีการเปลี่ยนแปลงหลังจากที่คุณเปิดหน้านี้ กรุณาโหลดหน้าใหม่แล้วจัดลำดับอีกครั้ง',
      });
    }
    expect(ids(await stops(ctx.basicsA.routeId))).toEqual(current);
  });

  it('moves connections to the end of another route, in the order given', async () => {
    const target = ctx.basicsA.route2Id;
    const already = ids(await stops(target));
    const [first, second] = ids(await stops(ctx.basicsA.routeId));
    const res = await send(ctx.t, ctx.clerk, 'POST', `${base}/move`, {
      routeId: target,
      waterUserIds: [second, first],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ routeId: target, moved: 2 });
    const after = await stops(target);
    expect(ids(after)).toEqual([...already, second, first]);
    expect(after.map((s) => s.seq)).toEqual(after.map((_, i) => i + 1));
    expect(ids(await stops(ctx.basicsA.routeId))).not.toContain(first);
    const moved = await send(ctx.t, ctx.clerk, 'GET', `/api/v1/water-users/${first}`);
    expect(moved.json().data).toMatchObject({ routeId: target, routeName: 'สายสอง' });
  });

  it('refuses a route of another area, of another organisation, and unknown connections', async () => {
    const [someone] = ids(await stops(ctx.basicsA.route2Id));
    const move = (body: object) => send(ctx.t, ctx.clerk, 'POST', `${base}/move`, body);
    const otherArea = await move({ routeId: ctx.basicsA.route3Id, waterUserIds: [someone] });
    expect(otherArea.statusCode).toBe(400);
    expect(otherArea.json().errors).toEqual([
      { path: 'routeId', message: 'สายเก็บเงินต้องอยู่ในพื้นที่ที่เลือก' },
    ]);
    const theirRoute = await move({ routeId: ctx.basicsB.routeId, waterUserIds: [someone] });
    expect(pathsOf(theirRoute)).toEqual(['routeId']);
    const theirUser = await createUser(
      ctx,
      { customerNo: 'RO-B' },
      await ctx.b.login('clerk'),
      ctx.basicsB,
    );
    const stranger = await move({ routeId: ctx.basicsA.routeId, waterUserIds: [theirUser.id] });
    expect(stranger.statusCode).toBe(404);
  });

  it('answers 404 for another organisation’s route and refuses the auditor', async () => {
    const b = await ctx.b.login('clerk');
    expect((await send(ctx.t, b, 'GET', `${base}/${ctx.basicsA.routeId}`)).statusCode).toBe(404);
    const put = await send(ctx.t, b, 'PUT', `${base}/${ctx.basicsA.routeId}`, { waterUserIds: [] });
    expect(put.statusCode).toBe(404);
    const auditor = await send(
      ctx.t,
      await ctx.a.login('auditor'),
      'PUT',
      `${base}/${ctx.basicsA.routeId}`,
      {
        waterUserIds: [],
      },
    );
    expect(auditor.statusCode).toBe(403);
  });

  it('reads and rewrites a route of 1,200 connections in one request each (one UPDATE)', async () => {
    const body = waterUserInput.parse(
      userBody(ctx.basicsA, { routeId: ctx.basicsA.route3Id, areaId: ctx.basicsA.area2Id }),
    );
    await withTenant(ctx.t.database.db, ctx.a.id, (tx) =>
      insertWaterUsers(
        tx,
        ctx.a.id,
        Array.from({ length: 1_200 }, (_, i) => rowOf(body, `BIG-${String(i).padStart(4, '0')}`)),
      ),
    );
    const list = await stops(ctx.basicsA.route3Id);
    expect(list).toHaveLength(1_200);
    expect(list.map((s) => s.seq)).toEqual(list.map((_, i) => i + 1));
    const shuffled = [...ids(list)].sort();
    const res = await send(ctx.t, ctx.clerk, 'PUT', `${base}/${ctx.basicsA.route3Id}`, {
      waterUserIds: shuffled,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(ids(await stops(ctx.basicsA.route3Id))).toEqual(shuffled);
  });
});
