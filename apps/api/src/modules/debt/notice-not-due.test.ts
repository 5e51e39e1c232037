import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BillingPreview, NoticeList } from '@prapa/contracts';
import { withSystem } from '../../db/tenant.ts';
import type { Session } from '../../../test/factories.ts';
import { waitForJob } from '../../../test/jobs.ts';
import { pageText } from '../../documents/pdf-test-decode.ts';
import {
  connectionWithMeter,
  makeRound,
  readingEntry,
  recordReading,
} from '../readings/reading-fixtures.ts';
import { getData, send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import { issued, waterBills } from './debt-fixtures.ts';
import type { NoticeSnapshot } from './notice-snapshot.ts';

// Issue 25 item 4: a warning demands only what is overdue on its date. October 2568 is
// billed on 28/10/2025, due 12/11; November on 28/11/2025, due 13/12 (80.00 ฿ each: 10 m³
// at 7 ฿ and the 10 ฿ meter fee). A warning dated 28/11, pay by 05/12, with one unpaid
// round enough for a warning: u0 owes October (overdue) and November (not yet due) and
// is asked for October only, November shown apart; u1, connected in November, owes only
// the November bill and gets no warning at all.
const ctx: WaterCtx = useWaterApp();
const noticeDate = '2025-11-28';
const payBy = '2025-12-05';

let manager = {} as Session;
const users: string[] = [];

const bill = async (s: Session, round: string, count: number) => {
  const run = await send(ctx.t, s, 'POST', `/api/v1/service-rounds/${round}/billing`);
  expect(run.statusCode, run.body).toBe(202);
  const job = await waitForJob(ctx.t, s, run);
  expect((job.result as BillingPreview).bills).toBe(count);
};

beforeAll(async () => {
  manager = await ctx.a.login('manager');
  const finance = await ctx.a.login('finance_officer');
  const reader = await ctx.a.login('meter_reader');
  await withSystem(ctx.t.database.db, async (tx) => {
    await tx.execute(
      sql`update tariffs set effective_from = '2025-10-01' where org_id = ${ctx.a.id}`,
    );
    await tx.execute(sql`update organisations set warn_after_rounds = 1 where id = ${ctx.a.id}`);
  });
  users.push(await connectionWithMeter(ctx, 0));
  const october = await makeRound(ctx, 2568, 10);
  expect(
    (await recordReading(ctx, readingEntry(october, users[0] ?? '', 10), reader)).statusCode,
  ).toBe(200);
  await bill(finance, october, 1);
  users.push(await connectionWithMeter(ctx, 0));
  const november = await makeRound(ctx, 2568, 11);
  for (const [i, u] of users.entries()) {
    const res = await recordReading(ctx, readingEntry(november, u, 10 * (2 - i)), reader);
    expect(res.statusCode, res.body).toBe(200);
  }
  await bill(finance, november, 2);
});

describe('a warning demands only overdue debt', () => {
  it('asks u0 for October only, shows November as not yet due, and leaves u1 alone', async () => {
    const [oct, nov] = await waterBills(ctx, manager, users[0] ?? '');
    expect([oct?.dueDate, oct?.total, nov?.dueDate, nov?.total]).toEqual([
      '2025-11-12',
      8_000,
      '2025-12-13',
      8_000,
    ]);
    const [only] = await waterBills(ctx, manager, users[1] ?? '');
    expect([only?.dueDate, only?.total]).toEqual(['2025-12-13', 8_000]);

    const { job, result } = await issued(ctx, manager, {
      kind: 'warning',
      waterUserIds: users,
      noticeDate,
      payBy,
    });
    expect(result).toMatchObject({ issued: 1, skipped: 1, total: 8_000 });

    const list = (await getData(
      ctx,
      `/api/v1/debt/notices?jobId=${job.id}`,
      manager,
    )) as NoticeList;
    expect(list.rows.map((r) => [r.waterUserId, r.total, r.unpaidRounds])).toEqual([
      [users[0], 8_000, 1],
    ]);
    const id = list.rows[0]?.id ?? '';
    const stored = await withSystem(ctx.t.database.db, (tx) =>
      tx.execute(sql`select bill_ids, snapshot from debt_notices where id = ${id}`),
    );
    const row = (stored as unknown as { rows: { bill_ids: string[]; snapshot: NoticeSnapshot }[] })
      .rows[0];
    expect(row?.bill_ids).toEqual([oct?.id]);
    expect(row?.snapshot.debt.map((d) => [d.number, d.dueDate, d.amount])).toEqual([
      [oct?.number, '2025-11-12', 8_000],
    ]);
    expect(row?.snapshot.notYetDue?.map((d) => [d.number, d.dueDate, d.amount])).toEqual([
      [nov?.number, '2025-12-13', 8_000],
    ]);

    const pdf = await send(ctx.t, manager, 'GET', `/api/v1/debt/notices/${id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = await pageText(pdf.rawPayload);
    expect(text).toContain(oct?.number);
    expect(text).toContain(nov?.number);
    // The demanded total is October's 80.00 ฿; November is listed after it, apart.
    expect(text).toContain('รวมเป็นเงินทั้งสิ้น 80.00 บาท');
    expect(text).not.toContain('160.00');
    const apart = text.indexOf('รายการที่ยังไม่ถึงก');
    expect(apart).toBeGreaterThan(text.indexOf(oct?.number ?? ''));
    expect(text.indexOf(nov?.number ?? '')).toBeGreaterThan(apart);
    expect(text).toContain('13/12/2568');
  });

  it('counts only overdue rounds in the alerts of that day: u1 is at no step', async () => {
    const list = (await getData(
      ctx,
      `/api/v1/debt/alerts?pageSize=100&asOf=${noticeDate}`,
      manager,
    )) as { rows: { waterUserId: string; unpaidRounds: number; owing: number; step: string }[] };
    expect(list.rows.map((r) => [r.waterUserId, r.unpaidRounds, r.owing, r.step])).toEqual([
      [users[0], 1, 16_000, 'none'],
      [users[1], 0, 8_000, 'none'],
    ]);
  });
});
