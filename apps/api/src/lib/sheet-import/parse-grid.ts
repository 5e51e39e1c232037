import type { TFunction } from 'i18next';
import { refusalError, type FileKind } from '../upload-limits.ts';
import { loadWorkbook, rawOf, refuseFormulas, type Raw } from './parse-sheet.ts';

/** A sheet as rows of cells, when its columns are not known in advance (bank exports). */
export type Grid = { name: string; rows: { row: number; cells: Raw[] }[] };

/**
 * Every worksheet of an .xlsx as plain rows (empty rows skipped), for files whose layout
 * the user maps: a bank's export. Runs in the reading worker once the zip scan passed the
 * file; the rows holding data are counted again as they are read. Formulas are refused as
 * in every import: a payment file is data the bank wrote, and a formula's cached value may
 * not be what it shows.
 */
export const parseGrid = async (
  t: TFunction,
  content: Buffer,
  maxRows: number,
  file: FileKind,
): Promise<Grid[]> => {
  const workbook = await loadWorkbook(t, content, file);
  refuseFormulas(t, workbook);
  let total = 0;
  return workbook.worksheets.map((sheet) => {
    const rows: Grid['rows'] = [];
    sheet.eachRow((row, index) => {
      const cells: Raw[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        cells[column - 1] = rawOf(cell.value);
      });
      for (let i = 0; i < cells.length; i++) cells[i] ??= null;
      if (cells.every((c) => c === null)) return;
      rows.push({ row: index, cells });
      total += 1;
      if (total > maxRows) throw refusalError(t, file, { reason: 'rows', max: maxRows });
    });
    return { name: sheet.name, rows };
  });
};
