import { sql } from 'drizzle-orm';

// MONEY.md §8, written once for every query that reads debt (the alerts, the notices, the
// debtor ageing); each aliases the bills table `b`.

/** A bill still owed: issued or partly paid (a zero bill is issued paid; void never counts). */
export const openBill = sql.raw(`b.status in ('issued', 'partly_paid')`);

/** Unpaid rounds on `asOf`: the connection's water bills still owed and past their due date. */
export const unpaidRoundsOn = (asOf: string) =>
  sql`count(*) filter (where b.kind = 'water' and b.due_date < ${asOf}::date)`;
