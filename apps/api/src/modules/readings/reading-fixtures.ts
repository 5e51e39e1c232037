import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Session } from '../../../test/factories.ts';
import { nationalId, send, userBody, type WaterCtx } from '../water-users/water-user-fixtures.ts';

// Shared by the readings and check tests (not a test file itself): rounds, connections
// with a meter, and a reading as a sender makes it.

let n = 0;

export const makeRound = async (ctx: WaterCtx, yearBe: number, month: number) => {
  const m = String(month).padStart(2, '0');
  const y = yearBe - 543;
  const res = await send(ctx.t, ctx.clerk, 'POST', '/api/v1/service-rounds', {
    yearBe,
    month,
    periodFrom: `${y}-${m}-01`,
    periodTo: `${y}-${m}-28`,
    readingFrom: `${y}-${m}-20`,
    readingTo: `${y}-${m}-25`,
    billDate: `${y}-${m}-28`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
};

/** A connection of organisation A with a 4-digit meter installed at `initial`. */
export const connectionWithMeter = async (
  ctx: WaterCtx,
  initial = 100,
  over: Record<string, unknown> = {},
) => {
  n += 1;
  const res = await send(ctx.t, ctx.clerk, 'POST', '/api/v1/water-users', {
    ...userBody(ctx.basicsA, { nationalId: nationalId(`1203${String(10_000_000 + n)}`) }),
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().data.id as string;
  const meter = await send(ctx.t, ctx.clerk, 'POST', `/api/v1/water-users/${id}/meter`, {
    serial: `RD-${n}-${randomUUID().slice(0, 6)}`,
    meterSizeId: ctx.basicsA.meterSizes['0.5'],
    digits: 4,
    installedOn: '2025-01-01',
    initialReading: initial,
  });
  expect(meter.statusCode, meter.body).toBe(200);
  return id;
};

export const readingEntry = (
  roundId: string,
  waterUserId: string,
  current: number | null,
  over: Record<string, unknown> = {},
) => ({
  clientId: `c-${randomUUID()}`,
  roundId,
  waterUserId,
  current,
  code: '00',
  readAt: '2026-11-22T09:30:00+07:00',
  ...over,
});

export const recordReading = (ctx: WaterCtx, body: object, s: Session) =>
  send(ctx.t, s, 'POST', '/api/v1/readings', body);

/**
 * `count` connections read 10 m³ a month for three months of 2569 (June–August unless
 * `firstMonth` says; average 10, last reading 30), then the next month opened and read as
 * `plan` says ([current, code] by connection; the connections beyond the plan are left
 * unread). Answers the round and the connections.
 */
export const roundAfterThreeMonths = async (
  ctx: WaterCtx,
  reader: Session,
  count: number,
  plan: [number | null, string][],
  firstMonth = 6,
) => {
  const users: string[] = [];
  for (let i = 0; i < count; i++) users.push(await connectionWithMeter(ctx, 0));
  for (const month of [firstMonth, firstMonth + 1, firstMonth + 2]) {
    const id = await makeRound(ctx, 2569, month);
    for (const u of users) {
      const res = await recordReading(
        ctx,
        readingEntry(id, u, (month - firstMonth + 1) * 10),
        reader,
      );
      expect(res.statusCode, res.body).toBe(200);
    }
  }
  const round = await makeRound(ctx, 2569, firstMonth + 3);
  for (const [i, [current, code]] of plan.entries()) {
    const res = await recordReading(
      ctx,
      readingEntry(round, users[i] ?? '', current, { code }),
      reader,
    );
    expect(res.statusCode, res.body).toBe(200);
  }
  return { round, users };
};
