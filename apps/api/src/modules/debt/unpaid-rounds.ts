import { sql } from 'drizzle-orm';
import { billIsOpen } from '../billing/open-bill.ts';

// MONEY.md §8, written once for every query that reads debt (the alerts, the notices, the
// debtor ageing); each aliases the bills table `b`.

/** A bill still owed (billIsOpen), of the bills aliased `b`. */
export const openBill = billIsOpen(sql.raw('b.status'));

/** A bill of `b` overdue on `asOf`: the domain's isOverdue (a bill with no due date is due on its date). */
export const pastDueOn = (asOf: string) => sql`coalesce(b.due_date, b.bill_date) < ${asOf}::date`;

/**
 * A bill of `b` that is a month of debt: a water bill, or an opening bill (ยอดยกมา, issue
 * 28) standing for a month the old books say was owed. Sundry fees are debt but no month.
 */
export const monthBill = sql.raw(`b.kind in ('water', 'opening')`);

/**
 * The month of debt a bill of `b` stands for, as YYYYMM in the Buddhist era: its round's
 * (service_rounds aliased `s`, joined on b.round_id) or an opening bill's original period.
 */
export const billMonthKey = sql.raw(
  `coalesce(s.year_be * 100 + s.month, b.period_year_be * 100 + b.period_month)`,
);

/** Joins the rounds `billMonthKey` reads (alias `s`) to the bills `b`. */
export const joinBillRound = sql.raw(
  `left join service_rounds s on s.org_id = b.org_id and s.id = b.round_id`,
);

/** Unpaid rounds on `asOf`: the connection's months of debt still owed and past their due date. */
export const unpaidRoundsOn = (asOf: string) =>
  sql`count(*) filter (where ${monthBill} and ${pastDueOn(asOf)})`;

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
