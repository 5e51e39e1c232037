/**
 * The counter bench (issue 10, MONEY.md §9) on the generated utility, its round billed by
 * the app's job: 8 cashiers, each with their own receipt book, pay bills at once through
 * POST /api/v1/receipts (as the cashier's screen does, one Idempotency-Key a payment);
 * receipts a second, latency p50/p99, and every book checked for gaps and repeats. Then a
 * cashier's day of 2,000 receipts read as the ป.32. Targets (PostgreSQL): ≥ 200 receipts/s,
 * p99 < 100 ms, 0 gaps, 0 duplicates; the ป.32 of 2,000 receipts < 200 ms.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { bangkokDate } from '@prapa/domain';
import type { Database } from '../apps/api/src/db/client.ts';
import { withSystem } from '../apps/api/src/db/tenant.ts';
import { hashPassword } from '../apps/api/src/lib/passwords.ts';
import { billedRound } from './billing.ts';
import { commitFloor } from './commit-floor.ts';
import { BENCH_CODE, BENCH_PASSWORD } from './generate.ts';
import { profiled } from './profile.ts';
import { queryTimer, type QueryShare } from './query-timer.ts';
import { summarise, time, type Stats } from './stats.ts';

const CASHIERS = 8;
/** Payments a cashier makes: 8 × 250 = the 2,000 receipts of the day the ป.32 reads. */
const EACH = Number(process.env.BENCH_RECEIPTS_EACH ?? 250);
/** Payments a cashier makes again with every statement timed (the timer patches the driver). */
const TIMED_EACH = 25;
/** Cashier 1's day once it has gone on alone: the ป.32 of 2,000 receipts of one collector. */
const ONE_DAY = Math.max(EACH + TIMED_EACH, Number(process.env.BENCH_RECEIPTS_ONE_DAY ?? 2_000));

type Json = { data: Record<string, unknown> };
type Headers = Record<string, string>;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const signIn = async (app: FastifyInstance, username: string): Promise<Headers> => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/cms/auth/login',
    payload: { org_id: BENCH_CODE, username, password: BENCH_PASSWORD },
  });
  const body = res.json() as {
    data: { tokens: { access: { token: string } }; user: { org_id: string } };
  };
  return { authorization: `Bearer ${body.data.tokens.access.token}`, orgid: body.data.user.org_id };
};

export type ReceiptsBench = {
  facts: Record<string, string | number>;
  latency: Record<string, Stats>;
  /** The 8 cashiers' statements, the costliest first (their time as the app waited for them). */
  statements: Record<string, QueryShare>;
};

