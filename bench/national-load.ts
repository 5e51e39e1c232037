/**
 * What runs beside the month-end's billing in the national bench: the counter (cashiers
 * paying debts, one Idempotency-Key a payment, as the cashier's screen does), a clerk's
 * search of connections; the counter's floor is commit-floor.ts.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { call, type Session } from './national-server.ts';

export const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round((s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? 0) * 10) / 10;
};

export { commitFloor } from './commit-floor.ts';

/** A connection's unpaid bills, paid in one receipt (oldest first, as the counter does). */
export type Debt = { waterUserId: string; billIds: string[]; amount: number };

export const debtsOf = async (url: string, orgId: string, limit: number): Promise<Debt[]> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ u: string; ids: string[]; amount: string }>(
      `select water_user_id as u, array_agg(id order by bill_date, number) as ids,
         sum(total - paid) as amount
       from bills where org_id = $1 and status in ('issued', 'partly_paid') and total > paid
       group by water_user_id order by water_user_id limit $2`,
      [orgId, limit],
    );
    return rows.map((r) => ({ waterUserId: r.u, billIds: r.ids, amount: Number(r.amount) }));
  } finally {
    await client.end();
  }
};

export type Cashier = { orgId: string; session: Session; channelId: string; debts: Debt[] };

/** `at`: when each payment was asked, in ms from the load's start (`ms` in the same order). */
export type CounterResult = {
  receipts: number;
  failed: number;
  seconds: number;
  ms: number[];
  at: number[];
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every cashier pays its debts one after the other until `done()` or none is left: flat
 * out, or (`paceMs`) one payment every paceMs each, as a busy counter takes them (a real
 * one takes a payment a minute or so; every 2 s is thirty times that), the cashiers'
 * ticks spread over the pace.
 */
export const counterLoad = async (
  base: string,
  cashiers: Cashier[],
  done: () => boolean,
  paceMs = 0,
): Promise<CounterResult> => {
  const ms: number[] = [];
  const at: number[] = [];
  let failed = 0;
  let firstError = '';
  const started = performance.now();
  await Promise.all(
    cashiers.map(async ({ session, channelId, debts }, c) => {
      for (const [k, debt] of debts.entries()) {
        if (paceMs > 0) {
          const tick = started + (c / cashiers.length) * paceMs + k * paceMs;
          await sleep(Math.max(0, tick - performance.now()));
        }
        if (done()) return;
        const asked = performance.now() - started;
        const res = await call(
          base,
          'POST',
          '/api/v1/receipts',
          session,
          { ...debt, channelId, tendered: debt.amount },
          { 'idempotency-key': randomUUID() },
        );
        ms.push(res.ms);
        at.push(asked);
        if (res.status !== 201) {
          failed += 1;
          firstError ||= `${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
        }
      }
    }),
  );
  if (firstError) console.error(`counter: first refusal: ${firstError}`);
  return {
    receipts: ms.length - failed,
    failed,
    seconds: (performance.now() - started) / 1000,
    ms,
    at,
  };
};

/** The p99 of the payments asked before `splitMs` and of those asked after it. */
export const p99Split = ({ ms, at }: CounterResult, splitMs: number) => {
  const before = ms.filter((_, i) => (at[i] ?? 0) < splitMs);
  const after = ms.filter((_, i) => (at[i] ?? 0) >= splitMs);
  return `${percentile(before, 0.99)} (${before.length}) / ${percentile(after, 0.99)} (${after.length})`;
};

/** The p99 of the payments asked in each `windowMs` of the load, in order (the timeline). */
export const p99Windows = ({ ms, at }: CounterResult, windowMs: number) => {
  const windows: number[][] = [];
  for (const [i, t] of at.entries()) (windows[Math.floor(t / windowMs)] ??= []).push(ms[i] ?? 0);
  return [...windows].map((w) => Math.round(percentile(w ?? [], 0.99))).join(' ');
};

/** A clerk searching connections by name and number, one after the other, until `done()`. */
export const searchLoad = async (
  base: string,
  session: Session,
  terms: string[],
  done: () => boolean,
) => {
  const ms: number[] = [];
  let failed = 0;
  for (let i = 0; !done(); i++) {
    const q = encodeURIComponent(terms[i % terms.length] ?? '1');
    const res = await call(base, 'GET', `/api/v1/water-users?q=${q}&pageSize=20`, session);
    if (res.status === 200) ms.push(res.ms);
    else failed += 1;
    await sleep(50);
  }
  return { searches: ms.length, failed, ms };
};

/** A 2,000-connection organisation's first names and numbers, for the clerk. */
export const searchTerms = async (url: string, orgId: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ customer_no: string; first_name: string }>(
    `select customer_no, first_name from water_users where org_id = $1 order by customer_no
     limit 40`,
    [orgId],
  );
  await client.end();
  return rows.flatMap((r) => [r.first_name, r.customer_no]);
};

/** Terms of one and two letters that many of the organisation's connections match. */
export const shortSearches = async (url: string, orgId: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ first_name: string }>(
    `select first_name from water_users where org_id = $1 order by customer_no limit 1`,
    [orgId],
  );
  await client.end();
  const name = rows[0]?.first_name ?? 'สม';
  return [name.slice(0, 1), name.slice(0, 2), '1'];
};
