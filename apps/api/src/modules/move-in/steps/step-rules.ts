import { sql } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import type { Tx } from '../../../db/tenant.ts';
import type { Parsed } from '../../../lib/sheet-import/cells.ts';
import type { RowProblem } from '../../../lib/sheet-import/problems.ts';
import type { CellProblem, StepRow } from '../move-in-step.ts';
import { connectionsByNo, type NamedConnection } from './connections.repo.ts';

// Shared by the readings, usage, deposits and credit steps: how a row's cells turn into
// problems, and the checks every one of them makes of its customer numbers.

/** Collects a row's cell problems while its cells are read. */
export const cellReader = <K extends string>(t: TFunction) => {
  const problems: CellProblem<K>[] = [];
  const report = (column: K | null, message: string) => problems.push({ column, message });
  /** The cell's value, or undefined after reporting why it is refused. */
  const read = <T>(column: K, parsed: Parsed<T>): T | undefined => {
    if ('ok' in parsed) return parsed.ok;
    report(column, t(`validation:${parsed.bad}`, parsed.vars));
    return undefined;
  };
  /** A required cell: blank is refused with `blankKey`. */
  const need = <T>(column: K, parsed: Parsed<T | null>, blankKey = 'validation:required') => {
    const v = read(column, parsed);
    if (v === null) report(column, t(blankKey));
    return v ?? undefined;
  };
  return { problems, report, read, need };
};

/** The customer number's blank message (the readings import's, the same words). */
export const CUSTOMER_BLANK = 'validation:readingImport.customerNoRequired';

export type Customer = { customerNo: string };

/**
 * The connections the rows name, and the problems of rows naming none or one named by
 * an earlier row (`keyOf` says what may not repeat: the customer, or customer + month).
 */
export const checkCustomers = async <V extends Customer, K extends string>(
  tx: Tx,
  orgId: string,
  t: TFunction,
  rows: StepRow<V>[],
  step: string,
  column: K,
  repeated?: { keyOf: (v: V) => string; message: (v: V, row: number) => string },
) => {
  const found = await connectionsByNo(
    tx,
    orgId,
    rows.map((r) => r.value.customerNo),
  );
  const problems: RowProblem<K>[] = [];
  const named: { row: StepRow<V>; connection: NamedConnection }[] = [];
  const seen = new Map<string, number>();
  for (const r of rows) {
    const connection = found.get(r.value.customerNo);
    if (!connection) {
      problems.push({
        row: r.row,
        column,
        message: t(`validation:moveIn.${step}.unknownCustomer`, { value: r.value.customerNo }),
      });
      continue;
    }
    const key = repeated ? repeated.keyOf(r.value) : r.value.customerNo;
    const first = seen.get(key);
    if (first !== undefined) {
      problems.push({
        row: r.row,
        column,
        message: repeated
          ? repeated.message(r.value, first)
          : t('validation:import.customerNoRepeated', { value: r.value.customerNo, row: first }),
      });
      continue;
    }
    seen.set(key, r.row);
    named.push({ row: r, connection });
  }
  return { problems, named };
};

/** The ids these customer numbers name (for a batch being staged). */
export const idsByNo = async (tx: Tx, orgId: string, rows: StepRow<Customer>[]) => {
  const found = await connectionsByNo(
    tx,
    orgId,
    rows.map((r) => r.value.customerNo),
  );
  return (customerNo: string) => {
    const c = found.get(customerNo);
    // check ran on these rows in this job: a connection gone since is a bug, not a row problem
    if (!c) throw new Error(`move-in: customer ${customerNo} not found while staging`);
    return c;
  };
};

/** A uuid[] parameter. */
export const uuids = (ids: string[]) => sql`${sql.param(ids)}::uuid[]`;

/** The distinct connection count of the rows (the measure of every step). */
export const connectionCount = (rows: StepRow<Customer>[]) =>
  new Set(rows.map((r) => r.value.customerNo)).size;

/** A whole-row problem for each row whose connection is in `hit` (already holds, brought in). */
export const flagRows = <K extends string>(
  named: { row: StepRow<Customer>; connection: { id: string } }[],
  hit: Set<string>,
  message: string,
): RowProblem<K>[] =>
  named
    .filter((n) => hit.has(n.connection.id))
    .map((n) => ({ row: n.row.row, column: null, message }));

/** What rows of money bring in: the connections they name and their amounts (satang). */
export const moneyMeasure = (rows: StepRow<Customer & { amount: number }>[]) => ({
  connections: connectionCount(rows),
  amount: rows.reduce((sum, r) => sum + r.value.amount, 0),
});
