import { p32HeadOrder, type P32Daily, type P32Heads } from '@prapa/contracts';
import { formatMoney, formatThaiDate } from '@prapa/domain';
import { footers, heading, newListing, signature, toBuffer } from '../../documents/listing-pdf.ts';
import { PdfTable, type TableColumn } from '../../documents/pdf-table.ts';
import type { Flow } from '../../documents/flow.ts';
import { translator } from '../../lib/i18n.ts';
import type { XlsxColumn } from '../../lib/xlsx.ts';
import { p32MoneyColumns } from './p32-print.ts';
import type { ReportOrg } from '../reports/reports.repo.ts';

export const P32_DAILY_TITLE = 'สรุปการรับเงินประจำวัน';
const money = (v: number) => formatMoney(v);

/** One row of the summary, whichever part of it (collector, area, channel) it belongs to. */
export type DailyRow = {
  section: 'collector' | 'area' | 'channel' | 'total';
  name: string;
  villageNo: number | null;
  receipts: number;
  heads: P32Heads | null;
  total: number;
};

/** The summary as rows in the screen's order: collectors, areas, channels, the day's total. */
export const dailyRows = (d: P32Daily, t: (key: string) => string): DailyRow[] => [
  ...d.collectors.map((c) => ({
    section: 'collector' as const,
    name: c.name,
    villageNo: null,
    receipts: c.receipts,
    heads: c.heads,
    total: c.heads.total,
  })),
  ...d.areas.map((a) => ({
    section: 'area' as const,
    name: a.name,
    villageNo: a.villageNo,
    receipts: a.receipts,
    heads: a.heads,
    total: a.heads.total,
  })),
  ...d.channels.map((c) => ({
    section: 'channel' as const,
    name: t(`server:channelKind.${c.kind}`),
    villageNo: null,
    receipts: c.receipts,
    heads: null,
    total: c.total,
  })),
  {
    section: 'total',
    name: t('server:p32.total'),
    villageNo: null,
    receipts: d.collectors.reduce((s, c) => s + c.receipts, 0),
    heads: d.totals,
    total: d.totals.total,
  },
];

const HEADS = p32HeadOrder.filter((h) => h !== 'total');

const headColumns: TableColumn[] = [
  { header: 'ค่าน้ำ', width: 50, align: 'right' },
  { header: 'ค่ารักษามาตร', width: 46, align: 'right' },
  { header: 'ภาษี', width: 40, align: 'right' },
  { header: 'ค่าปรับ', width: 40, align: 'right' },
  { header: 'อื่น ๆ', width: 40, align: 'right' },
  { header: 'รับล่วงหน้า', width: 44, align: 'right' },
  { header: 'เงินสด', width: 50, align: 'right' },
  { header: 'เงินโอน', width: 50, align: 'right' },
  { header: 'รวม', width: 56, align: 'right' },
];

const headCells = (h: P32Heads) => [...HEADS.map((k) => money(h[k])), money(h.total)];

const table = (
  flow: Flow,
  title: string,
  first: TableColumn[],
  rows: DailyRow[],
  total: P32Heads,
) => {
  flow.gap(6);
  flow.text(title, { size: 12, bold: true });
  const columns = [...first, { header: 'ใบ', width: 26, align: 'right' as const }, ...headColumns];
  const scale = flow.width / columns.reduce((s, c) => s + c.width, 0);
  new PdfTable(
    flow,
    columns.map((c) => ({ ...c, width: c.width * scale })),
    8.5,
    `${title} (ต่อ)`,
  ).draw([
    ...rows.map((r) => ({
      cells: [
        ...(first.length === 2 ? [r.villageNo === null ? '' : String(r.villageNo)] : []),
        r.name,
        String(r.receipts),
        ...(r.heads ? headCells(r.heads) : []),
      ],
    })),
    {
      cells: [
        ...first.map((_, i) => (i === first.length - 1 ? 'รวม' : '')),
        '',
        ...headCells(total),
      ],
      bold: true,
      shade: '#F3F4F6',
    },
  ]);
};

