import { sql } from 'drizzle-orm';
import { billIsOpen } from '../billing/open-bill.ts';

// MONEY.md §8, written once for every query that reads debt (the alerts, the notices, the
// debtor ageing); each aliases the bills table `b`.

/** A bill still owed (billIsOpen), of the bills aliased `b`. */
export const openBill = billIsOpen(sql.raw('b.status'));

/** A bill of `b` overdue on `asOf`: the domain's isOverdue (a bill with no due date is due on its date). */
export const pastDueOn = (asOf: string) => sql`coalesce(b.due_date, b.bill_date) < ${asOf}::date`;

/** Unpaid rounds on `asOf`: the connection's water bills still owed and past their due date. */
export const unpaidRoundsOn = (asOf: string) =>
  sql`count(*) filter (where b.kind = 'water' and ${pastDueOn(asOf)})`;

/**
 * A bill owed on `asOf`: still open and dated by then (a notice dated back lists the debt
 * of its day). On today's date this is every open bill, as the debtor accounts sum them.
 */
export const owedOn = (asOf: string) => sql`${openBill} and b.bill_date <= ${asOf}::date`;

/**
 * A debtor owes more than nothing: the debtor accounts keep `owed > 0`, the alerts count
 * their rows by this (they also list cut-off connections owing nothing, to reconnect).
 */
export const isDebtor = (owing: number) => owing > 0;
