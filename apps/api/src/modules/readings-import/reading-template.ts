import ExcelJS from 'exceljs';
import type { RouteSheetRow } from '@prapa/contracts';
import { READING_CODES } from '@prapa/domain';
import { guardFormulaText } from '../../lib/xlsx.ts';
import {
  CODES_SHEET,
  META_SHEET,
  READING_SHEET,
  readingColumns,
  type ReadingColumnKey,
} from './reading-sheet-spec.ts';

type Round = { id: string; yearBe: number; month: number };

// Tahoma ships with Windows and LibreOffice maps it; Thai renders in both.
const FONT = { name: 'Tahoma', size: 10 };
const TO_FILL = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF7CC' } } as const;

const valueOf = (row: RouteSheetRow, index: number, key: ReadingColumnKey) => {
  switch (key) {
    case 'seq':
      return row.routeSeq ?? index + 1;
    case 'customerNo':
      return row.customerNo;
    case 'name':
      return row.name;
    case 'address':
      return row.address;
    case 'meterSerial':
      return row.meterSerial;
    case 'previous':
      return row.previous;
    case 'average':
      return row.average;
    // A reading already taken is shown, so a file brought back twice changes nothing.
    case 'current':
      return row.reading?.current ?? null;
    case 'code':
      return row.reading?.code ?? null;
    case 'note':
      return row.reading?.note ?? null;
  }
};

/**
 * The grid of a round (one route, or all) as .xlsx: a row per connection in walk order,
 * the reading and code columns shaded to fill, the codes listed on their own sheet, and
 * the round's id on a very hidden sheet, so a file brought back to another round is
 * refused. The code cells are text: "01" keeps its leading zero.
 */
export const buildReadingTemplate = (
  round: Round,
  rows: RouteSheetRow[],
  codeName: (code: string) => string,
) => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Prapa';
  workbook.created = new Date();
  const ws = workbook.addWorksheet(READING_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = readingColumns.map((c) => ({
    key: c.key,
    header: c.header,
    width: c.width,
    style: { font: FONT, ...(c.key === 'code' ? { numFmt: '@' } : {}) },
  }));
  rows.forEach((row, index) =>
    ws.addRow(Object.fromEntries(readingColumns.map((c) => [c.key, valueOf(row, index, c.key)]))),
  );
  ws.getRow(1).font = { ...FONT, bold: true };
  const last = Math.max(2, rows.length + 1);
  for (const key of ['current', 'code'] as const) {
    const column = ws.getColumn(key);
    for (let r = 2; r <= last; r++) ws.getCell(r, column.number).fill = TO_FILL;
  }
  const codeList: ExcelJS.DataValidation = {
    type: 'list',
    allowBlank: true,
    formulae: [`"${READING_CODES.map((c) => c.code).join(',')}"`],
    showErrorMessage: true,
  };
  const codeColumn = ws.getColumn('code').number;
  for (let r = 2; r <= last; r++) ws.getCell(r, codeColumn).dataValidation = codeList;

  const codes = workbook.addWorksheet(CODES_SHEET);
  codes.columns = [
    { header: 'รหัส', key: 'code', width: 8, style: { font: FONT, numFmt: '@' } },
    { header: 'ความหมาย', key: 'name', width: 36, style: { font: FONT } },
  ];
  codes.getRow(1).font = { ...FONT, bold: true };
  for (const c of READING_CODES) codes.addRow({ code: c.code, name: codeName(c.code) });

  const meta = workbook.addWorksheet(META_SHEET, { state: 'veryHidden' });
  meta.addRow(['roundId', round.id]);
  meta.addRow(['yearBe', round.yearBe]);
  meta.addRow(['month', round.month]);
  return guardFormulaText(workbook);
};
