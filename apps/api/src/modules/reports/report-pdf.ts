import type { WaterUserReportGrouping, WaterUserSummary } from '@prapa/contracts';
import { formatThaiDateTime } from '@prapa/domain';
import type { Flow } from '../../documents/flow.ts';
import {
  footers,
  heading,
  newListing,
  signature,
  toBuffer,
  whole,
} from '../../documents/listing-pdf.ts';
import { PdfTable, type TableColumn } from '../../documents/pdf-table.ts';
import type { ReportOrg } from './reports.repo.ts';
import { shareOf } from './reports.export.ts';

export const REPORT_TITLE = 'รายงานผู้ใช้น้ำ';

// Documents are in Thai (DESIGN.md §6), whatever the reader's language.
const sectionTitle: Record<WaterUserReportGrouping, string> = {
  area: 'แยกตามพื้นที่',
  route: 'แยกตามสายเก็บเงิน',
  userType: 'แยกตามประเภทผู้ใช้น้ำ',
  usageStatus: 'แยกตามสถานะการใช้น้ำ',
  meterSize: 'แยกตามขนาดมาตร',
};
const groupHeader: Record<WaterUserReportGrouping, string> = {
  area: 'พื้นที่',
  route: 'สายเก็บเงิน',
  userType: 'ประเภทผู้ใช้น้ำ',
  usageStatus: 'สถานะการใช้น้ำ',
  meterSize: 'ขนาดมาตร',
};

const percent = (n: number) => n.toFixed(2);

const columnsFor = (groupBy: WaterUserReportGrouping): TableColumn[] => [
  { header: 'ลำดับ', width: 34, align: 'center' },
  { header: 'รหัส', width: 58 },
  { header: groupHeader[groupBy], width: 165 },
  { header: 'จำนวนผู้ใช้น้ำ (ราย)', width: 70, align: 'right' },
  { header: 'ร้อยละ', width: 50, align: 'right' },
  { header: 'มีพิกัดแผนที่', width: 58, align: 'right' },
  { header: 'มีสิทธิส่วนลด', width: 58, align: 'right' },
];

const section = (flow: Flow, index: number, s: WaterUserSummary) => {
  const columns = columnsFor(s.groupBy);
  const scale = flow.width / columns.reduce((sum, c) => sum + c.width, 0);
  const title = `${index + 1}. ${sectionTitle[s.groupBy]}`;
  const table = new PdfTable(
    flow,
    columns.map((c) => ({ ...c, width: c.width * scale })),
    10.5,
    `${title} (ต่อ)`,
  );
  flow.reserve(flow.lineHeight(13) + table.minimumHeight());
  flow.text(title, { size: 13, bold: true });
  flow.gap(2);
  table.draw([
    ...s.rows.map((r, i) => ({
      cells: [
        String(i + 1),
        r.code ?? '-',
        r.label,
        whole(r.count),
        percent(shareOf(r.count, s.totals.count)),
        whole(r.withLocation),
        whole(r.withDiscount),
      ],
    })),
    {
      cells: [
        '',
        '',
        'รวมทั้งหมด',
        whole(s.totals.count),
        percent(s.totals.count === 0 ? 0 : 100),
        whole(s.totals.withLocation),
        whole(s.totals.withDiscount),
      ],
      bold: true,
      shade: '#F3F4F6',
    },
  ]);
  flow.gap(12);
};

/**
 * The printable water user report (A4, Thai): the organisation's header, one table a
 * grouping with its totals, the signature of the head of waterworks, and "หน้า x/y" on
 * every page (pages are buffered so the count is known when the footers are drawn).
 */
export const renderWaterUserReport = (
  org: ReportOrg,
  summaries: WaterUserSummary[],
  printedAt: Date,
): Promise<Buffer> => {
  const { doc, flow } = newListing(REPORT_TITLE, org.nameTh);
  heading(flow, org, REPORT_TITLE, [`ข้อมูล ณ วันที่ ${formatThaiDateTime(printedAt)}`]);
  summaries.forEach((s, i) => section(flow, i, s));
  signature(flow, org);
  footers(doc, org, REPORT_TITLE, printedAt);
  return toBuffer(doc);
};
