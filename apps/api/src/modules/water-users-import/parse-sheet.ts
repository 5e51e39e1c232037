import ExcelJS from 'exceljs';
import type { TFunction } from 'i18next';
import { IMPORT_MAX_ROWS } from '@prapa/contracts';
import { notSpreadsheet, unprocessable } from './import-errors.ts';
import {
  columnLetter,
  DATA_SHEET,
  normaliseHeader,
  templateColumns,
  type ColumnKey,
} from './template-columns.ts';

/** A cell as the row checks see it; `error` is a cell showing #N/A, #REF! and the like. */
export type Raw = string | number | boolean | Date | { error: string } | null;

export type SheetRow = { row: number; cells: Record<ColumnKey, Raw> };

/** Where a column sits in this file: its own header text and letter. */
export type Placed = { header: string; letter: string };

export type ParsedSheet = {
  rows: SheetRow[];
  placed: Record<ColumnKey, Placed>;
};

const FORMULAS_LISTED = 10;

/** The value a cell shows; formulas are refused before this runs. */
const rawOf = (value: ExcelJS.CellValue): Raw => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) {
    return value;
  }
  if ('richText' in value) return rawOf(value.richText.map((r) => r.text).join(''));
  if ('error' in value) return { error: String(value.error) };
  if ('text' in value) return rawOf(value.text as ExcelJS.CellValue);
  if ('result' in value) return rawOf(value.result as ExcelJS.CellValue);
  return null;
};

const isFormula = (cell: ExcelJS.Cell) =>
  cell.type === ExcelJS.ValueType.Formula ||
  (typeof cell.value === 'object' &&
    cell.value !== null &&
    ('formula' in cell.value || 'sharedFormula' in cell.value));

const refuseFormulas = (t: TFunction, workbook: ExcelJS.Workbook) => {
  const found: string[] = [];
  let total = 0;
  for (const sheet of workbook.worksheets) {
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        if (!isFormula(cell)) return;
        total += 1;
        if (found.length < FORMULAS_LISTED) found.push(`${sheet.name}!${cell.address}`);
      });
    });
  }
  if (total === 0) return;
  const more =
    total > found.length ? t('validation:import.andMore', { count: total - found.length }) : '';
  throw unprocessable([
    {
      path: 'file',
      message: t('validation:import.formula', { cells: `${found.join(', ')}${more}` }),
    },
  ]);
};

const loadWorkbook = async (t: TFunction, content: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ExcelJS.Buffer);
  } catch {
    throw notSpreadsheet(t('validation:import.notXlsx'));
  }
  return workbook;
};

const placeColumns = (t: TFunction, sheet: ExcelJS.Worksheet) => {
  const byHeader = new Map<string, { index: number; text: string }>();
  sheet.getRow(1).eachCell((cell, index) => {
    const text = rawOf(cell.value);
    if (typeof text === 'string') byHeader.set(normaliseHeader(text), { index, text });
  });
  const placed = {} as Record<ColumnKey, Placed & { index: number }>;
  const missing: string[] = [];
  for (const c of templateColumns) {
    const at = byHeader.get(normaliseHeader(c.header));
    if (at) placed[c.key] = { index: at.index, header: at.text, letter: columnLetter(at.index) };
    else missing.push(c.header);
  }
  if (missing.length > 0) {
    throw unprocessable([
      {
        path: 'file',
        message: t('validation:import.headers', { sheet: sheet.name, columns: missing.join(', ') }),
      },
    ]);
  }
  return placed;
};

/**
 * Opens an .xlsx that the zip scan passed and gives its data rows by template column.
 * Refuses, before any row is checked: what exceljs cannot open (415), any formula (422,
 * with the cells), a header row missing template columns (422), too many rows (422).
 * Runs in a worker thread (sheet-worker.ts): parsing is seconds of CPU.
 */
export const parseSheet = async (t: TFunction, content: Buffer): Promise<ParsedSheet> => {
  const workbook = await loadWorkbook(t, content);
  refuseFormulas(t, workbook);
  const sheet = workbook.getWorksheet(DATA_SHEET) ?? workbook.worksheets[0];
  if (!sheet) throw notSpreadsheet(t('validation:import.notXlsx'));
  const placed = placeColumns(t, sheet);
  const keys = templateColumns.map((c) => c.key);
  const rows: SheetRow[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    if (!row.hasValues) continue;
    const cells = {} as Record<ColumnKey, Raw>;
    let empty = true;
    for (const key of keys) {
      const raw = rawOf(row.getCell(placed[key].index).value);
      cells[key] = raw;
      if (raw !== null) empty = false;
    }
    if (empty) continue;
    rows.push({ row: r, cells });
    if (rows.length > IMPORT_MAX_ROWS) {
      throw unprocessable([
        {
          path: 'file',
          message: t('validation:import.tooManyRows', {
            max: IMPORT_MAX_ROWS.toLocaleString('en-US'),
          }),
        },
      ]);
    }
  }
  if (rows.length === 0) {
    throw unprocessable([
      { path: 'file', message: t('validation:import.noRows', { sheet: sheet.name }) },
    ]);
  }
  return { rows, placed };
};
