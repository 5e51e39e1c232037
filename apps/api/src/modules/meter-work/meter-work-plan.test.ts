import { beforeAll, describe, expect, it } from 'vitest';
import type { MeterPlanAnswer, MeterWorkOrder } from '@prapa/contracts';
import type { Session } from '../../../test/factories.ts';
import { connectionWithMeter } from '../readings/reading-fixtures.ts';
import { getData, send, useWaterApp } from '../water-users/water-user-fixtures.ts';

// Issue 26, meter work: the replacement plan by meter age (idempotent), the age setting
// kept by a PUT /org that does not know it, and a reader's approved meter change request
// closing (or writing) its connection's work order.

const ctx = useWaterApp();
let reader: Session;
let manager: Session;

beforeAll(async () => {
  reader = await ctx.a.login('meter_reader');
  manager = await ctx.a.login('manager');
});

const PATH = '/api/v1/meter-work-orders';

const opened = async (waterUserId: string) => {
  const res = await send(ctx.t, ctx.clerk, 'POST', PATH, {
    waterUserId,
    kind: 'broken',
    plannedOn: '2026-11-10',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as MeterWorkOrder;
};

describe('the replacement plan', () => {
  it('lists meters older than the setting by area and plans each once', async () => {
    // Meters of the fixtures went in on 2025-01-01: two years are enough to list them.
    const org = (await getData(ctx, '/api/v1/org', manager)) as Record<string, unknown>;
    const {
      id: _i,
      code: _c,
      isDemo: _d,
      active: _a,
      createdAt: _t,
      meterReplaceYears: _y,
      ...settings
    } = org;
    const put = await send(ctx.t, manager, 'PUT', '/api/v1/org', {
      ...settings,
      meterReplaceYears: 1,
    });
    expect(put.statusCode, put.body).toBe(200);
    // A PUT that does not know the field keeps it.
    const keep = await send(ctx.t, manager, 'PUT', '/api/v1/org', settings);
    expect(keep.json().data.meterReplaceYears).toBe(1);
    const user = await connectionWithMeter(ctx, 10);
    const plan = (await getData(
      ctx,
      `/api/v1/meter-work-plan?areaId=${ctx.basicsA.areaId}`,
    )) as MeterPlanAnswer;
    expect(plan.replaceYears).toBe(1);
    const item = plan.items.find((i) => i.waterUserId === user);
    expect(item).toMatchObject({ installedOn: '2025-01-01', openOrder: null });
    const body = { waterUserIds: [user], plannedOn: '2026-12-01' };
    const first = await send(ctx.t, ctx.clerk, 'POST', '/api/v1/meter-work-plan', body);
    expect(first.json().data).toMatchObject({ skipped: 0 });
    expect(first.json().data.created).toHaveLength(1);
    const second = await send(ctx.t, ctx.clerk, 'POST', '/api/v1/meter-work-plan', body);
    expect(second.json().data).toEqual({ created: [], skipped: 1 });
    const none = (await getData(
      ctx,
      `/api/v1/meter-work-plan?areaId=${ctx.basicsA.area2Id}`,
    )) as MeterPlanAnswer;
    expect(none.items.find((i) => i.waterUserId === user)).toBeUndefined();
    const orders = (await getData(ctx, `${PATH}?q=${first.json().data.created[0]}`)) as {
      items: MeterWorkOrder[];
    };
    expect(orders.items[0]).toMatchObject({ kind: 'old', source: 'plan', state: 'open' });
  });
});

describe("a reader's meter change request", () => {
  it('closes the order in hand when approved, with the readings the reader took', async () => {
    const user = await connectionWithMeter(ctx, 100);
    const order = await opened(user);
    const asked = await send(ctx.t, reader, 'POST', '/api/v1/meter-change-requests', {
      waterUserId: user,
      changedOn: '2026-11-05',
      oldFinalReading: 140,
      newSerial: 'RQ-NEW-1',
      newInitialReading: 1,
      reason: 'มาตรเดิมไม่หมุน',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const id = asked.json().data.id as string;
    const approved = await send(
      ctx.t,
      ctx.clerk,
      'POST',
      `/api/v1/meter-change-requests/${id}/approve`,
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const after = (await getData(ctx, `${PATH}?q=${order.number}`)) as { items: MeterWorkOrder[] };
    expect(after.items[0]).toMatchObject({
      state: 'done',
      oldFinalReading: 140,
      newSerial: 'RQ-NEW-1',
      newInitialReading: 1,
      meterChangeRequestId: id,
    });
  });

  it('writes a done order of its own when the office had none', async () => {
    const user = await connectionWithMeter(ctx, 100);
    const asked = await send(ctx.t, reader, 'POST', '/api/v1/meter-change-requests', {
      waterUserId: user,
      changedOn: '2026-11-06',
      oldFinalReading: 120,
      newSerial: 'RQ-NEW-2',
      newInitialReading: 0,
      reason: 'มาตรชำรุด',
    });
    const id = asked.json().data.id as string;
    await send(ctx.t, ctx.clerk, 'POST', `/api/v1/meter-change-requests/${id}/approve`, {});
    const mine = (
      (await getData(ctx, `${PATH}?pageSize=100`)) as { items: MeterWorkOrder[] }
    ).items.find((o) => o.meterChangeRequestId === id);
    expect(mine).toMatchObject({ source: 'reader', state: 'done', newSerial: 'RQ-NEW-2' });
  });
});
