import ExcelJS from 'exceljs';
import type { TFunction } from 'i18next';
import { refusalError, type FileKind } from '../upload-limits.ts';
import { unprocessable } from '../app-error.ts';

/** A cell as the row checks see it; `error` is a cell showing #N/A, #REF! and the like. */
export type Raw = string | number | boolean | Date | { error: string } | null;

export type SheetRow<K extends string> = { row: number; cells: Record<K, Raw> };

/** Where a column sits in this file: its own header text and letter. */
export type Placed = { header: string; letter: string };

export type ParsedSheet<K extends string> = {
  rows: SheetRow<K>[];
  /** Columns found; an optional column the file lacks is absent. */
  placed: Record<K, Placed>;
  /** Key → value pairs (column A → B) of the spec's hidden meta sheet, if it has one. */
  meta: Record<string, string>;
  /**
   * Set instead of rows when required columns are missing and the spec asks to map them
   * (another program's layout): the header row's texts and the first rows under it.
   */
  unmapped?: { headers: string[]; sample: string[][] };
};

/**
 * What one kind of import reads: the data sheet (else the first), its columns matched by
 * header text (so they may be moved; a trailing `*` or `:` is ignored), and at most how
 * many rows. Plain data: it travels to the worker thread.
 */
export type SheetSpec<K extends string> = {
  /** Which upload this is: its refusals name it. */
  file: FileKind;
  sheetName: string;
  columns: readonly { key: K; header: string; optional?: boolean }[];
  maxRows: number;
  metaSheet?: string;
  /** The row holding the headers (1 unless a mapping says otherwise); data starts below it. */
  headerRow?: number;
  /** Missing required columns answer `unmapped` (to map them) instead of a refusal. */
  mapWhenMissing?: boolean;
};

export const normaliseHeader = (text: string) =>
  text
    .replace(/[\s\u00a0]+/g, ' ')
    .replace(/[*:：]+\s*$/g, '')
    .trim()
    .toLowerCase();

/** 1 → A, 27 → AA. */
export const columnLetter = (index: number): string => {
  let n = index;
  let letters = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    letters = String.fromCharCode(65 + r) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
};

const FORMULAS_LISTED = 10;

/** The value a cell shows; formulas are refused before this runs. */
export const rawOf = (value: ExcelJS.CellValue): Raw => {
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

export const refuseFormulas = (t: TFunction, workbook: ExcelJS.Workbook) => {
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

export const loadWorkbook = async (t: TFunction, content: Buffer, file: FileKind) => {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ExcelJS.Buffer);
  } catch {
    throw refusalError(t, file, { reason: 'notXlsx' });
  }
  return workbook;
};

const placeColumns = <K extends string>(
  t: TFunction,
  sheet: ExcelJS.Worksheet,
  spec: SheetSpec<K>,
) => {
  const byHeader = new Map<string, { index: number; text: string }>();
  sheet.getRow(spec.headerRow ?? 1).eachCell((cell, index) => {
    const text = rawOf(cell.value);
    if (typeof text === 'string') byHeader.set(normaliseHeader(text), { index, text });
  });
  const placed = {} as Record<K, Placed & { index: number }>;
  const missing: string[] = [];
  for (const c of spec.columns) {
    const at = byHeader.get(normaliseHeader(c.header));
    if (at) placed[c.key] = { index: at.index, header: at.text, letter: columnLetter(at.index) };
    else if (!c.optional) missing.push(c.header);
  }
  if (missing.length > 0 && spec.mapWhenMissing) return null;
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

const readMeta = (workbook: ExcelJS.Workbook, name: string | undefined) => {
  const meta: Record<string, string> = {};
  const sheet = name ? workbook.getWorksheet(name) : undefined;
  sheet?.eachRow((row) => {
    const key = rawOf(row.getCell(1).value);
    const value = rawOf(row.getCell(2).value);
    if (typeof key === 'string' && value !== null && typeof value !== 'object') {
      meta[key] = String(value);
    }
  });
  return meta;
};

const SAMPLE_ROWS = 5;
const cellText = (raw: Raw) =>
  raw === null || typeof raw === 'object'
    ? raw instanceof Date
      ? raw.toISOString().slice(0, 10)
      : ''
    : String(raw);

/** The header row's texts and a few rows under it, for a person to map the columns. */
const peek = <K extends string>(sheet: ExcelJS.Worksheet, spec: SheetSpec<K>) => {
  const at = spec.headerRow ?? 1;
  const width = Math.min(sheet.columnCount, 60);
  const texts = (r: number) =>
    Array.from({ length: width }, (_, i) => cellText(rawOf(sheet.getRow(r).getCell(i + 1).value)));
  const sample: string[][] = [];
  for (let r = at + 1; r <= sheet.rowCount && sample.length < SAMPLE_ROWS; r++) {
    if (sheet.getRow(r).hasValues) sample.push(texts(r));
  }
  return { headers: texts(at), sample };
};

/**
 * Opens an .xlsx that the zip scan passed and gives its data rows by the spec's columns.
 * Refuses, before any row is checked: what exceljs cannot open (415), any formula (422,
 * with the cells), a header row missing required columns (422), too many rows (413; the
 * scan counted them already, this counts the rows that hold data).
 * Runs in a worker thread (sheet-worker.ts): parsing is seconds of CPU.
 */
export const parseSheet = async <K extends string>(
  t: TFunction,
  content: Buffer,
  spec: SheetSpec<K>,
): Promise<ParsedSheet<K>> => {
  const workbook = await loadWorkbook(t, content, spec.file);
  refuseFormulas(t, workbook);
  const sheet = workbook.getWorksheet(spec.sheetName) ?? workbook.worksheets[0];
  if (!sheet) throw refusalError(t, spec.file, { reason: 'notXlsx' });
  const placed = placeColumns(t, sheet, spec);
  if (!placed)
    return { rows: [], placed: {} as Record<K, Placed>, meta: {}, unmapped: peek(sheet, spec) };
  const keys = spec.columns.map((c) => c.key);
  const rows: SheetRow<K>[] = [];
  for (let r = (spec.headerRow ?? 1) + 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    if (!row.hasValues) continue;
    const cells = {} as Record<K, Raw>;
    let empty = true;
    for (const key of keys) {
      const at = placed[key];
      const raw = at ? rawOf(row.getCell(at.index).value) : null;
      cells[key] = raw;
      if (raw !== null) empty = false;
    }
    if (empty) continue;
    rows.push({ row: r, cells });
    if (rows.length > spec.maxRows)
      throw refusalError(t, spec.file, { reason: 'rows', max: spec.maxRows });
  }
  if (rows.length === 0) {
    throw unprocessable([
      {
        path: 'file',
        // The reading sheet has its own wording; others say water users (the default).
        message: t('validation:import.noRows', { sheet: sheet.name, context: spec.file }),
      },
    ]);
  }
  return { rows, placed, meta: readMeta(workbook, spec.metaSheet) };
};
