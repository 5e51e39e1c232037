import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { withSystem } from '../../db/tenant.ts';

/** Money tables and the sums that must survive a backup and restore to the satang. */
const sums: Record<string, string[]> = {
  bills: ['total', 'paid'],
  bill_lines: ['amount'],
  receipts: ['amount', 'to_credit', 'credit_used'],
  receipt_allocations: ['amount'],
  credit_moves: ['amount'],
};

/**
 * What a restore must give back exactly: the rows of every table, the money sums, and
 * every number book (bill and notice counters, receipt books' next leaf). Deployment-wide; the
 * backup log itself is left out (a backup is recorded after it is taken).
 */
export const databaseSnapshot = (db: Db) =>
  withSystem(db, async (tx) => {
    const tables = rowsOf<{ name: string }>(
      await tx.execute(sql`select c.relname as name from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname <> 'backup_runs'
        order by 1`),
    ).map((r) => r.name);
    const counts: Record<string, number> = {};
    for (const name of tables) {
      const [row] = rowsOf<{ n: number | string }>(
        await tx.execute(sql`select count(*) as n from ${sql.identifier(name)}`),
      );
      counts[name] = Number(row?.n ?? 0);
    }
    const money: Record<string, string> = {};
    for (const [table, columns] of Object.entries(sums)) {
      for (const column of columns) {
        const [row] = rowsOf<{ s: number | string | null }>(
          await tx.execute(
            sql`select coalesce(sum(${sql.identifier(column)}), 0)::text as s from ${sql.identifier(table)}`,
          ),
        );
        money[`${table}.${column}`] = String(row?.s ?? '0');
      }
    }
    const books = rowsOf<Record<string, unknown>>(
      await tx.execute(sql`select org_id, fiscal_year, last_seq::text as last from bill_counters
        order by 1, 2`),
    );
    const notices = rowsOf<Record<string, unknown>>(
      await tx.execute(sql`select org_id, fiscal_year, kind, last_seq::text as last
        from notice_counters order by 1, 2, 3`),
    );
    const leaves = rowsOf<Record<string, unknown>>(
      await tx.execute(sql`select org_id, book_no, next_no::text as next from receipt_books
        order by 1, 2`),
    );
    return { counts, money, books, notices, leaves };
  });
