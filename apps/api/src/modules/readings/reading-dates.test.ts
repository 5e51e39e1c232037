import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Reading, ReadingSyncOutcome } from '@prapa/contracts';
import { addDays, bangkokDate } from '@prapa/domain';
import { withSystem } from '../../db/tenant.ts';
import type { Session } from '../../../test/factories.ts';
import { send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import { connectionWithMeter, makeRound, readingEntry, recordReading } from './reading-fixtures.ts';

// Issue 24 §2: a reading dated 2031 was accepted. Every way a reading comes in refuses one
// dated after today in Bangkok: the office grid, a phone's sync (per reading: the others
// of the batch are saved), a correction at /check (which can also put a wrong date right).
// The reading sheet's import dates its rows "now" and records them by the same code.
const ctx: WaterCtx = useWaterApp();
let reader: Session;
let manager: Session;
let roundId = '';

const today = () => bangkokDate(new Date());
const tomorrow = () => addDays(today(), 1);
const readingsOf = (waterUserId: string) =>
  withSystem(ctx.t.database.db, async (tx) => {
    const res = await tx.execute(
      sql`select count(*)::int as n from readings where org_id = ${ctx.a.id}
        and water_user_id = ${waterUserId}`,
    );
    return (res as unknown as { rows: { n: number }[] }).rows[0]?.n;
  });

beforeAll(async () => {
  reader = await ctx.a.login('meter_reader');
  manager = await ctx.a.login('manager');
  roundId = await makeRound(ctx, 2569, 11);
});

describe('a reading dated after today', () => {
  it('is refused from the office grid, with the reason, and nothing is written', async () => {
    const user = await connectionWithMeter(ctx, 100);
    const res = await recordReading(
      ctx,
      readingEntry(roundId, user, 112, { readAt: '2031-01-15T09:30:00+07:00' }),
      reader,
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual([
      { path: 'current', message: expect.stringContaining('เลยวันนี้') as string },
    ]);
    expect(await readingsOf(user)).toBe(0);
  });

  it('is refused by the day in Bangkok: 23:59 today is taken, 00:00 tomorrow is not', async () => {
    const late = await connectionWithMeter(ctx, 100);
    const early = await connectionWithMeter(ctx, 100);
    const ok = await recordReading(
      ctx,
      readingEntry(roundId, late, 110, { readAt: `${today()}T23:59:59+07:00` }),
      reader,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    // 00:00 tomorrow in Bangkok is 17:00 today in UTC: still "tomorrow" here.
    const utc = new Date(`${tomorrow()}T00:00:00+07:00`).toISOString();
    const refused = await recordReading(
      ctx,
      readingEntry(roundId, early, 110, { readAt: utc }),
      reader,
    );
    expect(refused.statusCode, refused.body).toBe(422);
    expect(await readingsOf(early)).toBe(0);
  });

  it('is refused alone in a phone’s sync: the rest of the batch is saved', async () => {
    const users = [
      await connectionWithMeter(ctx, 100),
      await connectionWithMeter(ctx, 100),
      await connectionWithMeter(ctx, 100),
    ];
    const [a, b, c] = users as [string, string, string];
    const res = await send(
      ctx.t,
      reader,
      'POST',
      '/api/v1/readings/sync',
      {
        readings: [
          readingEntry(roundId, a, 115, { readAt: `${today()}T08:00:00+07:00` }),
          readingEntry(roundId, b, 115, { readAt: '2031-11-22T09:30:00+07:00' }),
          readingEntry(roundId, c, 115, { readAt: `${addDays(today(), -3)}T10:00:00+07:00` }),
        ],
      },
      { 'accept-language': 'en' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const outcomes = res.json().data as ReadingSyncOutcome[];
    expect(outcomes.map((o) => o.result)).toEqual(['saved', 'refused', 'saved']);
    expect(outcomes[1]).toMatchObject({
      reading: null,
      message: expect.stringContaining('after today'),
    });
    expect([await readingsOf(a), await readingsOf(b), await readingsOf(c)]).toEqual([1, 0, 1]);
    // The phone, its clock put right, sends the same reading again: saved.
    const again = await send(ctx.t, reader, 'POST', '/api/v1/readings/sync', {
      readings: [readingEntry(roundId, b, 115, { readAt: `${today()}T09:30:00+07:00` })],
    });
    expect((again.json().data as ReadingSyncOutcome[])[0]?.result).toBe('saved');
  });

  it('cannot come in through a correction; a reading stored with a future date is put right', async () => {
    const user = await connectionWithMeter(ctx, 100);
    const made = await recordReading(ctx, readingEntry(roundId, user, 120), reader);
    expect(made.statusCode, made.body).toBe(200);
    const id = (made.json().data as Reading).id;
    const correct = (body: object) =>
      send(ctx.t, manager, 'POST', `/api/v1/readings/${id}/correct`, {
        current: 121,
        code: '00',
        reason: 'ตรวจจากรูปถ่ายแล้ว',
        ...body,
      });
    const future = await correct({ readAt: '2031-01-15T09:30:00+07:00' });
    expect(future.statusCode, future.body).toBe(400);
    expect(future.json().errors).toEqual([
      { path: 'readAt', message: expect.stringContaining('เลยวันนี้') as string },
    ]);
    // As a reading saved before this rule was: dated 2031.
    await withSystem(ctx.t.database.db, (tx) =>
      tx.execute(sql`update readings set read_at = '2031-01-15T02:30:00Z' where id = ${id}`),
    );
    const kept = await correct({});
    expect(kept.statusCode, kept.body).toBe(422);
    expect(kept.json().errors[0].path).toBe('readAt');
    const fixed = await correct({ readAt: `${today()}T09:30:00+07:00` });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().data).toMatchObject({
      current: 121,
      status: 'checked',
      readAt: new Date(`${today()}T09:30:00+07:00`).toISOString(),
    });
  });
});
