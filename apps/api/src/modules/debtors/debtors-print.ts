import { ageingBucketRange, formatMoney, formatThaiDate } from '@prapa/domain';
import type { DebtorGroupSum, DebtorList } from '@prapa/contracts';
import type { Flow } from '../../documents/flow.ts';
import {
  footers,
  heading,
  newListing,
  signature,
  toBuffer,
  whole,
} from '../../documents/listing-pdf.ts';
import { PdfTable, type TableColumn, type TableRow } from '../../documents/pdf-table.ts';
import type { ReportOrg } from '../reports/reports.repo.ts';
import { roundMonthText } from './debtors.export.ts';

export const DEBTORS_TITLE = 'รายงานลูกหนี้ค่าน้ำประปา';
const TOTAL_SHADE = '#F3F4F6';

const scaled = (flow: Flow, columns: TableColumn[]) => {
  const scale = flow.width / columns.reduce((s, c) => s + c.width, 0);
  return columns.map((c) => ({ ...c, width: c.width * scale }));
};

const section = (flow: Flow, title: string, columns: TableColumn[], rows: TableRow[]) => {
  const table = new PdfTable(flow, scaled(flow, columns), 9, `${title} (ต่อ)`);
  flow.reserve(flow.lineHeight(12) + table.minimumHeight());
  flow.text(title, { size: 12, bold: true });
  flow.gap(2);
  table.draw(rows);
  flow.gap(10);
};

const groupRows = (groups: DebtorGroupSum[], list: DebtorList): TableRow[] => [
  ...groups.map((g) => ({
    cells: [g.code ?? '-', g.name || 'ไม่ระบุสาย', whole(g.debtors), formatMoney(g.owed)],
  })),
  {
    cells: ['', 'รวม', whole(list.totals.all.debtors), formatMoney(list.totals.all.owed)],
    bold: true,
    shade: TOTAL_SHADE,
  },
];

const groupColumns = (label: string): TableColumn[] => [
  { header: 'รหัส', width: 50 },
  { header: label, width: 200 },
  { header: 'จำนวนราย', width: 70, align: 'right' },
  { header: 'ยอดค้างชำระ (บาท)', width: 100, align: 'right' },
];

/**
 * The debtor report (A4, Thai): ageing by unpaid rounds, every debtor the screen's
 * filters keep with the screen's totals, then by area and by route; signed by the head
 * of waterworks.
 */
export const renderDebtorsPdf = (org: ReportOrg, list: DebtorList, printedAt: Date) => {
  const { doc, flow } = newListing(DEBTORS_TITLE, org.nameTh);
  heading(flow, org, DEBTORS_TITLE, [
    `นับรอบค้างชำระ ณ วันที่ ${formatThaiDate(list.asOf)} · ${whole(list.total)} ราย`,
  ]);
  section(
    flow,
    '1. อายุหนี้ตามจำนวนรอบที่ค้างชำระ',
    [
      { header: 'ค้างชำระ (รอบ)', width: 120 },
      { header: 'จำนวนราย', width: 80, align: 'right' },
      { header: 'ยอดค้างชำระ (บาท)', width: 120, align: 'right' },
    ],
    [
      ...list.totals.byBucket.map((b) => ({
        cells: [
          b.bucket === 'current' ? 'ยังไม่เกินกำหนด' : `${ageingBucketRange(b.bucket)} รอบ`,
          whole(b.debtors),
          formatMoney(b.owed),
        ],
      })),
      {
        cells: ['รวม', whole(list.totals.all.debtors), formatMoney(list.totals.all.owed)],
        bold: true,
        shade: TOTAL_SHADE,
      },
    ],
  );
  section(
    flow,
    '2. รายชื่อลูกหนี้',
    [
      { header: 'ที่', width: 30, align: 'center' },
      { header: 'เลขผู้ใช้น้ำ', width: 52 },
      { header: 'ชื่อ', width: 114 },
      { header: 'พื้นที่', width: 70 },
      { header: 'สาย', width: 36 },
      { header: 'สถานะ', width: 52 },
      { header: 'รอบค้าง', width: 40, align: 'right' },
      { header: 'ค้างตั้งแต่', width: 50, align: 'center' },
      { header: 'ยอดค้าง (บาท)', width: 66, align: 'right' },
    ],
    [
      ...list.items.map((r, i) => ({
        cells: [
          String(i + 1),
          r.customerNo,
          r.name,
          r.areaName,
          r.routeCode ?? '-',
          r.usageStatusName,
          String(r.unpaidRounds),
          roundMonthText(r.oldestMonth),
          formatMoney(r.owed),
        ],
      })),
      {
        cells: [
          '',
          '',
          `รวม ${whole(list.total)} ราย`,
          '',
          '',
          '',
          '',
          '',
          formatMoney(list.totals.all.owed),
        ],
        bold: true,
        shade: TOTAL_SHADE,
      },
    ],
  );
  section(flow, '3. แยกตามพื้นที่', groupColumns('พื้นที่'), groupRows(list.totals.byArea, list));
  section(
    flow,
    '4. แยกตามสายเก็บเงิน',
    groupColumns('สายเก็บเงิน'),
    groupRows(list.totals.byRoute, list),
  );
  signature(flow, org);
  footers(doc, org, DEBTORS_TITLE, printedAt);
  return toBuffer(doc);
};
