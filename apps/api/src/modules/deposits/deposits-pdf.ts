import type { DepositRow, DepositTotals, RefundChannel } from '@prapa/contracts';
import { formatMoney, formatThaiDate, formatThaiDateTime, thaiBahtText } from '@prapa/domain';
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
import type { ReportOrg } from '../reports/reports.repo.ts';
import type { VoucherSnapshot } from './deposit-moves.ts';

export const REGISTER_TITLE = 'ทะเบียนเงินประกันการใช้น้ำ';
export const VOUCHER_TITLE = 'ใบสำคัญจ่ายคืนเงินประกันการใช้น้ำ';

const columns: TableColumn[] = [
  { header: 'ที่', width: 22, align: 'right' },
  { header: 'เลขผู้ใช้น้ำ', width: 56 },
  { header: 'ชื่อผู้ใช้น้ำ', width: 96 },
  { header: 'ขนาดมาตร', width: 34, align: 'center' },
  { header: 'วันที่วาง', width: 60 },
  { header: 'ใบเสร็จ', width: 44 },
  { header: 'รับไว้', width: 50, align: 'right' },
  { header: 'หักหนี้', width: 46, align: 'right' },
  { header: 'คืน', width: 46, align: 'right' },
  { header: 'ริบ', width: 40, align: 'right' },
  { header: 'คงเหลือ', width: 52, align: 'right' },
];

const money = (n: number) => (n === 0 ? '-' : formatMoney(n));

/** The register on A4 in Thai: each connection, what came in and went out, the totals. */
export const renderDepositRegisterPdf = (
  org: ReportOrg,
  rows: DepositRow[],
  totals: DepositTotals,
  printedAt: Date,
) => {
  const { doc, flow } = newListing(REGISTER_TITLE, org.nameTh);
  heading(flow, org, REGISTER_TITLE, [`ข้อมูล ณ วันที่ ${formatThaiDateTime(printedAt)}`]);
  const scale = flow.width / columns.reduce((sum, c) => sum + c.width, 0);
  const table = new PdfTable(
    flow,
    columns.map((c) => ({ ...c, width: c.width * scale })),
    9,
    `${REGISTER_TITLE} (ต่อ)`,
  );
  table.draw([
    ...rows.map((r, i) => ({
      cells: [
        whole(i + 1),
        r.customerNo,
        r.name,
        r.meterSize ?? '-',
        r.takenOn ? formatThaiDate(r.takenOn) : '-',
        r.receipts[0] ?? (r.opening > 0 ? 'ยกมา' : '-'),
        money(r.opening + r.taken),
        money(r.applied),
        money(r.refunded),
        money(r.forfeited),
        money(r.held),
      ],
    })),
    {
      cells: [
        '',
        '',
        `รวม ${whole(rows.length)} ราย`,
        '',
        '',
        '',
        formatMoney(totals.opening + totals.taken),
        formatMoney(totals.applied),
        formatMoney(totals.refunded),
        formatMoney(totals.forfeited),
        formatMoney(totals.held),
      ],
      bold: true,
      shade: '#F3F4F6',
    },
  ]);
  flow.gap(6);
  flow.text(`เงินประกันคงเหลือทั้งสิ้น ${formatMoney(totals.held)} บาท (${thaiBahtText(totals.held)})`, {
    size: 11,
    bold: true,
  });
  signature(flow, org);
  footers(doc, org, REGISTER_TITLE, printedAt);
  return toBuffer(doc);
};

const CHANNEL: Record<RefundChannel, string> = {
  cash: 'เงินสด',
  transfer: 'โอนเข้าบัญชีธนาคาร',
  cheque: 'เช็ค',
};

export type Voucher = {
  number: string;
  movedOn: string;
  payee: string;
  channel: RefundChannel;
  amount: number;
  officerName: string | null;
  snapshot: VoucherSnapshot;
};

