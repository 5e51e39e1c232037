import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteSheetRow } from '@prapa/contracts';
import type { Session } from '../../../../test/factories.ts';
import {
  connectionWithMeter,
  makeRound,
  readingEntry,
  recordReading,
} from '../../readings/reading-fixtures.ts';
import { createUser, send, useWaterApp } from '../../water-users/water-user-fixtures.ts';
import { readingsStep } from './readings-step.ts';
import type { Period } from './step-cells.ts';
import { usageStep as step, type OpeningUsage } from './usage-step.ts';
import {
  actor,
  bringIn,
  check,
  customerNoOf,
  newJob,
  parseProblems,
  rowsFrom,
  seen,
  stageAll,
  system,
  tenant,
  undoAll,
  valueOf,
} from './step-fixtures.ts';

// Issue 28, a year of usage from the old books: refusals, staging, averages from month one.
const ctx = useWaterApp();
let reader: Session;

const row = (customerNo: string, month: number, usage: number, yearBe = 2569): OpeningUsage => ({
  customerNo,
  period: { yearBe, month } satisfies Period,
  usage,
});
const messages = async (values: OpeningUsage[]) =>
  (await check(ctx, step, rowsFrom(values))).map((p) => `${p.row} ${p.column}: ${p.message}`);
const customer = async (name: string) => (await createUser(ctx, { firstName: name })).customerNo;

beforeAll(async () => {
  reader = await ctx.a.login('meter_reader');
});

describe('a row of the usage file', () => {
  it('reads the month as MM/YYYY BE or a date of it', () => {
    expect(valueOf(step, { customerNo: 'A1-1', period: '09/2569', usage: 18 })).toEqual({
      customerNo: 'A1-1',
      period: { yearBe: 2569, month: 9 },
      usage: 18,
    });
    expect(valueOf(step, { customerNo: 'A1-1', period: '2026-08-15', usage: 0 }).period).toEqual({
      yearBe: 2569,
      month: 8,
    });
  });

  it.each([
    [{ period: '09/2569', usage: 5 }, 'customerNo: กรุณากรอกเลขผู้ใช้น้ำ'],
    [
      { customerNo: 'A1', period: '12/2569', usage: 5 },
      'period: เดือนนี้ยังไม่ถึง นำประวัติการใช้น้ำของเดือนที่ยังไม่ถึงเข้าไม่ได้',
    ],
    [{ customerNo: 'A1', period: 'กันยา', usage: 5 }, expect.stringMatching(/^period: เดือนไม่ถูกต้อง/)],
    [{ customerNo: 'A1', period: '09/2569', usage: -1 }, 'usage: ปริมาณน้ำต้องไม่ติดลบ'],
    [{ customerNo: 'A1', period: '09/2569', usage: 1.5 }, 'usage: ต้องเป็นจำนวนเต็ม'],
    [{ customerNo: 'A1', period: '09/2569', usage: 'สิบ' }, 'usage: ต้องเป็นตัวเลข'],
  ])('refuses %j', (cells, message) => {
    expect(parseProblems(step, cells)).toEqual([message]);
  });
});

describe('the usage file checked against the organisation', () => {
  it('refuses unknown customers, a month twice, a month there, more than 12 months', async () => {
    const a = await customer('สมชาย');
    const b = await customer('สมหญิง');
    await bringIn(ctx, step, rowsFrom([row(b, 1, 10)]));
    const year = Array.from({ length: 12 }, (_, i) => row(a, i + 1, 10, 2568));
    expect(
      await messages([
        row('ZZ-1', 9, 1),
        row(b, 9, 12),
        row(b, 9, 13),
        row(b, 1, 10),
        ...year,
        row(a, 1, 10),
      ]),
    ).toEqual([
      '2 customerNo: ไม่พบเลขผู้ใช้น้ำ ZZ-1 ในทะเบียนผู้ใช้น้ำ',
      `4 customerNo: เลขผู้ใช้น้ำ ${b} เดือน 09/2569 ซ้ำกับแถวที่ 3 ในไฟล์นี้`,
      '5 period: มีประวัติการใช้น้ำเดือน 01/2569 ของรายนี้อยู่แล้ว',
      '18 period: ประวัติการใช้น้ำนำเข้าได้ไม่เกิน 12 เดือนต่อราย (มีอยู่แล้ว 0 เดือน)',
    ]);
    // Counting what is there: 1 month there, 11 more fit, the 12th does not.
    const more = Array.from({ length: 12 }, (_, i) => row(b, i + 1, 10, 2568));
    expect((await messages(more)).map((m) => m.slice(0, 9))).toEqual(['13 period']);
  });
});

