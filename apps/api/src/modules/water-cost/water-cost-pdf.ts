import type { WaterCostAnswer } from '@prapa/contracts';
import { formatMoney } from '@prapa/domain';
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
import { monthLabel, percentText } from '../production/month-label.ts';

export const WATER_COST_TITLE = 'รายงานต้นทุนการผลิตน้ำประปา';

const HEAD_TH = {
  electricity: 'ค่าไฟฟ้า',
  chlorine: 'คลอรีน',
  alum: 'สารส้ม',
  lime: 'ปูนขาว',
  labour: 'ค่าแรง',
  repairs: 'ค่าซ่อมบำรุง',
  other: 'อื่น ๆ',
} as const;

const m3 = (n: number | null) => (n === null ? '-' : whole(n));
const baht = (n: number | null) => (n === null ? '-' : formatMoney(n));

const scaled = (flow: { width: number }, columns: TableColumn[]) => {
  const scale = flow.width / columns.reduce((t, c) => t + c.width, 0);
  return columns.map((c) => ({ ...c, width: c.width * scale }));
};

/** The month's cost by source and head, then the twelve months' unit costs, on A4 in Thai. */
export const renderWaterCostPdf = (org: ReportOrg, data: WaterCostAnswer, printedAt: Date) => {
  const { doc, flow } = newListing(WATER_COST_TITLE, org.nameTh);
  heading(flow, org, WATER_COST_TITLE, [`ประจำเดือน ${monthLabel(data.month)}`]);
  flow.text('ต้นทุนตามแหล่งน้ำ (บาท)', { size: 12, bold: true });
  const heads = Object.keys(HEAD_TH) as (keyof typeof HEAD_TH)[];
  const bySource = new PdfTable(
    flow,
    scaled(flow, [
      { header: 'แหล่งน้ำ', width: 64 },
      { header: 'ผลิตได้ (ลบ.ม.)', width: 50, align: 'right' },
      ...heads.map((h) => ({ header: HEAD_TH[h], width: 50, align: 'right' as const })),
      { header: 'รวม', width: 60, align: 'right' },
      { header: 'บาท/ลบ.ม.', width: 40, align: 'right' },
    ]),
    7.5,
    `${WATER_COST_TITLE} (ต่อ)`,
  );
  const c = data.current;
  bySource.draw([
    ...data.sources.map((s) => ({
      cells: [
        `${s.code} ${s.name}`,
        m3(s.produced),
        ...heads.map((h) => baht(s.heads[h])),
        baht(s.totalCost),
        baht(s.costPerM3Produced),
      ],
    })),
    {
      cells: [
        'รวม',
        m3(c.produced),
        ...heads.map((h) => baht(c.heads[h])),
        baht(c.totalCost),
        baht(c.costPerM3Produced),
      ],
      bold: true,
      shade: '#F3F4F6',
    },
  ]);
  flow.gap(6);
  const lines = [
    `น้ำที่จำหน่าย (ตามใบแจ้งหนี้) ${whole(c.sold)} ลบ.ม. ต้นทุนต่อหน่วยน้ำที่จำหน่าย ${baht(c.costPerM3Sold)} บาท/ลบ.ม.`,
    `ค่าน้ำที่เรียกเก็บ ${baht(c.waterBilled)} บาท อัตราค่าน้ำเฉลี่ย ${baht(c.averageTariff)} บาท/ลบ.ม. อัตราการคืนทุน ${percentText(c.recoveryBp)} %`,
  ];
  for (const line of lines) flow.text(line, { size: 11 });
  flow.gap(8);
  flow.text('แนวโน้ม 12 เดือน', { size: 12, bold: true });
  new PdfTable(
    flow,
    scaled(flow, [
      { header: 'เดือน', width: 70 },
      { header: 'ผลิตได้ (ลบ.ม.)', width: 50, align: 'right' },
      { header: 'ต้นทุนรวม (บาท)', width: 60, align: 'right' },
      { header: 'บาท/ลบ.ม. ผลิต', width: 46, align: 'right' },
      { header: 'จำหน่าย (ลบ.ม.)', width: 50, align: 'right' },
      { header: 'บาท/ลบ.ม. จำหน่าย', width: 50, align: 'right' },
      { header: 'ค่าน้ำเฉลี่ย/ลบ.ม.', width: 50, align: 'right' },
      { header: 'คืนทุน %', width: 40, align: 'right' },
    ]),
    8,
    `${WATER_COST_TITLE} (ต่อ)`,
  ).draw(
    data.trend.map((t) => ({
      cells: [
        monthLabel(t.month),
        m3(t.produced),
        baht(t.totalCost),
        baht(t.costPerM3Produced),
        whole(t.sold),
        baht(t.costPerM3Sold),
        baht(t.averageTariff),
        percentText(t.recoveryBp),
      ],
      bold: t.month === data.month,
    })),
  );
  signature(flow, org);
  footers(doc, org, WATER_COST_TITLE, printedAt);
  return toBuffer(doc);
};