/** Three signatures side by side: who takes the money, who pays it, who approved. */
const signatures = (flow: Flow, names: [string, string][]) => {
  const size = 12;
  flow.reserve(flow.lineHeight(size) * 4 + 30);
  flow.gap(30);
  const width = flow.width / names.length;
  const top = flow.y;
  names.forEach(([role, name], i) => {
    const left = flow.left + i * width;
    let y = top;
    for (const line of ['ลงชื่อ ..................................', `( ${name} )`, role]) {
      flow.doc.fontSize(size);
      flow.doc.text(line, left + (width - flow.doc.widthOfString(line)) / 2, y, {
        lineBreak: false,
      });
      y += flow.lineHeight(size);
    }
  });
  flow.y = top + flow.lineHeight(size) * 3;
};

/** The refund voucher on A4 in Thai, as it was written (its snapshot). */
export const drawVoucher = (flow: Flow, org: ReportOrg, v: Voucher) => {
  const s = v.snapshot;
  heading(flow, org, VOUCHER_TITLE, []);
  flow.pair(`เลขที่ ${v.number}`, `วันที่ ${formatThaiDate(v.movedOn)}`, { size: 13 });
  flow.gap(4);
  flow.text(`จ่ายให้ ${v.payee}`, { size: 13 });
  flow.text(`ผู้ใช้น้ำเลขที่ ${s.customerNo}  ชื่อผู้ใช้น้ำ ${s.holder}`, { size: 13 });
  flow.text(
    `พื้นที่ ${s.areaName || '-'}  ขนาดมาตร ${s.meterSize ?? '-'}${s.requestNumber ? `  ตามคำร้องเลขที่ ${s.requestNumber}` : ''}`,
    { size: 13 },
  );
  flow.gap(6);
  const rows = [
    { cells: ['เงินประกันการใช้น้ำที่วางไว้', formatMoney(s.held)] },
    ...(s.finalBill
      ? [
          {
            cells: [
              `ค่าน้ำงวดสุดท้าย ใบแจ้งหนี้ ${s.finalBill.number} (ใช้น้ำ ${whole(s.finalBill.usage)} ลบ.ม.)`,
              formatMoney(s.finalBill.total),
            ],
          },
        ]
      : []),
    ...s.appliedBills.map((b) => ({
      cells: [`  หักชำระใบแจ้งหนี้ ${b.number}`, formatMoney(b.amount)],
    })),
    {
      cells: [
        `หักชำระหนี้ค้างจากเงินประกัน${s.receipt ? ` (ใบเสร็จ ${s.receipt})` : ''}`,
        formatMoney(s.applied),
      ],
    },
    ...(s.remaining > 0
      ? [{ cells: ['หนี้ค้างชำระคงเหลือ (เงินประกันไม่พอ)', formatMoney(s.remaining)] }]
      : []),
    { cells: ['คืนเงินประกัน', formatMoney(v.amount)], bold: true, shade: '#F3F6F9' },
  ];
  new PdfTable(
    flow,
    [
      { header: 'รายการ', width: flow.width - 120 },
      { header: 'จำนวนเงิน (บาท)', width: 120, align: 'right' },
    ],
    12,
  ).draw(rows);
  flow.gap(6);
  flow.text(`จำนวนเงินที่คืน (ตัวอักษร)  ${thaiBahtText(v.amount)}`, { size: 13, bold: true });
  flow.text(`จ่ายโดย ${CHANNEL[v.channel]}`, { size: 13 });
  if (s.note) flow.text(`หมายเหตุ ${s.note}`, { size: 12 });
  flow.gap(4);
  flow.text('ข้าพเจ้าได้รับเงินประกันการใช้น้ำคืนตามจำนวนข้างต้นถูกต้องครบถ้วนแล้ว', { size: 12 });
  signatures(flow, [
    ['ผู้รับเงิน', v.payee],
    ['ผู้จ่ายเงิน', v.officerName ?? '..................................'],
    ['ผู้อนุมัติ', org.signatories.waterworks.name || '..................................'],
  ]);
};

export const renderVoucherPdf = (org: ReportOrg, v: Voucher) => {
  const { doc, flow } = newListing(`${VOUCHER_TITLE} ${v.number}`, org.nameTh);
  drawVoucher(flow, org, v);
  footers(doc, org, VOUCHER_TITLE, new Date());
  return toBuffer(doc);
};
