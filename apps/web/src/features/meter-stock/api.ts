/**
 * Meter stock (issue 26): GET /api/v1/meter-stock (+ /export), a delivery in, a meter's
 * hand moves (test, return, scrap) and its history.
 *   meterStockApi.useList(query) · useReceiveDelivery() · useMoveMeter() · useMeterStockHistory(id)
 * Every write refreshes stock, the meter register and the audit trail.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MeterDelivery,
  MeterDeliveryBody,
  MeterHistoryAnswer,
  MeterMoveBody,
  MeterStockItem,
} from '@prapa/contracts';
import { api } from '../../lib/api-client.ts';
import { invalidateResource, resourceHooks } from '../../components/resource/resource-hooks.ts';
import { metersApi } from '../meter-register/api.ts';

export type { MeterStockItem };

export const meterStockApi = resourceHooks<MeterStockItem, never>(
  'meter-stock',
  '/api/v1/meter-stock',
);

const useRefresh = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      invalidateResource(client, meterStockApi.keys),
      invalidateResource(client, metersApi.keys),
    ]);
};

export const useReceiveDelivery = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: MeterDeliveryBody) =>
      api.post<{ delivery: MeterDelivery; meters: MeterStockItem[] }>(
        `${meterStockApi.path}/deliveries`,
        body,
      ),
    onSuccess: () => refresh(),
  });
};

export const useMoveMeter = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MeterMoveBody }) =>
      api.post<MeterStockItem>(`${meterStockApi.path}/${id}/move`, body),
    onSuccess: () => refresh(),
  });
};

export const useMeterStockHistory = (id: string | null) =>
  useQuery({
    queryKey: [...meterStockApi.keys.all, 'history', id],
    queryFn: () => api.get<MeterHistoryAnswer>(`${meterStockApi.path}/${id}/history`),
    enabled: id !== null,
  });
