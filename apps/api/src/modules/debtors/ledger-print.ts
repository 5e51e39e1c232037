import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { DebtorLedger, LedgerBill, LedgerRow } from '@prapa/contracts';
import { formatMoney, formatThaiDate, formatThaiDateTime } from '@prapa/domain';
import { Flow } from '../../documents/flow.ts';
import { FONT, registerFonts } from '../../documents/fonts.ts';
import { heading, signature, toBuffer } from '../../documents/listing-pdf.ts';
import { papers, type Paper } from '../../documents/paper.ts';
import { PdfTable, type TableColumn, type TableRow } from '../../documents/pdf-table.ts';
import type { ReportOrg } from '../reports/reports.repo.ts';
import { roundMonthText } from './debtors.export.ts';
import { streamPdf } from '../../documents/pdf-stream.ts';

export const LEDGER_TITLE = 'ทะเบียนรายตัวลูกหนี้ค่าน้ำประปา (ป.17)';

// The ledger has fifteen columns: A4 across, as the paper form is.
const LANDSCAPE: Paper = {
  width: papers.a4.height ?? 842,
  height: papers.a4.width,
  margin: papers.a4.margin,
  fontSize: 10,
};

const money = (v: number) => formatMoney(v);
const blankZero = (v: number) => (v === 0 ? '' : formatMoney(v));

const columns: TableColumn[] = [
  { header: 'วันที่', width: 50, align: 'center' },
  { header: 'เลขที่เอกสาร', width: 74 },
  { header: 'เดือน', width: 44, align: 'center' },
  { header: 'เลขอ่านครั้งก่อน', width: 40, align: 'right' },
  { header: 'เลขอ่านครั้งนี้', width: 40, align: 'right' },
  { header: 'หน่วย', width: 30, align: 'right' },
  { header: 'ค่าน้ำ', width: 48, align: 'right' },
  { header: 'เพิ่มให้เต็มอัตราอย่างต่ำ', width: 50, align: 'right' },
  { header: 'ค่าบริการ', width: 44, align: 'right' },
  { header: 'ค่าปรับ/ค่าอื่น', width: 44, align: 'right' },
  { header: 'ส่วนลด', width: 40, align: 'right' },
  { header: 'ภาษี', width: 40, align: 'right' },
  { header: 'รวมเงิน', width: 52, align: 'right' },
  { header: 'รับชำระ', width: 52, align: 'right' },
  { header: 'คงค้าง', width: 56, align: 'right' },
];

const billCells = (b: LedgerBill) => [
  roundMonthText(b.roundMonth),
  b.readingFrom === null ? '' : String(b.readingFrom),
  b.readingTo === null ? '' : String(b.readingTo),
  b.units === null ? '' : `${b.units}${b.estimated ? '*' : ''}`,
  blankZero(b.water),
  blankZero(b.topUp),
  blankZero(b.meterFee),
  blankZero(b.lateFee + b.other),
  b.discount === 0 ? '' : `-${formatMoney(b.discount)}`,
  blankZero(b.vat),
  money(b.charged),
];

const rowOf = (row: LedgerRow): TableRow => {
  if (row.kind === 'bill') {
    const b = row.bill;
    const doc =
      b.creditApplied > 0 ? `${b.number} (หักเงินล่วงหน้า ${money(b.creditApplied)})` : b.number;
    return { cells: [formatThaiDate(row.date), doc, ...billCells(b), '', money(row.balance)] };
  }
  const p = row.payment;
  const doc = `ใบเสร็จ ${p.bookNo}/${p.number}${p.toCredit > 0 ? ` (รับล่วงหน้า ${money(p.toCredit)})` : ''}`;
  return {
    cells: [
      formatThaiDate(row.date),
      doc,
      ...Array<string>(11).fill(''),
      money(p.amount),
      money(row.balance),
    ],
  };
};

const balanceText = (v: number) => (v < 0 ? `${money(-v)} (เงินรับล่วงหน้า)` : money(v));

