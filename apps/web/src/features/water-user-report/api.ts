import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  waterUserReportGroupings,
  type WaterUserReportGrouping,
  type WaterUserSummary,
  type WaterUserSummaryRow,
} from '@prapa/contracts';
import { api } from '../../lib/api-client.ts';
import { openPdf } from '../../lib/open-pdf.ts';

export const groupings = waterUserReportGroupings;
export type Grouping = WaterUserReportGrouping;
export type SummaryRow = WaterUserSummaryRow;

export const isGrouping = (value: string | null): value is Grouping =>
  groupings.some((grouping) => grouping === value);

const PATH = '/api/v1/reports/water-users/summary';
export const summaryExportPath = `${PATH}/export`;
export const summaryPdfPath = `${PATH}/pdf`;

export const useWaterUserSummary = (groupBy: Grouping) =>
  useQuery({
    queryKey: ['reports', 'water-users', 'summary', groupBy],
    queryFn: () => api.get<WaterUserSummary>(PATH, { params: { groupBy } }),
    placeholderData: keepPreviousData,
  });

/** The printable report (the server's PDF, in Thai) in a new tab. */
export const openSummaryPdf = (groupBy: Grouping): Promise<void> =>
  openPdf(summaryPdfPath, { groupBy });
