import { p32HeadOrder, type P32Day, type P32Receipt } from '@prapa/contracts';
import { formatMoney, formatThaiDate, formatThaiDateTime } from '@prapa/domain';
import type { Flow } from '../../documents/flow.ts';
import { FONT } from '../../documents/fonts.ts';
import { footers, heading, newListing, toBuffer } from '../../documents/listing-pdf.ts';
import { PdfTable, type TableColumn } from '../../documents/pdf-table.ts';
import { bahtOf, MONEY_FORMAT, type XlsxColumn } from '../../lib/xlsx.ts';
import type { ReportOrg } from '../reports/reports.repo.ts';

export const P32_TITLE = 'บัญชีประจำตัวผู้เก็บเงิน (ป.32)';
const money = (v: number) => formatMoney(v);

const columns: TableColumn[] = [
  { header: 'ใบเสร็จ', width: 46 },
  { header: 'เลขผู้ใช้น้ำ', width: 44 },
  { header: 'ชื่อ', width: 96 },
  { header: 'หมู่', width: 22, align: 'center' },
  { header: 'ค่าน้ำ', width: 46, align: 'right' },
  { header: 'ค่ารักษามาตร', width: 44, align: 'right' },
  { header: 'ภาษี', width: 38, align: 'right' },
  { header: 'ค่าปรับ/อื่น', width: 42, align: 'right' },
  { header: 'รับล่วงหน้า', width: 42, align: 'right' },
  { header: 'เงินสด', width: 48, align: 'right' },
  { header: 'เงินโอน', width: 48, align: 'right' },
  { header: 'รวม', width: 52, align: 'right' },
];

const cells = (r: Pick<P32Receipt, 'heads'>) => [
  money(r.heads.water),
  money(r.heads.meterFee),
  money(r.heads.vat),
  money(r.heads.lateFee + r.heads.other),
  money(r.heads.toCredit),
  money(r.heads.cash),
  money(r.heads.transfer),
  money(r.heads.total),
];

/** Short (+) or over (−) as the form says it: ขาด is money missing, เกิน money beyond the receipts. */
export const shortfallText = (v: number) =>
  v > 0 ? `ขาด ${money(v)}` : v < 0 ? `เกิน ${money(-v)}` : money(0);

const remittanceColumns: TableColumn[] = [
  { header: 'บันทึกเมื่อ', width: 58 },
  { header: 'เงินสด', width: 62, align: 'right' },
  { header: 'เงินโอน', width: 50, align: 'right' },
  { header: 'รวมนำส่ง', width: 68, align: 'right' },
  { header: 'ขาด/เกิน', width: 78, align: 'right' },
  { header: 'เหตุผลส่วนต่าง', width: 74 },
  { header: 'ใบนำส่ง', width: 34 },
  { header: 'ผู้รับเงิน', width: 66 },
];

/**
 * Every remittance of the day (a voided one struck through, with who voided it and why),
 * then the day's settlement: taken = remitted + over/short + held (issue 24).
 */
const remittanceSection = (flow: Flow, day: P32Day) => {
  flow.text('การนำส่งเงิน', { size: 11, bold: true });
  if (day.remittances.length === 0) flow.text('ยังไม่ได้นำส่งเงิน', { size: 10 });
  else {
    const scale = flow.width / remittanceColumns.reduce((sum, c) => sum + c.width, 0);
    new PdfTable(
      flow,
      remittanceColumns.map((c) => ({ ...c, width: c.width * scale })),
      8.5,
      'การนำส่งเงิน (ต่อ)',
    ).draw(
      day.remittances.map((r) => ({
        cells: [
          formatThaiDateTime(new Date(r.createdAt)),
          money(r.cash),
          money(r.transfer),
          money(r.cash + r.transfer),
          shortfallText(r.shortfall),
          r.differenceReason ?? '',
          r.slipNo ?? '-',
          r.receivedByName,
        ],
        strike: r.voidedAt !== null,
      })),
    );
    // Who voided a struck row and why, legible (not struck) under the table.
    for (const r of day.remittances.filter((x) => x.voidedAt !== null))
      flow.text(
        `ยกเลิกการนำส่งที่บันทึกเมื่อ ${formatThaiDateTime(new Date(r.createdAt))} โดย ${r.voidedByName ?? ''} เมื่อ ${formatThaiDateTime(new Date(r.voidedAt ?? r.createdAt))}: ${r.voidReason ?? ''}`,
        { size: 9, colour: '#555555' },
      );
  }
  flow.gap(6);
  const b = day.balance;
  const width = flow.width / 4;
  new PdfTable(
    flow,
    [
      { header: 'รับตามใบเสร็จ', width, align: 'right' },
      { header: 'นำส่งแล้ว', width, align: 'right' },
      { header: 'เงินขาด (+) / เกิน (-)', width, align: 'right' },
      { header: 'คงค้างนำส่ง', width, align: 'right' },
    ],
    9.5,
  ).draw([
    {
      cells: [money(b.taken), money(b.remitted), money(b.shortfall), money(b.held)],
      bold: true,
    },
  ]);
  const note = b.shortfall === 0 ? '' : ` (${shortfallText(b.shortfall)} บาท)`;
  flow.text(`รับตามใบเสร็จ = นำส่งแล้ว + เงินขาด/เกิน + คงค้างนำส่ง${note}`, {
    size: 9,
    colour: '#555555',
  });
};

