import type { PaymentCheck, PaymentCheckQuery, PaymentCheckReceipt } from '@prapa/contracts';
import { formatMoney, formatThaiDate, formatThaiDateTime } from '@prapa/domain';
import { footers, heading, newListing, signature, toBuffer } from '../../documents/listing-pdf.ts';
import type { Flow } from '../../documents/flow.ts';
import { PdfTable, type TableColumn, type TableRow } from '../../documents/pdf-table.ts';
import type { ReportOrg } from '../reports/reports.repo.ts';
import type { FilterNames } from './payment-check.repo.ts';

export const PAYMENT_CHECK_TITLE = 'รายงานตรวจสอบการรับชำระเงิน';
const money = (v: number | null) => (v === null ? '-' : formatMoney(v));
// A line whose money does not agree with the bank is shaded the way the screen paints it red.
const DIFFERENT = '#FBE3E0';
const TOTAL = '#F3F4F6';
const VOID = '#EEEEEE';

const scaled = (flow: Flow, columns: TableColumn[]) => {
  const scale = flow.width / columns.reduce((s, c) => s + c.width, 0);
  return columns.map((c) => ({ ...c, width: c.width * scale }));
};

/** The range and the filters, as the report's subtitle says them. */
export const rangeText = (q: PaymentCheckQuery) =>
  q.from === q.to
    ? `วันที่ ${formatThaiDate(q.from)}`
    : `ระหว่างวันที่ ${formatThaiDate(q.from)} ถึง ${formatThaiDate(q.to)}`;

const STATES = { valid: 'ใบเสร็จที่ใช้ได้', void: 'ใบเสร็จที่ยกเลิก', all: 'ใบเสร็จทุกสถานะ' };
const CHECKS = { unchecked: 'ยังไม่ได้ตรวจ', confirmed: 'ยืนยันแล้ว', notFound: 'ไม่พบในบัญชี' };

const filterText = (q: PaymentCheckQuery, names: FilterNames) =>
  [
    STATES[q.state],
    names.channel && `ช่องทาง ${names.channel}`,
    names.cashier && `ผู้รับเงิน ${names.cashier}`,
    names.office && `สำนักงาน ${names.office}`,
    names.area && `พื้นที่ ${names.area}`,
    q.check && `ผลตรวจ: ${CHECKS[q.check]}`,
  ]
    .filter(Boolean)
    .join(' · ');

/** What the tick column prints: cash is never ticked, a voided receipt says so. */
export const checkText = (r: PaymentCheckReceipt) => {
  if (r.status === 'void') return 'ยกเลิก';
  if (r.channelKind === 'cash') return '';
  // Made from the bank's own file: on the statement by its making.
  if (!r.check && r.bankRow?.paidMeanwhile)
    return 'ตรงไฟล์ธนาคาร (บิลชำระที่เคาน์เตอร์แล้ว เก็บเป็นเงินเหลือในบัญชี)';
  if (!r.check && r.bankRow) return 'ตรงไฟล์ธนาคาร';
  if (!r.check) return 'ยังไม่ตรวจ';
  return r.check.result === 'confirmed' ? 'ยืนยันแล้ว' : 'ไม่พบ';
};

const channelTable = (flow: Flow, d: PaymentCheck) => {
  flow.text('สรุปตามช่องทางการชำระเงิน', { size: 12, bold: true });
  const rows: TableRow[] = d.channels.map((c) => ({
    cells: [
      c.name,
      String(c.count),
      money(c.amount),
      money(c.bankTotal),
      money(c.bankReceipted),
      money(c.difference),
    ],
    ...(c.difference ? { shade: DIFFERENT } : {}),
  }));
  const count = d.channels.reduce((s, c) => s + c.count, 0);
  const amount = d.channels.reduce((s, c) => s + c.amount, 0);
  rows.push({
    cells: ['รวม', String(count), money(amount), '', '', ''],
    bold: true,
    shade: TOTAL,
  });
  new PdfTable(
    flow,
    scaled(flow, [
      { header: 'ช่องทาง', width: 150 },
      { header: 'ใบ', width: 34, align: 'right' },
      { header: 'ยอดใบเสร็จ', width: 72, align: 'right' },
      { header: 'ยอดไฟล์ธนาคาร', width: 72, align: 'right' },
      { header: 'ออกใบเสร็จจากไฟล์', width: 76, align: 'right' },
      { header: 'ผลต่าง', width: 64, align: 'right' },
    ]),
    9,
    'สรุปตามช่องทางการชำระเงิน (ต่อ)',
  ).draw(rows);
};

