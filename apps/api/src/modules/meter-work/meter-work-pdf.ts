import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MeterWorkKind, MeterWorkOrder, MeterWorkState } from '@prapa/contracts';
import { formatThaiDate } from '@prapa/domain';
import type { Flow } from '../../documents/flow.ts';
import { footers, heading, newListing, signature, toBuffer } from '../../documents/listing-pdf.ts';
import { PdfTable } from '../../documents/pdf-table.ts';
import { notFound } from '../../lib/app-error.ts';
import { reportOrg, type ReportOrg } from '../reports/reports.repo.ts';
import { workOrdersForPrint } from './meter-work.repo.ts';
import { inOrg } from './meter-work.service.ts';

// Work orders as the field carries them (A4, Thai): one order a page with the boxes the
// fitter fills in (old meter's last reading, new meter's serial and first reading), or
// one list for a route in walk order.

type Printable = MeterWorkOrder & { routeSeq: number | null };

const TITLE = 'ใบสั่งงานมาตรวัดน้ำ';
const KIND: Record<MeterWorkKind, string> = {
  broken: 'เปลี่ยนมาตร (มาตรชำรุด)',
  stuck: 'เปลี่ยนมาตร (มาตรไม่หมุน)',
  old: 'เปลี่ยนมาตร (ครบอายุการใช้งาน)',
  size_change: 'เปลี่ยนขนาดมาตร',
  inspect: 'ตรวจสอบมาตร',
};
/** A list's narrow column. */
const SHORT_KIND: Record<MeterWorkKind, string> = {
  broken: 'มาตรชำรุด',
  stuck: 'มาตรไม่หมุน',
  old: 'ครบอายุ',
  size_change: 'เปลี่ยนขนาด',
  inspect: 'ตรวจสอบ',
};
const STATE: Record<MeterWorkState, string> = {
  open: 'รอดำเนินการ',
  printed: 'พิมพ์ส่งงานแล้ว',
  done: 'ดำเนินการแล้ว',
  cancelled: 'ยกเลิก',
};
const dots = '....................';
const date = (iso: string | null) => (iso ? formatThaiDate(iso) : '-');

const fieldBox = (flow: Flow, o: Printable) => {
  const size = 13;
  flow.gap(8);
  flow.rule({ dash: true });
  flow.text('บันทึกการปฏิบัติงาน', { size, bold: true });
  if (o.state === 'done') {
    flow.text(`ดำเนินการเมื่อ ${date(o.doneOn)} โดย ${o.doneByName ?? '-'}`, { size });
    if (o.kind !== 'inspect') {
      flow.text(`เลขอ่านครั้งสุดท้ายของมาตรเดิม ${o.oldFinalReading ?? '-'}`, { size });
      flow.text(
        `มาตรใหม่หมายเลข ${o.newSerial ?? '-'}   เลขอ่านเริ่มต้น ${o.newInitialReading ?? '-'}`,
        {
          size,
        },
      );
    }
    if (o.resultNote) flow.text(`ผลการปฏิบัติงาน ${o.resultNote}`, { size });
    return;
  }
  flow.text(`วันที่ปฏิบัติงาน ........ / ........ / ............   ผู้ปฏิบัติงาน ${dots}${dots}`, {
    size,
  });
  if (o.kind !== 'inspect') {
    flow.text(`เลขอ่านครั้งสุดท้ายของมาตรเดิม ${dots}`, { size });
    flow.text(`มาตรใหม่หมายเลข ${dots}${dots}   เลขอ่านเริ่มต้น ${dots}`, { size });
  }
  flow.text(`ผลการปฏิบัติงาน / หมายเหตุ ${dots}${dots}${dots}${dots}`, { size });
};

/** One order on its own page. */
const drawOrder = (flow: Flow, org: ReportOrg, o: Printable) => {
  heading(flow, org, TITLE, [`เลขที่ ${o.number}`]);
  const size = 13;
  flow.pair(`งาน: ${KIND[o.kind]}`, `กำหนดวันที่ ${date(o.plannedOn)}`, { size, bold: true });
  if (o.state === 'cancelled') {
    flow.text(`*** ยกเลิกแล้ว: ${o.cancelReason ?? ''} ***`, {
      size: 14,
      bold: true,
      align: 'center',
      colour: '#DA5444',
    });
  }
  flow.text(`ผู้ใช้น้ำ ${o.customerName}   เลขที่ผู้ใช้น้ำ ${o.customerNo}`, { size });
  flow.text(`ที่อยู่ ${o.address}`, { size });
  const where = [
    o.areaName,
    o.routeName ? `สาย ${o.routeName}` : null,
    o.routeSeq ? `ลำดับ ${o.routeSeq}` : null,
  ];
  flow.text(`พื้นที่ ${where.filter(Boolean).join('   ') || '-'}`, { size });
  flow.text(`มาตรเดิมหมายเลข ${o.oldSerial ?? '-'}   ติดตั้งเมื่อ ${date(o.oldInstalledOn)}`, { size });
  if (o.reason) flow.text(`สาเหตุ / รายละเอียด ${o.reason}`, { size });
  flow.text(`ออกใบสั่งงานโดย ${o.createdByName}   สถานะ ${STATE[o.state]}`, { size: 11 });
  fieldBox(flow, o);
  signature(flow, org);
};

/** A route's list: one line an order, with room to write the readings. */
const drawList = (flow: Flow, org: ReportOrg, orders: Printable[]) => {
  heading(flow, org, `รายการ${TITLE}`, [`จำนวน ${orders.length} รายการ`]);
  const w = flow.width;
  new PdfTable(
    flow,
    [
      { header: 'ที่', width: 24, align: 'center' },
      { header: 'เลขที่', width: 80 },
      { header: 'ผู้ใช้น้ำ / ที่อยู่', width: w - 350 },
      { header: 'งาน', width: 62 },
      { header: 'มาตรเดิม', width: 64 },
      { header: 'เลขอ่านสุดท้าย', width: 50 },
      { header: 'มาตรใหม่ / เลขเริ่มต้น', width: 70 },
    ],
    10,
    'รายการใบสั่งงาน (ต่อ)',
  ).draw(
    orders.map((o, i) => ({
      cells: [
        String(i + 1),
        o.number,
        `${o.customerNo} ${o.customerName}\n${o.address}${o.routeName ? ` (${o.routeName})` : ''}`,
        SHORT_KIND[o.kind],
        o.oldSerial ?? '-',
        o.oldFinalReading === null ? '' : String(o.oldFinalReading),
        o.newSerial ? `${o.newSerial} / ${o.newInitialReading ?? ''}` : '',
      ],
      strike: o.state === 'cancelled',
    })),
  );
  signature(flow, org);
};

/** The orders named, as one A4 PDF (walk order); an unknown id answers 404. */
export const workOrdersPdf = async (
  app: FastifyInstance,
  request: FastifyRequest,
  q: { ids: string[]; list?: boolean | undefined },
) => {
  const ids = [...new Set(q.ids)];
  const { org, orders } = await inOrg(app, request, async ({ tx, orgId }) => ({
    org: await reportOrg(tx, orgId),
    orders: await workOrdersForPrint(tx, orgId, ids),
  }));
  if (orders.length !== ids.length) throw notFound();
  const { doc, flow } = newListing(TITLE, 'meter work orders');
  if (q.list) drawList(flow, org, orders);
  else {
    orders.forEach((o, i) => {
      if (i > 0) {
        doc.addPage();
        flow.y = flow.paper.margin;
      }
      drawOrder(flow, org, o);
    });
  }
  footers(doc, org, TITLE, new Date());
  return toBuffer(doc);
};
