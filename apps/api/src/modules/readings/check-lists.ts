import type { TFunction } from 'i18next';
import type { ReadingList, RoundReadingRow } from '@prapa/contracts';
import { formatThaiDateTime, thaiMonthName } from '@prapa/domain';
import {
  footers,
  heading,
  newListing,
  signature,
  toBuffer,
  whole,
  type ListingOrg,
} from '../../documents/listing-pdf.ts';
import { PdfTable, type TableColumn } from '../../documents/pdf-table.ts';
import { translator } from '../../lib/i18n.ts';
import { thaiDateTimeOf, type XlsxColumn } from '../../lib/xlsx.ts';

/** % difference from the average, from basis points (10,000 = 100 %). */
const percentOf = (bp: number | null | undefined) => (bp == null ? null : bp / 100);

const statusOf = (t: TFunction, row: RoundReadingRow) => {
  const r = row.reading;
  if (!r) return t('readings:status.notRead');
  if (r.held) return t('readings:status.held');
  return t(`readings:status.${r.status}`);
};

/** The check list as a sheet: one row a connection, in the order of the screen. */
export const readingColumns = (t: TFunction): XlsxColumn<RoundReadingRow>[] => [
  { header: 'server:reading.customerNo', width: 14, value: (r) => r.customerNo },
  { header: 'server:reading.name', width: 26, value: (r) => r.name },
  { header: 'server:reading.route', width: 10, value: (r) => r.routeCode },
  { header: 'server:reading.routeSeq', width: 10, value: (r) => r.routeSeq },
  { header: 'server:reading.meterSerial', width: 16, value: (r) => r.meterSerial },
  { header: 'server:reading.previous', width: 12, value: (r) => r.reading?.previous ?? null },
  { header: 'server:reading.current', width: 12, value: (r) => r.reading?.current ?? null },
  { header: 'server:reading.usage', width: 12, value: (r) => r.reading?.usage ?? null },
  { header: 'server:reading.average', width: 12, value: (r) => r.reading?.average ?? null },
  {
    header: 'server:reading.diff',
    width: 14,
    numFmt: '0.00',
    value: (r) => percentOf(r.reading?.diffBp),
  },
  {
    header: 'server:reading.anomaly',
    width: 18,
    value: (r) => (r.reading ? t(`readings:anomaly.${r.reading.anomaly}`) : null),
  },
  {
    header: 'server:reading.code',
    width: 22,
    value: (r) => (r.reading ? `${r.reading.code} ${t(`readings:code.${r.reading.code}`)}` : null),
  },
  { header: 'server:reading.status', width: 16, value: (r) => statusOf(t, r) },
  {
    header: 'server:reading.readAt',
    width: 20,
    value: (r) => (r.reading ? thaiDateTimeOf(new Date(r.reading.readAt)) : null),
  },
  { header: 'server:reading.note', width: 24, value: (r) => r.reading?.note ?? null },
];

export type ListRound = { yearBe: number; month: number };

const TITLE = 'รายการจดมาตรวัดน้ำ';

/**
 * A list of a round on A4 in Thai (documents are Thai, DESIGN.md §6): zero, high or low
 * use, dead meters, not read, or the whole check list as filtered, with the head of
 * waterworks' signature.
 */
export const renderReadingList = (
  org: ListingOrg,
  round: ListRound,
  list: ReadingList | undefined,
  rows: RoundReadingRow[],
  printedAt: Date,
): Promise<Buffer> => {
  const th = translator('th');
  const title = list ? `${TITLE}: ${th(`readings:list.${list}`)}` : TITLE;
  const { doc, flow } = newListing(title, org.nameTh);
  heading(flow, org, title, [
    `รอบบริการ ${thaiMonthName(round.month)} ${round.yearBe} · ${whole(rows.length)} ราย`,
    `ข้อมูล ณ วันที่ ${formatThaiDateTime(printedAt)}`,
  ]);
  // Widths in proportion (scaled to the page): numbers never wrap, names may.
  const columns: TableColumn[] = [
    { header: 'ที่', width: 22, align: 'center' },
    { header: 'เลขผู้ใช้น้ำ', width: 52 },
    { header: 'ชื่อผู้ใช้น้ำ', width: 92 },
    { header: 'สาย/ลำดับ', width: 44 },
    { header: 'เลขมาตร', width: 60 },
    { header: 'ครั้งก่อน', width: 46, align: 'right' },
    { header: 'ครั้งนี้', width: 46, align: 'right' },
    { header: 'หน่วย', width: 36, align: 'right' },
    { header: 'เฉลี่ย', width: 36, align: 'right' },
    { header: 'ต่าง %', width: 50, align: 'right' },
    { header: 'รหัส/หมายเหตุ', width: 80 },
  ];
  const scale = flow.width / columns.reduce((sum, c) => sum + c.width, 0);
  const table = new PdfTable(
    flow,
    columns.map((c) => ({ ...c, width: c.width * scale })),
    9,
    `${title} (ต่อ)`,
  );
  const num = (n: number | null | undefined) => (n == null ? '' : whole(n));
  table.draw(
    rows.map((row, i) => {
      const r = row.reading;
      const diff = percentOf(r?.diffBp);
      const code = r ? `${r.code} ${th(`readings:code.${r.code}`)}` : 'ยังไม่ได้จด';
      return {
        cells: [
          String(i + 1),
          row.customerNo,
          row.name,
          [row.routeCode, row.routeSeq].filter((v) => v != null).join('/'),
          row.meterSerial ?? '',
          num(r?.previous),
          r?.current == null ? (r ? '–' : '') : whole(r.current),
          num(r?.usage),
          num(r?.average),
          diff == null ? '' : diff.toFixed(2),
          r?.note ? `${code} · ${r.note}` : code,
        ],
      };
    }),
  );
  signature(flow, org);
  footers(doc, org, title, printedAt);
  return toBuffer(doc);
};
