import PDFDocument from 'pdfkit';
import type { WaterUserReportGrouping, WaterUserSummary } from '@prapa/contracts';
import { formatThaiDateTime } from '@prapa/domain';
import { Flow } from '../../documents/flow.ts';
import { FONT, registerFonts } from '../../documents/fonts.ts';
import { papers } from '../../documents/paper.ts';
import { wrapThai } from '../../documents/thai-wrap.ts';
import { PdfTable, type TableColumn } from './pdf-table.ts';
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

const paper = papers.a4;
const PAGE_HEIGHT = paper.height ?? 842;
const LOGO = 54;
const whole = (n: number) => n.toLocaleString('en-US');
const percent = (n: number) => n.toFixed(2);

const logoOf = (dataUrl: string | null) => {
  const match = dataUrl ? /^data:image\/(png|jpeg);base64,(.+)$/.exec(dataUrl) : null;
  return match?.[2] ? Buffer.from(match[2], 'base64') : null;
};

/** Centred lines in a band of the page (inset on both sides, clear of the logo). */
const centred = (flow: Flow, text: string, size: number, bold: boolean, inset: number) => {
  const { doc } = flow;
  doc
    .font(bold ? FONT.bold : FONT.regular)
    .fontSize(size)
    .fillColor('#000000');
  const width = flow.width - 2 * inset;
  for (const line of wrapThai(text, width, (s) => doc.widthOfString(s))) {
    const x = flow.left + inset + (width - doc.widthOfString(line)) / 2;
    doc.text(line, x, flow.y, { lineBreak: false });
    flow.y += flow.lineHeight(size);
  }
};

const heading = (flow: Flow, org: ReportOrg, printedAt: Date) => {
  const logo = logoOf(org.logoDataUrl);
  const top = flow.y;
  if (logo) {
    try {
      flow.doc.image(logo, flow.left, top, { fit: [LOGO, LOGO] });
    } catch {
      // A logo pdfkit cannot read is left out; the report still prints.
    }
  }
  const inset = logo ? LOGO + 8 : 0;
  centred(flow, org.nameTh, 16, true, inset);
  // Address and phone on one line when they fit; otherwise the phone gets its own line,
  // never "โทร." at the end of one line and the number on the next.
  const phone = org.phone ? `โทร. ${org.phone}` : '';
  const both = [org.address ?? '', phone].filter(Boolean).join('  ');
  flow.doc.font(FONT.regular).fontSize(11);
  if (flow.doc.widthOfString(both) <= flow.width - 2 * inset) centred(flow, both, 11, false, inset);
  else {
    if (org.address) centred(flow, org.address, 11, false, inset);
    if (phone) centred(flow, phone, 11, false, inset);
  }
  flow.y = Math.max(flow.y, top + (logo ? LOGO : 0)) + 6;
  flow.rule({ weight: 0.8 });
  flow.gap(4);
  centred(flow, REPORT_TITLE, 18, true, 0);
  centred(flow, `ข้อมูล ณ วันที่ ${formatThaiDateTime(printedAt)}`, 11, false, 0);
  flow.gap(6);
};

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

/** The head of waterworks signs the report (organisation signatories, DESIGN.md §4). */
const signature = (flow: Flow, org: ReportOrg) => {
  const signer = org.signatories.waterworks;
  const size = 12;
  flow.reserve(flow.lineHeight(size) * 5 + 24);
  flow.gap(18);
  const { doc } = flow;
  const blockLeft = flow.left + flow.width / 2;
  const blockWidth = flow.width / 2;
  const line = (text: string) => {
    doc.font(FONT.regular).fontSize(size).fillColor('#000000');
    for (const part of wrapThai(text, blockWidth, (s) => doc.widthOfString(s))) {
      doc.text(part, blockLeft + (blockWidth - doc.widthOfString(part)) / 2, flow.y, {
        lineBreak: false,
      });
      flow.y += flow.lineHeight(size);
    }
  };
  line('ลงชื่อ ...........................................................');
  line(
    signer.name
      ? `( ${signer.name} )`
      : '( ........................................................ )',
  );
  line(signer.position || 'ผู้ดูแลระบบประปา');
  line('วันที่ ........ / ........ / ............');
};

const footers = (doc: PDFKit.PDFDocument, org: ReportOrg, printedAt: Date) => {
  const range = doc.bufferedPageRange();
  const y = PAGE_HEIGHT - paper.margin + 14;
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    doc.font(FONT.regular).fontSize(9).fillColor('#555555');
    const left = `${REPORT_TITLE} ${org.nameTh} · พิมพ์เมื่อ ${formatThaiDateTime(printedAt)}`;
    doc.text(left, paper.margin, y, { lineBreak: false });
    const page = `หน้า ${i + 1}/${range.count}`;
    doc.text(page, paper.width - paper.margin - doc.widthOfString(page), y, { lineBreak: false });
  }
};

const toBuffer = (doc: PDFKit.PDFDocument): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });

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
  const doc = new PDFDocument({
    size: [paper.width, PAGE_HEIGHT],
    margin: paper.margin,
    info: { Title: REPORT_TITLE, Author: 'Prapa', Subject: org.nameTh },
    lang: 'th-TH',
    displayTitle: true,
    bufferPages: true,
  });
  registerFonts(doc);
  const flow = new Flow(doc, paper);
  heading(flow, org, printedAt);
  summaries.forEach((s, i) => section(flow, i, s));
  signature(flow, org);
  footers(doc, org, printedAt);
  return toBuffer(doc);
};
