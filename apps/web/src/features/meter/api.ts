/**
 * /meter: a round's route sheet and recording readings.
 *   useRouteSheet(roundId, routeId, enabled) · useRecordReading()
 * A saved reading refreshes the sheet, /check and the rounds' progress.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Reading, ReadingInput, RouteSheet } from '@prapa/contracts';
import { api } from '../../lib/api-client.ts';
import { checkKeys } from '../check/api.ts';
import { roundKeys } from '../rounds/api.ts';

export const meterKeys = {
  sheet: (roundId: string, routeId: string) => ['meter', 'sheet', roundId, routeId] as const,
};

export const useRouteSheet = (
  roundId: string | undefined,
  routeId: string | undefined,
  enabled = true,
) =>
  useQuery({
    queryKey: meterKeys.sheet(roundId ?? '', routeId ?? ''),
    queryFn: () =>
      api.get<RouteSheet>(`/api/v1/service-rounds/${roundId ?? ''}/route-sheet`, {
        params: { routeId },
      }),
    enabled: enabled && Boolean(roundId && routeId),
  });

export const useRecordReading = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReadingInput) => api.post<Reading>('/api/v1/readings', body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: checkKeys.all }),
        client.invalidateQueries({ queryKey: roundKeys.all }),
      ]),
  });
};
