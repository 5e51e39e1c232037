import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withSystem } from '../../db/tenant.ts';
import { insertRound, updateRound } from '../rounds/rounds.repo.ts';
import { createUser, send, useWaterApp } from '../water-users/water-user-fixtures.ts';

// A meter's dial does not run backwards: a final reading below the last one taken of it
// would bill the next round a negative part of the old meter (reading-history.repo.ts).
const ctx = useWaterApp();

const post = (url: string, body: object) => send(ctx.t, ctx.clerk, 'POST', url, body);

/** A connection with a meter from reading 120, read at 300 in `month` 2569. */
const readConnection = async (customerNo: string, month: number) => {
  const user = await createUser(ctx, { customerNo });
  const base = `/api/v1/water-users/${user.id}/meter`;
  const installed = await post(base, {
    serial: `FR-${customerNo}`,
    brand: 'Asahi',
    meterSizeId: ctx.basicsA.meterSizes['0.5'],
    digits: 4,
    installedOn: '2026-01-10',
    initialReading: 120,
  });
  expect(installed.statusCode, installed.body).toBe(200);
  const meterId = installed.json().data.meterId as string;
  await withSystem(ctx.t.database.db, async (tx) => {
    const round = await insertRound(tx, ctx.a.id, {
      yearBe: 2569,
      month,
      periodFrom: `2026-${month}-01`,
      periodTo: `2026-${month}-28`,
      readingFrom: `2026-${month}-20`,
      readingTo: `2026-${month}-25`,
      billDate: `2026-${month}-28`,
      note: null,
    });
    await updateRound(tx, ctx.a.id, round.id, { status: 'reading' });
    await tx.execute(sql`
      insert into readings (org_id, round_id, water_user_id, meter_id, previous, current, usage,
        average, code, anomaly, held, status, source, read_at, client_id)
      values (${ctx.a.id}, ${round.id}, ${user.id}, ${meterId}, 120, 300, 180, 180, '00',
        'normal', false, 'checked', 'phone', ${`2026-${month}-22T09:30:00+07:00`}::timestamptz, ${`fr-${customerNo}`})`);
  });
  return base;
};

const below = {
  message: 'เลขมาตรครั้งสุดท้ายต้องไม่น้อยกว่าเลขที่จดได้ครั้งก่อน กรุณาตรวจสอบเลขมาตรอีกครั้ง',
};

describe('a meter taken off below its last reading', () => {
  it('is refused on a replacement, and accepted from the last reading up', async () => {
    const base = await readConnection('FR-1', 10);
    const replace = {
      serial: 'FR-1-NEW',
      brand: 'Asahi',
      meterSizeId: ctx.basicsA.meterSizes['0.5'],
      digits: 4,
      installedOn: '2026-11-02',
      initialReading: 0,
      oldFinalReading: 250,
      reason: 'มาตรเดิมชำรุด',
    };
    const low = await post(`${base}/replace`, replace);
    expect(low.statusCode).toBe(400);
    expect(low.json().errors).toEqual([{ path: 'oldFinalReading', ...below }]);
    const ok = await post(`${base}/replace`, { ...replace, oldFinalReading: 300 });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('is refused on a removal, and nothing changes', async () => {
    const base = await readConnection('FR-2', 11);
    const low = await post(`${base}/remove`, {
      removedOn: '2026-11-02',
      finalReading: 299,
      reason: 'ยกเลิกการใช้น้ำ',
    });
    expect(low.statusCode).toBe(400);
    expect(low.json().errors).toEqual([{ path: 'finalReading', ...below }]);
    const user = base.split('/')[4];
    const shown = await send(ctx.t, ctx.clerk, 'GET', `/api/v1/water-users/${user}`);
    expect(shown.json().data.meter).toMatchObject({ serial: 'FR-FR-2' });
    const ok = await post(`${base}/remove`, {
      removedOn: '2026-11-02',
      finalReading: 305,
      reason: 'ยกเลิกการใช้น้ำ',
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
