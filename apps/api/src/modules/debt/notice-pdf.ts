import type { NoticeKind } from '@prapa/contracts';
import {
  billPaymentBarcode,
  formatMoney,
  formatThaiDate,
  thaiBahtText,
  thaiMonthName,
  thaiQrBillPayment,
} from '@prapa/domain';
import { drawBarcode, drawQr } from '../../documents/bill-codes.ts';
import type { Flow } from '../../documents/flow.ts';
import { FONT } from '../../documents/fonts.ts';
import { heading } from '../../documents/listing-pdf.ts';
import { PdfTable, type TableColumn } from '../../documents/pdf-table.ts';
import { wrapThai } from '../../documents/thai-wrap.ts';
import type { ReportOrg } from '../reports/reports.repo.ts';
import type { NoticeSnapshot } from './notice-snapshot.ts';

/** A notice as printed: its row's fixed parts and the snapshot taken when it was issued. */
export type PrintableNotice = {
  kind: NoticeKind;
  number: string;
  noticeDate: string;
  payBy: string;
  total: number;
  status: 'issued' | 'void';
  snapshot: NoticeSnapshot;
};

const TITLE: Record<NoticeKind, string> = {
  warning: 'หนังสือแจ้งเตือนการค้างชำระค่าน้ำประปา',
  cutoff: 'ใบสั่งงดจ่ายน้ำประปา',
  reconnection: 'ใบสั่งต่อน้ำประปา',
};

const SUBJECT: Record<NoticeKind, string> = {
  warning: 'ขอให้ชำระหนี้ค้างค่าน้ำประปา',
  cutoff: 'งดจ่ายน้ำประปาแก่ผู้ใช้น้ำที่ค้างชำระ',
  reconnection: 'ต่อน้ำประปาให้ผู้ใช้น้ำที่ชำระหนี้ครบแล้ว',
};

const longDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${thaiMonthName(m ?? 1)} ${(y ?? 0) + 543}`;
};

const monthOf = (d: NoticeSnapshot['debt'][number]) =>
  d.month !== null && d.yearBe !== null
    ? `${thaiMonthName(d.month)} ${d.yearBe}`
    : d.kind === 'sundry'
      ? 'ค่าธรรมเนียม'
      : formatThaiDate(d.billDate);

/** The letter's body, by kind (DOMAIN.md §5: pay by, then suspension the next day). */
const bodyText = (n: PrintableNotice): string[] => {
  const s = n.snapshot;
  const fee =
    s.org.reconnectionFee > 0
      ? ` พร้อมค่าธรรมเนียมการต่อน้ำ ${formatMoney(s.org.reconnectionFee)} บาท`
      : '';
  const rounds = s.debt.filter((d) => d.month !== null).length;
  if (n.kind === 'warning') {
    return [
      `ตามที่ท่านเป็นผู้ใช้น้ำประปาของ${s.org.nameTh} ปรากฏว่าท่านยังค้างชำระค่าน้ำประปา${rounds ? ` จำนวน ${rounds} เดือน` : ''} ตามรายการข้างล่างนี้ รวมเป็นเงินทั้งสิ้น ${formatMoney(n.total)} บาท (${thaiBahtText(n.total)})`,
      `จึงขอให้ท่านชำระหนี้ที่ค้างทั้งหมดภายในวันที่ ${longDate(n.payBy)} หากพ้นกำหนดแล้วยังไม่ชำระ จะงดจ่ายน้ำประปาตั้งแต่วันถัดไปโดยไม่แจ้งให้ทราบอีก และจะต่อน้ำให้เมื่อท่านได้ชำระหนี้ทั้งหมด${fee}แล้ว`,
      'หากท่านได้ชำระแล้ว ขออภัยมา ณ ที่นี้ และโปรดแสดงใบเสร็จรับเงินต่อเจ้าหน้าที่',
    ];
  }
  if (n.kind === 'cutoff') {
    return [
      `ผู้ใช้น้ำรายนี้ได้รับหนังสือแจ้งเตือนเลขที่ ${s.follows?.number ?? '-'} ลงวันที่ ${s.follows ? longDate(s.follows.noticeDate) : '-'} แล้ว และยังค้างชำระ รวมเป็นเงิน ${formatMoney(n.total)} บาท (${thaiBahtText(n.total)})`,
      `ให้เจ้าหน้าที่งดจ่ายน้ำได้ตั้งแต่วันที่ ${longDate(n.payBy)} เว้นแต่ผู้ใช้น้ำนำใบเสร็จรับเงินที่ชำระหนี้ครบมาแสดง และบันทึกเลขมาตรวัดน้ำขณะงดจ่ายน้ำ`,
    ];
  }
  return [
    `ผู้ใช้น้ำรายนี้ได้ชำระหนี้ค่าน้ำประปาและค่าธรรมเนียมการต่อน้ำครบถ้วนแล้ว ตามใบสั่งงดจ่ายน้ำเลขที่ ${s.follows?.number ?? '-'}`,
    `ให้เจ้าหน้าที่ต่อน้ำให้ผู้ใช้น้ำภายในวันที่ ${longDate(n.payBy)} และบันทึกเลขมาตรวัดน้ำขณะต่อน้ำ`,
  ];
};

const paragraph = (flow: Flow, text: string, size = 13) => {
  const { doc } = flow;
  doc.font(FONT.regular).fontSize(size).fillColor('#000000');
  const indent = 36;
  const lines = wrapThai(text, flow.width - indent, (t) => doc.widthOfString(t));
  lines.forEach((line, i) => {
    const y = flow.reserve(flow.lineHeight(size));
    doc.text(line, flow.left + (i === 0 ? indent : 0), y, { lineBreak: false });
    flow.y += flow.lineHeight(size);
  });
};

const debtColumns = (flow: Flow): TableColumn[] => [
  { header: 'ลำดับ', width: 40, align: 'center' },
  { header: 'ประจำเดือน', width: 150 },
  { header: 'เลขที่ใบแจ้งหนี้', width: 110 },
  { header: 'ครบกำหนดชำระ', width: 95, align: 'center' },
  { header: 'จำนวนเงิน (บาท)', width: flow.width - 395, align: 'right' },
];

const debtRows = (lines: NoticeSnapshot['debt']) =>
  lines.map((d, i) => ({
    cells: [
      String(i + 1),
      monthOf(d),
      d.number,
      d.dueDate ? formatThaiDate(d.dueDate) : '-',
      formatMoney(d.amount),
    ],
  }));

const debtTable = (flow: Flow, n: PrintableNotice) => {
  new PdfTable(flow, debtColumns(flow), 12).draw([
    ...debtRows(n.snapshot.debt),
    { cells: ['', 'รวมทั้งสิ้น', '', '', formatMoney(n.total)], bold: true, shade: '#F3F6F9' },
  ]);
};

/** A warning's current bill, not yet due on its date: shown apart, not in the demanded total. */
const notYetDueTable = (flow: Flow, lines: NoticeSnapshot['debt']) => {
  flow.text('รายการที่ยังไม่ถึงกำหนดชำระ (ไม่รวมในยอดที่ต้องชำระข้างต้น โปรดชำระภายในวันครบกำหนด)', {
    size: 12,
    bold: true,
  });
  new PdfTable(flow, debtColumns(flow), 12).draw(debtRows(lines));
  flow.gap(6);
};

/** The QR for the whole debt (ref2 = the notice number) and the bill-payment barcode. */
const payCodes = (flow: Flow, n: PrintableNotice) => {
  const { billerId } = n.snapshot.org;
  if (!billerId || n.total <= 0) return;
  const ref1 = n.snapshot.customer.customerNo;
  const size = 96;
  flow.reserve(size + 10);
  const top = flow.y + 4;
  drawQr(
    flow.doc,
    thaiQrBillPayment({ billerId, ref1, ref2: n.number, amountSatang: n.total }),
    flow.left,
    top,
    size,
  );
  const x = flow.left + size + 12;
  flow.doc.font(FONT.bold).fontSize(11).fillColor('#000000');
  flow.doc.text('ชำระด้วย QR พร้อมเพย์ หรือบาร์โค้ดที่เคาน์เตอร์ธนาคาร', x, top, { lineBreak: false });
  flow.doc.font(FONT.regular).fontSize(10);
  flow.doc.text(
    `Ref.1 ${ref1}   Ref.2 ${n.number}   จำนวน ${formatMoney(n.total)} บาท`,
    x,
    top + 16,
    { lineBreak: false },
  );
  drawBarcode(
    flow.doc,
    billPaymentBarcode(billerId, ref1, n.number, n.total),
    x,
    top + 34,
    flow.right - x,
    36,
    8,
  );
  flow.y = top + size + 6;
};

const signature = (flow: Flow, n: PrintableNotice) => {
  const size = 13;
  flow.reserve(flow.lineHeight(size) * 4 + 30);
  flow.gap(24);
  const { doc } = flow;
  const left = flow.left + flow.width / 2;
  const width = flow.width / 2;
  const line = (text: string) => {
    doc.font(FONT.regular).fontSize(size).fillColor('#000000');
    doc.text(text, left + (width - doc.widthOfString(text)) / 2, flow.y, { lineBreak: false });
    flow.y += flow.lineHeight(size);
  };
  // A letter closes with regards; a work order is signed by whoever orders it.
  if (n.kind === 'warning') {
    line('ขอแสดงความนับถือ');
    flow.gap(18);
  } else {
    flow.gap(18);
    line('ลงชื่อ ........................................ ผู้สั่งการ');
  }
  line(`( ${n.snapshot.signer.name || '........................................'} )`);
  line(n.snapshot.signer.position || 'ผู้บริหาร');
};

/** Cut-off and reconnection orders: what the field staff fill in when the work is done. */
const workBox = (flow: Flow, n: PrintableNotice) => {
  const size = 12;
  flow.reserve(flow.lineHeight(size) * 5 + 16);
  flow.gap(10);
  flow.rule({ dash: true });
  const act = n.kind === 'cutoff' ? 'งดจ่ายน้ำ' : 'ต่อน้ำ';
  flow.text(`บันทึกการปฏิบัติงาน (${act})`, { size, bold: true });
  flow.text(
    `ผู้ปฏิบัติงาน .............................................   วันที่${act} ........ / ........ / ............`,
    { size },
  );
  flow.text(
    `เลขมาตรวัดน้ำขณะ${act} ....................   หมายเลขมาตร ${n.snapshot.customer.meterSerial ?? '....................'}`,
    { size },
  );
  flow.text(
    'หมายเหตุ ...........................................................................................................',
    { size },
  );
};

/** One notice on its own A4 page(s): letterhead, reference, addressee, debt, codes, signature. */
export const drawNotice = (flow: Flow, org: ReportOrg, n: PrintableNotice) => {
  const s = n.snapshot;
  heading(
    flow,
    { ...org, nameTh: s.org.nameTh, address: s.org.address, phone: s.org.phone },
    TITLE[n.kind],
    [],
  );
  flow.pair(`ที่ ${n.number}`, `วันที่ ${longDate(n.noticeDate)}`, { size: 13 });
  if (n.status === 'void')
    flow.text('*** ยกเลิกแล้ว ใช้ไม่ได้ ***', {
      size: 14,
      bold: true,
      align: 'center',
      colour: '#DA5444',
    });
  flow.text(`เรื่อง  ${SUBJECT[n.kind]}`, { size: 13, bold: true });
  const c = s.customer;
  const route = c.routeName ? `   ${c.routeName}${c.routeSeq ? ` ลำดับ ${c.routeSeq}` : ''}` : '';
  if (n.kind === 'warning') {
    flow.text(`เรียน  ${c.name}`, { size: 13 });
    flow.text(`ผู้ใช้น้ำเลขที่ ${c.customerNo}   ที่อยู่ ${c.address}${route}`, { size: 12 });
  } else {
    // A work order goes to the field staff; the customer is whom it concerns.
    flow.text('ถึง  เจ้าหน้าที่ผู้ปฏิบัติงานประปา', { size: 13 });
    flow.text(`ผู้ใช้น้ำ  ${c.name}   เลขที่ ${c.customerNo}`, { size: 13 });
    flow.text(`ที่อยู่ ${c.address}${route}`, { size: 12 });
  }
  flow.gap(4);
  const [first, ...rest] = bodyText(n);
  if (first) paragraph(flow, first);
  if (s.debt.length) {
    flow.gap(4);
    debtTable(flow, n);
    flow.gap(6);
  }
  if (n.kind === 'warning' && s.notYetDue?.length) notYetDueTable(flow, s.notYetDue);
  for (const p of rest) paragraph(flow, p);
  if (n.kind === 'warning') payCodes(flow, n);
  signature(flow, n);
  if (n.kind !== 'warning') workBox(flow, n);
};
