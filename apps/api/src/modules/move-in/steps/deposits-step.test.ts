import { beforeAll, describe, expect, it } from 'vitest';
import { register, staffOf, type Staff } from '../../deposits/deposit-fixtures.ts';
import { createUser, send, useWaterApp } from '../../water-users/water-user-fixtures.ts';
import { depositsStep as step, type OpeningDeposit } from './deposits-step.ts';
import {
  bringIn,
  check,
  parseProblems,
  rowsFrom,
  seen,
  stageAll,
  system,
  undoAll,
  valueOf,
} from './step-fixtures.ts';

// Issue 28, deposits held per the old books: refusals, staging, the register, undo.
const ctx = useWaterApp();
let s: Staff;

const row = (customerNo: string, amount: number, over: Partial<OpeningDeposit> = {}) => ({
  customerNo,
  amount,
  heldSince: null,
  reference: null,
  ...over,
});
const messages = async (values: OpeningDeposit[]) =>
  (await check(ctx, step, rowsFrom(values))).map((p) => `${p.row} ${p.column}: ${p.message}`);
const user = (firstName: string, depositPaid = 0) => createUser(ctx, { firstName, depositPaid });

beforeAll(async () => {
  s = await staffOf(ctx);
});

describe('a row of the deposits file', () => {
  it('reads baht as satang, an optional date and reference', () => {
    expect(
      valueOf(step, {
        customerNo: 'A1-1',
        amount: 500.5,
        heldSince: '15/03/2560',
        reference: 'มป-1',
      }),
    ).toEqual({ customerNo: 'A1-1', amount: 50_050, heldSince: '2017-03-15', reference: 'มป-1' });
  });

  it.each([
    [{ amount: 500 }, 'customerNo: กรุณากรอกเลขผู้ใช้น้ำ'],
    [{ customerNo: 'A1' }, 'amount: กรุณากรอกข้อมูลนี้'],
    [{ customerNo: 'A1', amount: 0 }, 'amount: เงินประกันต้องมากกว่า 0 บาท'],
    [{ customerNo: 'A1', amount: -10 }, 'amount: เงินประกันต้องมากกว่า 0 บาท'],
    [{ customerNo: 'A1', amount: 10.005 }, 'amount: จำนวนเงินต้องมีทศนิยมไม่เกิน 2 ตำแหน่ง'],
    [{ customerNo: 'A1', amount: 'ห้าร้อย' }, 'amount: ต้องเป็นตัวเลข'],
    [{ customerNo: 'A1', amount: 5, heldSince: '30/11/2569' }, 'heldSince: วันที่ต้องไม่เกินวันนี้'],
  ])('refuses %j', (cells, message) => {
    expect(parseProblems(step, cells)).toEqual([message]);
  });
});

describe('the deposits file checked against the organisation', () => {
  it('refuses unknown customers, repeats, and a connection that holds a deposit', async () => {
    const a = await user('สมศรี');
    const opening = await user('มีเงินประกัน', 30_000);
    const brought = await user('นำเข้าแล้ว');
    await bringIn(ctx, step, rowsFrom([row(brought.customerNo, 40_000)]));
    expect(
      await messages([
        row('ZZ-1', 100),
        row(a.customerNo, 50_000),
        row(a.customerNo, 50_000),
        row(opening.customerNo, 50_000),
        row(brought.customerNo, 50_000),
      ]),
    ).toEqual([
      '2 customerNo: ไม่พบเลขผู้ใช้น้ำ ZZ-1 ในทะเบียนผู้ใช้น้ำ',
      `4 customerNo: เลขผู้ใช้น้ำ ${a.customerNo} ซ้ำกับแถวที่ 3 ในไฟล์นี้`,
      expect.stringMatching(/^5 null: รายนี้มีเงินประกันอยู่แล้ว/),
      expect.stringMatching(/^6 null: รายนี้มีเงินประกันอยู่แล้ว/),
    ]);
  });
});

describe('staging, the register, undo', () => {
  it('stages unseen until the job succeeds; unstage clears', async () => {
    const a = await user('สมบัติ');
    const jobId = await stageAll(ctx, step, rowsFrom([row(a.customerNo, 50_000)]));
    expect(await seen(ctx, 'opening_deposits', jobId)).toEqual({ app: 0, owner: 1 });
    expect((await register(ctx, s.finance, `&q=${a.customerNo}`)).items).toEqual([]);
    await system(ctx, (tx) => step.unstage(tx, ctx.a.id, jobId));
    expect(await seen(ctx, 'opening_deposits', jobId)).toEqual({ app: 0, owner: 0 });
  });

  it('shows a deposit brought in as held, with its date and reference; a forfeit then blocks undo', async () => {
    const a = await user('สมพร');
    const jobId = await bringIn(
      ctx,
      step,
      rowsFrom([row(a.customerNo, 50_000, { heldSince: '2017-03-15', reference: 'มป-0123' })]),
    );
    const [held] = (await register(ctx, s.finance, `&q=${a.customerNo}`)).items;
    expect(held).toMatchObject({
      opening: 50_000,
      held: 50_000,
      takenOn: '2017-03-15',
      openingReference: 'มป-0123',
    });
    const forfeit = await send(ctx.t, s.finance, 'POST', `/api/v1/deposits/${a.id}/forfeit`, {
      forfeitedOn: '2026-11-21',
      amount: 10_000,
      reason: 'ทิ้งมาตรไว้ชำรุดเสียหาย',
      document: 'คำสั่งที่ 12/2569',
    });
    expect(forfeit.statusCode, forfeit.body).toBe(200);
    expect((await undoAll(ctx, step, [jobId])).refusal).toBe(
      'ยกเลิกไม่ได้ เพราะมีการหักชำระหนี้ คืน หรือริบเงินประกันของรายที่นำเข้าแล้ว 1 ราย',
    );
  });

  it('undoes in batches, again finds nothing, and the register no longer holds it', async () => {
    const users = [await user('หนึ่ง'), await user('สอง'), await user('สาม')];
    const jobId = await bringIn(ctx, step, rowsFrom(users.map((u) => row(u.customerNo, 20_000))));
    expect(await undoAll(ctx, step, [jobId])).toEqual({ refusal: null, done: 3 });
    expect(await undoAll(ctx, step, [jobId])).toEqual({ refusal: null, done: 0 });
    expect((await register(ctx, s.finance, `&q=${users[0]?.customerNo ?? ''}`)).items).toEqual([]);
    expect(await messages([row(users[0]?.customerNo ?? '', 20_000)])).toEqual([]);
  });
});
