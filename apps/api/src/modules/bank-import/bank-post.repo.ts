import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/json-rows.ts';
import type { Database } from '../../db/client.ts';
import { withSystem, type Tx } from '../../db/tenant.ts';
import { statusWhenPaid } from '../receipts/counter.repo.ts';
import { chunks, type Leaves } from './bank-receipts.repo.ts';

/** Rows a cleanup deletes per transaction: each step stays well under a second on PGlite. */
const UNSTAGE_ROWS = 2_000;

/** The publish found a bill paid or voided since the file was checked: check it again. */
export class BillsMoved extends Error {
  constructor() {
    super('bills moved while the bank file was staged');
  }
}

/** What the job will add to each bill, and the paid it read (bank_post_bills). */
export const stagePostBills = async (
  tx: Tx,
  orgId: string,
  jobId: string,
  rows: { billId: string; paidBefore: number; amount: number }[],
) => {
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into bank_post_bills (org_id, job_id, bill_id, paid_before, amount)
    select ${orgId}, ${jobId}, x.bill_id, x.paid_before, x.amount
    from jsonb_to_recordset(${JSON.stringify(
      rows.map((r) => ({ bill_id: r.billId, paid_before: r.paidBefore, amount: r.amount })),
    )}::jsonb) as x(bill_id uuid, paid_before bigint, amount bigint)`);
};

/**
 * The one statement that makes the staged payments count on the bills: each bill gains
 * what the file pays it only if its paid is still what the job read and it is not void;
 * otherwise nothing is written and the job checks the file again (BillsMoved).
 */
export const publishPostBills = async (tx: Tx, orgId: string, jobId: string) => {
  const [row] = rowsOf<{ updated: number; staged: number }>(
    await tx.execute(sql`
      with u as (
        update bills b set paid = b.paid + s.amount,
          status = ${statusWhenPaid(sql`b.paid + s.amount`)}
        from bank_post_bills s
        where s.org_id = ${orgId} and s.job_id = ${jobId} and b.org_id = ${orgId}
          and b.id = s.bill_id and b.paid = s.paid_before and b.status <> 'void'
        returning 1)
      select (select count(*) from u)::int as updated,
        (select count(*) from bank_post_bills
          where org_id = ${orgId} and job_id = ${jobId})::int as staged`),
  );
  if (!row || Number(row.updated) !== Number(row.staged)) throw new BillsMoved();
};

/**
 * Empties the job's bank_post_bills, after the publish or in a cleanup: one statement (a
 * row a bill: 10,000 took ~0.1 s on PGlite; chunked by a sub-select it planned badly).
 */
export const dropPostBills = (database: Database, orgId: string, jobId: string) =>
  withSystem(database.db, (tx) =>
    tx.execute(sql`delete from bank_post_bills where org_id = ${orgId} and job_id = ${jobId}`),
  );

/**
 * Deletes what a stopped or failed posting staged (owner's connection: RLS hides it),
 * chunk by chunk: a receipt is staged in the same batch as its bank row, so the rows
 * lead to everything else. Never what a succeeded job published (the guards refuse).
 */
export const unstageBankJob = async (database: Database, orgId: string, jobId: string) => {
  const files = rowsOf<{ id: string }>(
    await withSystem(database.db, (tx) =>
      tx.execute(sql`select id from bank_files where org_id = ${orgId} and post_job = ${jobId}
        and prapa_unpublished(post_job)`),
    ),
  );
  for (const file of files) {
    for (;;) {
      const done = await withSystem(database.db, async (tx) => {
        const rows = rowsOf<{ id: string; receipt_id: string | null }>(
          await tx.execute(sql`select id, receipt_id from bank_rows
            where org_id = ${orgId} and file_id = ${file.id} limit ${UNSTAGE_ROWS}`),
        );
        if (rows.length === 0) return true;
        const ids = rows.map((r) => r.id);
        const receipts = rows.flatMap((r) => (r.receipt_id ? [r.receipt_id] : []));
        const receiptIds = sql`${`{${receipts.join(',')}}`}::uuid[]`;
        await tx.execute(sql`delete from credit_moves
          where org_id = ${orgId} and receipt_id = any(${receiptIds}) and post_job = ${jobId}`);
        await tx.execute(sql`delete from receipt_allocations
          where org_id = ${orgId} and receipt_id = any(${receiptIds})`);
        await tx.execute(sql`delete from bank_rows
          where org_id = ${orgId} and id = any(${`{${ids.join(',')}}`}::uuid[])`);
        await tx.execute(sql`delete from receipts
          where org_id = ${orgId} and id = any(${receiptIds})`);
        return false;
      });
      if (done) break;
    }
    await withSystem(database.db, (tx) =>
      tx.execute(sql`delete from bank_files where org_id = ${orgId} and id = ${file.id}`),
    );
  }
  await dropPostBills(database, orgId, jobId);
};

/**
 * Numbers a job reserved and will not use become voided leaves, with why (MONEY.md §1.2:
 * every number of a book is a receipt or a voided leaf, never a hole).
 */
export const voidLeaves = async (
  tx: Tx,
  orgId: string,
  leaves: { bookId: string; numbers: number[] }[],
  reason: string,
  officerId: string,
) => {
  const ranges: { book_id: string; from_no: number; to_no: number }[] = [];
  for (const l of leaves) {
    const sorted = [...l.numbers].sort((a, b) => a - b);
    for (const n of sorted) {
      const last = ranges[ranges.length - 1];
      if (last && last.book_id === l.bookId && last.to_no === n - 1) last.to_no = n;
      else ranges.push({ book_id: l.bookId, from_no: n, to_no: n });
    }
  }
  for (const part of chunks(ranges))
    await tx.execute(sql`
      insert into receipt_leaf_voids (org_id, book_id, from_no, to_no, reason, voided_by)
      select ${orgId}, x.book_id, x.from_no, x.to_no, ${reason}, ${officerId}
      from jsonb_to_recordset(${JSON.stringify(part)}::jsonb)
        as x(book_id uuid, from_no int, to_no int)`);
};

/** The numbers of `reserved` that `used` (book id → numbers) does not take. */
export const unusedLeaves = (reserved: Leaves[], used: Map<string, Set<number>>) =>
  reserved.map((l) => ({
    bookId: l.bookId,
    numbers: l.numbers.filter((n) => !used.get(l.bookId)?.has(n)),
  }));
