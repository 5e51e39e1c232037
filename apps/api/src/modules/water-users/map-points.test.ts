import { describe, expect, it } from 'vitest';
import { meterMap, type MeterMap } from '@prapa/contracts';
import { createUser, send, userBody, useWaterApp } from './water-user-fixtures.ts';

const ctx = useWaterApp();
const path = '/api/v1/water-users/map';

const map = async (query = '', s = ctx.clerk): Promise<MeterMap> => {
  const res = await send(ctx.t, s, 'GET', `${path}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as MeterMap;
};
const idsOf = (answer: MeterMap) => answer.points.map(([id]) => id);

describe('/meter_location: the compact map answer', () => {
  it('answers the statuses once and each point as [id, lat, lng, status index]', async () => {
    const here = await createUser(ctx, {
      customerNo: 'MAP-1',
      latitude: 16.44190049,
      longitude: 102.8360006,
    });
    const res = await send(ctx.t, ctx.clerk, 'GET', path);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: expect.any(String) });
    // The text the database built is the contract, exactly.
    const answer = meterMap.parse(body.data);
    const statuses = await send(
      ctx.t,
      ctx.clerk,
      'GET',
      '/api/v1/basic/usage-statuses?pageSize=100&sort=sortOrder',
    );
    const own = statuses.json().data.items as { id: string; name: string; colour: string }[];
    expect(answer.statuses).toEqual(own.map(({ id, name, colour }) => ({ id, name, colour })));
    const point = answer.points.find(([id]) => id === here.id);
    // Rounded to 6 decimals (about 0.1 m), and printed short.
    expect(point?.slice(0, 3)).toEqual([here.id, 16.4419, 102.836001]);
    expect(answer.statuses[point?.[3] ?? -1]).toMatchObject({
      id: ctx.basicsA.statuses.NORMAL,
      name: 'ปกติ',
      colour: '#28C76F',
    });
    expect(res.body).toContain(`["${here.id}",16.4419,102.836001,`);
  });

  it('leaves out a connection without a location', async () => {
    const nowhere = await createUser(ctx, { customerNo: 'MAP-2', latitude: null, longitude: null });
    expect(idsOf(await map())).not.toContain(nowhere.id);
  });

  it('filters by area, route and usage status, the status indexes staying the same', async () => {
    const { basicsA: b } = ctx;
    const onR2 = await createUser(ctx, { customerNo: 'MAP-R2', routeId: b.route2Id });
    const inA2 = await createUser(ctx, {
      customerNo: 'MAP-A2',
      areaId: b.area2Id,
      routeId: b.route3Id,
      address: { ...userBody(b).address, moo: 3 },
    });
    const suspended = await createUser(ctx, {
      customerNo: 'MAP-S',
      usageStatusId: b.statuses.SUSPEND,
    });
    const all = await map();
    expect(idsOf(all)).toEqual(expect.arrayContaining([onR2.id, inA2.id, suspended.id]));

    const area2 = idsOf(await map(`?areaId=${b.area2Id}`));
    expect(area2).toEqual([inA2.id]);
    const route2 = idsOf(await map(`?routeId=${b.route2Id}`));
    expect(route2).toEqual([onR2.id]);
    const area1 = idsOf(await map(`?areaId=${b.areaId}`));
    expect(area1).toEqual(expect.arrayContaining([onR2.id, suspended.id]));
    expect(area1).not.toContain(inA2.id);

    const bySuspend = await map(`?usageStatusId=${b.statuses.SUSPEND}`);
    expect(idsOf(bySuspend)).toEqual([suspended.id]);
    // Every status still listed, in the same order: an index means the same everywhere.
    expect(bySuspend.statuses).toEqual(all.statuses);
    const index = bySuspend.points[0]?.[3] ?? -1;
    expect(bySuspend.statuses[index]?.id).toBe(b.statuses.SUSPEND);

    const none = await map(`?areaId=${b.area2Id}&usageStatusId=${b.statuses.SUSPEND}`);
    expect(none).toEqual({ statuses: all.statuses, points: [] });
  });

  it('shows another organisation none of these points, and its own statuses', async () => {
    const mine = await createUser(ctx, { customerNo: 'MAP-MINE' });
    const theirClerk = await ctx.b.login('clerk');
    const theirs = await createUser(ctx, { customerNo: 'MAP-THEIRS' }, theirClerk, ctx.basicsB);
    const mapA = await map();
    const mapB = await map('', theirClerk);
    expect(idsOf(mapB)).toEqual([theirs.id]);
    expect(idsOf(mapA)).toContain(mine.id);
    expect(idsOf(mapA)).not.toContain(theirs.id);
    const idsB = new Set(Object.values(ctx.basicsB.statuses));
    expect(mapB.statuses.every((s) => idsB.has(s.id))).toBe(true);
    // Another organisation's area as a filter finds nothing, not their points.
    expect(idsOf(await map(`?areaId=${ctx.basicsB.areaId}`))).toEqual([]);
  });

  it('documents the compact answer in the OpenAPI document', async () => {
    const res = await ctx.t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      paths: Record<string, { get?: { responses?: Record<string, unknown> } }>;
    };
    const documented = JSON.stringify(doc.paths[path]?.get?.responses?.['200']);
    expect(documented).toContain('"statuses"');
    expect(documented).toContain('"points"');
  });
});
