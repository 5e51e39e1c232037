/**
 * Two fiscal years of history for the debtor bench, set-based: 24 monthly rounds
 * (October 2567 – September 2569) billed to every connection with two lines each
 * (water, meter fee); most bills paid, about one connection in eight owing its last
 * 1–24 rounds (a seventh of those half paid). Receipts and allocations are written for
 * the connections of route R01 only (the ledger's sample): the ageing reads bills alone.
 * HistoryOptions shape another history the same way (the national bench: 12 months, every
 * payment with its receipt, so the income report has work too).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.ts';
import { withSystem } from '../apps/api/src/db/tenant.ts';
import { bulkWrites } from './generate.ts';

export const ROUNDS = 24;
/** The connections' first round: October 2567 (fiscal year 2568). */
const FIRST = { year: 2024, month: 10 };

export type HistoryOptions = {
  rounds?: number;
  /** The first round's Gregorian month. */
  first?: { year: number; month: number };
  /**
   * Each round of a fiscal year takes the next block of this many sequence numbers: at
   * most 100,000 keeps every number 7 digits (the bill numbers of 1,000,000 blocks are cut).
   */
  seqBlock?: number;
  /** 'all': a receipt for every payment; 'R01': for route R01's only (the ledger's sample). */
  receipts?: 'R01' | 'all';
  /** false: the caller analyses once after writing many histories. */
  analyze?: boolean;
  /** Bills, lines, receipts and allocations written under bulkWrites (no table lock either). */
  bulk?: boolean;
};

type Shape = Required<HistoryOptions>;
const shapeOf = (o: HistoryOptions): Shape => ({
  rounds: o.rounds ?? ROUNDS,
  first: o.first ?? FIRST,
  seqBlock: o.seqBlock ?? 1_000_000,
  receipts: o.receipts ?? 'R01',
  analyze: o.analyze ?? true,
  bulk: o.bulk ?? false,
});

type Round = { id: string; index: number; yearBe: number; month: number; billDate: string };

const roundsOf = ({ rounds, first }: Shape): Omit<Round, 'id'>[] =>
  Array.from({ length: rounds }, (_, i) => {
    const m0 = first.month - 1 + i;
    const year = first.year + Math.floor(m0 / 12);
    const month = (m0 % 12) + 1;
    return {
      index: i + 1,
      yearBe: year + 543,
      month,
      billDate: `${year}-${String(month).padStart(2, '0')}-28`,
    };
  });

// How many of its last rounds a connection owes (0 for most): a village's spread, from
// one round behind to the whole two years.
const owedRounds = (rounds: number) => sql`case when abs(hashtext(u.id::text)) % 100 >= 12 then 0
  when u.customer_no::int % 97 = 0 then ${rounds}::int
  else (array[1, 1, 1, 1, 1, 2, 2, 3, 5, 9])[1 + u.customer_no::int % 10] end`;

// The generated village's numbered customers; the import part's IMP-… rows have no history.
const billRound = async (database: Database, orgId: string, r: Round, shape: Shape) => {
  const fy = r.month >= 10 ? r.yearBe + 1 : r.yearBe;
  // A fiscal year holds 12 rounds: each takes the next block of sequence numbers.
  const seqBase = ((r.index - 1) % 12) * shape.seqBlock;
  await withSystem(database.db, async (tx) => {
    // Synthetic history: the ageing reads bills alone, so only R01's payments have receipts
    // (below). The database refuses a paid bill with no allocation (0017); the bench, as
    // the owner, lifts that one check for this insert only, inside its transaction.
    if (shape.bulk) await bulkWrites(tx);
    else await tx.execute(sql`alter table bills disable trigger bills_paid_insert`);
    await tx.execute(sql`
      insert into bills (org_id, kind, fiscal_year, seq, number, round_id, water_user_id,
        customer_no, bill_date, due_date, usage, total, paid, status, snapshot)
      select u.org_id, 'water', ${fy}::int, ${seqBase}::int + row_number() over (order by u.customer_no),
        ${String(fy)}::text || lpad((${seqBase}::int + row_number() over (order by u.customer_no))::text, 7, '0'),
        ${r.id}::uuid, u.id, u.customer_no, ${r.billDate}::date, ${r.billDate}::date + 15, x.usage,
        x.total, x.paid, case when x.paid = x.total then 'paid' when x.paid = 0 then 'issued'
          else 'partly_paid' end,
        jsonb_build_object('round', jsonb_build_object('yearBe', ${r.yearBe}::int, 'month', ${r.month}::int),
          'reading', jsonb_build_object('previous', x.usage * ${r.index - 1}::int,
            'current', x.usage * ${r.index}::int, 'usage', x.usage, 'estimated', false))
      from (select * from water_users where org_id = ${orgId} and customer_no ~ '^[0-9]+$') u
      cross join lateral (select 5 + u.customer_no::int % 25 as usage) v
      cross join lateral (select v.usage as usage, v.usage * 700 + 1000 as total,
        case when ${r.index}::int <= ${shape.rounds}::int - ${owedRounds(shape.rounds)} then v.usage * 700 + 1000
          when u.customer_no::int % 7 = 0 then (v.usage * 700 + 1000) / 2 else 0 end as paid) x`);
    await tx.execute(sql`
      insert into bill_lines (org_id, bill_id, seq, kind, label_key, quantity, rate, amount)
      select b.org_id, b.id, l.seq, l.kind, l.label_key, l.quantity, l.rate, l.amount
      from bills b cross join lateral (values
        (1, 'block', 'bill.line.block', b.usage, 700, b.usage * 700),
        (2, 'meter_fee', 'bill.line.meterFee', null::int, null::int, 1000)
      ) l(seq, kind, label_key, quantity, rate, amount)
      where b.org_id = ${orgId} and b.round_id = ${r.id}`);
    if (!shape.bulk) await tx.execute(sql`alter table bills enable trigger bills_paid_insert`);
  });
};

