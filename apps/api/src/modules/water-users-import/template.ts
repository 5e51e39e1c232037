import ExcelJS from 'exceljs';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@prapa/contracts';
import { guardFormulaText } from '../../lib/xlsx.ts';
import type { Ref, References } from './check-row.ts';
import { DATA_SHEET, HELP_SHEET, headerText, templateColumns } from './template-columns.ts';

// The template is a Thai form (the headers are what an upload is matched by), in the
// font the exports use: Tahoma renders Thai in Excel and LibreOffice alike.
const FONT = { name: 'Tahoma', size: 10 };
const REQUIRED_FILL = 'FFFDE2D0';
const OPTIONAL_FILL = 'FFDCEBF7';
const fill = (argb: string): ExcelJS.Fill => ({
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb },
});

// Typed as text so Excel keeps leading zeros (00125, 0812345678) and long ids whole.
const TEXT_COLUMNS = new Set([
  'customerNo',
  'nationalId',
  'phone',
  'houseNo',
  'postcode',
  'meterSerial',
]);

const activeOf = (map: Map<string, Ref>) => [
  ...new Map([...map.values()].filter((r) => r.active).map((r) => [r.id, r])).values(),
];

const dataSheet = (workbook: ExcelJS.Workbook) => {
  const ws = workbook.addWorksheet(DATA_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = templateColumns.map((c) => ({
    key: c.key,
    header: headerText(c),
    width: c.width,
    style: { font: FONT, ...(TEXT_COLUMNS.has(c.key) ? { numFmt: '@' } : {}) },
  }));
  const header = ws.getRow(1);
  header.height = 30;
  templateColumns.forEach((c, i) => {
    const cell = header.getCell(i + 1);
    cell.font = { ...FONT, bold: true };
    cell.fill = fill(c.required ? REQUIRED_FILL : OPTIONAL_FILL);
    cell.alignment = { vertical: 'middle', horizontal: 'center', wrapText: true };
    cell.note = `${c.required ? 'ต้องกรอก' : 'ไม่บังคับ'}: ${c.help}`;
  });
  return ws;
};

const instructions = (orgName: string) => [
  `ไฟล์นำเข้าผู้ใช้น้ำของ ${orgName}`,
  '',
  `1. กรอกข้อมูลในชีต "${DATA_SHEET}" หนึ่งแถวต่อผู้ใช้น้ำหนึ่งราย เริ่มที่แถวที่ 2 (แถวที่ 1 เป็นหัวคอลัมน์)`,
  '2. ห้ามแก้ไขหรือลบหัวคอลัมน์ สลับลำดับคอลัมน์ได้ ช่องที่มีเครื่องหมาย * ต้องกรอก (หัวคอลัมน์สีส้ม)',
  '3. ห้ามใช้สูตร ถ้าคัดลอกมาจากไฟล์อื่น ให้วางแบบ "ค่าเท่านั้น" (Paste Values)',
  `4. ไฟล์ต้องเป็น .xlsx ขนาดไม่เกิน ${IMPORT_MAX_BYTES / 1024 / 1024} MB และไม่เกิน ${IMPORT_MAX_ROWS.toLocaleString('en-US')} แถว`,
  '5. ระบบจะตรวจทุกแถวก่อน และแสดงปัญหาพร้อมเลขแถวและคอลัมน์ ยังไม่บันทึกจนกว่าจะกดยืนยัน และจะบันทึกทั้งไฟล์หรือไม่บันทึกเลย',
  '6. นำเข้าไฟล์เดิมซ้ำได้อย่างปลอดภัย แถวที่มีเลขผู้ใช้น้ำอยู่แล้วในระบบ หรือเคยนำเข้าแล้ว จะถูกข้ามไป',
  '7. ตัวอย่างด้านล่างมีไว้ดูเท่านั้น ไม่ต้องคัดลอกไปไว้ในชีตข้อมูล',
];

const codeTable = (ws: ExcelJS.Worksheet, title: string, heads: string[], rows: string[][]) => {
  ws.addRow([]);
  ws.addRow([title]).font = { ...FONT, bold: true, size: 11 };
  ws.addRow(heads).font = { ...FONT, bold: true };
  for (const r of rows) ws.addRow(r);
  if (rows.length === 0) ws.addRow(['(ยังไม่มีรายการ กรุณาเพิ่มที่เมนูข้อมูลพื้นฐานก่อนนำเข้า)']);
};

const helpSheet = (workbook: ExcelJS.Workbook, orgName: string, refs: References) => {
  const ws = workbook.addWorksheet(HELP_SHEET);
  ws.columns = [
    { width: 26, style: { font: FONT } },
    { width: 12, style: { font: FONT } },
    { width: 70, style: { font: FONT, alignment: { wrapText: true, vertical: 'top' } } },
    { width: 18, style: { font: FONT } },
    { width: 18, style: { font: FONT } },
  ];
  instructions(orgName).forEach((line, i) => {
    const row = ws.addRow([line]);
    if (i === 0) row.font = { ...FONT, bold: true, size: 13 };
  });
  ws.addRow([]);
  const head = ws.addRow(['คอลัมน์', 'ต้องกรอก', 'คำอธิบาย', 'ตัวอย่าง 1', 'ตัวอย่าง 2']);
  head.font = { ...FONT, bold: true };
  head.eachCell((cell) => (cell.fill = fill(OPTIONAL_FILL)));
  for (const c of templateColumns) {
    const row = ws.addRow([c.header, c.required ? 'ต้องกรอก' : '', c.help, ...c.examples]);
    row.getCell(4).numFmt = '@';
    row.getCell(5).numFmt = '@';
  }
  const areas = activeOf(refs.areas);
  const areaCode = new Map(areas.map((a) => [a.id, a.code]));
  codeTable(
    ws,
    'รหัสพื้นที่ที่ใช้ได้',
    ['รหัสพื้นที่', 'ชื่อพื้นที่'],
    areas.map((a) => [a.code, a.label]),
  );
  codeTable(
    ws,
    'รหัสสายเก็บเงินที่ใช้ได้',
    ['รหัสสาย', 'ชื่อสาย', 'รหัสพื้นที่ของสาย'],
    [...refs.routes.values()]
      .filter((r) => r.active)
      .map((r) => [r.code, r.label, areaCode.get(r.areaId) ?? '']),
  );
  codeTable(
    ws,
    'รหัสประเภทผู้ใช้น้ำ',
    ['รหัส', 'ประเภท'],
    activeOf(refs.userTypes).map((r) => [r.code, r.label]),
  );
  codeTable(
    ws,
    'ขนาดมาตร (กรอกรหัสหรือชื่อ)',
    ['รหัส', 'ชื่อ'],
    activeOf(refs.meterSizes).map((r) => [r.code, r.label]),
  );
  codeTable(
    ws,
    'รหัสสถานะการใช้น้ำ',
    ['รหัส', 'สถานะ'],
    activeOf(refs.usageStatuses).map((r) => [r.code, r.label]),
  );
  return ws;
};

/** The template: an empty data sheet with Thai headers, and a sheet that explains it. */
export const buildTemplate = (orgName: string, refs: References) => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Prapa';
  workbook.created = new Date();
  dataSheet(workbook);
  helpSheet(workbook, orgName, refs);
  return guardFormulaText(workbook);
};