describe('staging, averages, undo', () => {
  it('stages unseen until the job succeeds; unstage clears', async () => {
    const a = await customer('สมปอง');
    const jobId = await stageAll(ctx, step, rowsFrom([row(a, 9, 10), row(a, 10, 11)]));
    expect(await seen(ctx, 'opening_usage', jobId)).toEqual({ app: 0, owner: 2 });
    await system(ctx, (tx) => step.unstage(tx, ctx.a.id, jobId));
    expect(await seen(ctx, 'opening_usage', jobId)).toEqual({ app: 0, owner: 0 });
    const published = await bringIn(ctx, step, rowsFrom([row(a, 9, 10)]));
    expect(await seen(ctx, 'opening_usage', published)).toEqual({ app: 1, owner: 1 });
  });

  it('estimates the first month at the average of the old books, then undo takes them away', async () => {
    const user = await connectionWithMeter(ctx, 0);
    const no = await customerNoOf(ctx, user);
    const round = await makeRound(ctx, 2569, 10);
    const jobId = await bringIn(
      ctx,
      step,
      rowsFrom([row(no, 5, 99), row(no, 7, 12), row(no, 8, 18), row(no, 9, 30), row(no, 10, 7)]),
    );
    await bringIn(
      ctx,
      readingsStep,
      rowsFrom([{ customerNo: no, meterSerial: null, reading: 400, readOn: '2026-09-25' }]),
    );
    // The route sheet (phone, ป.31 book) reads the same history: previous and average.
    const sheet = await send(ctx.t, reader, 'GET', `/api/v1/service-rounds/${round}/route-sheet`);
    const mine = (sheet.json().data as { rows: RouteSheetRow[] }).rows.find(
      (r) => r.waterUserId === user,
    );
    expect(mine).toMatchObject({ previous: 400, average: 20 });
    expect(mine?.history).toMatchObject({ previous: 400, realUsages: [12, 18, 30] });
    // The three months before the round (July–September), not May nor the round's own month.
    const res = await recordReading(ctx, readingEntry(round, user, null, { code: '01' }), reader);
    expect(res.json().data).toMatchObject({ usage: 20, estimated: true });
    expect(await undoAll(ctx, step, [jobId])).toEqual({ refusal: null, done: 5 });
    expect(await undoAll(ctx, step, [jobId])).toEqual({ refusal: null, done: 0 });
    expect(await seen(ctx, 'opening_usage', jobId)).toEqual({ app: 0, owner: 0 });
  });

  it('stages a thousand rows in well under a second', async () => {
    const names = Array.from({ length: 84 }, (_, i) => `เร็ว${i}`);
    const nos: string[] = [];
    for (const n of names) nos.push(await customer(n));
    const rows = rowsFrom(
      nos.flatMap((no) => Array.from({ length: 12 }, (_, m) => row(no, m + 1, m, 2568))),
    );
    expect(rows.length).toBe(1_008);
    const started = performance.now();
    expect(await check(ctx, step, rows)).toEqual([]);
    const checked = performance.now();
    const jobId = await newJob(ctx);
    await tenant(ctx, (tx) => step.stage(tx, ctx.a.id, jobId, rows, 0, null, actor(ctx)));
    const staged = performance.now();
    expect(checked - started).toBeLessThan(1_000);
    expect(staged - checked).toBeLessThan(1_000);
    expect(await seen(ctx, 'opening_usage', jobId)).toEqual({ app: 0, owner: 1_008 });
  });
});
