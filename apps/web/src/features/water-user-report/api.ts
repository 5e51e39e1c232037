import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  waterUserReportGroupings,
  type WaterUserReportGrouping,
  type WaterUserSummary,
  type WaterUserSummaryRow,
} from '@prapa/contracts';
import { api } from '../../lib/api-client.ts';
import { i18n } from '../../lib/i18n.ts';
import { getToken, getUser } from '../../lib/session.ts';
import { buildUrl } from '../../lib/http-helpers.ts';

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

/**
 * The printable report (the server's PDF, in Thai) in a new tab. The tab opens before the
 * request so the browser does not block it; if the quick request fails (an expired
 * token…), api.download retries through the client's refresh and saves the file instead,
 * or throws the server's message. Same approach as the printer test page.
 */
export const openSummaryPdf = async (groupBy: Grouping): Promise<void> => {
  const params = { groupBy };
  const tab = window.open('', '_blank');
  try {
    const res = await fetch(buildUrl(summaryPdfPath, params), {
      headers: {
        Accept: 'application/pdf',
        Authorization: `Bearer ${getToken()}`,
        OrgId: getUser()?.org_id ?? '',
        'Accept-Language': i18n.language,
      },
      credentials: 'same-origin',
    });
    if (!res.ok || !tab) throw new Error(String(res.status));
    const url = URL.createObjectURL(await res.blob());
    tab.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), 120_000);
  } catch {
    tab?.close();
    await api.download(summaryPdfPath, params);
  }
};
