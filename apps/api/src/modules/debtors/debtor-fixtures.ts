import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Bill, BillRow } from '@prapa/contracts';
import { withSystem } from '../../db/tenant.ts';
import type { Session } from '../../../test/factories.ts';
import { waitForJob } from '../../../test/jobs.ts';
import {
  connectionWithMeter,
  makeRound,
  readingEntry,
  recordReading,
} from '../readings/reading-fixtures.ts';
import { bookFor, paid, pay } from '../receipts/receipt-fixtures.ts';
import { getData, send, type WaterCtx } from '../water-users/water-user-fixtures.ts';

// The debtors of organisation A, billed July–October 2569 (fiscal years 2569 and 2570) at
// the village tariff (7 ฿/m³, minimum 30 ฿, ½″ meter fee 10 ฿); dues 15 days after the
// 28th, so all past on 1 December 2026:
//   debtor  10 m³ a month (80 ฿ a bill), never pays, plus a 50 ฿ sundry bill (no due date);
//   payer    3 m³ a month (21 ฿ + 9 ฿ top-up + 10 ฿ = 40 ฿), pays July–September today;
//   ahead   10 m³ a month, pays all four bills and 50 ฿ more today (credit on account);
//   voided   5 m³ a month (45 ฿), route R2, its October bill voided and billed again.
export const AS_OF = '2026-12-01';
export type Debtors = { debtor: string; payer: string; ahead: string; voided: string };
export type Scenario = { users: Debtors; rebillDue: string; finance: Session };

const billsOf = async (ctx: WaterCtx, s: Session, user: string) =>
  (
    (await getData(ctx, `/api/v1/bills?waterUserId=${user}&pageSize=50&sort=number`, s)) as {
      items: BillRow[];
    }
  ).items.filter((b) => b.status !== 'void');

export const buildDebtors = async (ctx: WaterCtx): Promise<Scenario> => {
  const finance = await ctx.a.login('finance_officer');
  const reader = await ctx.a.login('meter_reader');
  const cashier = await ctx.a.login('cashier');
  // The default tariffs start in October 2026: the same village tariff from June.
  await withSystem(ctx.t.database.db, (tx) =>
    tx.execute(sql`insert into tariffs (id, org_id, user_type_id, effective_from, method, blocks, minimum_charge)
      values (${randomUUID()}, ${ctx.a.id}, ${ctx.basicsA.userTypes.RES}, '2026-06-01', 'flat',
        ${JSON.stringify([{ upTo: null, rate: 700 }])}::jsonb, 3000)`),
  );
  const users: Debtors = {
    // A surname no other connection has: the text filter finds it alone, whatever numbers
    // the other connections' national ids and serials happen to hold.
    debtor: await connectionWithMeter(ctx, 0, { lastName: 'หนี้ค้างนาน' }),
    payer: await connectionWithMeter(ctx, 0),
    ahead: await connectionWithMeter(ctx, 0),
    voided: await connectionWithMeter(ctx, 0, { routeId: ctx.basicsA.route2Id }),
  };
  const perMonth: [string, number][] = [
    [users.debtor, 10],
    [users.payer, 3],
    [users.ahead, 10],
    [users.voided, 5],
  ];
  for (const [i, month] of [7, 8, 9, 10].entries()) {
    const round = await makeRound(ctx, 2569, month);
    for (const [user, m3] of perMonth) {
      const res = await recordReading(
        ctx,
        readingEntry(round, user, m3 * (i + 1), {
          readAt: `2026-${String(month).padStart(2, '0')}-22T09:30:00+07:00`,
        }),
        reader,
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const run = await send(ctx.t, finance, 'POST', `/api/v1/service-rounds/${round}/billing`);
    expect(run.statusCode, run.body).toBe(202);
    expect((await waitForJob(ctx.t, finance, run)).status).toBe('succeeded');
  }
  const sundry = await send(ctx.t, finance, 'POST', '/api/v1/bills/sundry', {
    waterUserId: users.debtor,
    sundryKind: 'other',
    amount: 5000,
    description: 'ค่าซ่อมท่อ',
  });
  expect(sundry.statusCode, sundry.body).toBe(200);
  const october = (await billsOf(ctx, finance, users.voided)).find((b) => b.month === 10);
  const voided = await send(ctx.t, finance, 'POST', `/api/v1/bills/${october?.id}/void`, {
    reason: 'จดเลขผิด',
    rebill: true,
  });
  expect(voided.statusCode, voided.body).toBe(200);
  const rebill = (voided.json().data as { replacement: Bill }).replacement;

  const channels = (await getData(ctx, '/api/v1/basic/payment-channels', finance)) as {
    items: { id: string; code: string }[];
  };
  const cash = channels.items.find((c) => c.code === 'CASH')?.id;
  await bookFor(ctx, finance, 'D1', { officerId: cashier.user.id });
  const payBills = async (user: string, months: number[], amount: number) => {
    const bills = (await billsOf(ctx, finance, user)).filter((b) => months.includes(b.month ?? 0));
    await paid(
      await pay(ctx, cashier, {
        waterUserId: user,
        billIds: bills.map((b) => b.id),
        amount,
        channelId: cash,
      }),
    );
  };
  await payBills(users.payer, [7, 8, 9], 12_000);
  await payBills(users.ahead, [7, 8, 9, 10], 37_000);
  return { users, rebillDue: rebill.dueDate ?? '', finance };
};

/** The organisation's receivable: open amounts of its non-void bills less credit on account. */
export const receivableOf = async (ctx: WaterCtx, orgId: string) =>
  withSystem(ctx.t.database.db, async (tx) => {
    const res = (await tx.execute(sql`
      select (select coalesce(sum(total - paid), 0) from bills where org_id = ${orgId}
          and status in ('issued', 'partly_paid'))::bigint
        - (select coalesce(sum(m.amount), 0) from credit_moves m where m.org_id = ${orgId}
          and (m.receipt_id is null or exists (select 1 from receipts r where r.org_id = m.org_id
            and r.id = m.receipt_id and r.status = 'valid'))
          and (m.bill_id is null or exists (select 1 from bills b where b.org_id = m.org_id
            and b.id = m.bill_id and b.status <> 'void')))::bigint as receivable`)) as unknown as {
      rows: { receivable: string | number }[];
    };
    return Number(res.rows[0]?.receivable ?? 0);
  });
