import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A bill still owed: issued or partly paid (a zero bill is issued paid; a void one never
 * counts). The one SQL rule for the counter, the bank file, billing's arrears and debt;
 * the partial index `bills_open` (schema/billing.ts) carries the same predicate.
 */
export const billIsOpen = (status: AnyColumn | SQL) => sql`${status} in ('issued', 'partly_paid')`;
