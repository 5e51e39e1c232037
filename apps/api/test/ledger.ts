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
 * - bill numbers of each fiscal year are exactly 1..last, no gap, no repeat.
 * (Receipts extend this with allocations and credit when they land.)
 */
export const expectLedgerBalanced = async (t: TestApp, orgId: string) => {
  await withSystem(t.database.db, async (tx) => {
    const unequal = rowsOf(
      await tx.execute(sql`
        select b.number, b.total, coalesce(sum(l.amount), 0)::bigint as lines
        from bills b left join bill_lines l on l.org_id = b.org_id and l.bill_id = b.id
        where b.org_id = ${orgId}
        group by b.id having b.total <> coalesce(sum(l.amount), 0)`),
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
        from bill_counters c left join bills b
          on b.org_id = c.org_id and b.fiscal_year = c.fiscal_year
        where c.org_id = ${orgId}
        group by c.fiscal_year, c.last_seq`),
    );
    for (const n of numbering) {
      expect({ bills: n.bills, seqs: n.seqs, first: n.first, last: n.last }).toEqual({
        bills: n.last_seq,
        seqs: n.last_seq,
        first: 1,
        last: n.last_seq,
      });
    }
  });
};
