import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';

export type SheetContent = {
  name: string;
  header: string[];
  rows: (string | number | null)[][];
  sheet: ExcelJS.Worksheet;
};

const plain = (value: ExcelJS.CellValue): string | number | null =>
  value === null || value === undefined ? null : typeof value === 'number' ? value : String(value);

/** The first sheet of an .xlsx answer: header texts and the data rows' values. */
export const readXlsx = async (res: LightMyRequestResponse): Promise<SheetContent> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet in the workbook');
  const values: (string | number | null)[][] = [];
  sheet.eachRow((row) => {
    const cells: (string | number | null)[] = [];
    for (let c = 1; c <= sheet.columnCount; c++) cells.push(plain(row.getCell(c).value));
    values.push(cells);
  });
  const [header = [], ...rows] = values;
  return { name: sheet.name, header: header.map(String), rows, sheet };
};
