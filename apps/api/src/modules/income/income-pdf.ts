import type { IncomeReport } from '@prapa/contracts';
import { formatMoney, formatThaiDate, thaiMonthName, toBuddhistYear } from '@prapa/domain';
import { footers, heading, newListing, toBuffer } from '../../documents/listing-pdf.ts';
import { FONT } from '../../documents/fonts.ts';
import type { Flow } from '../../documents/flow.ts';
import { PdfTable } from '../../documents/pdf-table.ts';
import { translator } from '../../lib/i18n.ts';
import type { ReportOrg } from '../reports/reports.repo.ts';
import { incomeRows, type IncomeRow } from './income-rows.ts';

export const INCOME_TITLE = 'รายงานรายรับ';
const money = (v: number | null) => (v === null ? '' : formatMoney(v));

/** 'ประจำเดือนพฤศจิกายน 2569', 'ปีงบประมาณ 2570 ถึงสิ้นเดือน…', 'ประจำปี 2569'. */
export const periodLine = (r: IncomeReport) => {
  const [y, m] = r.month.split('-').map(Number);
  const monthBe = `${thaiMonthName(m ?? 1)} ${toBuddhistYear(y ?? 0)}`;
  const range = `(${formatThaiDate(r.from)} – ${formatThaiDate(r.to)})`;
  if (r.view === 'month') return `ประจำเดือน${monthBe} ${range}`;
  if (r.view === 'year') return `ประจำปี ${toBuddhistYear(y ?? 0)} ${range}`;
  const fy = toBuddhistYear(Number(r.from.slice(0, 4)) + 1);
  return `ปีงบประมาณ ${fy} ถึงสิ้นเดือน${monthBe} ${range}`;
};

const section = (flow: Flow, title: string, rows: IncomeRow[], withBilled: boolean) => {
  flow.gap(6);
  flow.text(title, { size: 12, bold: true });
  const w = flow.width;
  const columns = withBilled
    ? [
        { header: 'รายการ', width: w * 0.46 },
        { header: 'ออกใบแจ้งหนี้', width: w * 0.18, align: 'right' as const },
        { header: 'รับจริง', width: w * 0.18, align: 'right' as const },
        { header: 'ผลต่าง', width: w * 0.18, align: 'right' as const },
      ]
    : [
        { header: 'รายการ', width: w * 0.6 },
        { header: 'จำนวนใบ', width: w * 0.15, align: 'right' as const },
        { header: 'จำนวนเงิน', width: w * 0.25, align: 'right' as const },
      ];
  new PdfTable(flow, columns, 9.5, `${title} (ต่อ)`).draw(
    rows.map((r) => ({
      cells: withBilled
        ? [
            r.name,
            money(r.billed),
            money(r.received),
            r.billed === null || r.received === null ? '' : money(r.billed - r.received),
          ]
        : [r.name, r.receipts === null ? '' : String(r.receipts), money(r.received)],
      ...(r.total ? { bold: true, shade: '#F3F4F6' } : {}),
    })),
  );
};

const movement = (flow: Flow, r: IncomeReport, rows: IncomeRow[]) => {
  // The movement is read as one sum: its rows and the balance line stay on one page.
  flow.reserve(flow.lineHeight(9.5) * 2 * (rows.length + 3));
  flow.gap(6);
  flow.text('ความเคลื่อนไหวลูกหนี้', { size: 12, bold: true });
  const w = flow.width;
  new PdfTable(
    flow,
    [
      { header: 'รายการ', width: w * 0.7 },
      { header: 'จำนวนเงิน', width: w * 0.3, align: 'right' },
    ],
    9.5,
    'ความเคลื่อนไหวลูกหนี้ (ต่อ)',
  ).draw(
    rows.map((row) => ({
      cells: [row.name, money(row.received)],
      ...(row.total ? { bold: true, shade: '#F3F4F6' } : {}),
    })),
  );
  const m = r.movement;
  flow.gap(3);
  flow.text(
    m.balanced
      ? 'ยอดยกมา + ออกใบแจ้งหนี้ − ยกเลิก − รับชำระ − ชำระจากเงินประกัน = ยอดยกไป: ตรงกัน'
      : `ยอดไม่ตรงกัน ผลต่าง ${formatMoney(m.difference)} บาท`,
    { size: 10, bold: !m.balanced, colour: m.balanced ? '#166534' : '#B91C1C' },
  );
};

/** ผู้จัดทำ, หัวหน้าฝ่ายการเงิน, ผู้บริหาร: who prepared, checked and approved the report. */
const signatures = (flow: Flow, org: ReportOrg) => {
  const size = 11;
  flow.reserve(flow.lineHeight(size) * 5 + 30);
  flow.gap(22);
  const { doc } = flow;
  const width = flow.width / 3;
  const signers = [
    { role: 'ผู้จัดทำ', name: '' },
    {
      role: org.signatories.finance.position || 'หัวหน้าฝ่ายการเงิน',
      name: org.signatories.finance.name,
    },
    { role: org.signatories.head.position || 'ผู้บริหาร', name: org.signatories.head.name },
  ];
  const top = flow.y;
  signers.forEach((s, i) => {
    const lines = [
      'ลงชื่อ ..................................',
      `( ${s.name || '..............................'} )`,
      s.role,
    ];
    lines.forEach((text, j) => {
      doc.font(FONT.regular).fontSize(size).fillColor('#000000');
      const x = flow.left + i * width + (width - doc.widthOfString(text)) / 2;
      doc.text(text, x, top + j * flow.lineHeight(size), { lineBreak: false });
    });
  });
  flow.y = top + 3 * flow.lineHeight(size);
};

/** The income report on A4 in Thai: the screen's figures part by part, signed three times. */
export const renderIncomePdf = (org: ReportOrg, r: IncomeReport, printedAt: Date) => {
  const t = translator('th');
  const rows = incomeRows(r, t);
  const of = (s: IncomeRow['section']) => rows.filter((row) => row.section === s);
  const { doc, flow } = newListing(INCOME_TITLE, org.nameTh);
  heading(flow, org, INCOME_TITLE, [
    periodLine(r),
    `ใบเสร็จ ${r.totals.receipts} ใบ รับเงิน ${formatMoney(r.totals.received)} บาท · ยกเลิก ${r.voided.count} ใบ ${formatMoney(r.voided.amount)} บาท (ไม่นับเป็นรายรับ)`,
  ]);
  section(flow, 'รายรับตามประเภท เทียบกับที่ออกใบแจ้งหนี้', of('head'), true);
  section(flow, 'ตามช่องทางการชำระเงิน', of('channel'), false);
  section(flow, 'ตามเขต / หมู่บ้าน', of('area'), false);
  section(flow, 'ตามประเภทผู้ใช้น้ำ', of('userType'), false);
  movement(flow, r, of('movement'));
  if (r.voided.count > 0) section(flow, 'ใบเสร็จที่ยกเลิก (ไม่นับเป็นรายรับ)', of('voided'), false);
  signatures(flow, org);
  footers(doc, org, INCOME_TITLE, printedAt);
  return toBuffer(doc);
};
