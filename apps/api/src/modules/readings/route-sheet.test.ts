import { writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteSheetRow } from '@prapa/contracts';
import type { Session } from '../../../test/factories.ts';
import { send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import { connectionWithMeter, makeRound, readingEntry, recordReading } from './reading-fixtures.ts';

// The route sheet a reader takes out (phone or ป.31 paper book): walk order, the previous
// reading, the average, the dial's digits, the reading once taken (issue 8).
const ctx: WaterCtx = useWaterApp();
let reader: Session;
let round: string;
const users: string[] = [];

beforeAll(async () => {
  reader = await ctx.a.login('meter_reader');
  for (let i = 0; i < 3; i++) users.push(await connectionWithMeter(ctx, 100 * (i + 1)));
  for (const month of [6, 7, 8]) {
    const id = await makeRound(ctx, 2569, month);
    for (const [i, u] of users.entries()) {
      // Usages 10, 12, 14 m³ a month for the three connections.
      const current = 100 * (i + 1) + (month - 5) * (10 + 2 * i);
      expect((await recordReading(ctx, readingEntry(id, u, current), reader)).statusCode).toBe(200);
    }
  }
  round = await makeRound(ctx, 2569, 9);
  await recordReading(ctx, readingEntry(round, users[0] ?? '', 140), reader);
});

const sheet = async (s: Session, query = '') =>
  send(ctx.t, s, 'GET', `/api/v1/service-rounds/${round}/route-sheet${query}`);

describe('the route sheet', () => {
  it('lists the route in walk order with the previous reading, the average and the dial', async () => {
    const res = await sheet(reader, `?routeId=${ctx.basicsA.routeId}`);
    expect(res.statusCode, res.body).toBe(200);
    const { rows, thresholds } = res.json().data as { rows: RouteSheetRow[]; thresholds: object };
    expect(thresholds).toEqual({ lowBelow: 5_000, highAbove: 20_000, veryHighAbove: 30_000 });
    const mine = rows.filter((r) => users.includes(r.waterUserId));
    expect(mine.map((r) => [r.previous, r.average, r.digits])).toEqual([
      [130, 10, 4],
      [236, 12, 4],
      [342, 14, 4],
    ]);
    expect(mine[0]?.reading).toMatchObject({ current: 140, usage: 10 });
    expect(mine[1]?.history).toEqual({
      previous: 236,
      digits: 4,
      replacement: null,
      realUsages: [12, 12, 12],
      estimatedSince: [],
    });
    expect(mine[1]?.reading).toBeNull();
    const seqs = rows.map((r) => r.routeSeq ?? 0);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
  });

  it('prints the ป.31 reading book as a Thai PDF', async () => {
    const res = await ctx.t.app.inject({
      url: `/api/v1/service-rounds/${round}/reading-book`,
      headers: reader.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // PDF_OUT=file.pdf keeps it for a look (pdftoppm) at the Thai text.
    if (process.env.PDF_OUT) writeFileSync(process.env.PDF_OUT, res.rawPayload);
  });

  it('answers 404 for a round of another organisation', async () => {
    const other = await ctx.b.login('meter_reader');
    expect((await sheet(other)).statusCode).toBe(404);
    const book = await ctx.t.app.inject({
      url: `/api/v1/service-rounds/${round}/reading-book`,
      headers: other.headers,
    });
    expect(book.statusCode).toBe(404);
  });
});
