import ExcelJS from 'exceljs';
import type { TFunction } from 'i18next';
import type { WaterUserReportGrouping, WaterUserSummary } from '@prapa/contracts';
import { guardFormulaText } from '../../lib/xlsx.ts';

const FONT = { name: 'Tahoma', size: 10 };

/** The sheet of each grouping, named as its basic-data list is. */
export const groupingTitle: Record<WaterUserReportGrouping, string> = {
  area: 'server:file.areas',
  route: 'server:file.routes',
  userType: 'server:file.userTypes',
  usageStatus: 'server:file.usageStatuses',
  meterSize: 'server:file.meterSizes',
};

/** Share of the total in percent, two decimals; 0 when there is no one. */
export const shareOf = (count: number, total: number) =>
  total === 0 ? 0 : Math.round((count / total) * 10_000) / 100;

/** One sheet a grouping: its rows, then a bold totals row. */
export const summaryWorkbook = (t: TFunction, summaries: WaterUserSummary[]) => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Prapa';
  workbook.created = new Date();
  for (const s of summaries) {
    const ws = workbook.addWorksheet(t(groupingTitle[s.groupBy]).slice(0, 31), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    ws.columns = [
      { header: t('server:waterUserReport.code'), width: 12 },
      { header: t('server:waterUserReport.label'), width: 36 },
      { header: t('server:waterUserReport.count'), width: 16, style: { numFmt: '#,##0' } },
      { header: t('server:waterUserReport.share'), width: 12, style: { numFmt: '0.00' } },
      { header: t('server:waterUserReport.withLocation'), width: 16, style: { numFmt: '#,##0' } },
      { header: t('server:waterUserReport.withDiscount'), width: 16, style: { numFmt: '#,##0' } },
    ];
    for (const r of s.rows) {
      ws.addRow([
        r.code ?? '',
        r.label,
        r.count,
        shareOf(r.count, s.totals.count),
        r.withLocation,
        r.withDiscount,
      ]);
    }
    const total = ws.addRow([
      '',
      t('server:waterUserReport.total'),
      s.totals.count,
      s.totals.count === 0 ? 0 : 100,
      s.totals.withLocation,
      s.totals.withDiscount,
    ]);
    ws.eachRow((row) => (row.font = FONT));
    ws.getRow(1).font = { ...FONT, bold: true };
    total.font = { ...FONT, bold: true };
    total.eachCell(
      (cell) => (cell.border = { top: { style: 'thin' }, bottom: { style: 'double' } }),
    );
  }
  return guardFormulaText(workbook);
};
