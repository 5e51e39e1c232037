import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readingStatuses } from '@prapa/contracts';
import { readings } from '../../db/schema/index.ts';
import { withSystem } from '../../db/tenant.ts';
import { send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import { connectionWithMeter, makeRound, readingEntry } from './reading-fixtures.ts';
import type { Session } from '../../../test/factories.ts';

// Issue 25: a phone's sync answered 500 (the answer's schema refused a reading's status),
// the readings were stored, and the phone never learned it. Every status a reading can
// hold goes through the answer; so does a reading this very sync saved.

const ctx: WaterCtx = useWaterApp();
let reader: Session;
let roundId: string;

type Outcome = {
  clientId: string;
  result: string;
  reading: { status: string; current: number | null; clientId: string | null } | null;
  message: string | null;
};

const sync = async (body: object[]) => {
  const res = await send(ctx.t, reader, 'POST', '/api/v1/readings/sync', { readings: body });
  expect(res.statusCode, res.body.slice(0, 400)).toBe(200);
  return res.json().data as Outcome[];
};

beforeAll(async () => {
  reader = await ctx.a.login('meter_reader');
  roundId = await makeRound(ctx, 2569, 11);
});

describe('the sync answer', () => {
  it('holds the same statuses as the database column', () => {
    expect([...readings.status.enumValues]).toEqual([...readingStatuses]);
  });

  it.each([...readingStatuses])(
    'answers a resend and a conflict with a %s reading',
    async (status) => {
      const user = await connectionWithMeter(ctx, 100);
      const first = readingEntry(roundId, user, 110);
      expect((await sync([first]))[0]?.result).toBe('saved');
      await withSystem(ctx.t.database.db, (tx) =>
        tx.execute(sql`update readings set status = ${status} where client_id = ${first.clientId}`),
      );
      const other = readingEntry(roundId, user, 112);
      const [same, conflict] = await sync([first, other]);
      expect(same).toMatchObject({ result: 'same', reading: { status, current: 110 } });
      expect(conflict).toMatchObject({
        result: 'conflict',
        reading: { status, current: 110 },
        message: 'ผู้ใช้น้ำรายนี้มีผู้จดมาตรในรอบนี้แล้ว',
      });
    },
  );

  it('answers a connection read twice in one sync with the reading it just saved', async () => {
    const user = await connectionWithMeter(ctx, 100);
    const kept = readingEntry(roundId, user, 111);
    const retyped = readingEntry(roundId, user, 113);
    const outcomes = await sync([kept, retyped]);
    expect(outcomes[0]).toMatchObject({ result: 'saved', reading: { status: 'recorded' } });
    expect(outcomes[1]).toMatchObject({
      result: 'conflict',
      reading: { status: 'recorded', current: 111, clientId: kept.clientId },
    });
    // Sent again (the phone did not hear the first answer): the same, nothing more stored.
    const again = await sync([kept, retyped]);
    expect(again.map((o) => o.result)).toEqual(['same', 'conflict']);
    const count = await withSystem(ctx.t.database.db, (tx) =>
      tx.execute(sql`select count(*)::int as n from readings where water_user_id = ${user}`),
    );
    expect(Number((count as unknown as { rows: { n: number }[] }).rows[0]?.n)).toBe(1);
  });

  it('answers a client id sent twice in one sync once stored', async () => {
    const user = await connectionWithMeter(ctx, 100);
    const twice = readingEntry(roundId, user, 115);
    const outcomes = await sync([twice, twice]);
    expect(outcomes.map((o) => o.result)).toEqual(['saved', 'same']);
    expect(outcomes[1]?.reading).toMatchObject({ status: 'recorded', current: 115 });
  });

  it('answers a reading of another organisation as not found, saving nothing', async () => {
    const user = await connectionWithMeter(ctx, 100);
    const other = await ctx.b.login('meter_reader');
    const res = await send(ctx.t, other, 'POST', '/api/v1/readings/sync', {
      readings: [readingEntry(roundId, user, 120)],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ result: 'refused', reading: null });
    const count = await withSystem(ctx.t.database.db, (tx) =>
      tx.execute(sql`select count(*)::int as n from readings where water_user_id = ${user}`),
    );
    expect(Number((count as unknown as { rows: { n: number }[] }).rows[0]?.n)).toBe(0);
  });
});
