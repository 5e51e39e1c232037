import type { TFunction } from 'i18next';
import {
  isStatementHeader,
  parseBankAmount,
  parseBankDate,
  parseBankTime,
  statementColumns,
  suggestBankMapping,
} from '@prapa/domain';
import type { BankMapping } from '@prapa/contracts';
import { unprocessable } from '../../lib/app-error.ts';
import { normaliseHeader, type Raw } from '../../lib/sheet-import/parse-sheet.ts';
import type { BankFileRead, BankLine } from './bank-lines.ts';
import { refuseLines } from './read-bot.ts';

/** A sheet of an .xlsx, or the one table of a CSV: its rows (1-based) and cells. */
export type Table = { name: string; rows: { row: number; cells: Raw[] }[] };

type Cell = string | number | null;

// Excel has no time zone: exceljs gives a cell's wall-clock time as UTC fields.
const two = (n: number) => String(n).padStart(2, '0');
const cellOf = (raw: Raw | undefined): Cell => {
  if (raw === null || raw === undefined || typeof raw === 'boolean') return null;
  if (raw instanceof Date)
    return `${raw.getUTCFullYear()}-${two(raw.getUTCMonth() + 1)}-${two(raw.getUTCDate())} ${two(raw.getUTCHours())}:${two(raw.getUTCMinutes())}:${two(raw.getUTCSeconds())}`;
  if (typeof raw === 'object') return null;
  return raw;
};
const textOf = (raw: Raw | undefined): string | null => {
  const c = cellOf(raw);
  if (c === null) return null;
  const s = String(c).trim();
  return s === '' ? null : s;
};

/** A ref as the bank wrote it: Excel turns 0012 into 12 only when typed, so keep text. */
const refOf = (raw: Raw | undefined) => textOf(raw)?.replace(/\s+/g, '') ?? null;

const HEADER_SEARCH = 20;

const statementAt = (table: Table) =>
  table.rows
    .slice(0, HEADER_SEARCH)
    .find((r) => isStatementHeader(r.cells.map((c) => textOf(c) ?? '')));

const readRows = (
  t: TFunction,
  table: Table,
  headerRow: number,
  read: (cells: Raw[], row: number, problems: string[]) => BankLine | null,
) => {
  const problems: string[] = [];
  const lines: BankLine[] = [];
  for (const r of table.rows) {
    if (r.row <= headerRow) continue;
    const line = read(r.cells, r.row, problems);
    if (line) lines.push(line);
  }
  if (problems.length > 0) refuseLines(t, problems);
  if (lines.length === 0)
    throw unprocessable([{ path: 'file', message: t('validation:bank.noRows') }]);
  return lines;
};

const dateProblem = (t: TFunction, row: number, value: Raw | undefined) =>
  t('validation:bank.rowDate', { row, value: textOf(value) ?? '' });
const amountProblem = (t: TFunction, row: number, value: Raw | undefined) =>
  t('validation:bank.rowAmount', { row, value: textOf(value) ?? '' });

/** A plain account statement (no refs): deposits are payments to match by amount. */
const readStatement = (t: TFunction, table: Table, headerRow: number, headers: string[]) => {
  const cols = statementColumns(headers);
  if (!cols) throw unprocessable([{ path: 'file', message: t('validation:bank.notFile') }]);
  return readRows(t, table, headerRow, (cells, row, problems) => {
    const deposit = textOf(cells[cols.deposit]);
    const withdrawal = cols.withdrawal === null ? null : textOf(cells[cols.withdrawal]);
    // Brought-forward and balance-only lines move no money.
    if (deposit === null && withdrawal === null) return null;
    const payDate = parseBankDate(cellOf(cells[cols.date]));
    if (!payDate) {
      problems.push(dateProblem(t, row, cells[cols.date]));
      return null;
    }
    const amountCell = deposit ?? withdrawal;
    const amount = parseBankAmount(amountCell);
    if (amount === null) {
      problems.push(
        amountProblem(t, row, deposit === null ? cells[cols.withdrawal ?? 0] : cells[cols.deposit]),
      );
      return null;
    }
    const dateTime = parseBankTime(cellOf(cells[cols.date]));
    const time =
      cols.time === null ? dateTime : (parseBankTime(cellOf(cells[cols.time])) ?? dateTime);
    return {
      line: row,
      payDate,
      time: time === '00:00:00' && cols.time === null ? null : time,
      payerName: null,
      ref1: null,
      ref2: null,
      bankRef: null,
      description: cols.description === null ? null : textOf(cells[cols.description]),
      amount,
      moneyIn: deposit !== null && amount > 0,
    };
  });
};

const indexIn = (headers: string[], name: string | null) =>
  name === null ? -1 : headers.findIndex((h) => normaliseHeader(h) === normaliseHeader(name));

