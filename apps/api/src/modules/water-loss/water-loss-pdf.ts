import type { WaterLossAnswer } from '@prapa/contracts';
import { THAI_NRW_AVERAGES_BP } from '@prapa/domain';
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

export const WATER_LOSS_TITLE = 'รายงานน้ำสูญเสีย (สมดุลน้ำ)';

const m3 = (n: number | null) => (n === null ? '-' : whole(n));

const scaled = (flow: { width: number }, columns: TableColumn[]) => {
  const scale = flow.width / columns.reduce((t, c) => t + c.width, 0);
  return columns.map((c) => ({ ...c, width: c.width * scale }));
};

const share = (part: number, input: number | null) =>
  input ? percentText(Math.round((part * 10_000) / input)) : '-';

/** The month's water balance, its areas and the twelve months' NRW, on A4 in Thai. */
export const renderWaterLossPdf = (org: ReportOrg, data: WaterLossAnswer, printedAt: Date) => {
  const { doc, flow } = newListing(WATER_LOSS_TITLE, org.nameTh);
  heading(flow, org, WATER_LOSS_TITLE, [
    `ประจำเดือน ${monthLabel(data.month)}`,
    `ประมาณมาตรวัดน้ำผู้ใช้น้ำวัดขาด ${percentText(data.underRegistrationBp)} % ของน้ำที่จำหน่าย`,
  ]);
  const c = data.current;
  const input = c.systemInput;
  const rows: [string, number | null, boolean?][] = [
    ['ปริมาณน้ำผลิตจ่าย (น้ำเข้าระบบ)', input, true],
    ['น้ำจำหน่ายที่มีมาตรวัด', c.billedMetered],
    ['น้ำใช้ที่ได้รับอนุญาตแต่ไม่เก็บเงิน', c.unbilled],
    ['สูญเสียเชิงพาณิชย์: มาตรเสีย/ประมาณการ', c.meterShortfall],
    ['สูญเสียเชิงพาณิชย์: มาตรวัดขาด', c.underRegistration],
    ['สูญเสียทางกายภาพ (ท่อรั่ว ท่อแตก)', c.realLosses],
    ['น้ำไม่ก่อให้เกิดรายได้ (NRW)', c.nonRevenue, true],
  ];
  new PdfTable(
    flow,
    scaled(flow, [
      { header: 'รายการ', width: 200 },
      { header: 'ลบ.ม.', width: 70, align: 'right' },
      { header: '% ของน้ำผลิตจ่าย', width: 70, align: 'right' },
    ]),
    8.5,
    `${WATER_LOSS_TITLE} (ต่อ)`,
  ).draw(
    rows.map(([label, value, bold]) => ({
      cells: [label, m3(value), value === null ? '-' : share(value, input)],
      bold: bold ?? false,
    })),
  );
  flow.gap(4);
  flow.text(
    `ผู้ใช้น้ำ ${whole(c.connections)} ราย น้ำไม่ก่อให้เกิดรายได้ ${m3(c.litresPerConnectionDay)} ลิตร/ราย/วัน` +
      ` (ค่าเฉลี่ย กปน. ${percentText(THAI_NRW_AVERAGES_BP.mwa)} % กปภ. ${percentText(THAI_NRW_AVERAGES_BP.pwa)} %)`,
    { size: 10 },
  );
  if (c.inconsistent) {
    flow.text('หมายเหตุ: น้ำจำหน่ายและน้ำใช้รวมกันมากกว่าน้ำผลิตจ่าย กรุณาตรวจสอบตัวเลขของเดือนนี้', {
      size: 10,
      bold: true,
    });
  }
  if (data.areas.length) {
    flow.gap(3);
    flow.text('น้ำสูญเสียรายพื้นที่ (มาตรวัดน้ำพื้นที่)', { size: 12, bold: true });
    new PdfTable(
      flow,
      scaled(flow, [
        { header: 'พื้นที่', width: 120 },
        { header: 'น้ำเข้าพื้นที่', width: 60, align: 'right' },
        { header: 'จำหน่าย', width: 60, align: 'right' },
        { header: 'ใช้ไม่เก็บเงิน', width: 60, align: 'right' },
        { header: 'สูญเสีย', width: 60, align: 'right' },
        { header: '%', width: 40, align: 'right' },
      ]),
      9,
      `${WATER_LOSS_TITLE} (ต่อ)`,
    ).draw(
      data.areas.map((a) => ({
        cells: [
          `${a.code} ${a.name}`,
          m3(a.input),
          m3(a.billed),
          m3(a.unbilled),
          m3(a.loss),
          percentText(a.lossBp),
        ],
      })),
    );
  }
  flow.gap(3);
  flow.text('แนวโน้ม 12 เดือน', { size: 12, bold: true });
  new PdfTable(
    flow,
    scaled(flow, [
      { header: 'เดือน', width: 70 },
      { header: 'ผลิตจ่าย', width: 50, align: 'right' },
      { header: 'จำหน่าย', width: 50, align: 'right' },
      { header: 'ไม่เก็บเงิน', width: 44, align: 'right' },
      { header: 'เชิงพาณิชย์', width: 44, align: 'right' },
      { header: 'ทางกายภาพ', width: 44, align: 'right' },
      { header: 'NRW', width: 50, align: 'right' },
      { header: 'NRW %', width: 36, align: 'right' },
      { header: 'ลิตร/ราย/วัน', width: 40, align: 'right' },
    ]),
    7.5,
    `${WATER_LOSS_TITLE} (ต่อ)`,
  ).draw(
    data.trend.map((t) => ({
      cells: [
        monthLabel(t.month),
        m3(t.systemInput),
        whole(t.billedMetered + t.billedUnmetered),
        whole(t.unbilled),
        whole(t.apparentLosses),
        whole(t.realLosses),
        t.systemInput === null ? '-' : whole(t.nonRevenue),
        percentText(t.nrwBp),
        m3(t.litresPerConnectionDay),
      ],
      bold: t.month === data.worstMonth,
      shade: t.month === data.worstMonth ? '#FDECEA' : undefined,
    })),
  );
  signature(flow, org);
  footers(doc, org, WATER_LOSS_TITLE, printedAt);
  return toBuffer(doc);
};
