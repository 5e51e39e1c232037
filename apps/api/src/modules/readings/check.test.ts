import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../test/factories.ts';
import { withSystem } from '../../db/tenant.ts';
import { send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import { roundAfterThreeMonths } from './reading-fixtures.ts';

// /check (issue 8): the list sorted by % difference, counts per class, accept, correct
// (audited with the reason), send back, accept a route's normal readings at once.

const ctx: WaterCtx = useWaterApp();
let reader: Session;
let manager: Session;
let round: string;
let users: string[] = [];

beforeAll(async () => {
  reader = await ctx.a.login('meter_reader');
  manager = await ctx.a.login('manager');
  // Three real months (10, 10, 10 m³) for five connections, then this round.
  // 30 + 10 normal, + 25 high, + 45 very high (held), one not read, one house locked.
  const plan: [number | null, string][] = [
    [40, '00'],
    [55, '00'],
    [75, '00'],
    [null, '01'],
  ];
  ({ round, users } = await roundAfterThreeMonths(ctx, reader, 5, plan));
});

const list = async (query = '') =>
  (await send(ctx.t, manager, 'GET', `/api/v1/service-rounds/${round}/readings?${query}`)).json()
    .data as {
    total: number;
    items: { waterUserId: string; reading: { id: string; anomaly: string } | null }[];
  };

describe('/check', () => {
  it('counts per class and lists by % difference, the very high first', async () => {
    const summary = await send(
      ctx.t,
      manager,
      'GET',
      `/api/v1/service-rounds/${round}/readings/summary`,
    );
    expect(summary.json().data).toMatchObject({
      expected: 5,
      read: 4,
      notRead: 1,
      estimated: 1,
      held: 1,
      checked: 0,
      byAnomaly: { normal: 2, high: 1, veryHigh: 1 },
    });
    const all = await list();
    expect(all.total).toBe(5);
    expect(all.items.map((r) => r.reading?.anomaly ?? null)).toEqual([
      'veryHigh',
      'high',
      'normal',
      'normal',
      null,
    ]);
    expect((await list('notRead=true')).items.map((r) => r.waterUserId)).toEqual([users[4]]);
    expect((await list('held=true')).total).toBe(1);
    expect((await list('estimated=true&code=01')).total).toBe(1);
  });

  it('accepts the normal readings of the round in one step, leaving the held one', async () => {
    const res = await send(
      ctx.t,
      manager,
      'POST',
      `/api/v1/service-rounds/${round}/readings/accept`,
      {
        routeId: null,
      },
    );
    expect(res.json().data).toEqual({ accepted: 2 });
    const held = (await list('held=true')).items[0]?.reading?.id ?? '';
    const accepted = await send(ctx.t, manager, 'POST', `/api/v1/readings/${held}/accept`);
    expect(accepted.json().data).toMatchObject({
      held: false,
      status: 'checked',
      anomaly: 'veryHigh',
    });
  });

  it('corrects a reading with a reason (audited, priced again) and refuses a correction below the last', async () => {
    const high = (await list('anomaly=high')).items[0]?.reading?.id ?? '';
    const bad = await send(ctx.t, manager, 'POST', `/api/v1/readings/${high}/correct`, {
      current: 20,
      code: '00',
      reason: 'พิมพ์ผิด',
    });
    expect(bad.statusCode).toBe(422);
    const fixed = await send(ctx.t, manager, 'POST', `/api/v1/readings/${high}/correct`, {
      current: 41,
      code: '00',
      reason: 'ผู้จดพิมพ์เลขผิด ตรวจจากรูปถ่ายแล้ว',
    });
    expect(fixed.json().data).toMatchObject({
      current: 41,
      usage: 11,
      anomaly: 'normal',
      status: 'checked',
    });
    const audit = await withSystem(ctx.t.database.db, (tx) =>
      tx.execute(sql`select reason, before->>'current' as before from audit_log
        where entity_id = ${high} and action = 'reading.correct'`),
    );
    expect((audit as unknown as { rows: unknown[] }).rows).toEqual([
      { reason: 'ผู้จดพิมพ์เลขผิด ตรวจจากรูปถ่ายแล้ว', before: '55' },
    ]);
  });

  it('sends a reading back to be read again: the connection waits in "not read"', async () => {
    const estimate = (await list('estimated=true')).items[0];
    const res = await send(
      ctx.t,
      manager,
      'POST',
      `/api/v1/readings/${estimate?.reading?.id}/reread`,
      {
        reason: 'บ้านมีคนอยู่แล้ว ให้ไปจดใหม่',
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await list('notRead=true')).total).toBe(2);
  });

  it('leaves the check to the office: the reader and the auditor are refused, another organisation gets 404', async () => {
    const any = (await list()).items.find((r) => r.reading)?.reading?.id ?? '';
    expect((await send(ctx.t, reader, 'POST', `/api/v1/readings/${any}/accept`)).statusCode).toBe(
      403,
    );
    const auditor = await ctx.a.login('auditor');
    expect(
      (await send(ctx.t, auditor, 'GET', `/api/v1/service-rounds/${round}/readings`)).statusCode,
    ).toBe(200);
    expect((await send(ctx.t, auditor, 'POST', `/api/v1/readings/${any}/accept`)).statusCode).toBe(
      403,
    );
    const other = await ctx.b.login('manager');
    expect((await send(ctx.t, other, 'POST', `/api/v1/readings/${any}/accept`)).statusCode).toBe(
      404,
    );
    expect(
      (await send(ctx.t, other, 'GET', `/api/v1/service-rounds/${round}/readings`)).statusCode,
    ).toBe(404);
  });
});
