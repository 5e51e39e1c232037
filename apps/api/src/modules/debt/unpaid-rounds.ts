import { sql } from 'drizzle-orm';
import { billIsOpen } from '../billing/open-bill.ts';

// MONEY.md §8, written once for every query that reads debt (the alerts, the notices, the
// debtor ageing); each aliases the bills table `b`.

/** A bill still owed (billIsOpen), of the bills aliased `b`. */
export const openBill = billIsOpen(sql.raw('b.status'));

/** Unpaid rounds on `asOf`: the connection's water bills still owed and past their due date. */
export const unpaidRoundsOn = (asOf: string) =>
  sql`count(*) filter (where b.kind = 'water' and b.due_date < ${asOf}::date)`;
