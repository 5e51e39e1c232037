import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceRequest } from '@prapa/contracts';
import { formatMoney, formatThaiDate, thaiMonthName } from '@prapa/domain';
import type { Flow } from '../../documents/flow.ts';
import { heading } from '../../documents/listing-pdf.ts';
import { renderPdf } from '../../documents/pdf.ts';
import { PdfTable } from '../../documents/pdf-table.ts';
import { sendPdf } from '../../lib/send-pdf.ts';
import { reportOrg, type ReportOrg } from '../reports/reports.repo.ts';
import { requestDetail } from './request-detail.ts';
import { inOrg } from './requests.service.ts';

export const KIND: Record<ServiceRequest['kind'], string> = {
  new_connection: 'ขอติดตั้งประปา (ขอใช้น้ำรายใหม่)',
  transfer: 'ขอโอนสิทธิ์การใช้น้ำ',
  meter_size_change: 'ขอเปลี่ยนขนาดมาตรวัดน้ำ',
  relocation: 'ขอย้ายจุดติดตั้งมาตรวัดน้ำ',
  suspension: 'ขอระงับการใช้น้ำชั่วคราว',
  resumption: 'ขอใช้น้ำต่อหลังระงับชั่วคราว',
  cancellation: 'ขอยกเลิกการใช้น้ำและขอคืนเงินประกัน',
  reconnection: 'ขอต่อน้ำกลับ',
  complaint: 'แจ้งเรื่องร้องเรียน / ขอรับบริการ',
};

export const longDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${thaiMonthName(m ?? 1)} ${(y ?? 0) + 543}`;
};

const box = (ticked: boolean) => (ticked ? '[ / ]' : '[    ]');

/** The request form as filed (คำร้องขอใช้น้ำประปา): who asks what, where, with which papers. */
export const drawRequestForm = (flow: Flow, org: ReportOrg, r: ServiceRequest) => {
  heading(flow, org, 'คำร้องขอใช้น้ำประปา', [`ประเภทคำร้อง: ${KIND[r.kind]}`]);
  flow.pair(`เลขที่คำร้อง ${r.number}`, `วันที่ ${longDate(r.filedOn)}`, { size: 13 });
  flow.gap(4);
  flow.text(`เรียน  ผู้จัดการ${org.nameTh}`, { size: 13 });
  flow.gap(4);
  const a = r.address;
  flow.text(
    `ข้าพเจ้า ${r.applicantName}${r.nationalId ? `  เลขประจำตัวประชาชน ${r.nationalId}` : ''}${r.phone ? `  โทรศัพท์ ${r.phone}` : ''}`,
    { size: 13 },
  );
  if (r.customerNo) flow.text(`ผู้ใช้น้ำเลขที่ ${r.customerNo}`, { size: 13 });
  flow.text(`สถานที่ขอใช้น้ำ ${r.addressText}`, { size: 13 });
  flow.text(
    `พื้นที่ ${r.areaName}${r.routeName ? `  สายเก็บเงิน ${r.routeName}` : ''}${a.moo ? `  หมู่ที่ ${a.moo}` : ''}${r.latitude !== null ? `  พิกัด ${r.latitude.toFixed(6)}, ${r.longitude?.toFixed(6)}` : ''}`,
    { size: 13 },
  );
  if (r.userTypeName || r.meterSizeLabel) {
    flow.text(`ประเภทผู้ใช้น้ำ ${r.userTypeName ?? '-'}  ขนาดมาตรที่ขอ ${r.meterSizeLabel ?? '-'}`, {
      size: 13,
    });
  }
  flow.text(`มีความประสงค์ ${KIND[r.kind]}${r.subject ? `  เรื่อง ${r.subject}` : ''}`, {
    size: 13,
  });
  if (r.note) flow.text(`รายละเอียด ${r.note}`, { size: 13 });
  flow.gap(6);
  flow.text('เอกสารประกอบคำร้อง', { size: 13, bold: true });
  flow.text(`${box(r.documents.houseRegistration)} สำเนาทะเบียนบ้าน`, { size: 13 });
  flow.text(`${box(r.documents.idCardCopy)} สำเนาบัตรประจำตัวประชาชน`, { size: 13 });
  flow.text(`${box(r.documents.landPapers)} สำเนาเอกสารสิทธิ์ที่ดิน / สัญญาเช่า`, { size: 13 });
  flow.gap(6);
  if (r.estimate.length) {
    flow.text('ประมาณการค่าติดตั้ง (จากการสำรวจ)', { size: 13, bold: true });
    new PdfTable(
      flow,
      [
        { header: 'รายการ', width: flow.width - 300 },
        { header: 'จำนวน', width: 70, align: 'right' },
        { header: 'หน่วย', width: 60, align: 'center' },
        { header: 'ราคาต่อหน่วย', width: 85, align: 'right' },
        { header: 'จำนวนเงิน', width: 85, align: 'right' },
      ],
      12,
    ).draw([
      ...r.estimate.map((l) => ({
        cells: [
          l.name,
          String(l.quantity),
          l.unit,
          formatMoney(l.unitPrice),
          formatMoney(l.amount),
        ],
      })),
      { cells: ['รวม', '', '', '', formatMoney(r.estimateTotal)], bold: true, shade: '#F3F6F9' },
    ]);
    flow.gap(6);
  }
  flow.text(
    'ข้าพเจ้ายินยอมปฏิบัติตามระเบียบและข้อบังคับการใช้น้ำประปาของหน่วยงานทุกประการ และขอรับรองว่าข้อความข้างต้นเป็นความจริง',
    { size: 13 },
  );
  flow.gap(24);
  const half = flow.width / 2;
  const sign = (x: number, lines: string[]) => {
    let y = flow.y;
    for (const line of lines) {
      flow.doc.text(line, x + (half - flow.doc.widthOfString(line)) / 2, y, { lineBreak: false });
      y += flow.lineHeight(13);
    }
  };
  flow.reserve(flow.lineHeight(13) * 3);
  sign(flow.left, ['ลงชื่อ ................................ ผู้ยื่นคำร้อง', `( ${r.applicantName} )`]);
  sign(flow.left + half, [
    'ลงชื่อ ................................ ผู้รับคำร้อง',
    `( ${r.createdByName ?? '................................'} )`,
  ]);
  flow.y += flow.lineHeight(13) * 2;
  flow.gap(6);
  flow.text(`ยื่นเมื่อ ${formatThaiDate(r.filedOn)}  ·  ${r.number}`, {
    size: 10,
    colour: '#555555',
    align: 'right',
  });
};

export const requestFormPdf = async (
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
) => {
  const { org, detail } = await inOrg(app, request, async ({ tx, orgId }) => ({
    org: await reportOrg(tx, orgId),
    detail: await requestDetail(tx, orgId, id),
  }));
  const pdf = await renderPdf('a4', { title: `คำร้อง ${detail.number}` }, (flow) =>
    drawRequestForm(flow, org, detail),
  );
  return sendPdf(reply, pdf, `คำร้อง-${detail.number}.pdf`, `request-${detail.number}.pdf`);
};
