import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { withSystem } from '../src/db/tenant.ts';
import type { TestApp } from './test-app.ts';

type Row = Record<string, unknown>;
const rowsOf = (res: unknown) => (res as { rows: Row[] }).rows;

/**
 * MONEY.md §1.2–1.4 over a whole organisation, as a scenario's last step:
 * - every bill's total is the sum of its lines;
 * - for every connection, Σ lines of its non-void bills − Σ paid = the balance it owes
 *   (Σ total − paid of its non-void bills), and nothing is paid beyond a bill's total;
 * - bill numbers of each fiscal year are exactly 1..last, no gap, no repeat (the bills
 *   Prapa issues and the opening bills, issue 28, each their own series);
 * - every bill's paid = Σ allocations of valid receipts to it;
 * - every valid receipt: amount = Σ its money allocations + to_credit, credit_used = Σ
 *   its credit allocations, and its credit moves are exactly −credit_used and +to_credit;
 * - every connection's credit on account (valid moves) is ≥ 0;
 * - every receipt book: each leaf from first to next − 1 is exactly one receipt or one
 *   voided leaf, and none beyond;
 * - every bank row taken (receipted or matched) is exactly one valid receipt of its amount
 *   and connection, and no receipt is two rows' money.
 */
export const expectLedgerBalanced = async (t: TestApp, orgId: string) => {
  await withSystem(t.database.db, async (tx) => {
    const unequal = rowsOf(
      await tx.execute(sql`
        select b.number, b.total, coalesce(sum(l.amount), 0)::bigint as lines
        from bills b left join bill_lines l on l.org_id = b.org_id and l.bill_id = b.id
        where b.org_id = ${orgId}
        group by b.id, b.org_id having b.total <> coalesce(sum(l.amount), 0)`),
    );
    expect(unequal, 'bills whose total is not the sum of their lines').toEqual([]);

    const balances = rowsOf(
      await tx.execute(sql`
        select b.water_user_id,
          (select coalesce(sum(l.amount), 0) from bill_lines l join bills x
             on x.org_id = l.org_id and x.id = l.bill_id
           where x.org_id = ${orgId} and x.water_user_id = b.water_user_id
             and x.status <> 'void')::bigint
          - sum(b.paid) filter (where b.status <> 'void')::bigint as by_lines,
          sum(b.total - b.paid) filter (where b.status <> 'void')::bigint as owed,
          bool_or(b.paid > b.total or b.paid < 0) as overpaid
        from bills b where b.org_id = ${orgId}
        group by b.water_user_id`),
    );
    for (const b of balances) {
      expect(b.overpaid).toBe(false);
      expect(String(b.by_lines ?? 0)).toBe(String(b.owed ?? 0));
    }

    const numbering = rowsOf(
      await tx.execute(sql`
        select c.fiscal_year, c.last_seq, count(b.id)::int as bills,
          count(distinct b.seq)::int as seqs, coalesce(min(b.seq), 1) as first,
          coalesce(max(b.seq), 0) as last
        from (select org_id, fiscal_year, last_seq, false as opening from bill_counters
          union all
          select org_id, fiscal_year, last_seq, true from opening_bill_counters) c
        left join bills b on b.org_id = c.org_id and b.fiscal_year = c.fiscal_year
          and (b.kind = 'opening') = c.opening
        where c.org_id = ${orgId}
        group by c.fiscal_year, c.last_seq, c.opening`),
    );
    for (const n of numbering) {
      expect({ bills: n.bills, seqs: n.seqs, first: n.first, last: n.last }).toEqual({
        bills: n.last_seq,
        seqs: n.last_seq,
        first: 1,
        last: n.last_seq,
      });
    }

    const unpaidBy = rowsOf(
      await tx.execute(sql`
        select b.number, b.paid, coalesce((select sum(a.amount) from receipt_allocations a
          join receipts r on r.org_id = a.org_id and r.id = a.receipt_id
          where a.org_id = b.org_id and a.bill_id = b.id and r.status = 'valid'), 0)::bigint as allocated
        from bills b where b.org_id = ${orgId}`),
    ).filter((b) => String(b.paid) !== String(b.allocated));
    expect(unpaidBy, 'bills whose paid is not the sum of their allocations').toEqual([]);

    const receiptsOff = rowsOf(
      await tx.execute(sql`
        select r.book_no, r.number, r.amount, r.to_credit, r.credit_used,
          coalesce(sum(a.amount) filter (where a.source = 'money'), 0)::bigint as money,
          coalesce(sum(a.amount) filter (where a.source = 'credit'), 0)::bigint as credit,
          (select coalesce(sum(m.amount), 0) from credit_moves m
            where m.org_id = r.org_id and m.receipt_id = r.id)::bigint as moved
        from receipts r left join receipt_allocations a on a.org_id = r.org_id and a.receipt_id = r.id
        where r.org_id = ${orgId} and r.status = 'valid'
        group by r.id, r.org_id
        having r.amount <> coalesce(sum(a.amount) filter (where a.source = 'money'), 0) + r.to_credit
          or r.credit_used <> coalesce(sum(a.amount) filter (where a.source = 'credit'), 0)
          or (select coalesce(sum(m.amount), 0) from credit_moves m
            where m.org_id = r.org_id and m.receipt_id = r.id) <> r.to_credit - r.credit_used`),
    );
    expect(receiptsOff, 'receipts whose amount is not their allocations + credit').toEqual([]);

    const negativeCredit = rowsOf(
      await tx.execute(sql`
        select m.water_user_id, sum(m.amount)::bigint as credit from credit_moves m
        where m.org_id = ${orgId}
          and (m.receipt_id is null or exists (select 1 from receipts r where r.org_id = m.org_id
            and r.id = m.receipt_id and r.status = 'valid'))
          and (m.bill_id is null or exists (select 1 from bills b where b.org_id = m.org_id
            and b.id = m.bill_id and b.status <> 'void'))
        group by m.water_user_id having sum(m.amount) < 0`),
    );
    expect(negativeCredit, 'connections with credit below zero').toEqual([]);

    const leaves = rowsOf(
      await tx.execute(sql`
        select k.book_no, k.first_no, k.next_no,
          (select count(*) from receipts r where r.org_id = k.org_id and r.book_id = k.id)::int as receipts,
          (select count(distinct r.number) from receipts r where r.org_id = k.org_id and r.book_id = k.id
            and r.number >= k.first_no and r.number < k.next_no)::int as in_range,
          (select coalesce(sum(v.to_no - v.from_no + 1), 0) from receipt_leaf_voids v
            where v.org_id = k.org_id and v.book_id = k.id)::int as voided,
          (select count(*) from receipts r join receipt_leaf_voids v on v.org_id = r.org_id
            and v.book_id = r.book_id and r.number between v.from_no and v.to_no
            where r.org_id = k.org_id and r.book_id = k.id)::int as overlap
        from receipt_books k where k.org_id = ${orgId}`),
    );
    // MONEY.md §7: a bank row taken into a receipt is that receipt's money, once.
    const bankOff = rowsOf(
      await tx.execute(sql`
        select w.line_no, w.state, w.amount, r.amount as receipt_amount, r.status,
          (select count(*) from bank_rows x where x.org_id = w.org_id
            and x.receipt_id = w.receipt_id and x.state in ('receipted', 'matched'))::int as rows
        from bank_rows w left join receipts r on r.org_id = w.org_id and r.id = w.receipt_id
        where w.org_id = ${orgId} and w.state in ('receipted', 'matched')
          and (r.id is null or r.status <> 'valid' or r.amount <> w.amount
            or r.water_user_id <> w.water_user_id
            or (select count(*) from bank_rows x where x.org_id = w.org_id
              and x.receipt_id = w.receipt_id and x.state in ('receipted', 'matched')) <> 1)`),
    );
    expect(bankOff, 'bank rows not exactly one valid receipt of their amount').toEqual([]);

    for (const k of leaves) {
      const [receipts, voided] = [Number(k.receipts), Number(k.voided)];
      expect(
        { receipts, leaves: receipts + voided, overlap: Number(k.overlap) },
        `receipt book ${String(k.book_no)}`,
      ).toEqual({
        receipts: Number(k.in_range),
        leaves: Number(k.next_no) - Number(k.first_no),
        overlap: 0,
      });
    }
  });
};
