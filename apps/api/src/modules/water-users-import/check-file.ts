import type { TFunction } from 'i18next';
import type { ImportDuplicate } from '@prapa/contracts';
import type { Tx } from '../../db/tenant.ts';
import { textOf } from '../../lib/sheet-import/cells.ts';
import { checkRow, type CheckedRow, type References, type RowProblem } from './check-row.ts';
import {
  existingCustomers,
  existingImportKeys,
  existingSerials,
  loadReferences,
  wasImported,
} from './import.repo.ts';
import type { ReadFile, SheetRow } from './read-file.ts';
import { templateColumns, type ColumnKey } from './template-columns.ts';

export type Examined = {
  rowCount: number;
  /** Rows without a problem that are not already registered: what confirm inserts. */
  toInsert: CheckedRow[];
  problems: RowProblem[];
  duplicates: ImportDuplicate[];
  alreadyImported: boolean;
};

export const importKeyOf = (fileHash: string, row: number) => `${fileHash}:${row}`;

const columnOrder = new Map(templateColumns.map((c, i) => [c.key, i]));

const cellText = (row: SheetRow, column: ColumnKey) => {
  const text = textOf(row.cells[column]);
  return 'ok' in text ? text.ok : null;
};

/** A value two rows of the file share: the later row is the problem, naming the first. */
const repeatsInFile = (
  t: TFunction,
  rows: SheetRow[],
  column: ColumnKey,
  messageKey: string,
): RowProblem[] => {
  const firstRow = new Map<string, number>();
  const problems: RowProblem[] = [];
  for (const row of rows) {
    const value = cellText(row, column);
    if (value === null) continue;
    const first = firstRow.get(value);
    if (first === undefined) firstRow.set(value, row.row);
    else problems.push({ row: row.row, column, message: t(messageKey, { value, row: first }) });
  }
  return problems;
};

/** The rows checked on their own (no database): what the sheet says, and its problems. */
export type CheckedFile = { valid: CheckedRow[]; problems: RowProblem[] };

// Checking a row is a few microseconds of JS; 20,000 of them are a few hundred ms: the
// loop steps aside every so often, so other requests are answered meanwhile.
const ROWS_PER_STEP = 1_000;
const stepAside = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Every row against the organisation's codes (loaded once) and the file against itself
 * (repeated customer numbers and serials). Holds no transaction: call it between two.
 */
export const checkFileRows = async (
  refs: References,
  t: TFunction,
  file: ReadFile,
  today: string,
): Promise<CheckedFile> => {
  const problems: RowProblem[] = [];
  const valid: CheckedRow[] = [];
  for (const [i, row] of file.rows.entries()) {
    if (i > 0 && i % ROWS_PER_STEP === 0) await stepAside();
    const result = checkRow(t, refs, today, row);
    problems.push(...result.problems);
    if (result.checked) valid.push(result.checked);
  }
  problems.push(
    ...repeatsInFile(t, file.rows, 'customerNo', 'validation:import.customerNoRepeated'),
    ...repeatsInFile(t, file.rows, 'meterSerial', 'validation:import.serialRepeated'),
  );
  return { valid, problems };
};

/**
 * What the organisation already holds, in a handful of queries (existing customer numbers
 * and meter serials for the whole file at once). Rows already registered are duplicates
 * to skip, not problems.
 */
export const examineAgainstRegister = async (
  tx: Tx,
  orgId: string,
  t: TFunction,
  file: ReadFile,
  checked: CheckedFile,
): Promise<Examined> => {
  const problems = [...checked.problems];
  const badRows = new Set(problems.map((p) => p.row));
  const clean = checked.valid.filter((r) => !badRows.has(r.row));

  const numbers = clean.flatMap((r) => (r.user.customerNo ? [r.user.customerNo] : []));
  const existing = await existingCustomers(tx, orgId, numbers);
  const alreadyImported = await wasImported(tx, orgId, file.fileHash);
  const keys = alreadyImported
    ? await existingImportKeys(tx, orgId, file.fileHash)
    : new Set<string | null>();
  const duplicates: ImportDuplicate[] = [];
  const toInsert: CheckedRow[] = [];
  for (const r of clean) {
    const no = r.user.customerNo;
    if (no !== null && existing.has(no)) {
      duplicates.push({ row: r.row, customerNo: no, existingName: existing.get(no) ?? null });
    } else if (no === null && keys.has(importKeyOf(file.fileHash, r.row))) {
      duplicates.push({ row: r.row, customerNo: null, existingName: null });
    } else {
      toInsert.push(r);
    }
  }

  const serials = toInsert.flatMap((r) => (r.meter ? [r.meter.serial] : []));
  const taken = await existingSerials(tx, orgId, serials);
  for (const r of toInsert) {
    if (r.meter && taken.has(r.meter.serial)) {
      problems.push({
        row: r.row,
        column: 'meterSerial',
        message: t('validation:import.serialTaken', { value: r.meter.serial }),
      });
    }
  }
  const finalBad = new Set(problems.map((p) => p.row));
  problems.sort(
    (a, b) =>
      a.row - b.row ||
      (a.column ? (columnOrder.get(a.column) ?? 0) : -1) -
        (b.column ? (columnOrder.get(b.column) ?? 0) : -1),
  );
  return {
    rowCount: file.rows.length,
    toInsert: toInsert.filter((r) => !finalBad.has(r.row)),
    problems,
    duplicates,
    alreadyImported,
  };
};

/**
 * Everything preview and confirm check, in two short transactions with the row checks
 * between them: the codes, then the rows, then the register.
 */
export const examineFile = async (
  inTx: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>,
  orgId: string,
  t: TFunction,
  file: ReadFile,
  today: string,
): Promise<Examined> => {
  const refs = await inTx((tx) => loadReferences(tx, orgId));
  const checked = await checkFileRows(refs, t, file, today);
  return inTx((tx) => examineAgainstRegister(tx, orgId, t, file, checked));
};
