import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/json-rows.ts';
import type { Tx } from '../../db/tenant.ts';
import type { ClassifiedLine, Lookups } from './classify-lines.ts';

/**
 * What the counter paid since `since`: per connection, the bills its valid receipts paid
 * (a receipt of a cashier's or an office's book: a channel's electronic book is a bank's).
 */
const counterPaidSince = async (
  tx: Tx,
  orgId: string,
  userIds: readonly string[],
  since: string,
) => {
  const rows = rowsOf<{ water_user_id: string; bill_id: string | null }>(
    await tx.execute(sql`
      select distinct r.water_user_id, a.bill_id
      from receipts r
      join receipt_books k on k.org_id = r.org_id and k.id = r.book_id
      left join receipt_allocations a on a.org_id = r.org_id and a.receipt_id = r.id
      where r.org_id = ${orgId} and r.status = 'valid' and k.channel_id is null
        and r.created_at >= ${since}::timestamptz
        and r.water_user_id = any(${sql.param(userIds)}::uuid[])`),
  );
  const paid = new Map<string, Set<string>>();
  for (const r of rows) {
    const bills = paid.get(r.water_user_id) ?? new Set<string>();
    if (r.bill_id) bills.add(r.bill_id);
    paid.set(r.water_user_id, bills);
  }
  return paid;
};

/**
 * Flags `paidMeanwhile` on the lines that keep money as credit on account because the
 * counter paid their bill after the file was checked (issue 24, MONEY.md §7): the bill
 * ref2 names, or for a line by ref1 alone any bill of the connection. The money itself
 * already went to credit by the allocation; this only says why, for the file's result,
 * its rows and the payment check. One statement, whatever the file's size.
 */
export const flagPaidMeanwhile = async (
  tx: Tx,
  orgId: string,
  lines: ClassifiedLine[],
  look: Pick<Lookups, 'billsByNo'>,
  since: string,
) => {
  const kept = lines.filter(
    (l) => l.state === 'receipted' && l.user && (l.allocation?.toCredit ?? 0) > 0,
  );
  if (kept.length === 0) return;
  const paid = await counterPaidSince(
    tx,
    orgId,
    [...new Set(kept.map((l) => l.user?.id ?? ''))],
    since,
  );
  for (const l of kept) {
    const bills = paid.get(l.user?.id ?? '');
    if (!bills) continue;
    const named = l.line.ref2 ? look.billsByNo.get(l.line.ref2) : undefined;
    const own = named && named.waterUserId === l.user?.id ? named : undefined;
    if (own ? bills.has(own.id) : bills.size > 0) l.view.flags.push('paidMeanwhile');
  }
};
