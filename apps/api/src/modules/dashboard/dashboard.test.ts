import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bangkokDate } from '@prapa/domain';
import type {
  CounterAccount,
  DashboardBills,
  DashboardChecks,
  DashboardCounter,
  DashboardDebtors,
  DashboardJobs,
  DashboardReadings,
  DashboardRequests,
  DebtorList,
  Receipt,
  RoundReadingSummary,
} from '@prapa/contracts';
import { createOrg, login, type Session } from '../../../test/factories.ts';
import { createDemoTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_PASSWORD, ensureDemo } from '../setup/demo-seed.ts';

// Each card against the endpoint of the screen it links to, on the demo village: the two
// must say the same, to the satang and the connection.

let t: TestApp;
const s: Record<string, Session> = {};

beforeAll(async () => {
  t = await createDemoTestApp();
  const { orgId } = await ensureDemo(t.database.db);
  if (!orgId) throw new Error('no demo organisation');
  for (const u of ['manager', 'finance', 'cashier', 'reader', 'clerk', 'auditor', 'it']) {
    s[u] = await login(t, orgId, u, DEMO_PASSWORD);
  }
});
afterAll(() => t.close());

const get = (who: Session, url: string) => t.app.inject({ url, headers: who.headers });
const data = async <T>(who: Session | undefined, url: string): Promise<T> => {
  if (!who) throw new Error('no session');
  const res = await get(who, url);
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  return res.json().data as T;
};
const card = <T>(who: Session | undefined, name: string) =>
  data<T>(who, `/api/v1/dashboard/${name}`);

const receiptsOfToday = async (who: Session | undefined) => {
  const list = await data<{ items: Receipt[]; total: number }>(
    who,
    `/api/v1/receipts?date=${bangkokDate(new Date())}&status=valid&pageSize=200`,
  );
  return { total: list.total, amount: list.items.reduce((sum, r) => sum + r.amount, 0) };
};

