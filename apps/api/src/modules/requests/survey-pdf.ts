import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceRequest } from '@prapa/contracts';
import { formatMoney, thaiBahtText } from '@prapa/domain';
import type { Flow } from '../../documents/flow.ts';
import { heading } from '../../documents/listing-pdf.ts';
import { renderPdf } from '../../documents/pdf.ts';
import { PdfTable } from '../../documents/pdf-table.ts';
import { AppError } from '../../lib/app-error.ts';
import { sendPdf } from '../../lib/send-pdf.ts';
import { reportOrg, type ReportOrg } from '../reports/reports.repo.ts';
import { actorOf, quantityText, section, signatures, signBlock } from './request-doc-parts.ts';
import { requestDetail } from './request-detail.ts';
import { KIND, longDate } from './request-pdf.ts';
import { inOrg } from './requests.service.ts';

const SIZE = 13;

/** The estimate's lines, their total and the total in Thai words. */
export const drawEstimate = (flow: Flow, r: ServiceRequest) => {
  if (!r.estimate.length) {
    flow.text('ไม่มีรายการวัสดุหรือค่าแรง', { size: SIZE });
    return;
  }
  new PdfTable(
    flow,
    [
      { header: 'ลำดับ', width: 38, align: 'center' },
      { header: 'รายการ', width: flow.width - 338 },
      { header: 'จำนวน', width: 65, align: 'right' },
      { header: 'หน่วย', width: 55, align: 'center' },
      { header: 'ราคาต่อหน่วย', width: 90, align: 'right' },
      { header: 'จำนวนเงิน', width: 90, align: 'right' },
    ],
    12,
    'ประมาณการค่าใช้จ่าย (ต่อ)',
  ).draw([
    ...r.estimate.map((l, i) => ({
      cells: [
        String(i + 1),
        l.name,
        quantityText(l.quantity),
        l.unit,
        formatMoney(l.unitPrice),
        formatMoney(l.amount),
      ],
    })),
    {
      cells: ['', 'รวมเป็นเงินทั้งสิ้น', '', '', '', formatMoney(r.estimateTotal)],
      bold: true,
      shade: '#F3F6F9',
    },
  ]);
  flow.gap(4);
  flow.text(`(ตัวอักษร: ${thaiBahtText(r.estimateTotal)})`, { size: SIZE, align: 'right' });
};

/** ใบสำรวจและประมาณการ: the request, what the surveyor found, the estimate, three signatures. */
export const drawSurvey = (flow: Flow, org: ReportOrg, r: ServiceRequest) => {
  const survey = r.survey;
  if (!survey) return;
  heading(flow, org, 'ใบสำรวจและประมาณการ', [`ประเภทคำร้อง: ${KIND[r.kind]}`]);
  flow.pair(`เลขที่คำร้อง ${r.number}`, `วันที่ยื่นคำร้อง ${longDate(r.filedOn)}`, { size: SIZE });
  section(flow, 'ข้อมูลผู้ยื่นคำร้อง');
  flow.text(
    `ชื่อ ${r.applicantName}${r.customerNo ? `  ผู้ใช้น้ำเลขที่ ${r.customerNo}` : ''}${r.phone ? `  โทรศัพท์ ${r.phone}` : ''}`,
    { size: SIZE },
  );
  flow.text(`สถานที่ ${r.addressText}`, { size: SIZE });
  flow.text(
    `พื้นที่ ${r.areaName}${r.routeName ? `  สายเก็บเงิน ${r.routeName}` : ''}${r.latitude !== null ? `  พิกัด ${r.latitude.toFixed(6)}, ${r.longitude?.toFixed(6)}` : ''}`,
    { size: SIZE },
  );
  if (r.userTypeName || r.meterSizeLabel) {
    flow.text(`ประเภทผู้ใช้น้ำ ${r.userTypeName ?? '-'}  ขนาดมาตรวัดน้ำ ${r.meterSizeLabel ?? '-'}`, {
      size: SIZE,
    });
  }
  section(flow, 'ผลการสำรวจ');
  flow.text(
    `วันที่สำรวจ ${longDate(survey.surveyedOn)}  ระยะจากท่อเมนถึงจุดติดตั้งมาตร ${survey.distanceM.toLocaleString('en-US')} เมตร`,
    { size: SIZE },
  );
  flow.text(survey.findings, { size: SIZE });
  section(flow, 'ประมาณการค่าใช้จ่าย (วัสดุและค่าแรง)');
  drawEstimate(flow, r);
  signatures(
    flow,
    [
      signBlock('ผู้สำรวจ', actorOf(r, 'survey')),
      signBlock('ผู้ตรวจสอบ', null),
      signBlock('ผู้อนุมัติ', actorOf(r, 'approve')),
    ],
    3,
  );
};

export const surveyPdf = async (
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
) => {
  const { org, detail } = await inOrg(app, request, async ({ tx, orgId }) => ({
    org: await reportOrg(tx, orgId),
    detail: await requestDetail(tx, orgId, id),
  }));
  // Printed once the surveyor's findings are in; before that there is nothing to sign.
  if (!detail.survey) throw new AppError('CONFLICT', { vars: { context: 'requestNotSurveyed' } });
  const pdf = await renderPdf('a4', { title: `ใบสำรวจ ${detail.number}` }, (flow) =>
    drawSurvey(flow, org, detail),
  );
  return sendPdf(reply, pdf, `ใบสำรวจ-${detail.number}.pdf`, `survey-${detail.number}.pdf`);
};
