import { writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../test/factories.ts';
import { readXlsx } from '../../../test/read-xlsx.ts';
import { send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import { roundAfterThreeMonths } from './reading-fixtures.ts';

// The lists of a round (issue 8, /check): zero, high, low use, dead meters, not read, on
// screen, as .xlsx and as a Thai PDF.

const ctx: WaterCtx = useWaterApp();
let reader: Session;
let manager: Session;
let round: string;
let users: string[] = [];

beforeAll(async () => {
  reader = await ctx.a.login('meter_reader');
  manager = await ctx.a.login('manager');
  // From 30: normal 10, zero 0, low 3, high 25, very high 45, dead meter (15); one not read.
  const plan: [number | null, string][] = [
    [40, '00'],
    [30, '00'],
    [33, '00'],
    [55, '00'],
    [75, '00'],
    [null, '15'],
  ];
  ({ round, users } = await roundAfterThreeMonths(ctx, reader, 7, plan));
});

const listOf = async (list: string) =>
  (
    (
      await send(ctx.t, manager, 'GET', `/api/v1/service-rounds/${round}/readings?list=${list}`)
    ).json().data as { items: { waterUserId: string }[] }
  ).items.map((r) => users.indexOf(r.waterUserId));

describe('the lists of a round', () => {
  it('holds exactly the connections of each list', async () => {
    expect(await listOf('zero')).toEqual([1]);
    expect(await listOf('low')).toEqual([2]);
    expect(await listOf('high')).toEqual([4, 3]);
    expect(await listOf('dead')).toEqual([5]);
    expect(await listOf('notRead')).toEqual([6]);
  });

  it('exports a list as a sheet in the reader language', async () => {
    const res = await ctx.t.app.inject({
      url: `/api/v1/service-rounds/${round}/readings/export?list=high`,
      headers: { ...manager.headers, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const sheet = await readXlsx(res);
    expect(sheet.header.slice(0, 2)).toEqual(['Customer no.', 'Water user']);
    expect(sheet.rows).toHaveLength(2);
    const usage = sheet.header.indexOf('Usage (m³)');
    const diff = sheet.header.indexOf('Difference from average (%)');
    expect(sheet.rows.map((r) => [r[usage], r[diff]])).toEqual([
      [45, 350],
      [25, 150],
    ]);
    expect(sheet.rows[0]?.[sheet.header.indexOf('Anomaly')]).toBe('Very high use');
  });

  it('prints a list as a Thai PDF for the auditor too', async () => {
    const auditor = await ctx.a.login('auditor');
    const res = await ctx.t.app.inject({
      url: `/api/v1/service-rounds/${round}/readings/pdf?${process.env.PDF_OUT ? 'sort=walk' : 'list=dead'}`,
      headers: auditor.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // PDF_OUT=file.pdf keeps the whole list for a look (pdftoppm) at the Thai text.
    if (process.env.PDF_OUT) writeFileSync(process.env.PDF_OUT, res.rawPayload);
  });

  it('answers 404 for a round of another organisation', async () => {
    const other = await ctx.b.login('manager');
    for (const path of ['export', 'pdf']) {
      const res = await ctx.t.app.inject({
        url: `/api/v1/service-rounds/${round}/readings/${path}?list=zero`,
        headers: other.headers,
      });
      expect(res.statusCode).toBe(404);
    }
  });
});