/** One connection's ป.17 from the current page on: header, the year's table, sums, signature. */
export const drawLedger = (flow: Flow, org: ReportOrg, l: DebtorLedger) => {
  heading(flow, org, LEDGER_TITLE, [
    `ปีงบประมาณ ${l.fiscalYear} (${formatThaiDate(l.from)} – ${formatThaiDate(l.to)})`,
  ]);
  const u = l.waterUser;
  flow.text(`เลขผู้ใช้น้ำ ${u.customerNo}   ชื่อ ${u.name}   มาตรหมายเลข ${u.meterSerial ?? '-'}`, {
    size: 11,
    bold: true,
  });
  const route = u.routeCode ? `   สายเก็บเงิน ${u.routeCode} ${u.routeName ?? ''}` : '';
  flow.text(`ที่อยู่ ${u.address}   พื้นที่ ${u.areaName}${route}`, { size: 10.5 });
  flow.gap(4);
  const scale = flow.width / columns.reduce((s, c) => s + c.width, 0);
  const t = l.totals;
  new PdfTable(
    flow,
    columns.map((c) => ({ ...c, width: c.width * scale })),
    8,
    `${LEDGER_TITLE} ${u.customerNo} (ต่อ)`,
  ).draw([
    {
      cells: [
        formatThaiDate(l.from),
        'ยอดยกมา',
        ...Array<string>(12).fill(''),
        balanceText(l.broughtForward),
      ],
      shade: '#F7F7F7',
    },
    ...l.rows.map(rowOf),
    {
      cells: [
        '',
        `รวม ${l.rows.filter((r) => r.kind === 'bill').length} ใบแจ้งหนี้`,
        '',
        '',
        '',
        '',
        money(t.water),
        money(t.topUp),
        money(t.meterFee),
        money(t.lateFee + t.other),
        t.discount === 0 ? '0.00' : `-${money(t.discount)}`,
        money(t.vat),
        money(t.charged),
        money(t.paid),
        '',
      ],
      bold: true,
      shade: '#F3F4F6',
    },
    {
      cells: [
        formatThaiDate(l.to),
        'ยอดยกไป',
        ...Array<string>(12).fill(''),
        balanceText(l.carriedForward),
      ],
      bold: true,
      shade: '#F3F4F6',
    },
  ]);
  flow.gap(6);
  flow.text(
    `ยอดยกมา ${money(l.broughtForward)} + ค่าน้ำและค่าบริการ ${money(t.charged)} − รับชำระ ${money(t.paid)} = ยอดยกไป ${money(l.carriedForward)} บาท`,
    { size: 10 },
  );
  if (t.vatIncluded > 0)
    flow.text(`ราคารวมภาษีมูลค่าเพิ่มแล้ว ${money(t.vatIncluded)} บาท`, { size: 10 });
  if (l.rows.some((r) => r.kind === 'bill' && r.bill.estimated)) {
    flow.text('* หน่วยประเมินจากค่าเฉลี่ย', { size: 9.5 });
  }
  const voided = [
    ...l.voidedBills.map((b) => `ใบแจ้งหนี้ ${b.number} ${money(b.total)} (${b.voidReason ?? ''})`),
    ...l.voidedPayments.map(
      (p) => `ใบเสร็จ ${p.bookNo}/${p.number} ${money(p.amount)} (${p.voidReason ?? ''})`,
    ),
  ];
  if (voided.length > 0) flow.text(`เอกสารที่ยกเลิก (ไม่นับรวม): ${voided.join(', ')}`, { size: 9.5 });
  signature(flow, org);
};

const newLedgerDoc = (subject: string) => {
  const doc = new PDFDocument({
    size: [LANDSCAPE.width, LANDSCAPE.height ?? 595],
    margin: LANDSCAPE.margin,
    info: { Title: LEDGER_TITLE, Author: 'Prapa', Subject: subject },
    lang: 'th-TH',
    displayTitle: true,
    bufferPages: true,
  });
  registerFonts(doc);
  return doc;
};

/** "ป.17 <customer> · พิมพ์เมื่อ …" and "หน้า x/y" on the buffered pages from `first` on. */
const footers = (doc: PDFKit.PDFDocument, first: number, label: string, printedAt: Date) => {
  const range = doc.bufferedPageRange();
  const last = range.start + range.count;
  const y = (LANDSCAPE.height ?? 595) - LANDSCAPE.margin + 14;
  for (let i = first; i < last; i++) {
    doc.switchToPage(i);
    doc.font(FONT.regular).fontSize(9).fillColor('#555555');
    doc.text(`${label} · พิมพ์เมื่อ ${formatThaiDateTime(printedAt)}`, LANDSCAPE.margin, y, {
      lineBreak: false,
    });
    const page = `หน้า ${i - first + 1}/${last - first}`;
    doc.text(page, LANDSCAPE.width - LANDSCAPE.margin - doc.widthOfString(page), y, {
      lineBreak: false,
    });
  }
};

const labelOf = (l: DebtorLedger) => `ป.17 ${l.waterUser.customerNo} ${l.waterUser.name}`;

/** One connection's ledger as a Thai PDF. */
export const renderLedgerPdf = (org: ReportOrg, l: DebtorLedger, printedAt: Date) => {
  const doc = newLedgerDoc(org.nameTh);
  drawLedger(new Flow(doc, LANDSCAPE), org, l);
  footers(doc, 0, labelOf(l), printedAt);
  return toBuffer(doc);
};

/**
 * A route's ledgers in one PDF, each from a new page, written to `out` as each is laid
 * out: its pages are flushed once its footers ("หน้า x/y" of that connection) are drawn,
 * so memory stays flat however long the route.
 */
export const streamLedgers = async (
  org: ReportOrg,
  ledgers: AsyncIterable<DebtorLedger>,
  out: Writable,
  printedAt: Date,
) => {
  const doc = newLedgerDoc(org.nameTh);
  await streamPdf(doc, out, async (between) => {
    let first = true;
    for await (const l of ledgers) {
      if (!first) doc.addPage();
      first = false;
      const start = doc.bufferedPageRange().start + doc.bufferedPageRange().count - 1;
      drawLedger(new Flow(doc, LANDSCAPE), org, l);
      footers(doc, start, labelOf(l), printedAt);
      doc.flushPages();
      await between();
    }
    if (first) new Flow(doc, LANDSCAPE).text('ไม่มีผู้ใช้น้ำในสายเก็บเงินนี้');
  });
};
