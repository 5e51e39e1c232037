/**
 * The billing bench (issue 9, MONEY.md §9) on the generated utility: a round with a
 * checked reading for every connection, billed as the app does it (POST …/billing, the
 * job in batches of 500, to the job succeeded) while GET /api/health is probed; the
 * raw-SQL floor of the same bills and lines (one INSERT … SELECT each, on the same round
 * in a transaction rolled back); then one route's bills as a streamed batch PDF.
 * Targets: run ≤ 3× the floor and ≤ 60 s on PGlite; PDF of 1,000 bills ≤ 20 s, memory flat.
 */
import v8 from 'node:v8';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { BillingPreview, JobView } from '@prapa/contracts';
import { fiscalYearOf } from '@prapa/domain';
import type { Database } from '../apps/api/src/db/client.ts';
import { withSystem, withTenant, type Tx } from '../apps/api/src/db/tenant.ts';
import { DEFAULT_TARIFF_FROM } from '../apps/api/src/modules/basic/defaults-data.ts';
import { BILLING_BATCH } from '../apps/api/src/modules/billing/billing-job.ts';
import { BENCH_CODE, BENCH_PASSWORD, bulkWrites } from './generate.ts';
import { probeWhile } from './probe.ts';
import { profiled } from './profile.ts';
import { queryTimer, type QueryShare } from './query-timer.ts';
import type { Stats } from './stats.ts';

/** How often the floor is measured (each rolled back): its median is the floor. */
const FLOOR_RUNS = Number(process.env.BENCH_FLOOR_RUNS ?? 3);
/** The route printed: R01, the route of exactly 1,000 connections (generate.ts). */
const PRINT_ROUTE = 'R01';

