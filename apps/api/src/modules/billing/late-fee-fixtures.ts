import { expect } from 'vitest';
import type { Bill, BillingPreview, BillRow, Organisation } from '@prapa/contracts';
import type { Session } from '../../../test/factories.ts';
import { waitForJob } from '../../../test/jobs.ts';
import { makeRound, readingEntry, recordReading } from '../readings/reading-fixtures.ts';
import { getData, send, type WaterCtx } from '../water-users/water-user-fixtures.ts';

// Shared by the late-fee tests (not a test file itself): the organisation's settings, a
// round read and billed, a connection's bill of a round.

/** Puts the organisation's settings with these changed (a manager's PUT /org). */
export const setOrg = async (ctx: WaterCtx, change: Partial<Organisation>) => {
  const manager = await ctx.a.login('manager');
  const org = (await getData(ctx, '/api/v1/org', manager)) as Organisation;
  const { id: _id, code: _c, isDemo: _d, active: _a, createdAt: _t, ...settings } = org;
  const put = await send(ctx.t, manager, 'PUT', '/api/v1/org', { ...settings, ...change });
  expect(put.statusCode, put.body).toBe(200);
};

/** Bills a round through the job; answers how many bills it issued. */
export const billRound = async (ctx: WaterCtx, finance: Session, roundId: string) => {
  const res = await send(ctx.t, finance, 'POST', `/api/v1/service-rounds/${roundId}/billing`);
  expect(res.statusCode, res.body).toBe(202);
  const job = await waitForJob(ctx.t, finance, res);
  expect(job.status, JSON.stringify(job.error)).toBe('succeeded');
  return (job.result as BillingPreview).bills;
};

/** Each connection read at `current` in the round of `month` of `yearBe`, on the 22nd. */
export const readInto = async (
  ctx: WaterCtx,
  reader: Session,
  round: { id: string; yearBe: number; month: number },
  readings: [user: string, current: number][],
) => {
  const planned = new Date(
    `${round.yearBe - 543}-${String(round.month).padStart(2, '0')}-22T09:30:00+07:00`,
  );
  // The scenarios walk months past today; a reading is never dated after today (issue 24),
  // so a month still to come is read "now" (its round and bill dates stay the month's).
  const readAt = new Date(Math.min(planned.getTime(), Date.now())).toISOString();
  for (const [user, current] of readings) {
    const res = await recordReading(ctx, readingEntry(round.id, user, current, { readAt }), reader);
    expect(res.statusCode, res.body).toBe(200);
  }
  return round.id;
};

/** A new round of `month` of `yearBe`, each connection read at `current`. */
export const readRound = async (
  ctx: WaterCtx,
  reader: Session,
  yearBe: number,
  month: number,
  readings: [user: string, current: number][],
) => readInto(ctx, reader, { id: await makeRound(ctx, yearBe, month), yearBe, month }, readings);

/** The connection's live bill of the round, whole. */
export const billOf = async (ctx: WaterCtx, s: Session, roundId: string, user: string) => {
  const { items } = (await getData(
    ctx,
    `/api/v1/bills?roundId=${roundId}&waterUserId=${user}`,
    s,
  )) as { items: BillRow[] };
  const row = items.find((b) => b.status !== 'void');
  if (!row) throw new Error(`no bill of ${user} in ${roundId}`);
  return (await getData(ctx, `/api/v1/bills/${row.id}`, s)) as Bill;
};

/** [kind, amount] of each line, and the bill number a late fee is for. */
export const linesOf = (bill: Bill) =>
  bill.lines.map((l) =>
    l.kind === 'late_fee'
      ? [l.kind, l.amount, l.detail?.billNumber, l.detail?.base]
      : [l.kind, l.amount],
  );
