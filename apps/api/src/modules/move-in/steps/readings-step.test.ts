import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../../test/factories.ts';
import {
  connectionWithMeter,
  makeRound,
  readingEntry,
  recordReading,
} from '../../readings/reading-fixtures.ts';
import { createUser, send, useWaterApp } from '../../water-users/water-user-fixtures.ts';
import { readingsStep as step, type OpeningReading } from './readings-step.ts';
import {
  bringIn,
  check,
  customerNoOf,
  parseProblems,
  rowsFrom,
  seen,
  stageAll,
  system,
  undoAll,
  valueOf,
} from './step-fixtures.ts';

// Issue 28, the last readings of the old books: what a row and a file are refused for,
// staged rows unseen until the job succeeds, the first round measuring from them, undo.
const ctx = useWaterApp();
let reader: Session;
let round: string;

const connection = async (initial = 100) => {
  const id = await connectionWithMeter(ctx, initial);
  return { id, customerNo: await customerNoOf(ctx, id) };
};
const row = (customerNo: string, reading: number, over: Partial<OpeningReading> = {}) => ({
  customerNo,
  meterSerial: null,
  reading,
  readOn: '2026-10-25',
  ...over,
});
const messages = async (values: OpeningReading[]) =>
  (await check(ctx, step, rowsFrom(values))).map((p) => `${p.row} ${p.column}: ${p.message}`);

beforeAll(async () => {
  reader = await ctx.a.login('meter_reader');
  round = await makeRound(ctx, 2569, 11);
});

describe('a row of the readings file', () => {
  it('reads a customer, an optional serial, a whole reading and a date', () => {
    expect(valueOf(step, { customerNo: 'A1-00001', reading: 1234, readOn: '25/10/2569' })).toEqual({
      customerNo: 'A1-00001',
      meterSerial: null,
      reading: 1234,
      readOn: '2026-10-25',
    });
  });

  it.each([
    [{ reading: 5, readOn: '25/10/2569' }, 'customerNo: กรุณากรอกเลขผู้ใช้น้ำ'],
    [{ customerNo: 'A1', reading: 'ห้าร้อย', readOn: '25/10/2569' }, 'reading: ต้องเป็นตัวเลข'],
    [{ customerNo: 'A1', reading: -5, readOn: '25/10/2569' }, 'reading: เลขอ่านต้องไม่ติดลบ'],
    [{ customerNo: 'A1', reading: 12.5, readOn: '25/10/2569' }, 'reading: ต้องเป็นจำนวนเต็ม'],
    [{ customerNo: 'A1', reading: 5, readOn: '30/11/2569' }, 'readOn: วันที่ต้องไม่เกินวันนี้'],
    [{ customerNo: 'A1', reading: 5 }, 'readOn: กรุณากรอกข้อมูลนี้'],
  ])('refuses %j', (cells, message) => {
    expect(parseProblems(step, cells)).toEqual([message]);
  });
});

describe('the readings file checked against the organisation', () => {
  it('refuses unknown customers, repeats, another meter, off the dial, below the start', async () => {
    const a = await connection(100);
    const b = await connection(100);
    const bare = await createUser(ctx, { firstName: 'ไม่มีมาตร' });
    const problems = await messages([
      row('ZZ-99999', 10),
      row(a.customerNo, 150),
      row(a.customerNo, 160),
      row(b.customerNo, 10_000, { meterSerial: 'NOT-THIS-ONE' }),
      row(b.customerNo, 50),
      row(bare.customerNo, 10),
    ]);
    expect(problems).toEqual([
      '2 customerNo: ไม่พบเลขผู้ใช้น้ำ ZZ-99999 ในทะเบียนผู้ใช้น้ำ',
      `4 customerNo: เลขผู้ใช้น้ำ ${a.customerNo} ซ้ำกับแถวที่ 3 ในไฟล์นี้`,
      expect.stringMatching(/^5 meterSerial: หมายเลขมาตร NOT-THIS-ONE ไม่ใช่มาตรที่ติดตั้งอยู่/),
      '5 reading: เลขอ่านเกินจำนวนหลักของมาตร (4 หลัก)',
      `6 customerNo: เลขผู้ใช้น้ำ ${b.customerNo} ซ้ำกับแถวที่ 5 ในไฟล์นี้`,
      '7 customerNo: รายนี้ยังไม่มีมาตรติดตั้งอยู่ กรุณาติดตั้งมาตรก่อนนำเลขอ่านเข้า',
    ]);
    expect(await messages([row(b.customerNo, 50)])).toEqual([
      '2 reading: เลขอ่านต่ำกว่าเลขอ่านเริ่มต้นเมื่อติดตั้งมาตร (100)',
    ]);
    // Dated before the installation Prapa holds: the water-user import records the import
    // day when the old books have none, so the old reading is earlier; it is accepted.
    expect(await messages([row(b.customerNo, 150, { readOn: '2024-12-31' })])).toEqual([]);
  });

  it('refuses a meter read in Prapa already, and one brought in before', async () => {
    const read = await connection(100);
    const res = await recordReading(ctx, readingEntry(round, read.id, 120), reader);
    expect(res.statusCode, res.body).toBe(200);
    expect(await messages([row(read.customerNo, 110)])).toEqual([
      '2 null: มาตรนี้มีการจดมาตรในระบบแล้ว จึงนำเลขอ่านยกมาเข้าไม่ได้',
    ]);
    const brought = await connection(100);
    await bringIn(ctx, step, rowsFrom([row(brought.customerNo, 110)]));
    expect(await messages([row(brought.customerNo, 110)])).toEqual([
      '2 null: นำเลขอ่านยกมาของมาตรนี้เข้าแล้ว',
    ]);
  });
});