type Json = { data: Record<string, unknown> };
export type Round = {
  id: string;
  yearBe: number;
  month: number;
  periodFrom: string;
  periodTo: string;
  billDate: string;
  dueDate: string;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const one = async <T>(tx: Tx, query: ReturnType<typeof sql>) => {
  const [row] = rowsOf<T>(await tx.execute(query));
  if (!row) throw new Error('no row');
  return row;
};
const ms = (started: number) => Math.round(performance.now() - started);
const seconds = (v: number) => Math.round(v / 100) / 10;
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/**
 * The round to bill: the next one the cycle proposes, a checked reading (not held) for
 * every connection, usages spread as a village's (readings.ts), status `reading`. The
 * printed route is made all billable, so it prints exactly its connections' bills.
 */
export const prepareRound = async (
  database: Database,
  orgId: string,
  send: (method: 'GET' | 'POST', url: string, payload?: object) => Promise<Json>,
  // The national bench: analyse once after preparing many rounds; write under bulkWrites.
  { analyze = true, bulk = false } = {},
): Promise<Round> => {
  const proposal = (await send('GET', '/api/v1/service-rounds/proposal')).data;
  const { dueDate, warnDate: _w, cutoffDate: _c, ...input } = proposal;
  const created = (await send('POST', '/api/v1/service-rounds', input)).data;
  const round = { ...(created as unknown as Round), dueDate: String(dueDate) };
  await withSystem(database.db, async (tx) => {
    if (bulk) await bulkWrites(tx);
    // The default tariffs start on DEFAULT_TARIFF_FROM: on an earlier bill date (a bench
    // machine's clock), the same tariffs from the bill date.
    if (round.billDate < DEFAULT_TARIFF_FROM) {
      await tx.execute(sql`
        insert into tariffs (org_id, user_type_id, effective_from, method, blocks, minimum_charge, note)
        select org_id, user_type_id, ${round.billDate}, method, blocks, minimum_charge, note
        from tariffs where org_id = ${orgId} and effective_from = ${DEFAULT_TARIFF_FROM}`);
    }
    await tx.execute(sql`
      update water_users u set usage_status_id = n.id
      from usage_statuses n, collection_routes r
      where u.org_id = ${orgId} and n.org_id = u.org_id and n.code = 'NORMAL'
        and r.org_id = u.org_id and r.id = u.route_id and r.code = ${PRINT_ROUTE}
        and u.usage_status_id <> n.id`);
    await tx.execute(sql`
      insert into readings (org_id, round_id, water_user_id, previous, current, usage, average,
        code, anomaly, held, diff_bp, status, source, read_at)
      select u.org_id, ${round.id}, u.id, 100, 100 + x.usage, x.usage, 15, '00',
        case when x.usage = 0 then 'zero' when x.usage < 8 then 'low'
             when x.usage > 45 then 'veryHigh' when x.usage > 30 then 'high' else 'normal' end,
        false, ((x.usage - 15) * 10000) / 15, 'checked', 'phone', now()
      from water_users u
      cross join lateral (select abs(hashtext(u.id::text)) % 100 as p) h
      cross join lateral (select case
          when h.p = 0 then 0 when h.p < 5 then 3 + h.p when h.p < 9 then 31 + h.p
          when h.p < 11 then 50 + h.p else 10 + (h.p % 11) end as usage) x
      where u.org_id = ${orgId}`);
    await tx.execute(sql`update service_rounds set status = 'reading' where id = ${round.id}`);
  });
  const analysed = analyze ? ['readings', 'water_users', 'bills', 'bill_lines'] : [];
  for (const table of analysed) await database.db.execute(sql.raw(`analyze ${table}`));
  return round;
};

/** A prepared round billed by the app's job, as the counter and bank benches start. */
export const billedRound = async (
  database: Database,
  orgId: string,
  send: (method: 'GET' | 'POST', url: string, payload?: object) => Promise<Json>,
): Promise<Round> => {
  const round = await prepareRound(database, orgId, send);
  const job = (await send('POST', `/api/v1/service-rounds/${round.id}/billing`)).data;
  for (;;) {
    const seen = (await send('GET', `/api/v1/jobs/${String(job.id)}`)).data;
    if (seen.status === 'succeeded') break;
    if (seen.status === 'failed') throw new Error(`billing failed: ${JSON.stringify(seen.error)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return round;
};

/** BENCH_EXPLAIN=1: the floor's plans, run and rolled back before it is timed. */
const explain = async (tx: Tx, query: ReturnType<typeof sql>) => {
  if (!process.env.BENCH_EXPLAIN) return 0;
  const started = performance.now();
  await tx.execute(sql`savepoint explain`);
  const plan = rowsOf<{ 'QUERY PLAN': string }>(
    await tx.execute(sql`explain (analyze, buffers) ${query}`),
  );
  await tx.execute(sql`rollback to savepoint explain`);
  console.log(plan.map((r) => r['QUERY PLAN']).join('\n'));
  return ms(started);
};

/**
 * The floor: the round's bills as one INSERT … SELECT (walk order numbers from the
 * counter, the flat tariff's water charge, the top-up to the minimum, the meter fee, a
 * percent discount on the water charge, a snapshot of the customer, round, reading and
 * price built in SQL), then their lines as one INSERT … SELECT (block, top-up, meter fee,
 * discount), as the app's role under RLS. Rolled back: bills are immutable, and the run
 * bills the same round afterwards.
 */
export const floorOnce = async (database: Database, orgId: string, round: Round) => {
  const fy = fiscalYearOf(round.billDate);
  const out = { billsMs: 0, linesMs: 0, totalMs: 0, bills: 0, total: 0, lines: 0 };
  const rollback = new Error('rollback');
  try {
    await withTenant(database.db, orgId, async (tx) => {
      const started = performance.now();
      await tx.execute(sql`
        insert into bill_counters (org_id, fiscal_year, last_seq) values (${orgId}, ${fy}, 0)
        on conflict do nothing`);
      const { last } = await one<{ last: number }>(
        tx,
        sql`select last_seq as last from bill_counters
            where org_id = ${orgId} and fiscal_year = ${fy} for update`,
      );
      const billsSql = sql`
        with tariff as (
          select distinct on (t.user_type_id) t.user_type_id,
            (t.blocks -> 0 ->> 'rate')::bigint as rate, t.minimum_charge as minimum
          from tariffs t where t.org_id = ${orgId} and t.effective_from <= ${round.billDate}
          order by t.user_type_id, t.effective_from desc
        ),
        entitled as (
          select e.water_user_id, sum(s.value) as bp
          from discount_entitlements e
          join discount_schemes s on s.org_id = e.org_id and s.id = e.scheme_id
          where e.org_id = ${orgId} and s.active and s.kind = 'percent'
            and s.applies_to = 'water_charge' and e.valid_from <= ${round.billDate}
            and (e.valid_to is null or e.valid_to >= ${round.billDate})
          group by e.water_user_id
        ),
        w as (
          select u.org_id, u.id, u.customer_no, u.title, u.first_name, u.last_name, u.house_no,
            u.moo, u.subdistrict, u.district, u.province, u.postcode, u.meter_serial,
            u.route_seq, cr.code as route_code, ut.name as user_type, r.id as reading_id,
            r.previous, r.current, r.usage, r.code as reading_code, r.read_at,
            t.rate, t.minimum, r.usage * t.rate as water, coalesce(ms.monthly_fee, 0) as fee,
            coalesce(en.bp, 0) as discount_bp
          from water_users u
          join usage_statuses us on us.org_id = u.org_id and us.id = u.usage_status_id
            and us.bill_mode = 'normal'
          join readings r on r.org_id = u.org_id and r.round_id = ${round.id}
            and r.water_user_id = u.id and not r.held
          join user_types ut on ut.org_id = u.org_id and ut.id = u.user_type_id
          join tariff t on t.user_type_id = u.user_type_id
          left join entitled en on en.water_user_id = u.id
          left join meter_sizes ms on ms.org_id = u.org_id and ms.id = u.meter_size_id
          left join collection_routes cr on cr.org_id = u.org_id and cr.id = u.route_id
          where u.org_id = ${orgId}
        ),
        topped as (select w.*, greatest(w.minimum - w.water, 0) as top_up from w),
        priced as (
          select p.*, -(((p.water + p.top_up) * p.discount_bp + 5000) / 10000) as discount,
            row_number() over (order by p.route_code nulls last, p.route_seq nulls last,
              p.customer_no) as n
          from topped p
        ),
        ins as (
          insert into bills (org_id, kind, fiscal_year, seq, number, round_id, water_user_id,
            reading_id, customer_no, bill_date, due_date, usage, total, paid, status, snapshot)
          select p.org_id, 'water', ${fy}, ${last} + p.n,
            ${String(fy)} || lpad((${last} + p.n)::text, 6, '0'), ${round.id}, p.id,
            p.reading_id, p.customer_no, ${round.billDate}, ${round.dueDate}, p.usage,
            p.water + p.top_up + p.fee + p.discount, 0,
            case when p.water + p.top_up + p.fee + p.discount = 0 then 'paid' else 'issued' end,
            jsonb_build_object(
              'org', jsonb_build_object('nameTh', o.name_th, 'address', o.address,
                'phone', o.phone, 'taxId', o.tax_id),
              'customer', jsonb_build_object('customerNo', p.customer_no,
                'name', concat_ws(' ', coalesce(p.title, '') || p.first_name, p.last_name),
                'address', concat_ws(' ', p.house_no, 'หมู่ ' || p.moo, p.subdistrict,
                  p.district, p.province, p.postcode),
                'meterSerial', p.meter_serial, 'routeCode', p.route_code,
                'routeSeq', p.route_seq, 'userType', p.user_type),
              'round', jsonb_build_object('yearBe', ${round.yearBe}::int,
                'month', ${round.month}::int, 'periodFrom', ${round.periodFrom}::text,
                'periodTo', ${round.periodTo}::text),
              'reading', jsonb_build_object('previous', p.previous, 'current', p.current,
                'usage', p.usage, 'code', p.reading_code, 'readAt', p.read_at),
              'priced', jsonb_build_object('rate', p.rate, 'water', p.water,
                'topUp', p.top_up, 'meterFee', p.fee, 'discountBp', p.discount_bp,
                'discount', p.discount))
          from priced p join organisations o on o.id = p.org_id
          returning total
        )
        select count(*)::int as n, coalesce(sum(total), 0)::float8 as total from ins`;
      let explained = await explain(tx, billsSql);
      let t = performance.now();
      const inserted = await one<{ n: number; total: number }>(tx, billsSql);
      out.billsMs = ms(t);
      await tx.execute(sql`
        update bill_counters set last_seq = last_seq + ${inserted.n}
        where org_id = ${orgId} and fiscal_year = ${fy}`);
      const linesSql = sql`
        with ins as (
          insert into bill_lines (org_id, bill_id, seq, kind, label_key, quantity, rate, amount, detail)
          select b.org_id, b.id, row_number() over (partition by b.id order by l.ord), l.kind,
            l.label_key, l.quantity, l.rate, l.amount, l.detail
          from bills b
          cross join lateral (select b.snapshot -> 'priced' as p) x
          cross join lateral (values
            (1, 'block', 'bill.line.block', b.usage, (x.p ->> 'rate')::int,
              (x.p ->> 'water')::bigint, jsonb_build_object('from', 1, 'to', b.usage)),
            (2, 'minimum_top_up', 'bill.line.minimumTopUp', null, null,
              (x.p ->> 'topUp')::bigint, null),
            (3, 'meter_fee', 'bill.line.meterFee', null, null,
              (x.p ->> 'meterFee')::bigint, null),
            (4, 'discount', 'bill.line.discount.percent', null, (x.p ->> 'discountBp')::int,
              (x.p ->> 'discount')::bigint,
              jsonb_build_object('discountKind', 'percent',
                'base', (x.p ->> 'water')::bigint + (x.p ->> 'topUp')::bigint))
          ) l(ord, kind, label_key, quantity, rate, amount, detail)
          where b.org_id = ${orgId} and b.round_id = ${round.id} and b.kind = 'water'
            and b.status <> 'void'
            and case l.kind when 'block' then b.usage > 0 when 'discount' then l.rate > 0
                 else l.amount > 0 end
          returning 1
        )
        select count(*)::int as n from ins`;
      explained += await explain(tx, linesSql);
      t = performance.now();
      const lines = rowsOf<{ n: number }>(await tx.execute(linesSql));
      out.linesMs = ms(t);
      out.totalMs = ms(started) - explained;
      out.bills = inserted.n;
      out.total = inserted.total;
      out.lines = lines[0]?.n ?? 0;
      throw rollback;
    });
  } catch (err) {
    if (err !== rollback) throw err;
  }
  // The rolled-back rows are dead tuples the run would otherwise step over.
  for (const table of ['bills', 'bill_lines', 'bill_counters']) {
    await database.db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  return out;
};

/** Collects garbage, for heap figures without it (the bench runs without --expose-gc). */
let gc: (() => void) | null = null;
const collector = () => {
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as () => void;
  }
  gc();
};

/**
 * The process's memory while on: sampled every 10 ms and whenever `sample` is called (a
 * blocked event loop runs no timer), the peak of each figure; the heap collected before
 * and after.
 */
const memoryWatch = () => {
  collector();
  const before = process.memoryUsage();
  const peak = { ...before };
  const sample = () => {
    const m = process.memoryUsage();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.heapUsed = Math.max(peak.heapUsed, m.heapUsed);
    peak.arrayBuffers = Math.max(peak.arrayBuffers, m.arrayBuffers);
  };
  const timer = setInterval(sample, 10);
  return {
    sample,
    stop: () => {
      clearInterval(timer);
      sample();
      collector();
      return { before, peak, after: process.memoryUsage() };
    },
  };
};

/**
 * How late the event loop ran while on (sampled every 10 ms): its max is the longest
 * the process answered nothing, also when no probe could be sent meanwhile.
 */
const loopDelay = async () => {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  // Its first turn sets where it counts from: a loop blocked before that goes unseen.
  await new Promise((resolve) => setTimeout(resolve, 25));
  return async (): Promise<Stats> => {
    // A loop blocked to the end of the work is recorded at its next turn.
    await new Promise((resolve) => setTimeout(resolve, 20));
    h.disable();
    const r = (ns: number) => Math.round(ns / 1e4) / 100;
    return {
      n: h.count,
      medianMs: r(h.percentile(50)),
      p95Ms: r(h.percentile(95)),
      maxMs: r(h.max),
    };
  };
};

export type BillingBench = {
  facts: Record<string, string | number>;
  latency: Record<string, Stats>;
  statements: Record<string, QueryShare>;
};

export const benchBilling = async (
  app: FastifyInstance,
  database: Database,
): Promise<BillingBench> => {
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/cms/auth/login',
    payload: { org_id: BENCH_CODE, username: 'manager', password: BENCH_PASSWORD },
  });
  const session = login.json() as {
    data: { tokens: { access: { token: string } }; user: { org_id: string } };
  };
  const orgId = session.data.user.org_id;
  const headers = { authorization: `Bearer ${session.data.tokens.access.token}`, orgid: orgId };
  const send = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers, payload });
    if (res.statusCode >= 300)
      throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.json() as Json;
  };
  const facts: Record<string, string | number> = {};
  const latency: Record<string, Stats> = {};

  let started = performance.now();
  const round = await prepareRound(database, orgId, send);
  const counts = await withSystem(database.db, (tx) =>
    one<{ connections: number; normal: number }>(
      tx,
      sql`select count(*)::int as connections,
          count(*) filter (where s.bill_mode = 'normal')::int as normal
        from water_users u join usage_statuses s on s.id = u.usage_status_id
        where u.org_id = ${orgId}`,
    ),
  );
  facts.connections = counts.connections;
  facts['of them billed by their status (normal)'] = counts.normal;
  facts['round (bill date)'] = `${round.yearBe}/${round.month} (${round.billDate})`;
  facts['read the round, set-based (ms)'] = ms(started);

  // The floor first, rolled back each time: the run then bills the same round.
  const floors: Awaited<ReturnType<typeof floorOnce>>[] = [];
  for (let i = 0; i < FLOOR_RUNS; i++) floors.push(await floorOnce(database, orgId, round));
  const floor = floors.find((f) => f.totalMs === median(floors.map((x) => x.totalMs)));
  if (!floor) throw new Error('no floor');

  // The run, as the billing screen starts it, to the job succeeded.
  const timer = queryTimer(database);
  timer.start();
  const runLoop = await loopDelay();
  const run = await probeWhile(app, () =>
    profiled(`billing-run-${database.kind}`, async () => {
      const job = (await send('POST', `/api/v1/service-rounds/${round.id}/billing`))
        .data as JobView;
      for (;;) {
        const res = await app.inject({ url: `/api/v1/jobs/${job.id}`, headers });
        const view = (res.json() as { data: JobView }).data;
        if (view.status === 'failed') throw new Error(`billing job: ${JSON.stringify(view.error)}`);
        if (view.status === 'succeeded') return view;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }),
  );
  const runLoopDelay = await runLoop();
  // The screen's polls of the job are not the run's transactions.
  const queries = timer.stop(/^select … from jobs /);
  timer.close();
  const summary = run.value.result as BillingPreview;
  const billed = await withSystem(database.db, (tx) =>
    one<{ bills: number; total: number; lines: number; snapshot: number }>(
      tx,
      sql`select count(*)::int as bills, sum(total)::float8 as total,
          (select count(*)::int from bill_lines l where l.org_id = b.org_id
            and l.bill_id in (select id from bills where round_id = ${round.id})) as lines,
          round(avg(pg_column_size(snapshot)))::int as snapshot
        from bills b where b.org_id = ${orgId} and b.round_id = ${round.id}
        group by b.org_id`,
    ),
  );
  facts['run: bills'] = summary.bills;
  facts['run: lines'] = billed.lines;
  facts['run: total (฿)'] = summary.total / 100;
  facts['run: skipped'] = summary.skipped.length;
  facts[`run: batches of ${BILLING_BATCH}`] = Math.ceil(summary.bills / BILLING_BATCH);
  facts['run, POST to the job succeeded (s)'] = seconds(run.ms);
  facts['  SQL statements of the run, summed (s)'] = seconds(queries.totalMs);
  facts['  the rest: JavaScript, waiting (s)'] = seconds(run.ms - queries.totalMs);
  facts['  its transactions'] = queries.transactions.n;
  queries.longest.forEach((line, i) => {
    facts[`  longest transaction ${i + 1}`] = line;
  });
  facts['  bill snapshot, average (bytes)'] = billed.snapshot;
  facts['floor: bills / lines'] = `${floor.bills} / ${floor.lines}`;
  facts['floor: total (฿)'] = floor.total / 100;
  facts['floor matches the run (bills, lines, total)'] =
    floor.bills === summary.bills && floor.lines === billed.lines && floor.total === summary.total
      ? 'yes'
      : 'NO';
  facts[`floor, median of ${FLOOR_RUNS} (s)`] = seconds(floor.totalMs);
  facts['  INSERT … SELECT bills (s)'] = seconds(floor.billsMs);
  facts['  INSERT … SELECT lines (s)'] = seconds(floor.linesMs);
  facts['  floor runs (ms)'] = floors.map((f) => f.totalMs).join(', ');
  facts['run / floor (target ≤ 3)'] = Math.round((run.ms / floor.totalMs) * 10) / 10;
  if (database.kind === 'pglite') {
    facts['run on PGlite ≤ 60 s'] = run.ms <= 60_000 ? 'yes' : 'NO';
  }
  latency['GET /api/health during the billing run'] = run.health;
  latency['event loop delay during the billing run'] = runLoopDelay;
  latency["the run's transactions (the job's, not the polls)"] = queries.transactions;

  // One route's bills as the batch PDF, read as a client reads the stream.
  const [route] = await withSystem(database.db, async (tx) =>
    rowsOf<{ id: string; bills: number }>(
      await tx.execute(sql`
        select r.id, (select count(*)::int from bills b join water_users u
            on u.org_id = b.org_id and u.id = b.water_user_id
          where b.org_id = r.org_id and b.round_id = ${round.id} and u.route_id = r.id) as bills
        from collection_routes r where r.org_id = ${orgId} and r.code = ${PRINT_ROUTE}`),
    ),
  );
  if (!route) throw new Error(`no route ${PRINT_ROUTE}`);
  const watch = memoryWatch();
  const pdfLoop = await loopDelay();
  started = performance.now();
  const pdf = await probeWhile(app, () =>
    profiled(`bills-pdf-${database.kind}`, async () => {
      const res = await app.inject({
        url: `/api/v1/service-rounds/${round.id}/bills/pdf?routeId=${route.id}&paper=A5`,
        headers,
        payloadAsStream: true,
      });
      if (res.statusCode !== 200) throw new Error(`bills pdf: ${res.statusCode}`);
      let bytes = 0;
      let first = 0;
      for await (const chunk of res.stream()) {
        watch.sample();
        if (bytes === 0) first = ms(started);
        bytes += (chunk as Buffer).length;
      }
      return { bytes, first };
    }),
  );
  const memory = watch.stop();
  const pdfLoopDelay = await pdfLoop();
  facts[`PDF: route ${PRINT_ROUTE}, bills`] = route.bills;
  facts['PDF: size (MB)'] = mb(pdf.value.bytes);
  facts['PDF: first bytes after (ms)'] = pdf.value.first;
  facts['PDF: whole route (s, target ≤ 20)'] = seconds(pdf.ms);
  facts['PDF: RSS before → peak (MB)'] = `${mb(memory.before.rss)} → ${mb(memory.peak.rss)}`;
  facts['PDF: heap used before → peak → after, collected (MB)'] =
    `${mb(memory.before.heapUsed)} → ${mb(memory.peak.heapUsed)} → ${mb(memory.after.heapUsed)}`;
  facts[
    `PDF: array buffers before → peak (MB${database.pglite ? ", PGlite's memory in it" : ''})`
  ] = `${mb(memory.before.arrayBuffers)} → ${mb(memory.peak.arrayBuffers)}`;
  latency['GET /api/health during the route PDF'] = pdf.health;
  latency['event loop delay during the route PDF'] = pdfLoopDelay;

  const statements = Object.fromEntries(Object.entries(queries.shares).slice(0, 14));
  return { facts, latency, statements };
};
