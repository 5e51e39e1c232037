import type { RouteSheetRow } from '@prapa/contracts';
import { thaiMonthName } from '@prapa/domain';
import {
  footers,
  heading,
  newListing,
  toBuffer,
  whole,
  type ListingOrg,
} from '../../documents/listing-pdf.ts';
import { PdfTable, type TableColumn } from '../../documents/pdf-table.ts';

export const READING_BOOK_TITLE = 'สมุดจดเลขมาตรวัดน้ำ (ป.31)';

// Proportions scaled to the page; the empty columns are wide enough to write in.
const COLUMNS: TableColumn[] = [
  { header: 'ที่', width: 22, align: 'center' },
  { header: 'เลขผู้ใช้น้ำ', width: 54 },
  { header: 'ชื่อ / ที่อยู่', width: 126 },
  { header: 'เลขมาตร', width: 54 },
  { header: 'เลขครั้งก่อน', width: 44, align: 'right' },
  { header: 'เฉลี่ย', width: 30, align: 'right' },
  { header: 'วันที่จด', width: 40 },
  { header: 'เลขที่อ่านได้', width: 58 },
  { header: 'รหัส', width: 26 },
  { header: 'หมายเหตุ', width: 56 },
];

type Route = {
  code: string | null;
  name: string | null;
  reader: string | null;
  rows: RouteSheetRow[];
};

const byRoute = (rows: RouteSheetRow[]): Route[] => {
  const routes = new Map<string, Route>();
  for (const row of rows) {
    const key = row.routeId ?? 'none';
    const route = routes.get(key) ?? {
      code: row.routeCode,
      name: row.routeName,
      reader: row.readerName,
      rows: [],
    };
    route.rows.push(row);
    routes.set(key, route);
  }
  return [...routes.values()];
};

/**
 * ป.31, the reading book (DOMAIN.md §1): one section a route, each on its own pages, in
 * walk order, with the previous reading and the average printed and empty boxes for the
 * date, the reading and the code, for a reader who works on paper. A4, Thai.
 */
export const renderReadingBook = (
  org: ListingOrg,
  round: { yearBe: number; month: number },
  rows: RouteSheetRow[],
  printedAt: Date,
): Promise<Buffer> => {
  const { doc, flow } = newListing(READING_BOOK_TITLE, org.nameTh);
  const month = `${thaiMonthName(round.month)} ${round.yearBe}`;
  const routes = byRoute(rows);
  routes.forEach((route, index) => {
    if (index > 0) {
      doc.addPage();
      flow.y = flow.paper.margin;
    }
    const routeLine = route.code
      ? `สาย ${route.code} ${route.name ?? ''}`.trim()
      : 'ไม่อยู่ในสายเก็บเงิน';
    heading(flow, org, READING_BOOK_TITLE, [
      `รอบบริการ ${month} · ${routeLine} · ${whole(route.rows.length)} ราย`,
      `ผู้จดมาตร ${route.reader ?? '........................................'}`,
    ]);
    const scale = flow.width / COLUMNS.reduce((sum, c) => sum + c.width, 0);
    const table = new PdfTable(
      flow,
      COLUMNS.map((c) => ({ ...c, width: c.width * scale })),
      9,
      `${READING_BOOK_TITLE} ${routeLine} (ต่อ)`,
    );
    table.draw(
      route.rows.map((row, i) => ({
        cells: [
          String(row.routeSeq ?? i + 1),
          row.customerNo,
          `${row.name}\n${row.address}`,
          row.meterSerial ?? '',
          row.previous == null ? '' : whole(row.previous),
          row.average == null ? '' : whole(row.average),
          '',
          '',
          '',
          '',
        ],
      })),
    );
    flow.reserve(flow.lineHeight(11) * 3);
    flow.gap(12);
    flow.text(
      'ลงชื่อ ............................................ ผู้จดมาตร      ลงชื่อ ............................................ ผู้ตรวจสอบ',
      { size: 11, align: 'center' },
    );
  });
  footers(doc, org, `${READING_BOOK_TITLE} ${month}`, printedAt);
  return toBuffer(doc);
};
