import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type {
  BillingPreview,
  BillRow,
  DebtAlertList,
  IssueNoticesResult,
  JobView,
  NoticeDetail,
  Receipt,
} from '@prapa/contracts';
import { bangkokDate } from '@prapa/domain';
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

// Shared by the debt tests (not a test file itself): connections billed for months of
// 2569 they never paid, and the calls the alerts screen makes.

/**
 * `count` connections read 10 m³ a month from June 2569 on and billed for each of
 * `months` rounds (June…), nothing paid: in a village (RES 7 ฿/m³, 10 ฿ meter fee) each
 * bill is 80.00 ฿, dated the 28th and due 15 days later.
 */
export const billedMonths = async (
  ctx: WaterCtx,
  finance: Session,
  reader: Session,
  count: number,
  months: number,
) => {
  // The default tariffs start on 1 October 2026; these months come before it.
  await withSystem(ctx.t.database.db, (tx) =>
    tx.execute(sql`update tariffs set effective_from = '2025-10-01' where org_id = ${ctx.a.id}`),
  );
  const users: string[] = [];
  for (let i = 0; i < count; i++) users.push(await connectionWithMeter(ctx, 0));
  const rounds: string[] = [];
  for (let k = 0; k < months; k++) {
    const round = await makeRound(ctx, 2569, 6 + k);
    rounds.push(round);
    for (const u of users) {
      const res = await recordReading(ctx, readingEntry(round, u, (k + 1) * 10), reader);
      expect(res.statusCode, res.body).toBe(200);
    }
    const run = await send(ctx.t, finance, 'POST', `/api/v1/service-rounds/${round}/billing`);
    expect(run.statusCode, run.body).toBe(202);
    const job = await waitForJob(ctx.t, finance, run);
    expect((job.result as BillingPreview).bills).toBe(count);
  }
  return { users, rounds };
};

export const waterBills = async (ctx: WaterCtx, s: Session, user: string) =>
  (
    (await getData(ctx, `/api/v1/bills?waterUserId=${user}&pageSize=50`, s)) as {
      items: BillRow[];
    }
  ).items
    .filter((b) => b.status !== 'void')
    .sort((a, b) => a.number.localeCompare(b.number));

export const alerts = async (ctx: WaterCtx, s: Session, query = '') =>
  (await getData(ctx, `/api/v1/debt/alerts?pageSize=100${query}`, s)) as DebtAlertList;

export const issue = (ctx: WaterCtx, s: Session, body: object, key?: string) =>
  send(ctx.t, s, 'POST', '/api/v1/debt/notices', body, key ? { 'idempotency-key': key } : {});

export const issued = async (ctx: WaterCtx, s: Session, body: object, key?: string) => {
  const res = await issue(ctx, s, body, key);
  expect(res.statusCode, res.body).toBe(202);
  const job: JobView = await waitForJob(ctx.t, s, res);
  expect(job.status, JSON.stringify(job.error)).toBe('succeeded');
  return { job, result: job.result as IssueNoticesResult };
};

/** Four connections of organisation A billed June–September 2569, the cashier's book, and helpers. */
export type DebtVillage = {
  finance: Session;
  manager: Session;
  cashier: Session;
  auditor: Session;
  users: string[];
  cash: string;
  today: string;
  u: (i: number) => string;
  counts: () => Promise<Record<string, unknown> | undefined>;
  payBills: (user: string, take: number) => Promise<Receipt>;
  notice: (id: string, s?: Session) => Promise<NoticeDetail>;
};

export const useDebtVillage = (ctx: WaterCtx): DebtVillage => {
  const v: DebtVillage = {
    finance: {} as Session,
    manager: {} as Session,
    cashier: {} as Session,
    auditor: {} as Session,
    users: [] as string[],
    cash: '',
    today: bangkokDate(new Date()),
    u: (i: number) => v.users[i] ?? '',
    counts: () =>
      withSystem(ctx.t.database.db, async (tx) => {
        const res = await tx.execute(sql`select
          (select count(*) from debt_notices where org_id = ${ctx.a.id})::int as notices,
          (select count(*) from notice_events where org_id = ${ctx.a.id})::int as events,
          (select count(*) from notification_messages where org_id = ${ctx.a.id})::int as messages,
          (select coalesce(sum(last_seq), 0) from notice_counters where org_id = ${ctx.a.id})::int as seq`);
        return (res as unknown as { rows: Record<string, unknown>[] }).rows[0];
      }),
    /** The connection's `take` oldest open water bills paid in cash at the counter. */
    payBills: async (user: string, take: number) => {
      const bills = (await waterBills(ctx, v.finance, user)).filter((b) => b.status !== 'paid');
      const chosen = bills.slice(0, take);
      const amount = chosen.reduce((s, b) => s + b.total - b.paid, 0);
      return paid(
        await pay(ctx, v.cashier, {
          waterUserId: user,
          billIds: chosen.map((b) => b.id),
          amount,
          channelId: v.cash,
          tendered: amount,
        }),
      );
    },
    notice: async (id: string, s: Session = v.manager) =>
      (await getData(ctx, `/api/v1/debt/notices/${id}`, s)) as NoticeDetail,
  };
  beforeAll(async () => {
    v.finance = await ctx.a.login('finance_officer');
    v.manager = await ctx.a.login('manager');
    v.cashier = await ctx.a.login('cashier');
    v.auditor = await ctx.a.login('auditor');
    const reader = await ctx.a.login('meter_reader');
    ({ users: v.users } = await billedMonths(ctx, v.finance, reader, 4, 4));
    const channels = (await getData(
      ctx,
      '/api/v1/basic/payment-channels?pageSize=50',
      v.manager,
    )) as {
      items: { id: string; code: string }[];
    };
    v.cash = channels.items.find((c) => c.code === 'CASH')?.id ?? '';
    await bookFor(ctx, v.finance, 'D01', { officerId: v.cashier.user.id });
    await v.payBills(v.u(2), 3);
    await v.payBills(v.u(3), 2);
  });
  return v;
};
