import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BankDeposit, CashBookDay } from '@prapa/contracts';
import { withSystem, withTenant } from '../../db/tenant.ts';
import { pageText } from '../../documents/pdf-test-decode.ts';
import type { Session } from '../../../test/factories.ts';
import { getData, send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import {
  ACCOUNT,
  daysAgo,
  pastRemittance,
  postDeposit,
  postTransfer,
  withAccounts,
} from './cash-book-fixtures.ts';

// Who may read and write the cash book, another organisation's answer (404), what the
// input rules refuse, the papers, and the database's own refusal to change a document.
const ctx: WaterCtx = useWaterApp();
let finance: Session;
let slip: BankDeposit;
const D1 = daysAgo(1);

type Role = 'app' | 'owner';
const run = (role: Role, statement: ReturnType<typeof sql>) =>
  role === 'app'
    ? withTenant(ctx.t.database.db, ctx.a.id, (tx) => tx.execute(statement))
    : withSystem(ctx.t.database.db, (tx) => tx.execute(statement));
const refusal = async (work: Promise<unknown>): Promise<string> => {
  try {
    await work;
  } catch (err) {
    const e = err as { message?: string; cause?: { message?: string } };
    return `${e.message ?? ''} ${e.cause?.message ?? ''}`;
  }
  return 'accepted';
};

beforeAll(async () => {
  finance = await ctx.a.login('finance_officer');
  await withAccounts(ctx, ctx.a.id);
  await pastRemittance(ctx, ctx.a.id, {
    officerId: finance.user.id,
    receivedBy: finance.user.id,
    date: D1,
    cash: 500_000,
    slipNo: 'นส-1',
  });
  const made = await postDeposit(ctx, finance, {
    date: D1,
    accountNo: ACCOUNT.accountNo,
    amount: 300_000,
    slipNo: 'NF-1',
  });
  expect(made.statusCode, made.body).toBe(201);
  slip = made.json().data as BankDeposit;
});

describe('who keeps the cash book', () => {
  it('lets the manager write and the auditor read, and refuses cashier, clerk and auditor writes', async () => {
    const manager = await ctx.a.login('manager');
    const auditor = await ctx.a.login('auditor');
    const cashier = await ctx.a.login('cashier');
    expect((await getData(ctx, `/api/v1/cash-book?date=${D1}`, auditor)).closing).toBe(200_000);
    for (const s of [cashier, ctx.clerk]) {
      const res = await send(ctx.t, s, 'GET', `/api/v1/cash-book?date=${D1}`);
      expect(res.statusCode, res.body).toBe(403);
    }
    for (const s of [cashier, ctx.clerk, auditor]) {
      const res = await postDeposit(ctx, s, {
        date: D1,
        accountNo: ACCOUNT.accountNo,
        amount: 1,
        slipNo: 'X',
      });
      expect(res.statusCode, res.body).toBe(403);
    }
    const byManager = await postTransfer(ctx, manager, {
      date: D1,
      amount: 1_000,
      documentNo: 'นค 9',
      source: 'cash',
    });
    expect(byManager.statusCode, byManager.body).toBe(201);
  });

  it('answers 404 to another organisation and shows it none of this one', async () => {
    const other = await ctx.b.login('finance_officer');
    const res = await send(ctx.t, other, 'POST', `/api/v1/bank-deposits/${slip.id}/void`, {
      reason: 'ไม่ใช่ของเรา',
    });
    expect(res.statusCode, res.body).toBe(404);
    const day = (await getData(ctx, `/api/v1/cash-book?date=${D1}`, other)) as CashBookDay;
    expect([day.received, day.deposited, day.closing, day.deposits.length]).toEqual([0, 0, 0, 0]);
    const list = await send(ctx.t, other, 'GET', `/api/v1/bank-deposits?from=${D1}&to=${D1}`);
    expect(list.json().data).toEqual([]);
  });

  it('refuses an account not the organisation’s, a future day, and a bank transfer without its account', async () => {
    const notOurs = await postDeposit(ctx, finance, {
      date: D1,
      accountNo: '999-9-99999-9',
      amount: 1,
      slipNo: 'X',
    });
    expect(notOurs.statusCode, notOurs.body).toBe(422);
    expect(notOurs.json().errors[0].path).toBe('accountNo');
    const future = await postDeposit(ctx, finance, {
      date: daysAgo(-2),
      accountNo: ACCOUNT.accountNo,
      amount: 1,
      slipNo: 'X',
    });
    expect(future.statusCode, future.body).toBe(400);
    const noAccount = await postTransfer(ctx, finance, {
      date: D1,
      amount: 1,
      documentNo: 'X',
      source: 'bank',
    });
    expect(noAccount.statusCode, noAccount.body).toBe(400);
  });

  it('prints the day and the month in Thai and exports them', async () => {
    const pdf = await send(ctx.t, finance, 'GET', `/api/v1/cash-book/pdf?date=${D1}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = await pageText(pdf.rawPayload, 1);
    expect(text).toContain('สมุดเงินสด');
    expect(text).toContain('NF-1');
    const month = await send(
      ctx.t,
      finance,
      'GET',
      `/api/v1/cash-book/month/pdf?month=${D1.slice(0, 7)}`,
    );
    expect(month.statusCode).toBe(200);
    for (const url of [
      `/api/v1/cash-book/export?date=${D1}`,
      `/api/v1/cash-book/month/export?month=${D1.slice(0, 7)}`,
    ]) {
      const xlsx = await send(ctx.t, finance, 'GET', url);
      expect(xlsx.statusCode, url).toBe(200);
      expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    }
  });
});

describe('a cash document in the database', () => {
  it.each<Role>(['app', 'owner'])('is never edited or deleted, as %s', async (role) => {
    for (const statement of [
      sql`update bank_deposits set amount = 1 where id = ${slip.id}`,
      sql`update bank_deposits set slip_no = 'NF-X', voided_at = now(), voided_by = ${finance.user.id},
        void_reason = 'แก้เลข' where id = ${slip.id}`,
      sql`delete from bank_deposits where id = ${slip.id}`,
      sql`delete from treasury_transfers where org_id = ${ctx.a.id}`,
    ])
      expect(await refusal(run(role, statement))).toMatch(
        /immutable but for its void|never deleted/,
      );
    expect(await refusal(run(role, sql`truncate bank_deposits`))).toMatch(
      /truncated|permission denied/,
    );
    expect(
      await refusal(
        run(
          role,
          sql`insert into bank_deposits (org_id, deposited_on, account_no, bank, account_name, amount,
          slip_no, created_by, voided_at, voided_by, void_reason) values (${ctx.a.id}, ${D1}, '1', 'b', 'n', 1,
          'S', ${finance.user.id}, now(), ${finance.user.id}, 'x')`,
        ),
      ),
    ).toMatch(/written standing/);
  });

  it('takes a void once, and never undoes it', async () => {
    await run(
      'owner',
      sql`update bank_deposits set voided_at = now(), voided_by = ${finance.user.id},
      void_reason = 'ทดสอบการยกเลิก' where id = ${slip.id}`,
    );
    expect(
      await refusal(
        run(
          'owner',
          sql`update bank_deposits set voided_at = null, voided_by = null,
        void_reason = null where id = ${slip.id}`,
        ),
      ),
    ).toMatch(/immutable but for its void/);
  });
});
