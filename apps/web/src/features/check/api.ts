/**
 * /check: a round's readings and what the office does with them.
 *   useCheckList(roundId, query) · useCheckSummary(roundId) · useReadingHistory(waterUserId)
 *   checkListQuery(roundId, query) · checkSummaryQuery(roundId)   (for a prefetch)
 *   useAcceptReading() · useHoldReading() · useCorrectReading() · useSendBack() · useAcceptRoute(roundId)
 * Every change refreshes the list, the counts and the audit trail.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ListResult,
  Reading,
  ReadingCorrection,
  RoundReadingRow,
  RoundReadingSummary,
} from '@prapa/contracts';
import { api, type Params } from '../../lib/api-client.ts';
import { auditKeys } from '../../components/audit-trail/api.ts';
import { roundKeys } from '../rounds/api.ts';

export type HistoryReading = Reading & { yearBe: number; month: number };

export const checkKeys = {
  all: ['check'] as const,
  list: (roundId: string, query: Params) => ['check', roundId, 'list', query] as const,
  summary: (roundId: string) => ['check', roundId, 'summary'] as const,
  history: (waterUserId: string) => ['check', 'history', waterUserId] as const,
};

const roundPath = (roundId: string) => `/api/v1/service-rounds/${roundId}/readings`;
export const checkExportPath = (roundId: string) => `${roundPath(roundId)}/export`;
export const checkPdfPath = (roundId: string) => `${roundPath(roundId)}/pdf`;

// Query definitions shared by the hooks and the menu's prefetch (prefetch.ts): one key each.
export const checkListQuery = (roundId: string, query: Params) => ({
  queryKey: checkKeys.list(roundId, query),
  queryFn: () => api.get<ListResult<RoundReadingRow>>(roundPath(roundId), { params: query }),
});

export const checkSummaryQuery = (roundId: string) => ({
  queryKey: checkKeys.summary(roundId),
  queryFn: () => api.get<RoundReadingSummary>(`${roundPath(roundId)}/summary`),
});

export const useCheckList = (roundId: string | undefined, query: Params) =>
  useQuery({
    ...checkListQuery(roundId ?? '', query),
    enabled: Boolean(roundId),
    placeholderData: keepPreviousData,
  });

export const useCheckSummary = (roundId: string | undefined) =>
  useQuery({ ...checkSummaryQuery(roundId ?? ''), enabled: Boolean(roundId) });

export const useReadingHistory = (waterUserId: string) =>
  useQuery({
    queryKey: checkKeys.history(waterUserId),
    queryFn: () => api.get<HistoryReading[]>(`/api/v1/water-users/${waterUserId}/readings`),
  });

const useRefresh = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: checkKeys.all }),
      client.invalidateQueries({ queryKey: roundKeys.all }),
      client.invalidateQueries({ queryKey: auditKeys.all }),
    ]);
};

export const useAcceptReading = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.post<Reading>(`/api/v1/readings/${id}/accept`),
    onSuccess: refresh,
  });
};

export const useHoldReading = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post<Reading>(`/api/v1/readings/${id}/hold`, { reason }),
    onSuccess: refresh,
  });
};

export const useCorrectReading = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReadingCorrection }) =>
      api.post<Reading>(`/api/v1/readings/${id}/correct`, body),
    onSuccess: refresh,
  });
};

export const useSendBack = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post<{ id: string }>(`/api/v1/readings/${id}/reread`, { reason }),
    onSuccess: refresh,
  });
};

export const useAcceptRoute = (roundId: string | undefined) => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (routeId: string | null) =>
      api.post<{ accepted: number }>(`/api/v1/service-rounds/${roundId ?? ''}/readings/accept`, {
        routeId,
      }),
    onSuccess: refresh,
  });
};
