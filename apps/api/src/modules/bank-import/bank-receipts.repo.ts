import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PaymentChannelKind, PrintedOrg } from '@prapa/contracts';
import { fiscalYearOf, type Allocation } from '@prapa/domain';
import { rowsOf } from '../../db/json-rows.ts';
import type { Tx } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OpenBillRow } from '../receipts/counter.repo.ts';
import { statusWhenPaid } from '../receipts/counter.repo.ts';
import { snapshotOf, type ReceiptPayer } from '../receipts/receipt-snapshot.ts';
import { paidAtOf, type BankLine } from './bank-lines.ts';
import { allocationRow } from '../receipts/payment-writes.repo.ts';

export type ToReceipt = {
  line: BankLine;
  user: ReceiptPayer;
  chosen: OpenBillRow[];
  allocation: Allocation;
};

export type Written = { receiptId: string; bookNo: string; number: number };

export type Leaves = { bookId: string; bookNo: string; numbers: number[] };

/** Rows per bulk statement: one JSON parameter each, well inside any limit. */
export const CHUNK = 1_000;

/**
 * `count` numbers of the channel's electronic book(s) for a fiscal year, in book order;
 * a book that runs out closes and the next one continues (MONEY.md §1.2: gapless).
 */
export const takeChannelLeaves = async (
  tx: Tx,
  orgId: string,
  channelId: string,
  fiscalYear: number,
  count: number,
): Promise<Leaves[] | null> => {
  const out: Leaves[] = [];
  let left = count;
  while (left > 0) {
    const [row] = rowsOf<{ id: string; book_no: string; first: number; k: number }>(
      await tx.execute(sql`
        with b as (
          select id, next_no, least(${left}::int, last_no - next_no + 1) as k
          from receipt_books
          where org_id = ${orgId} and channel_id = ${channelId} and kind = 'electronic'
            and fiscal_year = ${fiscalYear} and state = 'open' and next_no <= last_no
          order by book_no limit 1 for update)
        update receipt_books r set next_no = r.next_no + b.k,
          state = case when r.next_no + b.k > r.last_no then 'closed' else 'open' end,
          updated_at = now()
        from b where r.org_id = ${orgId} and r.id = b.id
        returning r.id, r.book_no, b.next_no::int as first, b.k::int as k`),
    );
    if (!row) return null;
    const first = Number(row.first);
    const k = Number(row.k);
    out.push({
      bookId: row.id,
      bookNo: row.book_no,
      numbers: Array.from({ length: k }, (_, i) => first + i),
    });
    left -= k;
  }
  return out;
};

export const chunks = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) =>
    rows.slice(i * CHUNK, (i + 1) * CHUNK),
  );

type Cashier = { id: string; name: string; officeId: string | null };
type WriteCtx = {
  orgId: string;
  org: PrintedOrg;
  channel: { id: string; name: string; kind: PaymentChannelKind };
  cashier: Cashier;
};

/** The receipts of a file as rows to insert, with their allocations and credit moves. */
export type ReceiptPlan = {
  written: Written[];
  receipts: Record<string, unknown>[];
  allocations: Record<string, unknown>[];
  moves: Record<string, unknown>[];
  /** What the receipts add to each bill's paid. */
  paidTo: Map<string, number>;
};

/** Each item's fiscal year's receipts, in the items' order: how many numbers each year needs. */
export const countsByYear = (items: ToReceipt[]) => {
  const counts = new Map<number, number>();
  for (const item of items) {
    const fy = fiscalYearOf(item.line.payDate);
    counts.set(fy, (counts.get(fy) ?? 0) + 1);
  }
  return counts;
};

/**
 * Numbers the items from their fiscal year's leaves (in the items' order) and lays out
 * every row they write; pure, so a job can stage the rows in batches.
 */
export const planReceipts = (
  ctx: WriteCtx,
  items: ToReceipt[],
  leavesByYear: Map<number, Leaves[]>,
): ReceiptPlan => {
  const { channel, cashier } = ctx;
  const next = new Map(
    [...leavesByYear].map(([fy, leaves]) => [
      fy,
      leaves.flatMap((l) =>
        l.numbers.map((n) => ({ bookId: l.bookId, bookNo: l.bookNo, number: n })),
      ),
    ]),
  );
  const used = new Map<number, number>();
  const plan: ReceiptPlan = {
    written: [],
    receipts: [],
    allocations: [],
    moves: [],
    paidTo: new Map(),
  };
  for (const item of items) {
    const fiscalYear = fiscalYearOf(item.line.payDate);
    const k = used.get(fiscalYear) ?? 0;
    const leaf = next.get(fiscalYear)?.[k];
    if (!leaf)
      throw new AppError('CONFLICT', {
        vars: { context: 'noChannelBook', channel: channel.name, fiscalYear },
      });
    used.set(fiscalYear, k + 1);
    const id = randomUUID();
    plan.written.push({ receiptId: id, bookNo: leaf.bookNo, number: leaf.number });
    const { line, user, allocation } = item;
    plan.receipts.push({
      id,
      book_id: leaf.bookId,
      fiscal_year: fiscalYear,
      book_no: leaf.bookNo,
      number: leaf.number,
      water_user_id: user.id,
      customer_no: user.customerNo,
      business_date: line.payDate,
      paid_at: paidAtOf(line.payDate, line.time).toISOString(),
      reference: (line.bankRef ?? line.description ?? '').slice(0, 100) || null,
      amount: line.amount,
      to_credit: allocation.toCredit,
      snapshot: snapshotOf(
        { org: ctx.org, user },
        { channel: channel.name, cashier: cashier.name },
        item.chosen,
        allocation,
      ),
    });
    for (const l of allocation.lines) {
      plan.allocations.push({ receipt_id: id, ...allocationRow(l) });
      plan.paidTo.set(l.billId, (plan.paidTo.get(l.billId) ?? 0) + l.amount);
    }
    if (allocation.toCredit > 0)
      plan.moves.push({ receipt_id: id, water_user_id: user.id, amount: allocation.toCredit });
  }
  return plan;
};