describe('the home dashboard on the demo', () => {
  it('counts today’s counter as the receipts list does, a cashier her own', async () => {
    const before = await card<DashboardCounter>(s.finance, 'counter');
    // One payment now: the demo's first debtor pays its oldest bill in cash.
    const debtors = await data<DebtorList>(s.manager, '/api/v1/debtor-accounts?pageSize=1');
    const who = debtors.items[0]?.waterUserId ?? '';
    const account = await data<CounterAccount>(s.cashier, `/api/v1/counter/${who}`);
    const bill = account.bills[0];
    const channels = await data<{ items: { id: string; kind: string }[] }>(
      s.cashier,
      '/api/v1/basic/payment-channels',
    );
    const cash = channels.items.find((c) => c.kind === 'cash')?.id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/receipts',
      headers: s.cashier?.headers,
      payload: {
        waterUserId: who,
        billIds: [bill?.id],
        amount: bill?.outstanding,
        channelId: cash,
      },
    });
    expect(res.statusCode, res.body).toBe(201);

    const after = await card<DashboardCounter>(s.finance, 'counter');
    expect(after.own).toBe(false);
    expect(after.receipts).toBe(before.receipts + 1);
    expect(after.amount).toBe(before.amount + (bill?.outstanding ?? 0));
    const cashAfter = after.byChannel.find((c) => c.kind === 'cash')?.amount ?? 0;
    const cashBefore = before.byChannel.find((c) => c.kind === 'cash')?.amount ?? 0;
    expect(cashAfter - cashBefore).toBe(bill?.outstanding);
    const all = await receiptsOfToday(s.finance);
    expect([after.receipts, after.amount]).toEqual([all.total, all.amount]);

    const mine = await card<DashboardCounter>(s.cashier, 'counter');
    const own = await receiptsOfToday(s.cashier);
    expect(mine.own).toBe(true);
    expect([mine.receipts, mine.amount]).toEqual([own.total, own.amount]);
    expect(mine.receipts).toBeGreaterThanOrEqual(1);
  });

  it('shows the round /check opens, its progress by route as the rounds screen does', async () => {
    const readings = await card<DashboardReadings>(s.manager, 'readings');
    const round = readings.round;
    if (!round) throw new Error('the demo has no open round');
    const progress = await data<{ routeId: string | null; expected: number; read: number }[]>(
      s.manager,
      `/api/v1/service-rounds/${round.id}/progress`,
    );
    expect(
      readings.routes.map(({ routeId, expected, read }) => ({ routeId, expected, read })),
    ).toEqual(progress.map(({ routeId, expected, read }) => ({ routeId, expected, read })));
    const one = await data<{ expected: number; read: number }>(
      s.manager,
      `/api/v1/service-rounds/${round.id}`,
    );
    expect([readings.expected, readings.read]).toEqual([one.expected, one.read]);

    const checks = await card<DashboardChecks>(s.clerk, 'checks');
    expect(checks.round?.id).toBe(round.id);
    const summary = await data<RoundReadingSummary>(
      s.clerk,
      `/api/v1/service-rounds/${round.id}/readings/summary`,
    );
    expect(checks.held).toBe(summary.held);
    // Waiting: recorded (read, not checked), and any held after a check.
    expect(checks.waiting).toBeGreaterThanOrEqual(summary.read - summary.checked);
    expect(checks.waiting).toBeLessThanOrEqual(summary.read - summary.checked + summary.held);
  });

  it('ages the debtors as /debtor_accounts totals them', async () => {
    const debtors = await card<DashboardDebtors>(s.manager, 'debtors');
    const screen = await data<DebtorList>(s.manager, '/api/v1/debtor-accounts?pageSize=1');
    expect(debtors.byBucket).toEqual(screen.totals.byBucket);
    expect([debtors.debtors, debtors.owed]).toEqual([
      screen.totals.all.debtors,
      screen.totals.all.owed,
    ]);
    expect(debtors.debtors).toBeGreaterThan(0);
  });

  it('counts the requests waiting by state as /request filters them', async () => {
    const requests = await card<DashboardRequests>(s.clerk, 'requests');
    for (const { state, requests: n } of requests.byState) {
      const list = await data<{ total: number }>(
        s.clerk,
        `/api/v1/requests?state=${state}&pageSize=1`,
      );
      expect(n, state).toBe(list.total);
    }
    expect(
      requests.byState.some((r) => ['completed', 'rejected', 'cancelled'].includes(r.state)),
    ).toBe(false);
  });

  it('sums this month’s bills to the satang, the rate as paid over billed', async () => {
    const bills = await card<DashboardBills>(s.manager, 'bills');
    expect(bills.month).toBe(bangkokDate(new Date()).slice(0, 7));
    expect(bills.unpaid).toBeLessThanOrEqual(bills.billed - bills.paid);
    expect(bills.collectionRateBp).toBe(
      bills.billed === 0
        ? null
        : Math.floor((bills.paid * 20_000 + bills.billed) / (bills.billed * 2)),
    );
    const jobs = await card<DashboardJobs>(s.manager, 'jobs');
    expect(jobs.items.every((j) => j.status === 'queued' || j.status === 'running')).toBe(true);
  });

  it('refuses each position the cards of screens it may not open', async () => {
    const expected: Record<string, Record<string, number>> = {
      cashier: {
        counter: 200,
        readings: 403,
        checks: 403,
        bills: 403,
        debtors: 403,
        requests: 403,
        jobs: 200,
      },
      reader: {
        counter: 403,
        readings: 200,
        checks: 200,
        bills: 403,
        debtors: 403,
        requests: 403,
        jobs: 200,
      },
      clerk: {
        counter: 403,
        readings: 200,
        checks: 200,
        bills: 200,
        debtors: 200,
        requests: 200,
        jobs: 200,
      },
      it: {
        counter: 403,
        readings: 200,
        checks: 200,
        bills: 200,
        debtors: 200,
        requests: 403,
        jobs: 200,
      },
      auditor: {
        counter: 200,
        readings: 200,
        checks: 200,
        bills: 200,
        debtors: 200,
        requests: 200,
        jobs: 200,
      },
    };
    for (const [who, cards] of Object.entries(expected)) {
      for (const [name, status] of Object.entries(cards)) {
        const session = s[who];
        if (!session) throw new Error(who);
        const res = await get(session, `/api/v1/dashboard/${name}`);
        expect(res.statusCode, `${who} ${name}`).toBe(status);
      }
    }
  });

  it('shows another organisation none of the demo’s figures', async () => {
    const other = await createOrg(t);
    const manager = await other.login('manager');
    const debtors = await card<DashboardDebtors>(manager, 'debtors');
    expect([debtors.debtors, debtors.owed]).toEqual([0, 0]);
    const counter = await card<DashboardCounter>(await other.login('finance_officer'), 'counter');
    expect([counter.receipts, counter.amount, counter.byChannel]).toEqual([0, 0, []]);
    expect((await card<DashboardReadings>(manager, 'readings')).round).toBeNull();
    expect((await card<DashboardChecks>(manager, 'checks')).waiting).toBe(0);
    const bills = await card<DashboardBills>(manager, 'bills');
    expect([bills.bills, bills.billed, bills.collectionRateBp]).toEqual([0, 0, null]);
    expect((await card<DashboardRequests>(manager, 'requests')).waiting).toBe(0);
    // A card carries no id to guess: a demo round's progress asked by the other org is 404.
    const demoRound = (await card<DashboardReadings>(s.manager, 'readings')).round?.id;
    const res = await get(manager, `/api/v1/service-rounds/${demoRound}/progress`);
    expect(res.statusCode).toBe(404);
  });
});
