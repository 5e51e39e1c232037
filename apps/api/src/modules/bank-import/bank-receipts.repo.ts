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

type Leaves = { bookId: string; bookNo: string; numbers: number[] };

/** Rows per bulk statement: one JSON parameter each, well inside any limit. */
const CHUNK = 1_000;

/**
 * `count` numbers of the channel's electronic book(s) for a fiscal year, in book order;
 * a book that runs out closes and the next one continues (MONEY.md §1.2: gapless).
 */
const takeChannelLeaves = async (
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

const chunks = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) =>
    rows.slice(i * CHUNK, (i + 1) * CHUNK),
  );

/**
 * Receipts for bank payments, all in the caller's transaction and in few statements (a
 * file may pay 10,000 bills): numbered from the channel's electronic book, dated with the
 * bank's date and time, their allocations, credit moves and the bills' paid and status.
 */
export const writeBankReceipts = async (
  tx: Tx,
  ctx: {
    orgId: string;
    org: PrintedOrg;
    channel: { id: string; name: string; kind: PaymentChannelKind };
    cashier: { id: string; name: string; officeId: string | null };
  },
  items: ToReceipt[],
): Promise<Written[]> => {
  const { orgId, channel, cashier } = ctx;
  const byYear = new Map<number, number[]>();
  items.forEach((item, i) => {
    const fy = fiscalYearOf(item.line.payDate);
    byYear.set(fy, [...(byYear.get(fy) ?? []), i]);
  });
  const written: Written[] = new Array<Written>(items.length);
  const receiptRows: Record<string, unknown>[] = [];
  for (const [fiscalYear, indexes] of [...byYear].sort((a, b) => a[0] - b[0])) {
    const leaves = await takeChannelLeaves(tx, orgId, channel.id, fiscalYear, indexes.length);
    if (!leaves)
      throw new AppError('CONFLICT', {
        vars: { context: 'noChannelBook', channel: channel.name, fiscalYear },
      });
    const numbered = leaves.flatMap((l) =>
      l.numbers.map((n) => ({ bookId: l.bookId, bookNo: l.bookNo, number: n })),
    );
    indexes.forEach((index, k) => {
      const item = items[index];
      const leaf = numbered[k];
      if (!item || !leaf) return;
      const id = randomUUID();
      written[index] = { receiptId: id, bookNo: leaf.bookNo, number: leaf.number };
      const { line, user, allocation } = item;
      receiptRows.push({
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
    });
  }
  for (const part of chunks(receiptRows))
    await tx.execute(sql`
      insert into receipts (id, org_id, book_id, fiscal_year, book_no, number, water_user_id,
        customer_no, business_date, paid_at, channel_id, channel_kind, reference, amount,
        credit_used, to_credit, cashier_id, office_id, snapshot)
      select x.id, ${orgId}, x.book_id, x.fiscal_year, x.book_no, x.number, x.water_user_id,
        x.customer_no, x.business_date, x.paid_at, ${channel.id}, ${channel.kind}, x.reference,
        x.amount, 0, x.to_credit, ${cashier.id}, ${cashier.officeId}, x.snapshot
      from jsonb_to_recordset(${JSON.stringify(part)}::jsonb) as x(id uuid, book_id uuid,
        fiscal_year int, book_no text, number int, water_user_id uuid, customer_no text,
        business_date date, paid_at timestamptz, reference text, amount bigint,
        to_credit bigint, snapshot jsonb)`);
  await writeLedger(tx, orgId, items, written);
  return written;
};

/** The allocations, credit moves and bills' paid of the receipts just written. */
const writeLedger = async (tx: Tx, orgId: string, items: ToReceipt[], written: Written[]) => {
  const lines = items.flatMap((item, i) =>
    item.allocation.lines.map((l) => ({
      receipt_id: written[i]?.receiptId,
      ...allocationRow(l),
    })),
  );
  const moves = items.flatMap((item, i) =>
    item.allocation.toCredit > 0
      ? [
          {
            receipt_id: written[i]?.receiptId,
            water_user_id: item.user.id,
            amount: item.allocation.toCredit,
          },
        ]
      : [],
  );
  const paidTo = new Map<string, number>();
  for (const l of lines) paidTo.set(l.bill_id, (paidTo.get(l.bill_id) ?? 0) + l.amount);
  for (const part of chunks(lines))
    await tx.execute(sql`
      insert into receipt_allocations (org_id, receipt_id, bill_id, source, amount,
        late_fee, water, top_up, meter_fee, other, vat)
      select ${orgId}, x.receipt_id, x.bill_id, x.source, x.amount,
        x.late_fee, x.water, x.top_up, x.meter_fee, x.other, x.vat
      from jsonb_to_recordset(${JSON.stringify(part)}::jsonb) as x(receipt_id uuid, bill_id uuid,
        source text, amount bigint, late_fee bigint, water bigint, top_up bigint,
        meter_fee bigint, other bigint, vat bigint)`);
  for (const part of chunks(moves))
    await tx.execute(sql`
      insert into credit_moves (org_id, water_user_id, amount, receipt_id)
      select ${orgId}, x.water_user_id, x.amount, x.receipt_id
      from jsonb_to_recordset(${JSON.stringify(part)}::jsonb)
        as x(receipt_id uuid, water_user_id uuid, amount bigint)`);
  const paid = [...paidTo].map(([id, amount]) => ({ id, amount }));
  for (const part of chunks(paid))
    await tx.execute(sql`
      update bills b set paid = b.paid + x.amount,
        status = ${statusWhenPaid(sql`b.paid + x.amount`)}
      from jsonb_to_recordset(${JSON.stringify(part)}::jsonb) as x(id uuid, amount bigint)
      where b.org_id = ${orgId} and b.id = x.id and b.status <> 'void'`);
};
