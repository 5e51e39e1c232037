import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { bangkokDate, formatThaiDate, formatThaiDateTime } from '@prapa/domain';
import { translator } from './i18n.ts';

export type XlsxValue = string | number | Date | null;

export type XlsxColumn<R> = {
  /** An i18n key (`server:…`), translated into the caller's language. */
  header: string;
  width?: number;
  numFmt?: string;
  value: (row: R) => XlsxValue;
};

export type XlsxSheet<R> = {
  /** i18n keys; the file name gets today's date appended. */
  fileName: string;
  sheetName: string;
  columns: XlsxColumn<R>[];
  rows: readonly R[];
};

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const MONEY_FORMAT = '#,##0.00';

/** Money is integer satang in the database; a sheet shows baht. */
export const bahtOf = (satang: number | null): number | null =>
  satang === null ? null : satang / 100;

/** An instant as 'DD/MM/YYYY - HH:mm น.' (BE, Bangkok) for columns that need the time. */
export const thaiDateTimeOf = (instant: Date | null): string | null =>
  instant ? formatThaiDateTime(instant) : null;

// Tahoma ships with Windows and LibreOffice maps it; Thai renders in both.
const FONT = { name: 'Tahoma', size: 10 };

const cellOf = (value: XlsxValue): string | number | null =>
  value instanceof Date ? formatThaiDate(bangkokDate(value)) : value;

// What a spreadsheet reads as the start of a formula once a cell is edited, or the sheet is
// saved as CSV and opened again (OWASP "CSV injection"): = + - @, and a leading tab or CR.
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet would run as a formula: `=HYPERLINK(…)` typed as a name, say. */
export const looksLikeFormula = (value: unknown): value is string =>
  typeof value === 'string' && FORMULA_START.test(value);

// The Text number format: Excel and LibreOffice keep what is typed into such a cell as
// text. exceljs 4.4 cannot write the quotePrefix style (Excel's own mark for '=…), and an
// apostrophe written into the value would be shown; the format changes nothing visible.
const TEXT_FORMAT = '@';

/**
 * Every cell of every sheet whose text looks like a formula gets the Text format: the
 * file stores it as a string and shows it exactly as typed, and an officer who edits the
 * cell (or pastes it elsewhere in the sheet) still gets text, never a live formula.
 * Numbers stay numbers (a negative amount is a number, never text). Each export builder
 * passes its workbook through this before writing it.
 */
export const guardFormulaText = <W extends ExcelJS.Workbook>(workbook: W): W => {
  workbook.eachSheet((ws) =>
    ws.eachRow((row) =>
      row.eachCell((cell) => {
        if (looksLikeFormula(cell.value)) cell.numFmt = TEXT_FORMAT;
      }),
    ),
  );
  return workbook;
};

// Excel refuses these characters and more than 31 of them in a sheet name.
const safeSheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';

const rfc5987 = (text: string) =>
  encodeURIComponent(text).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

const asciiName = (text: string) => text.replace(/[^\x20-\x7e]|["\\]/g, '_');

/** The attachment header: an ASCII fallback (English) and the UTF-8 name (RFC 5987/6266). */
export const contentDisposition = (fileName: string, asciiFallback: string) =>
  `attachment; filename="${asciiName(asciiFallback)}"; filename*=UTF-8''${rfc5987(fileName)}`;

const todayBe = () => formatThaiDate(bangkokDate(new Date())).split('/').reverse().join('-');

export const buildWorkbook = <R>(
  t: (key: string) => string,
  sheet: Pick<XlsxSheet<R>, 'sheetName' | 'columns' | 'rows'>,
) => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Prapa';
  workbook.created = new Date();
  const ws = workbook.addWorksheet(safeSheetName(t(sheet.sheetName)), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  ws.columns = sheet.columns.map((c, i) => ({
    key: String(i),
    header: t(c.header),
    width: c.width ?? 18,
    style: { font: FONT, ...(c.numFmt ? { numFmt: c.numFmt } : {}) },
  }));
  for (const row of sheet.rows) ws.addRow(sheet.columns.map((c) => cellOf(c.value(row))));
  const header = ws.getRow(1);
  header.font = { ...FONT, bold: true };
  header.alignment = { vertical: 'middle' };
  ws.autoFilter = {
    from: { row: 1, column: 1 },
    to: { row: Math.max(1, sheet.rows.length + 1), column: sheet.columns.length },
  };
  return guardFormulaText(workbook);
};

/** Sends a list as a one-sheet .xlsx named and headed in the caller's language. */
export const sendXlsx = async <R>(reply: FastifyReply, sheet: XlsxSheet<R>) => {
  const t = translator(reply.request.lang);
  const buffer = await buildWorkbook(t, sheet).xlsx.writeBuffer();
  const stamp = todayBe();
  const name = `${t(sheet.fileName)}_${stamp}.xlsx`;
  const fallback = `${translator('en')(sheet.fileName)}_${stamp}.xlsx`;
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', contentDisposition(name, fallback))
    .header('cache-control', 'no-store')
    .send(Buffer.from(buffer));
};