/** DOMAIN.md §1: the collector, the finance officer who received the money, the head of finance. */
const signatures = (flow: Flow, day: P32Day, org: ReportOrg) => {
  const size = 11;
  flow.reserve(flow.lineHeight(size) * 5 + 30);
  flow.gap(22);
  const { doc } = flow;
  const width = flow.width / 3;
  const signers = [
    { role: 'ผู้เก็บเงิน', name: day.officer.name },
    { role: 'ผู้รับเงิน', name: day.remittance?.receivedByName ?? '' },
    {
      role: org.signatories.finance.position || 'หัวหน้าฝ่ายการเงิน',
      name: org.signatories.finance.name,
    },
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

/** The ป.32 of a collector's day on A4 in Thai: the screen's rows and totals, signed three times. */
export const renderP32Pdf = (org: ReportOrg, day: P32Day, printedAt: Date) => {
  const { doc, flow } = newListing(P32_TITLE, org.nameTh);
  const books = day.books.map((b) => `เล่มที่ ${b.bookNo} เลขที่ ${b.from}–${b.to} (${b.count} ใบ)`);
  heading(flow, org, P32_TITLE, [
    `${day.officer.name} · วันที่ ${formatThaiDate(day.date)}`,
    books.join(', ') || 'ไม่มีใบเสร็จ',
  ]);
  const scale = flow.width / columns.reduce((sum, c) => sum + c.width, 0);
  const table = new PdfTable(
    flow,
    columns.map((c) => ({ ...c, width: c.width * scale })),
    8.5,
    `${P32_TITLE} (ต่อ)`,
  );
  table.draw([
    ...day.receipts.map((r) => ({
      cells: [
        `${r.bookNo}/${r.number}`,
        r.customerNo,
        r.name,
        r.villageNo === null ? '' : String(r.villageNo),
        ...cells(r),
      ],
    })),
    {
      cells: ['', '', `รวม ${day.receipts.length} ใบ`, '', ...cells({ heads: day.totals })],
      bold: true,
      shade: '#F3F4F6',
    },
  ]);
  flow.gap(8);
  if (day.voided.length > 0) {
    flow.text(
      `ใบเสร็จที่ยกเลิก (ไม่นับรวม): ${day.voided.map((r) => `${r.bookNo}/${r.number} ${r.voidReason ?? ''}`).join(', ')}`,
      { size: 10 },
    );
  }
  remittanceSection(flow, day);
  signatures(flow, day, org);
  footers(doc, org, P32_TITLE, printedAt);
  return toBuffer(doc);
};

type P32Head = (typeof p32HeadOrder)[number];

/** The ป.32's money columns of a sheet, in its order, in baht (satangOf gives each cell). */
export const p32MoneyColumns = <R>(
  t: (key: string) => string,
  satangOf: (row: R, head: P32Head) => number | null,
): XlsxColumn<R>[] =>
  p32HeadOrder.map((head) => ({
    header: t(`server:p32.${head}`),
    width: 12,
    numFmt: MONEY_FORMAT,
    value: (r) => bahtOf(satangOf(r, head)),
  }));

/** The same rows as a sheet, headed in the reader's language; money in baht. */
export const p32Columns = (t: (key: string) => string): XlsxColumn<P32Receipt>[] => [
  { header: t('server:p32.receipt'), width: 12, value: (r) => `${r.bookNo}/${r.number}` },
  {
    header: t('server:p32.paidAt'),
    width: 20,
    value: (r) => formatThaiDateTime(new Date(r.paidAt)),
  },
  { header: t('server:p32.customerNo'), width: 12, value: (r) => r.customerNo },
  { header: t('server:p32.name'), width: 26, value: (r) => r.name },
  { header: t('server:p32.village'), width: 8, value: (r) => r.villageNo },
  ...p32MoneyColumns<P32Receipt>(t, (r, head) => r.heads[head]),
];
