import type { CashBookBank, CashBookDay, CashBookMonth } from '@prapa/contracts';
import { formatMoney, formatThaiDate, thaiBahtText, thaiMonthName } from '@prapa/domain';
import type { Flow } from '../../documents/flow.ts';
import { footers, heading, newListing, toBuffer } from '../../documents/listing-pdf.ts';
import { PdfTable, type TableColumn, type TableRow } from '../../documents/pdf-table.ts';
import type { ReportOrg } from '../reports/reports.repo.ts';
import { dayEntries, THAI_ENTRY } from './cash-book-entries.ts';

export const CASH_BOOK_TITLE = 'สมุดเงินสด';
export const thaiMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return `${thaiMonthName(m ?? 1)} ${(y ?? 0) + 543}`;
};

const money = (n: number) => (n === 0 ? '-' : formatMoney(n));
const signed = (n: number | null) => (n === null ? '-' : n === 0 ? '0.00' : formatMoney(n));
const total = { bold: true, shade: '#F3F4F6' };

const scaled = (flow: Flow, columns: TableColumn[]) => {
  const scale = flow.width / columns.reduce((sum, c) => sum + c.width, 0);
  return columns.map((c) => ({ ...c, width: c.width * scale }));
};

const accountLabel = (b: Pick<CashBookBank, 'accountNo' | 'bank' | 'accountName'>) =>
  b.accountNo ? `${b.bank} ${b.accountNo}`.trim() : 'ช่องทางที่ไม่ระบุบัญชี';

/** The bank columns: each account's money in and out, beside its imported bank files. */
const bankTable = (flow: Flow, banks: CashBookBank[], continued: string) => {
  // The heading never stands alone at a page's foot: it goes over with its header and a row.
  flow.reserve(flow.lineHeight(13) + flow.lineHeight(9) * 6);
  flow.gap(8);
  flow.text('บัญชีเงินฝากธนาคาร', { size: 13, bold: true });
  const table = new PdfTable(
    flow,
    scaled(flow, [
      { header: 'บัญชี', width: 150 },
      { header: 'นำฝากเงินสด', width: 60, align: 'right' },
      { header: 'รับโอน/QR', width: 60, align: 'right' },
      { header: 'นำส่งคลัง', width: 60, align: 'right' },
      { header: 'สุทธิ', width: 60, align: 'right' },
      { header: 'ยอดตามไฟล์ธนาคาร', width: 66, align: 'right' },
      { header: 'ผลต่าง', width: 54, align: 'right' },
    ]),
    9,
    continued,
  );
  table.draw(
    banks.map((b) => ({
      cells: [
        accountLabel(b),
        money(b.deposited),
        money(b.received),
        money(b.toTreasury),
        signed(b.net),
        signed(b.statement),
        signed(b.difference),
      ],
    })),
  );
  flow.text('ผลต่าง = ยอดตามไฟล์ธนาคารที่นำเข้า − เงินโอน/QR ที่ออกใบเสร็จแล้ว', { size: 9 });
};

/** Who prepared the book, who checked it (finance), who approved it (the head). */
const signatures = (flow: Flow, org: ReportOrg) => {
  const size = 11;
  const names: [string, string][] = [
    ['เจ้าหน้าที่การเงิน ผู้จัดทำ', '........................................'],
    [org.signatories.finance.position || 'หัวหน้าฝ่ายการเงิน', org.signatories.finance.name],
    [org.signatories.head.position || 'ผู้บริหาร', org.signatories.head.name],
  ];
  flow.reserve(flow.lineHeight(size) * 4 + 30);
  flow.gap(30);
  const width = flow.width / names.length;
  const top = flow.y;
  names.forEach(([role, name], i) => {
    let y = top;
    for (const line of [
      'ลงชื่อ ..................................',
      `( ${name || '........................................'} )`,
      role,
    ]) {
      flow.doc.fontSize(size);
      const x = flow.left + i * width + (width - flow.doc.widthOfString(line)) / 2;
      flow.doc.text(line, x, y, { lineBreak: false });
      y += flow.lineHeight(size);
    }
  });
  flow.y = top + flow.lineHeight(size) * 3;
};

