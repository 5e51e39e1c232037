import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Business queries run here: as prapa_app, which row-level security binds, with the
 * organisation set for this transaction only (set_config(..., true)), in one round trip.
 */
export const withTenant = <T>(db: Db, orgId: string, fn: (tx: Tx) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    await tx.execute(tenantSettings(orgId));
    return fn(tx);
  });

/** The statement that opens every tenant transaction (fold-begin.ts sends it with BEGIN). */
export const tenantSettings = (orgId: string) =>
  sql`select set_config('role', 'prapa_app', true), set_config('app.org_id', ${orgId}, true)`;

/**
 * The owner's connection, not bound by RLS: only for what spans organisations
 * (first-run setup, the public organisation list, IT administration, secrets).
 */
export const withSystem = <T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(fn);
