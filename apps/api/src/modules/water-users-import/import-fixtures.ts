import ExcelJS from 'exceljs';
import { withCheckDigit } from '@prapa/domain';
import { DATA_SHEET, headerText, templateColumns, type ColumnKey } from './template-columns.ts';

// Test and bench helpers: sheets built the way a clerk fills the template.

export type SheetValue = string | number | Date | null | { formula: string };
export type RowValues = Partial<Record<ColumnKey, SheetValue>>;

/** A valid 13-digit national id from a 12-digit stem (the mod-11 check digit). */
export const nationalIdOf = (stem: number) => {
  return withCheckDigit(String(stem).padStart(12, '1').slice(-12));
};

const FIRST = ['สมชาย', 'สมหญิง', 'บุญมี', 'ประเสริฐ', 'วิไล', 'สุดา', 'อำนาจ', 'มาลี', 'ทองดี', 'จันทร์เพ็ญ'];
const LAST = ['ใจดี', 'ศรีสุข', 'มีทรัพย์', 'แก้วมณี', 'บุญมา', 'ทองคำ', 'สายบัว', 'พรหมมา'];

/** Row `i` of a good file: every column filled, meter included. */
export const goodRow = (i: number, codes: { area: string; route?: string | null }): RowValues => ({
  customerNo: null,
  title: i % 2 ? 'นาง' : 'นาย',
  firstName: FIRST[i % FIRST.length] ?? 'สมชาย',
  lastName: LAST[i % LAST.length] ?? 'ใจดี',
  nationalId: nationalIdOf(310_000_000_000 + i),
  phone: `08${String(10_000_000 + i).slice(-8)}`,
  houseNo: `${i + 1}/${(i % 7) + 1}`,
  moo: (i % 9) + 1,
  road: i % 3 ? null : 'ถนนมิตรภาพ',
  subdistrict: 'บ้านเป็ด',
  district: 'เมืองขอนแก่น',
  province: 'ขอนแก่น',
  postcode: '40000',
  areaCode: codes.area,
  routeCode: codes.route ?? null,
  userTypeCode: 'RES',
  meterSize: i % 4 ? '0.5' : '½″',
  usageStatusCode: i % 5 ? 'NORMAL' : null,
  meterSerial: `SN${String(i).padStart(7, '0')}`,
  meterBrand: 'Asahi',
  meterDigits: 4,
  installedOn: i % 2 ? '15/03/2567' : '2024-06-01',
  initialReading: i % 100,
  deposit: 400,
  latitude: 16.44 + (i % 100) / 10_000,
  longitude: 102.83 + (i % 100) / 10_000,
  notes: null,
});

export type SheetOptions = {
  /** Headers to write instead of the template's (a wrong header row). */
  headers?: string[];
  sheetName?: string;
};

/** An .xlsx of these rows under the template's headers. */
export const buildSheet = async (rows: RowValues[], options: SheetOptions = {}) => {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet(options.sheetName ?? DATA_SHEET);
  ws.addRow(options.headers ?? templateColumns.map(headerText));
  for (const row of rows) {
    ws.addRow(templateColumns.map((c) => (row[c.key] ?? null) as ExcelJS.CellValue));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

export const fileBody = (content: Buffer, fileName = 'ผู้ใช้น้ำ.xlsx') => ({
  fileName,
  contentBase64: content.toString('base64'),
});