/** Each collector's settlement and the day's: taken = remitted + over/short + held (issue 24). */
const settlement = (flow: Flow, d: P32Daily) => {
  flow.gap(6);
  flow.text('การนำส่งเงินของผู้เก็บเงิน', { size: 12, bold: true });
  const w = flow.width;
  const row = (name: string, b: P32Daily['balance']) => [
    name,
    money(b.taken),
    money(b.remitted),
    money(b.shortfall),
    money(b.held),
  ];
  new PdfTable(
    flow,
    [
      { header: 'ผู้เก็บเงิน', width: w * 0.28 },
      { header: 'รับตามใบเสร็จ', width: w * 0.18, align: 'right' },
      { header: 'นำส่งแล้ว', width: w * 0.18, align: 'right' },
      { header: 'ขาด (+) / เกิน (-)', width: w * 0.18, align: 'right' },
      { header: 'คงค้างนำส่ง', width: w * 0.18, align: 'right' },
    ],
    9,
    'การนำส่งเงินของผู้เก็บเงิน (ต่อ)',
  ).draw([
    ...d.collectors.map((c) => ({ cells: row(c.name, c.balance) })),
    { cells: row('รวม', d.balance), bold: true, shade: '#F3F4F6' },
  ]);
  flow.text('รับตามใบเสร็จ = นำส่งแล้ว + เงินขาด/เกิน + คงค้างนำส่ง', {
    size: 9,
    colour: '#555555',
  });
};

/** The daily summary on A4 in Thai: by collector, by area (หมู่), by channel; the head of waterworks signs. */
export const renderP32DailyPdf = (org: ReportOrg, d: P32Daily, printedAt: Date) => {
  const t = translator('th');
  const rows = dailyRows(d, t);
  const { doc, flow } = newListing(P32_DAILY_TITLE, org.nameTh);
  const count = rows.find((r) => r.section === 'total')?.receipts ?? 0;
  heading(flow, org, P32_DAILY_TITLE, [
    `วันที่ ${formatThaiDate(d.date)} · ใบเสร็จ ${count} ใบ · ยกเลิก ${d.voided} ใบ (ไม่นับรวม)`,
  ]);
  table(
    flow,
    'แยกตามผู้เก็บเงิน',
    [{ header: 'ผู้เก็บเงิน', width: 110 }],
    rows.filter((r) => r.section === 'collector'),
    d.totals,
  );
  table(
    flow,
    'แยกตามเขตพื้นที่',
    [
      { header: 'หมู่', width: 24, align: 'center' },
      { header: 'เขต', width: 86 },
    ],
    rows.filter((r) => r.section === 'area'),
    d.totals,
  );
  flow.gap(6);
  flow.text('แยกตามช่องทางการชำระเงิน', { size: 12, bold: true });
  new PdfTable(
    flow,
    [
      { header: 'ช่องทาง', width: flow.width * 0.6 },
      { header: 'ใบ', width: flow.width * 0.15, align: 'right' },
      { header: 'จำนวนเงิน', width: flow.width * 0.25, align: 'right' },
    ],
    9,
    'แยกตามช่องทางการชำระเงิน (ต่อ)',
  ).draw([
    ...rows
      .filter((r) => r.section === 'channel')
      .map((r) => ({ cells: [r.name, String(r.receipts), money(r.total)] })),
    { cells: ['รวม', String(count), money(d.totals.total)], bold: true, shade: '#F3F4F6' },
  ]);
  settlement(flow, d);
  signature(flow, org);
  footers(doc, org, P32_DAILY_TITLE, printedAt);
  return toBuffer(doc);
};

/** The same rows as one sheet, a column saying which part each row belongs to; money in baht. */
export const p32DailyColumns = (t: (key: string) => string): XlsxColumn<DailyRow>[] => [
  {
    header: t('server:p32.section'),
    width: 16,
    value: (r) => t(`server:p32.sections.${r.section}`),
  },
  { header: t('server:p32.village'), width: 8, value: (r) => r.villageNo },
  { header: t('server:p32.name'), width: 28, value: (r) => r.name },
  { header: t('server:p32.receipts'), width: 10, value: (r) => r.receipts },
  // A channel's row has only its total.
  ...p32MoneyColumns<DailyRow>(t, (r, head) =>
    head === 'total' ? r.total : r.heads ? r.heads[head] : null,
  ),
];
