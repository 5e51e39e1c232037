import type { TFunction } from 'i18next';
import { IMPORT_MAX_ROWS, type Language } from '@prapa/contracts';
import type { SheetRow as AnySheetRow } from '../../lib/sheet-import/parse-sheet.ts';
import { readSheetFile, type SheetFile } from '../../lib/sheet-import/read-sheet-file.ts';
import { DATA_SHEET, templateColumns, type ColumnKey } from './template-columns.ts';

export type { Placed, Raw } from '../../lib/sheet-import/parse-sheet.ts';
export type SheetRow = AnySheetRow<ColumnKey>;
export type ReadFile = SheetFile<ColumnKey>;

const spec = {
  file: 'waterUserSheet' as const,
  sheetName: DATA_SHEET,
  columns: templateColumns.map((c) => ({ key: c.key, header: c.header })),
  maxRows: IMPORT_MAX_ROWS,
};

/** The water-user template's sheet, read by the shared sheet import (limits, worker). */
export const readImportFile = (t: TFunction, lang: Language, content: Buffer): Promise<ReadFile> =>
  readSheetFile(t, lang, content, spec);