export const benchReceipts = async (
  app: FastifyInstance,
  database: Database,
): Promise<ReceiptsBench> => {
  const manager = await signIn(app, 'manager');
  const orgId = manager.orgid ?? '';
  const send = async (method: 'GET' | 'POST', url: string, payload?: object, headers = manager) => {
    const res = await app.inject({ method, url, headers, payload });
    if (res.statusCode >= 300)
      throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.json() as Json;
  };
  const facts: Record<string, string | number> = {};
  const latency: Record<string, Stats> = {};

  // The round billed by the app's job (what the billing bench measures).
  const round = await billedRound(database, orgId, send);

  // 8 cashiers of the office, each handed a book of this fiscal year.
  const hash = await hashPassword(BENCH_PASSWORD);
  await withSystem(database.db, (tx) =>
    tx.execute(sql`
      insert into officers (org_id, office_id, username, password_hash, full_name, position, role)
      select ${orgId}, (select id from offices where org_id = ${orgId} limit 1), 'cashier' || g,
        ${hash}, 'แคชเชียร์ ' || g, 'cashier', 'editor'
      from generate_series(1, ${CASHIERS}) g`),
  );
  const officers = rowsOf<{ id: string; username: string }>(
    await withSystem(database.db, (tx) =>
      tx.execute(
        sql`select id, username from officers where org_id = ${orgId} and position = 'cashier'`,
      ),
    ),
  );
  const today = bangkokDate(new Date());
  for (const [i, o] of officers.entries()) {
    const book = (
      await send('POST', '/api/v1/receipt-books', {
        bookNo: `C${i + 1}`,
        kind: 'electronic',
        firstNo: 1,
        lastNo: 10_000,
        receivedAt: today,
      })
    ).data;
    await send('POST', `/api/v1/receipt-books/${String(book.id)}/hand-over`, {
      holderOfficerId: o.id,
    });
  }
  const channel = rowsOf<{ id: string }>(
    await withSystem(database.db, (tx) =>
      tx.execute(sql`select id from payment_channels where org_id = ${orgId} and code = 'CASH'`),
    ),
  )[0]?.id;
  const bills = rowsOf<{ id: string; water_user_id: string; total: number }>(
    await withSystem(database.db, (tx) =>
      tx.execute(sql`select id, water_user_id, total::float8 as total from bills
        where org_id = ${orgId} and round_id = ${round.id} and status = 'issued'
        order by number limit ${CASHIERS * (EACH + TIMED_EACH) + ONE_DAY - EACH - TIMED_EACH}`),
    ),
  );
  const sessions = await Promise.all(officers.map((o) => signIn(app, o.username)));

  // The counter: 8 cashiers at once, each paying its share of bills one after the other.
  const samples: number[] = [];
  let failures = 0;
  const payBill = async (headers: Headers, bill: (typeof bills)[number], into: number[]) => {
    const t0 = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/receipts',
      headers: { ...headers, 'idempotency-key': randomUUID() },
      payload: {
        waterUserId: bill.water_user_id,
        billIds: [bill.id],
        amount: bill.total,
        channelId: channel,
        tendered: bill.total,
      },
    });
    into.push(performance.now() - t0);
    if (res.statusCode !== 201) failures += 1;
  };
  // The 8 cashiers measured as they are; then a few more payments each with every
  // statement timed: the timer's patch of the driver costs the Node thread too.
  const counter = async (from: number, each: number, into: number[]) => {
    const started = performance.now();
    await Promise.all(
      sessions.map(async (headers, c) => {
        for (let i = 0; i < each; i++) {
          const bill = bills[from + c * each + i];
          if (bill) await payBill(headers, bill, into);
        }
      }),
    );
    return (performance.now() - started) / 1000;
  };
  const seconds = await profiled(`receipts-${database.kind}`, () => counter(0, EACH, samples));
  const timer = queryTimer(database);
  timer.start();
  const timedSamples: number[] = [];
  const timedSeconds = await counter(CASHIERS * EACH, TIMED_EACH, timedSamples);
  const queries = timer.stop();
  timer.close();
  const s = [...samples].sort((a, b) => a - b);
  const p99 = s[Math.min(s.length - 1, Math.floor(0.99 * s.length))] ?? 0;
  const books = rowsOf<{ receipts: number; numbers: number; next_no: number; first_no: number }>(
    await withSystem(database.db, (tx) =>
      tx.execute(sql`select k.next_no, k.first_no, count(r.id)::int as receipts,
          count(distinct r.number)::int as numbers
        from receipt_books k left join receipts r on r.org_id = k.org_id and r.book_id = k.id
        where k.org_id = ${orgId} group by k.id, k.org_id`),
    ),
  );
  const gaps = books.reduce((n, b) => n + (Number(b.next_no) - Number(b.first_no) - b.numbers), 0);
  const duplicates = books.reduce((n, b) => n + (b.receipts - b.numbers), 0);
  facts['receipts, 8 cashiers at once'] = samples.length - failures;
  facts['refused or failed'] = failures;
  facts['receipts a second'] = Math.round(((samples.length - failures) / seconds) * 10) / 10;
  facts[`floor: one-row commits a second, ${CASHIERS} connections`] = await commitFloor(
    database,
    CASHIERS,
  );
  facts['receipts a second, every statement timed'] =
    Math.round((timedSamples.length / timedSeconds) * 10) / 10;
  facts['p99 (ms)'] = Math.round(p99 * 10) / 10;
  facts['gaps / duplicates in the books'] = `${gaps} / ${duplicates}`;
  latency['POST /api/v1/receipts (8 at once)'] = summarise(samples);

  const first = officers[0]?.id ?? '';
  const dayOf = async (officerId: string) =>
    send('GET', `/api/v1/reports/p32?officerId=${officerId}&date=${today}`);
  latency[`GET /api/v1/reports/p32 (one cashier, ${EACH} receipts)`] = await time(20, () =>
    dayOf(first),
  );
  latency[`GET /api/v1/reports/p32-daily (${CASHIERS * EACH} receipts)`] = await time(20, () =>
    send('GET', `/api/v1/reports/p32-daily?date=${today}`),
  );

  // Cashier 1 goes on alone (nobody else at the counter) until its day has ONE_DAY receipts.
  const alone: number[] = [];
  const [firstSession] = sessions;
  for (const bill of bills.slice(CASHIERS * (EACH + TIMED_EACH))) {
    if (firstSession) await payBill(firstSession, bill, alone);
  }
  latency['POST /api/v1/receipts (one cashier alone)'] = summarise(alone);
  facts['receipts of cashier 1 today'] = ((await dayOf(first)).data.receipts as unknown[]).length;
  latency[`GET /api/v1/reports/p32 (one cashier, ${ONE_DAY} receipts)`] = await time(20, () =>
    dayOf(first),
  );

  // The counter's search: a name typed (through the trigram index), a customer number.
  const someone = rowsOf<{ customer_no: string; first_name: string }>(
    await withSystem(database.db, (tx) =>
      tx.execute(sql`select customer_no, first_name from water_users
        where org_id = ${orgId} order by customer_no offset 5000 limit 1`),
    ),
  )[0];
  const [cashierSession] = sessions;
  const find = (q: string) =>
    send('GET', `/api/v1/counter/find?q=${encodeURIComponent(q)}`, undefined, cashierSession);
  latency['GET /api/v1/counter/find (a first name)'] = await time(20, () =>
    find(someone?.first_name ?? 'สมชาย'),
  );
  latency['GET /api/v1/counter/find (a customer number)'] = await time(20, () =>
    find(someone?.customer_no ?? '1'),
  );
  const statements = Object.fromEntries(Object.entries(queries.shares).slice(0, 14));
  return { facts, latency, statements };
};