const remittanceText = (d: PaymentCheck) => {
  const r = d.remittances;
  if (r.count === 0) return 'ยังไม่มีการนำส่งเงินในช่วงนี้';
  return (
    `นำส่งเงิน ${r.count} ครั้ง: เงินสด ${money(r.cash)} บาท เงินโอน ${money(r.transfer)} บาท · ` +
    `ยอดที่ต้องนำส่ง เงินสด ${money(r.expectedCash)} บาท เงินโอน ${money(r.expectedTransfer)} บาท · ` +
    `ผลต่าง ${money(r.difference)} บาท`
  );
};

/** One day: the time is enough; a range: the date and the time on two lines. */
const whenOf = (d: PaymentCheck, paidAt: string) => {
  const [date = '', time = ''] = formatThaiDateTime(new Date(paidAt)).split(' - ');
  return d.from === d.to ? time : `${date} ${time}`;
};

const receiptTable = (flow: Flow, d: PaymentCheck) => {
  flow.text('รายการใบเสร็จ', { size: 12, bold: true });
  const rows: TableRow[] = d.receipts.map((r) => ({
    cells: [
      whenOf(d, r.paidAt),
      `${r.bookNo}/${r.number}`,
      r.customerNo,
      r.payerName,
      r.channelName,
      r.cashierName,
      r.reference ?? (r.bankRow ? `ไฟล์ธนาคาร บรรทัด ${r.bankRow.line}` : ''),
      money(r.amount),
      checkText(r),
    ],
    ...(r.status === 'void' ? { shade: VOID } : {}),
    ...(r.status === 'valid' && r.check?.result === 'notFound' ? { shade: DIFFERENT } : {}),
  }));
  rows.push({
    cells: [
      '',
      '',
      '',
      `รวม ${d.totals.count - d.totals.voided} ใบ`,
      '',
      '',
      '',
      money(d.totals.amount),
      '',
    ],
    bold: true,
    shade: TOTAL,
  });
  new PdfTable(
    flow,
    scaled(flow, [
      { header: d.from === d.to ? 'เวลา' : 'วันเวลา', width: d.from === d.to ? 50 : 60 },
      { header: 'ใบเสร็จ', width: 44 },
      { header: 'เลขผู้ใช้น้ำ', width: 52 },
      { header: 'ชื่อผู้ชำระ', width: 84 },
      { header: 'ช่องทาง', width: 66 },
      { header: 'ผู้รับเงิน', width: 62 },
      { header: 'อ้างอิง', width: 60 },
      { header: 'จำนวนเงิน', width: 54, align: 'right' },
      { header: 'ผลตรวจ', width: 56, align: 'center' },
    ]),
    8.5,
    'รายการใบเสร็จ (ต่อ)',
  ).draw(rows);
};

/**
 * The check on A4 in Thai: the organisation, the range and filters, each channel's money
 * against its bank file (differences shaded), the remittances, then every receipt.
 */
export const renderPaymentCheckPdf = (
  org: ReportOrg,
  d: PaymentCheck,
  q: PaymentCheckQuery,
  names: FilterNames,
  printedAt: Date,
) => {
  const { doc, flow } = newListing(PAYMENT_CHECK_TITLE, org.nameTh);
  const t = d.totals;
  heading(flow, org, PAYMENT_CHECK_TITLE, [
    rangeText(q),
    filterText(q, names),
    `ใบเสร็จ ${t.count - t.voided} ใบ รวม ${money(t.amount)} บาท ` +
      `(เงินสด ${money(t.cash)} บาท ช่องทางอื่น ${money(t.nonCash)} บาท)`,
    `ผลการตรวจกับบัญชีธนาคาร: ยืนยันแล้ว ${t.confirmed} ใบ · ไม่พบ ${t.notFound} ใบ · ` +
      `ยังไม่ตรวจ ${t.unchecked} ใบ`,
  ]);
  channelTable(flow, d);
  flow.gap(6);
  flow.text(remittanceText(d), { size: 10.5, bold: d.remittances.difference !== 0 });
  flow.gap(6);
  receiptTable(flow, d);
  signature(flow, org);
  footers(doc, org, PAYMENT_CHECK_TITLE, printedAt);
  return toBuffer(doc);
};