/** Receipts for what route R01's (or every) connection paid, one a bill, five days after its date. */
const receiptsForSample = async (database: Database, orgId: string, shape: Shape) =>
  withSystem(database.db, async (tx) => {
    const all = shape.receipts === 'all';
    if (shape.bulk) await bulkWrites(tx);
    await tx.execute(sql`
      insert into receipt_books (org_id, fiscal_year, book_no, kind, first_no, last_no, next_no,
        state, received_at)
      values (${orgId}, 2569, 'HIST', 'paper', 1, ${all ? 9_999_999 : 99999}, 1, 'open', '2024-10-01')`);
    await tx.execute(sql`
      insert into receipts (org_id, book_id, fiscal_year, book_no, number, water_user_id,
        customer_no, business_date, paid_at, channel_id, channel_kind, amount, cashier_id,
        snapshot)
      select b.org_id, k.id, 2569, 'HIST', row_number() over (order by b.bill_date, b.customer_no),
        b.water_user_id, b.customer_no, b.bill_date + 5, (b.bill_date + 5)::timestamptz + interval '3 hours',
        c.id, 'cash', b.paid, o.id, jsonb_build_object('bill', b.id)
      from bills b
      join water_users u on u.org_id = b.org_id and u.id = b.water_user_id
      join collection_routes r on r.org_id = u.org_id and r.id = u.route_id
        and (${all} or r.code = 'R01')
      cross join (select id from receipt_books where org_id = ${orgId} and book_no = 'HIST') k
      cross join (select id from payment_channels where org_id = ${orgId} and code = 'CASH') c
      cross join (select id from officers where org_id = ${orgId} and username = 'manager') o
      where b.org_id = ${orgId} and b.paid > 0`);
    await tx.execute(sql`
      insert into receipt_allocations (org_id, receipt_id, bill_id, source, amount, late_fee,
        water, top_up, meter_fee, other, vat)
      select r.org_id, r.id, (r.snapshot ->> 'bill')::uuid, 'money', r.amount, 0,
        greatest(r.amount - 1000, 0), 0, least(r.amount, 1000), 0, 0
      from receipts r where r.org_id = ${orgId} and r.book_no = 'HIST'`);
  });

/** Writes the history; answers how long it took and the sample's connections. */
export const writeDebtorHistory = async (
  database: Database,
  orgId: string,
  options: HistoryOptions = {},
) => {
  const shape = shapeOf(options);
  const started = performance.now();
  const rounds: Round[] = [];
  for (const r of roundsOf(shape)) {
    const [row] = (
      (await withSystem(database.db, (tx) =>
        tx.execute(sql`
          insert into service_rounds (org_id, year_be, month, period_from, period_to, reading_from,
            reading_to, bill_date, status)
          values (${orgId}, ${r.yearBe}, ${r.month}, ${r.billDate}::date - 27, ${r.billDate},
            ${r.billDate}::date - 8, ${r.billDate}::date - 3, ${r.billDate}, 'closed')
          returning id`),
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    rounds.push({ ...r, id: String(row?.id) });
  }
  for (const r of rounds) await billRound(database, orgId, r, shape);
  await receiptsForSample(database, orgId, shape);
  const analysed = shape.analyze
    ? ['bills', 'bill_lines', 'receipts', 'receipt_allocations', 'service_rounds']
    : [];
  for (const table of analysed) await database.db.execute(sql.raw(`analyze ${table}`));
  return { generatedMs: Math.round(performance.now() - started) };
};