/** One day of the cash book on A4 in Thai: cash, each bank account, three signatures. */
export const renderCashBookDayPdf = (org: ReportOrg, day: CashBookDay, printedAt: Date) => {
  const title = `${CASH_BOOK_TITLE} ประจำวันที่ ${formatThaiDate(day.date)}`;
  const { doc, flow } = newListing(CASH_BOOK_TITLE, org.nameTh);
  heading(flow, org, CASH_BOOK_TITLE, [`ประจำวันที่ ${formatThaiDate(day.date)}`]);
  const table = new PdfTable(
    flow,
    scaled(flow, [
      { header: 'รายการ', width: 200 },
      { header: 'เลขที่เอกสาร', width: 90 },
      { header: 'รับ', width: 64, align: 'right' },
      { header: 'จ่าย', width: 64, align: 'right' },
      { header: 'คงเหลือ', width: 70, align: 'right' },
    ]),
    10,
    `${title} (ต่อ)`,
  );
  const rows: TableRow[] = dayEntries(day)
    .filter((e) => e.kind !== 'closing')
    .map((e) => ({
      cells: [
        [THAI_ENTRY[e.kind], e.name, e.voidReason ? `(ยกเลิก: ${e.voidReason})` : '']
          .filter(Boolean)
          .join(' '),
        e.documentNo ?? '',
        e.received === null ? '' : money(e.received),
        e.paid === null ? '' : money(e.paid),
        e.balance === null ? '' : formatMoney(e.balance),
      ],
      strike: e.voidReason !== null,
    }));
  rows.push({
    cells: [
      'รวม / คงเหลือยกไป',
      '',
      money(day.received),
      money(day.deposited + day.toTreasury),
      formatMoney(day.closing),
    ],
    ...total,
  });
  table.draw(rows);
  flow.gap(4);
  flow.text(`เงินสดคงเหลือ ${formatMoney(day.closing)} บาท (${thaiBahtText(day.closing)})`, {
    size: 11,
    bold: true,
  });
  bankTable(flow, day.banks, `${title} (ต่อ)`);
  signatures(flow, org);
  footers(doc, org, title, printedAt);
  return toBuffer(doc);
};

/** A month of the cash book: a row a day, the month's totals, each account's month. */
export const renderCashBookMonthPdf = (org: ReportOrg, month: CashBookMonth, printedAt: Date) => {
  const title = `${CASH_BOOK_TITLE} ประจำเดือน ${thaiMonth(month.month)}`;
  const { doc, flow } = newListing(CASH_BOOK_TITLE, org.nameTh);
  heading(flow, org, CASH_BOOK_TITLE, [`ประจำเดือน ${thaiMonth(month.month)}`]);
  const table = new PdfTable(
    flow,
    scaled(flow, [
      { header: 'วันที่', width: 80 },
      { header: 'ยกมา', width: 70, align: 'right' },
      { header: 'รับเงินสด', width: 70, align: 'right' },
      { header: 'นำฝากธนาคาร', width: 70, align: 'right' },
      { header: 'นำส่งคลัง', width: 64, align: 'right' },
      { header: 'คงเหลือ', width: 70, align: 'right' },
      { header: 'ธนาคารสุทธิ', width: 64, align: 'right' },
    ]),
    9,
    `${title} (ต่อ)`,
  );
  table.draw([
    ...month.days.map((d) => ({
      cells: [
        formatThaiDate(d.date),
        formatMoney(d.opening),
        money(d.received),
        money(d.deposited),
        money(d.toTreasury),
        formatMoney(d.closing),
        money(d.bankNet),
      ],
    })),
    {
      cells: [
        'รวมทั้งเดือน',
        formatMoney(month.opening),
        formatMoney(month.received),
        formatMoney(month.deposited),
        formatMoney(month.toTreasury),
        formatMoney(month.closing),
        formatMoney(month.days.reduce((s, d) => s + d.bankNet, 0)),
      ],
      ...total,
    },
  ]);
  bankTable(flow, month.banks, `${title} (ต่อ)`);
  signatures(flow, org);
  footers(doc, org, title, printedAt);
  return toBuffer(doc);
};
