import ExcelJS from 'exceljs';
import type { TFunction } from 'i18next';
import {
  MOVE_IN_MAX_ROWS,
  type Language,
  type MoveInField,
  type MoveInMapping,
  type MoveInStep,
} from '@prapa/contracts';
import { unprocessable } from '../../lib/app-error.ts';
import { normaliseHeader, type SheetSpec } from '../../lib/sheet-import/parse-sheet.ts';
import { readSheetFile, type SheetFile } from '../../lib/sheet-import/read-sheet-file.ts';
import type { MoveInStepDef } from './move-in-step.ts';

/**
 * How a step's file is read: by the template's headers, or by a mapping of another
 * program's layout (its header row, and the header each field is under). A field the
 * mapping leaves out is read as blank, which only an optional field may be.
 */
export const sheetSpecOf = <S extends MoveInStep, V, P>(
  def: MoveInStepDef<S, V, P>,
  mapping: MoveInMapping | null,
): SheetSpec<MoveInField<S>> => ({
  file: 'moveInSheet',
  sheetName: def.sheetName,
  columns: def.columns
    .filter((c) => !mapping || (mapping.columns[c.key] ?? null) !== null)
    .map((c) => ({
      key: c.key,
      header: mapping ? (mapping.columns[c.key] ?? c.header) : c.header,
      optional: c.optional ?? false,
    })),
  maxRows: MOVE_IN_MAX_ROWS,
  headerRow: mapping?.headerRow ?? 1,
  mapWhenMissing: true,
});

/** A mapping must name every required field (a 422 on the field's path otherwise). */
export const refuseIncompleteMapping = <S extends MoveInStep, V, P>(
  t: TFunction,
  def: MoveInStepDef<S, V, P>,
  mapping: MoveInMapping | null,
) => {
  if (!mapping) return;
  const missing = def.columns.filter((c) => !c.optional && !mapping.columns[c.key]);
  if (missing.length === 0) return;
  throw unprocessable(
    missing.map((c) => ({
      path: `mapping.columns.${c.key}`,
      message: t('validation:moveIn.mapField', { header: c.header }),
    })),
  );
};

/** Reads the file in a worker thread by the spec; `unmapped` is set when columns are missing. */
export const readStepFile = <S extends MoveInStep, V, P>(
  t: TFunction,
  lang: Language,
  def: MoveInStepDef<S, V, P>,
  content: Buffer,
  mapping: MoveInMapping | null,
): Promise<SheetFile<MoveInField<S>>> => readSheetFile(t, lang, content, sheetSpecOf(def, mapping));

/** For the mapping form: the file's header that looks like each field's template header. */
export const suggestMapping = <S extends MoveInStep, V, P>(
  def: MoveInStepDef<S, V, P>,
  headers: string[],
): Record<string, string | null> => {
  const found = headers.filter((h) => h.trim() !== '');
  const norm = found.map((h) => normaliseHeader(h));
  return Object.fromEntries(
    def.columns.map((c) => {
      const want = normaliseHeader(c.header);
      const exact = norm.indexOf(want);
      const near = exact >= 0 ? exact : norm.findIndex((h) => h.includes(want) || want.includes(h));
      return [c.key, near >= 0 ? (found[near] ?? null) : null];
    }),
  );
};

/**
 * The step's template: the data sheet with its headers only (an example row left in would
 * be imported), and a help sheet with the rules and an example row under the same headers.
 */
export const buildStepTemplate = <S extends MoveInStep, V, P>(
  t: TFunction,
  def: MoveInStepDef<S, V, P>,
  orgName: string,
) => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Prapa';
  const sheet = workbook.addWorksheet(def.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = def.columns.map((c) => ({
    header: c.optional ? c.header : `${c.header} *`,
    key: c.key,
    width: c.width,
  }));
  sheet.getRow(1).font = { bold: true };
  // Numbers typed as text keep their leading zeros (customer numbers, references).
  def.columns.forEach((c, i) => {
    if (typeof c.example === 'string') sheet.getColumn(i + 1).numFmt = '@';
  });
  const help = workbook.addWorksheet(t('server:moveIn.helpSheet'));
  help.getColumn(1).width = 40;
  help.addRow([t('server:moveIn.helpTitle', { org: orgName })]).font = { bold: true };
  for (const line of def.help(t)) help.addRow([line]);
  help.addRow([]);
  help.addRow([t('server:moveIn.helpExample')]).font = { bold: true };
  help.addRow(def.columns.map((c) => c.header)).font = { bold: true };
  help.addRow(def.columns.map((c) => c.example));
  return workbook;
};