/**
 * Inserts planned rows (a slice of a plan, ≤ CHUNK of each), marked with the posting job
 * when staged (migration 0016: unseen until it succeeds).
 */
export const insertPlanned = async (
  tx: Tx,
  ctx: Pick<WriteCtx, 'orgId' | 'channel' | 'cashier'>,
  rows: Pick<ReceiptPlan, 'receipts' | 'allocations' | 'moves'>,
  postJob: string | null,
) => {
  const { orgId, channel, cashier } = ctx;
  if (rows.receipts.length > 0)
    await tx.execute(sql`
      insert into receipts (id, org_id, book_id, fiscal_year, book_no, number, water_user_id,
        customer_no, business_date, paid_at, channel_id, channel_kind, reference, amount,
        credit_used, to_credit, cashier_id, office_id, snapshot, post_job)
      select x.id, ${orgId}, x.book_id, x.fiscal_year, x.book_no, x.number, x.water_user_id,
        x.customer_no, x.business_date, x.paid_at, ${channel.id}, ${channel.kind}, x.reference,
        x.amount, 0, x.to_credit, ${cashier.id}, ${cashier.officeId}, x.snapshot, ${postJob}::uuid
      from jsonb_to_recordset(${JSON.stringify(rows.receipts)}::jsonb) as x(id uuid, book_id uuid,
        fiscal_year int, book_no text, number int, water_user_id uuid, customer_no text,
        business_date date, paid_at timestamptz, reference text, amount bigint,
        to_credit bigint, snapshot jsonb)`);
  if (rows.allocations.length > 0)
    await tx.execute(sql`
      insert into receipt_allocations (org_id, receipt_id, bill_id, source, amount,
        late_fee, water, top_up, meter_fee, other, vat, post_job)
      select ${orgId}, x.receipt_id, x.bill_id, x.source, x.amount,
        x.late_fee, x.water, x.top_up, x.meter_fee, x.other, x.vat, ${postJob}::uuid
      from jsonb_to_recordset(${JSON.stringify(rows.allocations)}::jsonb) as x(receipt_id uuid,
        bill_id uuid, source text, amount bigint, late_fee bigint, water bigint, top_up bigint,
        meter_fee bigint, other bigint, vat bigint)`);
  if (rows.moves.length > 0)
    await tx.execute(sql`
      insert into credit_moves (org_id, water_user_id, amount, receipt_id, post_job)
      select ${orgId}, x.water_user_id, x.amount, x.receipt_id, ${postJob}::uuid
      from jsonb_to_recordset(${JSON.stringify(rows.moves)}::jsonb)
        as x(receipt_id uuid, water_user_id uuid, amount bigint)`);
};

/** Adds what receipts paid to their bills (never to a void one), with the status it makes. */
export const addPaid = async (tx: Tx, orgId: string, paidTo: Map<string, number>) => {
  const paid = [...paidTo].map(([id, amount]) => ({ id, amount }));
  for (const part of chunks(paid))
    await tx.execute(sql`
      update bills b set paid = b.paid + x.amount,
        status = ${statusWhenPaid(sql`b.paid + x.amount`)}
      from jsonb_to_recordset(${JSON.stringify(part)}::jsonb) as x(id uuid, amount bigint)
      where b.org_id = ${orgId} and b.id = x.id and b.status <> 'void'`);
};

/**
 * Receipts for bank payments, all in the caller's transaction and in few statements:
 * numbered from the channel's electronic book, dated with the bank's date and time, their
 * allocations, credit moves and the bills' paid and status. (A whole file goes through
 * the posting job, bank-post-job.ts; a row matched by hand and the demo come here.)
 */
export const writeBankReceipts = async (
  tx: Tx,
  ctx: WriteCtx,
  items: ToReceipt[],
): Promise<Written[]> => {
  const leavesByYear = new Map<number, Leaves[]>();
  for (const [fiscalYear, count] of [...countsByYear(items)].sort((a, b) => a[0] - b[0])) {
    const leaves = await takeChannelLeaves(tx, ctx.orgId, ctx.channel.id, fiscalYear, count);
    if (!leaves)
      throw new AppError('CONFLICT', {
        vars: { context: 'noChannelBook', channel: ctx.channel.name, fiscalYear },
      });
    leavesByYear.set(fiscalYear, leaves);
  }
  const plan = planReceipts(ctx, items, leavesByYear);
  const receipts = chunks(plan.receipts);
  const allocations = chunks(plan.allocations);
  const moves = chunks(plan.moves);
  for (let i = 0; i < Math.max(receipts.length, allocations.length, moves.length); i++)
    await insertPlanned(
      tx,
      ctx,
      { receipts: receipts[i] ?? [], allocations: allocations[i] ?? [], moves: moves[i] ?? [] },
      null,
    );
  await addPaid(tx, ctx.orgId, plan.paidTo);
  return plan.written;
};
