import { READING_IMPORT_MAX_ROWS } from '@prapa/contracts';
import type { SheetSpec } from '../../lib/sheet-import/parse-sheet.ts';

/**
 * The reading sheet: the office grid of a round as .xlsx, to fill elsewhere (a paper
 * book typed in at home, a contractor's file) and bring back. Headers are Thai, like
 * the water-user template and the printed forms. Only the customer number, the reading
 * and the code are read back; the other columns help the person typing.
 */
export type ReadingColumnKey =
  | 'seq'
  | 'customerNo'
  | 'name'
  | 'address'
  | 'meterSerial'
  | 'previous'
  | 'average'
  | 'current'
  | 'code'
  | 'note';

type ReadingColumn = { key: ReadingColumnKey; header: string; width: number; read: boolean };

export const readingColumns: readonly ReadingColumn[] = [
  { key: 'seq', header: 'ลำดับ', width: 7, read: false },
  { key: 'customerNo', header: 'เลขผู้ใช้น้ำ', width: 14, read: true },
  { key: 'name', header: 'ชื่อ-สกุล', width: 26, read: false },
  { key: 'address', header: 'ที่อยู่', width: 30, read: false },
  { key: 'meterSerial', header: 'หมายเลขมาตร', width: 14, read: false },
  { key: 'previous', header: 'เลขอ่านครั้งก่อน', width: 12, read: false },
  { key: 'average', header: 'เฉลี่ย 3 เดือน (ลบ.ม.)', width: 12, read: false },
  { key: 'current', header: 'เลขอ่านครั้งนี้', width: 12, read: true },
  { key: 'code', header: 'รหัสการอ่าน', width: 10, read: true },
  { key: 'note', header: 'หมายเหตุ', width: 24, read: true },
];

export const READING_SHEET = 'จดเลขมาตร';
export const CODES_SHEET = 'รหัสการอ่าน';
/** A very hidden sheet naming the round the file was made for. */
export const META_SHEET = 'prapa';

export const readingSheetSpec: SheetSpec<ReadingColumnKey> = {
  file: 'readingSheet',
  sheetName: READING_SHEET,
  // The note may be dropped from a file; the other columns read back are required.
  columns: readingColumns
    .filter((c) => c.read)
    .map((c) => ({ key: c.key, header: c.header, optional: c.key === 'note' })),
  maxRows: READING_IMPORT_MAX_ROWS,
  metaSheet: META_SHEET,
};
