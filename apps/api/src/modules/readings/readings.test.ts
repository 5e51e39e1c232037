import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it, beforeAll } from 'vitest';
import { withSystem } from '../../db/tenant.ts';
import { send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import { connectionWithMeter, makeRound, readingEntry, recordReading } from './reading-fixtures.ts';
import type { Session } from '../../../test/factories.ts';

// Readings (issue 8): the office grid and a phone's sync through one rule (computeReading),
// idempotent by the sender's id, conflicts told, bad readings refused with the reason.

const ctx: WaterCtx = useWaterApp();
let reader: Session;
let roundId: string;

const round = (yearBe: number, month: number) => makeRound(ctx, yearBe, month);
const connection = (initial = 100) => connectionWithMeter(ctx, initial);
const entry = (waterUserId: string, current: number | null, over: Record<string, unknown> = {}) =>
  readingEntry(roundId, waterUserId, current, over);
const record = (body: object, s: Session = reader) => recordReading(ctx, body, s);

beforeAll(async () => {
  reader = await ctx.a.login('meter_reader');
  roundId = await round(2569, 11);
});

describe('readings from the office grid', () => {
  it('records a reading against the installation, moves the round to reading', async () => {
    const user = await connection(100);
    const res = await record(entry(user, 118));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      previous: 100,
      current: 118,
      usage: 18,
      estimated: false,
      anomaly: 'normal',
      held: false,
      status: 'recorded',
      source: 'web',
    });
    const r = await send(ctx.t, ctx.clerk, 'GET', `/api/v1/service-rounds/${roundId}`);
    expect(r.json().data).toMatchObject({ status: 'reading', read: 1 });
  });

  it('answers a resend with the same reading; the same id with another value is refused', async () => {
    const user = await connection(200);
    const body = entry(user, 210);
    const first = await record(body);
    const again = await record(body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    const changed = await record({ ...body, current: 215 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().errors[0].message).toBe('รหัสการจดนี้เคยส่งมาแล้วด้วยค่าอื่น');
    const other = await record(entry(user, 212));
    expect(other.statusCode).toBe(409);
    expect(other.json().errors[0].message).toBe('ผู้ใช้น้ำรายนี้มีผู้จดมาตรในรอบนี้แล้ว');
  });

  it('refuses a lower reading without a code, a reading past the digits; takes code 18 as a rollover', async () => {
    const user = await connection(9_990);
    const lower = await record(entry(user, 15));
    expect(lower.statusCode).toBe(422);
    expect(lower.json().errors[0].message).toMatch(/^เลขอ่านน้อยกว่าครั้งก่อน/);
    const tooBig = await record(entry(user, 10_000));
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors[0].message).toBe('เลขอ่านเกินจำนวนหลักของมาตร (4 หลัก)');
    const rolled = await record(entry(user, 15, { code: '18' }));
    expect(rolled.json().data).toMatchObject({ usage: 25, code: '18' });
  });

  it('cannot estimate a connection with no real usage yet', async () => {
    const user = await connection(50);
    const res = await record(entry(user, null, { code: '01' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].message).toMatch(/ยังไม่มีประวัติการใช้น้ำจริง/);
  });
});

describe('estimates and the true-up across rounds', () => {
  it('estimates at the average of real months, then deducts the estimates from the next real reading', async () => {
    const user = await connection(1_000);
    const rounds = [await round(2568, 5), await round(2568, 6), await round(2568, 7)];
    const readings = [1_018, 1_039, 1_063]; // 18, 21, 24 m³
    for (const [i, id] of rounds.entries()) {
      const res = await record(entry(user, readings[i] ?? 0, { roundId: id }));
      expect(res.statusCode, res.body).toBe(200);
    }
    const locked = await record(entry(user, null, { roundId: await round(2568, 8), code: '01' }));
    expect(locked.json().data).toMatchObject({ usage: 21, estimated: true, current: null });
    const dead = await record(entry(user, null, { roundId: await round(2568, 9), code: '15' }));
    expect(dead.json().data).toMatchObject({ usage: 21, estimated: true });
    // Read again: 1,113 − 1,063 = 50 m³ since the last real reading, 42 already billed.
    const real = await record(entry(user, 1_113, { roundId: await round(2568, 10) }));
    expect(real.json().data).toMatchObject({
      previous: 1_063,
      usage: 8,
      deducted: 42,
      average: 21,
      anomaly: 'normal',
    });
    const history = await send(ctx.t, ctx.clerk, 'GET', `/api/v1/water-users/${user}/readings`);
    expect((history.json().data as { usage: number }[]).map((h) => h.usage)).toEqual([
      8, 21, 21, 24, 21, 18,
    ]);
  });

  it('holds a very high reading', async () => {
    const user = await connection(0);
    for (const [i, month] of [1, 2, 3].entries()) {
      await record(entry(user, (i + 1) * 10, { roundId: await round(2568, month) }));
    }
    const res = await record(entry(user, 80, { roundId: await round(2568, 4) }));
    expect(res.json().data).toMatchObject({ usage: 50, anomaly: 'veryHigh', held: true });
  });
});

describe('a phone sync', () => {
  it('saves 500 readings in one batch, each with its outcome; a resend saves nothing more', async () => {
    const sync = await round(2569, 10);
    const users: string[] = [];
    for (let i = 0; i < 10; i++) users.push(await connection(i * 10));
    // 10 real connections, and 490 readings that refer to connections of no one.
    const readings = users.map((u, i) => entry(u, i * 10 + 7, { roundId: sync }));
    for (let i = 0; i < 490; i++) readings.push(entry(randomUUID(), 5, { roundId: sync }));
    const started = performance.now();
    const res = await send(ctx.t, reader, 'POST', '/api/v1/readings/sync', { readings });
    const ms = performance.now() - started;
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const outcomes = res.json().data as { result: string; message: string | null }[];
    expect(outcomes).toHaveLength(500);
    expect(outcomes.filter((o) => o.result === 'saved')).toHaveLength(10);
    expect(outcomes.filter((o) => o.result === 'refused')[0]?.message).toBe('ไม่พบผู้ใช้น้ำรายนี้');
    expect(ms).toBeLessThan(10_000);
    const again = await send(ctx.t, reader, 'POST', '/api/v1/readings/sync', { readings });
    const second = again.json().data as { result: string }[];
    expect(second.filter((o) => o.result === 'same')).toHaveLength(10);
    const count = await withSystem(ctx.t.database.db, (tx) =>
      tx.execute(sql`select count(*)::int as n from readings where round_id = ${sync}`),
    );
    expect(Number((count as unknown as { rows: { n: number }[] }).rows[0]?.n)).toBe(10);
  });

  it('refuses readings of a closed round and of another organisation, changing nothing', async () => {
    const user = await connection(0);
    const closed = await round(2569, 9);
    await withSystem(ctx.t.database.db, (tx) =>
      tx.execute(sql`update service_rounds set status = 'closed' where id = ${closed}`),
    );
    const other = await ctx.b.login('meter_reader');
    const res = await send(ctx.t, reader, 'POST', '/api/v1/readings/sync', {
      readings: [entry(user, 5, { roundId: closed })],
    });
    expect(res.json().data[0]).toMatchObject({
      result: 'refused',
      message: 'รอบบริการนี้ออกใบแจ้งหนี้หรือปิดแล้ว จดมาตรเพิ่มไม่ได้',
    });
    const cross = await send(ctx.t, other, 'POST', '/api/v1/readings/sync', {
      readings: [entry(user, 5)],
    });
    expect(cross.json().data[0]).toMatchObject({ result: 'refused', message: 'ไม่พบรอบบริการนี้' });
    expect(
      (await send(ctx.t, other, 'GET', `/api/v1/water-users/${user}/readings`)).statusCode,
    ).toBe(404);
    const auditor = await ctx.a.login('auditor');
    expect((await record(entry(user, 5), auditor)).statusCode).toBe(403);
  });
});