describe('staging, the first round, undo', () => {
  it('stages unseen, shows once the job succeeds; unstage clears a stopped run', async () => {
    const a = await connection(100);
    const jobId = await stageAll(ctx, step, rowsFrom([row(a.customerNo, 480)]));
    expect(await seen(ctx, 'opening_readings', jobId)).toEqual({ app: 0, owner: 1 });
    await system(ctx, (tx) => step.unstage(tx, ctx.a.id, jobId));
    expect(await seen(ctx, 'opening_readings', jobId)).toEqual({ app: 0, owner: 0 });
    const published = await bringIn(ctx, step, rowsFrom([row(a.customerNo, 480)]));
    expect(await seen(ctx, 'opening_readings', published)).toEqual({ app: 1, owner: 1 });
  });

  it('measures the first round from the opening reading; undo is refused once read', async () => {
    const a = await connection(100);
    const b = await connection(100);
    const jobId = await bringIn(
      ctx,
      step,
      rowsFrom([row(a.customerNo, 500), row(b.customerNo, 700)]),
    );
    const res = await recordReading(ctx, readingEntry(round, a.id, 520), reader);
    expect(res.json().data).toMatchObject({ previous: 500, current: 520, usage: 20 });
    expect((await undoAll(ctx, step, [jobId])).refusal).toBe(
      'ยกเลิกไม่ได้ เพราะมีการจดมาตรของมาตรที่นำเข้าแล้ว 1 มาตร',
    );
  });

  it('undoes in batches and again after a crash finds nothing left', async () => {
    const rows = [await connection(0), await connection(0), await connection(0)];
    const jobId = await bringIn(ctx, step, rowsFrom(rows.map((c) => row(c.customerNo, 40))));
    expect(await undoAll(ctx, step, [jobId])).toEqual({ refusal: null, done: 3 });
    expect(await undoAll(ctx, step, [jobId])).toEqual({ refusal: null, done: 0 });
    expect(await seen(ctx, 'opening_readings', jobId)).toEqual({ app: 0, owner: 0 });
    // Gone, the meter's first round measures from its installation again.
    const res = await recordReading(ctx, readingEntry(round, rows[0]?.id ?? '', 45), reader);
    expect(res.json().data).toMatchObject({ previous: 0, usage: 45 });
  });

  it('refuses a final reading below the opening reading at a removal', async () => {
    const a = await connection(100);
    await bringIn(ctx, step, rowsFrom([row(a.customerNo, 300)]));
    const remove = (finalReading: number) =>
      send(ctx.t, ctx.clerk, 'POST', `/api/v1/water-users/${a.id}/meter/remove`, {
        removedOn: '2026-11-02',
        finalReading,
        reason: 'ยกเลิกการใช้น้ำ',
      });
    const low = await remove(299);
    expect(low.statusCode).toBe(400);
    expect(low.json().errors).toEqual([
      {
        path: 'finalReading',
        message: 'เลขมาตรครั้งสุดท้ายต้องไม่น้อยกว่าเลขที่จดได้ครั้งก่อน กรุณาตรวจสอบเลขมาตรอีกครั้ง',
      },
    ]);
    expect((await remove(305)).statusCode).toBe(200);
  });
});
