import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

// A tenant table's primary key is (id, org_id) (migration 0033: every key holds org_id so
// the schema distributes by organisation); the SQL migrations declare it, not this file.
export const id = () =>
  uuid('id')
    .notNull()
    .default(sql`gen_random_uuid()`);
/** The key of a table shared by every organisation (organisations, backup runs). */
export const globalId = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
export const orgId = () => uuid('org_id').notNull();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
