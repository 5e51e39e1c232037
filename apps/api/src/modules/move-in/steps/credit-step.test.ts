import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/json-rows.ts';
import { staffOf, sundry, type Staff } from '../../deposits/deposit-fixtures.ts';
import { account, paid, pay } from '../../receipts/receipt-fixtures.ts';
import { createUser, useWaterApp } from '../../water-users/water-user-fixtures.ts';
import { creditStep as step, type OpeningCredit } from './credit-step.ts';
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

// Issue 28, credit on account from the old books: refusals, staging, spent at the counter,
// undone by reversal moves (never deleted once seen).
const ctx = useWaterApp();
let s: Staff;

const row = (customerNo: string, amount: number, reference: string | null = null) => ({
  customerNo,
  amount,
  reference,
});
const messages = async (values: OpeningCredit[]) =>
  (await check(ctx, step, rowsFrom(values))).map((p) => `${p.row} ${p.column}: ${p.message}`);
const user = (firstName: string) => createUser(ctx, { firstName });
const credit = async (waterUserId: string) => (await account(ctx, s.cashier, waterUserId)).credit;

beforeAll(async () => {
  s = await staffOf(ctx);
});

describe('a row of the credit file', () => {
  it('reads baht as satang and an optional reference', () => {
    expect(valueOf(step, { customerNo: 'A1-1', amount: 150.5, reference: 'CR-1' })).toEqual({
      customerNo: 'A1-1',
      amount: 15_050,
      reference: 'CR-1',
    });
  });

  it.each([
    [{ amount: 5 }, 'customerNo: กรุณากรอกเลขผู้ใช้น้ำ'],
    [{ customerNo: 'A1', amount: 0 }, 'amount: เครดิตคงเหลือต้องมากกว่า 0 บาท'],
    [{ customerNo: 'A1', amount: -3 }, 'amount: เครดิตคงเหลือต้องมากกว่า 0 บาท'],
    [{ customerNo: 'A1', amount: 'สามบาท' }, 'amount: ต้องเป็นตัวเลข'],
    [{ customerNo: 'A1', amount: 1.234 }, 'amount: จำนวนเงินต้องมีทศนิยมไม่เกิน 2 ตำแหน่ง'],
  ])('refuses %j', (cells, message) => {
    expect(parseProblems(step, cells)).toEqual([message]);
  });
});

describe('the credit file checked against the organisation', () => {
  it('refuses unknown customers, repeats, and credit brought in before', async () => {
    const a = await user('สมใจ');
    const brought = await user('นำเข้าแล้ว');
    await bringIn(ctx, step, rowsFrom([row(brought.customerNo, 1_000)]));
    expect(
      await messages([
        row('ZZ-1', 100),
        row(a.customerNo, 100),
        row(a.customerNo, 200),
        row(brought.customerNo, 100),
      ]),
    ).toEqual([
      '2 customerNo: ไม่พบเลขผู้ใช้น้ำ ZZ-1 ในทะเบียนผู้ใช้น้ำ',
      `4 customerNo: เลขผู้ใช้น้ำ ${a.customerNo} ซ้ำกับแถวที่ 3 ในไฟล์นี้`,
      '5 null: นำเครดิตคงเหลือของรายนี้เข้าแล้ว',
    ]);
  });
});

describe('staging, the counter, undo', () => {
  it('stages unseen (no credit at the counter) until the job succeeds; unstage clears', async () => {
    const a = await user('สมบูรณ์');
    const jobId = await stageAll(ctx, step, rowsFrom([row(a.customerNo, 2_000)]));
    expect(await seen(ctx, 'credit_moves', jobId)).toEqual({ app: 0, owner: 1 });
    expect(await credit(a.id)).toBe(0);
    await system(ctx, (tx) => step.unstage(tx, ctx.a.id, jobId));
    expect(await seen(ctx, 'credit_moves', jobId)).toEqual({ app: 0, owner: 0 });
  });

  it('is spent by a counter payment; undo is refused once used', async () => {
    const a = await user('สมนึก');
    const jobId = await bringIn(ctx, step, rowsFrom([row(a.customerNo, 1_000, 'CR-0456')]));
    expect(await credit(a.id)).toBe(1_000);
    const bill = await sundry(ctx, s, a.id, 1_500);
    const receipt = await paid(
      await pay(ctx, s.cashier, {
        waterUserId: a.id,
        billIds: [bill.id],
        amount: 500,
        channelId: s.cash,
      }),
    );
    expect(receipt).toMatchObject({ amount: 500, creditUsed: 1_000, toCredit: 0 });
    expect(await credit(a.id)).toBe(0);
    expect((await undoAll(ctx, step, [jobId])).refusal).toBe(
      'ยกเลิกไม่ได้ เพราะมีการใช้เครดิตที่นำเข้าแล้ว 1 ราย',
    );
  });

  it('undoes by reversal moves, once, keeping the reference', async () => {
    const users = [await user('เอ'), await user('บี'), await user('ซี')];
    const jobId = await bringIn(
      ctx,
      step,
      rowsFrom(users.map((u, i) => row(u.customerNo, 1_000 * (i + 1), `CR-${i}`))),
    );
    expect(await undoAll(ctx, step, [jobId])).toEqual({ refusal: null, done: 3 });
    expect(await undoAll(ctx, step, [jobId])).toEqual({ refusal: null, done: 0 });
    for (const u of users) expect(await credit(u.id)).toBe(0);
    const moves = await system(ctx, async (tx) =>
      rowsOf<{ amount: string; reference: string; post_job: string | null }>(
        await tx.execute(sql`select amount::text, reference, post_job from credit_moves
          where org_id = ${ctx.a.id} and move_in_job = ${jobId} order by credit_moves.amount`),
      ),
    );
    expect(moves).toEqual([
      { amount: '-3000', reference: 'CR-2', post_job: null },
      { amount: '-2000', reference: 'CR-1', post_job: null },
      { amount: '-1000', reference: 'CR-0', post_job: null },
      { amount: '1000', reference: 'CR-0', post_job: jobId },
      { amount: '2000', reference: 'CR-1', post_job: jobId },
      { amount: '3000', reference: 'CR-2', post_job: jobId },
    ]);
    // Reversed, it may be brought in again.
    expect(await messages([row(users[0]?.customerNo ?? '', 500)])).toEqual([]);
  });
});
