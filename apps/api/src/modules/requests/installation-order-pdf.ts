import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceRequest } from '@prapa/contracts';
import { bangkokDate } from '@prapa/domain';
import type { Flow } from '../../documents/flow.ts';
import { heading } from '../../documents/listing-pdf.ts';
import { renderPdf } from '../../documents/pdf.ts';
import { PdfTable } from '../../documents/pdf-table.ts';
import { AppError } from '../../lib/app-error.ts';
import { sendPdf } from '../../lib/send-pdf.ts';
import { reportOrg, type ReportOrg } from '../reports/reports.repo.ts';
import { actorOf, DOTS, quantityText, section, signBoxes } from './request-doc-parts.ts';
import { requestDetail } from './request-detail.ts';
import { longDate } from './request-pdf.ts';
import { inOrg } from './requests.service.ts';

const SIZE = 13;

/** A new connection's meter goes in once it is approved (the order is printed from then on). */
export const ORDER_STATES: readonly ServiceRequest['state'][] = [
  'approved',
  'fees_issued',
  'paid',
  'installed',
  'completed',
];

export const orderPrintable = (r: ServiceRequest) =>
  r.kind === 'new_connection' && ORDER_STATES.includes(r.state);

const feesLine = (r: ServiceRequest) => {
  if (r.state === 'approved') return 'ค่าธรรมเนียม: ยังไม่ได้ออกใบแจ้ง (ห้ามติดตั้งจนกว่าจะชำระครบ)';
  if (r.state === 'fees_issued') return 'ค่าธรรมเนียม: ยังชำระไม่ครบ (ห้ามติดตั้งจนกว่าจะชำระครบ)';
  return 'ค่าธรรมเนียม: ชำระครบแล้ว';
};

/** ใบสั่งงานติดตั้งประปา: where, what meter, which materials; blanks for the field team. */
export const drawInstallationOrder = (
  flow: Flow,
  org: ReportOrg,
  r: ServiceRequest,
  printedOn: string,
) => {
  heading(flow, org, 'ใบสั่งงานติดตั้งประปา', [`ตามคำร้องเลขที่ ${r.number}`]);
  flow.pair(`เลขที่คำร้อง ${r.number}`, `วันที่สั่งงาน ${longDate(printedOn)}`, { size: SIZE });
  section(flow, 'ผู้ขอใช้น้ำและสถานที่ติดตั้ง');
  flow.text(
    `ชื่อ ${r.applicantName}${r.customerNo ? `  ผู้ใช้น้ำเลขที่ ${r.customerNo}` : ''}${r.phone ? `  โทรศัพท์ ${r.phone}` : ''}`,
    { size: SIZE },
  );
  flow.text(`สถานที่ติดตั้ง ${r.addressText}`, { size: SIZE });
  flow.text(`พื้นที่ ${r.areaName}${r.routeName ? `  สายเก็บเงิน ${r.routeName}` : ''}`, {
    size: SIZE,
  });
  flow.text(
    r.latitude !== null
      ? `พิกัดจุดติดตั้ง ละติจูด ${r.latitude.toFixed(6)}  ลองจิจูด ${r.longitude?.toFixed(6)}`
      : 'พิกัดจุดติดตั้ง ละติจูด ........................  ลองจิจูด ........................',
    { size: SIZE },
  );
  flow.text(`ขนาดมาตรวัดน้ำ ${r.meterSizeLabel ?? '-'}  ประเภทผู้ใช้น้ำ ${r.userTypeName ?? '-'}`, {
    size: SIZE,
    bold: true,
  });
  if (r.survey) {
    flow.text(
      `ผลสำรวจ (${longDate(r.survey.surveyedOn)}): ระยะจากท่อเมน ${r.survey.distanceM.toLocaleString('en-US')} เมตร  ${r.survey.findings}`,
      { size: SIZE },
    );
  }
  flow.text(feesLine(r), { size: SIZE, bold: r.state === 'approved' || r.state === 'fees_issued' });
  section(flow, 'วัสดุที่ใช้ (ตามประมาณการ)');
  new PdfTable(
    flow,
    [
      { header: 'ลำดับ', width: 38, align: 'center' },
      { header: 'รายการ', width: flow.width - 318 },
      { header: 'จำนวน', width: 65, align: 'right' },
      { header: 'หน่วย', width: 55, align: 'center' },
      { header: 'ใช้จริง', width: 70, align: 'center' },
      { header: 'หมายเหตุ', width: 90 },
    ],
    12,
    'วัสดุที่ใช้ (ต่อ)',
  ).draw([
    ...r.estimate.map((l, i) => ({
      cells: [String(i + 1), l.name, quantityText(l.quantity), l.unit, '', ''],
    })),
    // Room for what the team adds on the spot.
    { cells: ['', '', '', '', '', ''] },
  ]);
  section(flow, 'บันทึกผลการติดตั้ง (ช่างกรอก)');
  const blank = (label: string) => `${label} ${DOTS}`;
  flow.text(`${blank('หมายเลขมาตร')}  ${blank('ยี่ห้อ')}`, { size: SIZE });
  flow.text(`${blank('เลขอ่านเริ่มต้น')}  ${blank('จำนวนหลักของมาตร')}`, { size: SIZE });
  flow.text(`วันที่ติดตั้ง ........ / ........ / ............  ${blank('หมายเหตุ')}`, {
    size: SIZE,
  });
  signBoxes(flow, [
    { role: 'ผู้สั่งงาน', name: actorOf(r, 'approve') },
    { role: 'ผู้ติดตั้ง (ช่างประปา)', name: null },
    { role: 'ผู้ใช้น้ำ (รับทราบ)', name: r.applicantName },
    { role: 'ผู้ตรวจรับงาน', name: null },
  ]);
};

export const installationOrderPdf = async (
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
) => {
  const { org, detail } = await inOrg(app, request, async ({ tx, orgId }) => ({
    org: await reportOrg(tx, orgId),
    detail: await requestDetail(tx, orgId, id),
  }));
  if (!orderPrintable(detail)) {
    throw new AppError('CONFLICT', { vars: { context: 'requestOrderNotApproved' } });
  }
  const pdf = await renderPdf('a4', { title: `ใบสั่งงานติดตั้ง ${detail.number}` }, (flow) =>
    drawInstallationOrder(flow, org, detail, bangkokDate(new Date())),
  );
  return sendPdf(
    reply,
    pdf,
    `ใบสั่งงานติดตั้ง-${detail.number}.pdf`,
    `install-order-${detail.number}.pdf`,
  );
};