/** A bank's export of bill payments, read by the channel's mapping. */
const readExport = (t: TFunction, table: Table, mapping: BankMapping, headers: string[]) => {
  const c = mapping.columns;
  const at = (name: string | null) => indexIn(headers, name);
  const col = {
    date: at(c.date),
    time: at(c.time),
    payerName: at(c.payerName),
    ref1: at(c.ref1),
    ref2: at(c.ref2),
    amount: at(c.amount),
    bankRef: at(c.bankRef),
    branch: at(c.branch),
    channel: at(c.channel),
  };
  const get = (cells: Raw[], i: number) => (i < 0 ? null : cells[i]);
  return readRows(t, table, mapping.headerRow, (cells, row, problems) => {
    const dateCell = get(cells, col.date);
    const amountCell = get(cells, col.amount);
    // A footer of totals has no date and no refs.
    if (textOf(dateCell) === null && refOf(get(cells, col.ref1)) === null) return null;
    const payDate = parseBankDate(cellOf(dateCell ?? null));
    if (!payDate) {
      problems.push(dateProblem(t, row, dateCell ?? null));
      return null;
    }
    const amount = parseBankAmount(cellOf(amountCell ?? null));
    if (amount === null) {
      problems.push(amountProblem(t, row, amountCell ?? null));
      return null;
    }
    const time =
      (col.time >= 0 ? parseBankTime(cellOf(get(cells, col.time) ?? null)) : null) ??
      parseBankTime(cellOf(dateCell ?? null));
    const where = [textOf(get(cells, col.branch)), textOf(get(cells, col.channel))].filter(Boolean);
    return {
      line: row,
      payDate,
      time: time === '00:00:00' && col.time < 0 ? null : time,
      payerName: textOf(get(cells, col.payerName)),
      ref1: refOf(get(cells, col.ref1)),
      ref2: refOf(get(cells, col.ref2)),
      bankRef: textOf(get(cells, col.bankRef)),
      description: where.length > 0 ? where.join(' · ') : null,
      amount,
      moneyIn: amount > 0,
    };
  });
};

const headersAt = (table: Table, row: number) =>
  (table.rows.find((r) => r.row === row)?.cells ?? []).map((c) => textOf(c) ?? '');

const mappedNames = (mapping: BankMapping) =>
  Object.values(mapping.columns).filter((v): v is string => v !== null);

/** The first row that looks like headers: three or more text cells. */
const guessHeaderRow = (table: Table) =>
  table.rows
    .slice(0, HEADER_SEARCH)
    .find((r) => r.cells.filter((c) => typeof c === 'string' && c.trim() !== '').length >= 3)
    ?.row ??
  table.rows[0]?.row ??
  1;

/**
 * A table (CSV or a sheet of an .xlsx): a statement when its headers say so; else a bank
 * export read by the mapping given or remembered, on the sheet whose header row holds
 * the mapped columns (none: the wrong file or sheet, refused with the columns missing);
 * else what the mapping form needs.
 */
export const readTables = (
  t: TFunction,
  tables: Table[],
  mapping: BankMapping | null,
): BankFileRead => {
  for (const table of tables) {
    const header = statementAt(table);
    if (header) {
      const headers = header.cells.map((c) => textOf(c) ?? '');
      return {
        kind: 'lines',
        format: 'statement',
        trailer: null,
        mapping: null,
        lines: readStatement(t, table, header.row, headers),
      };
    }
  }
  if (mapping) {
    const wanted = mappedNames(mapping);
    for (const table of tables) {
      const headers = headersAt(table, mapping.headerRow);
      if (wanted.every((w) => indexIn(headers, w) >= 0))
        return {
          kind: 'lines',
          format: 'bankExport',
          trailer: null,
          mapping,
          lines: readExport(t, table, mapping, headers),
        };
    }
    const first = tables[0];
    const missing = first
      ? wanted.filter((w) => indexIn(headersAt(first, mapping.headerRow), w) < 0)
      : wanted;
    throw unprocessable([
      {
        path: 'file',
        message: t('validation:bank.headers', {
          row: mapping.headerRow,
          columns: missing.join(', '),
          sheets: tables.map((s) => s.name).join(', '),
        }),
      },
    ]);
  }
  const table = tables.find((s) => s.rows.length > 0);
  if (!table) throw unprocessable([{ path: 'file', message: t('validation:bank.noRows') }]);
  const headerRow = guessHeaderRow(table);
  const all = headersAt(table, headerRow);
  const keep = all.flatMap((h, i) => (h === '' ? [] : [i]));
  const headers = keep.map((i) => all[i] ?? '');
  return {
    kind: 'mapping',
    format: 'bankExport',
    needed: {
      headerRow,
      headers,
      sample: table.rows
        .filter((r) => r.row > headerRow)
        .slice(0, 5)
        .map((r) => keep.map((i) => String(cellOf(r.cells[i]) ?? ''))),
      suggested: suggestBankMapping(headers),
    },
  };
};
