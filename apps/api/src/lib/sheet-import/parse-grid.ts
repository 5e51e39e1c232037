import type { TFunction } from 'i18next';
import { loadWorkbook, rawOf, refuseFormulas, type Raw } from './parse-sheet.ts';
import { unprocessable } from './errors.ts';

/** A sheet as rows of cells, when its columns are not known in advance (bank exports). */
export type Grid = { name: string; rows: { row: number; cells: Raw[] }[] };

/**
 * Every worksheet of an .xlsx as plain rows (empty rows skipped), for files whose layout
 * the user maps: a bank's export. Formulas are refused as in every import: a payment
 * file is data the bank wrote, and a formula's cached value may not be what it shows.
 */
export const parseGrid = async (
  t: TFunction,
  content: Buffer,
  maxRows: number,
): Promise<Grid[]> => {
  const workbook = await loadWorkbook(t, content);
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
      if (total > maxRows) {
        throw unprocessable([
          {
            path: 'file',
            message: t('validation:import.tooManyRows', { max: maxRows.toLocaleString('en-US') }),
          },
        ]);
      }
    });
    return { name: sheet.name, rows };
  });
};
