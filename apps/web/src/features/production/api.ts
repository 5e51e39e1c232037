/**
 * Production data (issue 27), shared by /water_cost and /lose_water: water sources and
 * area meters, each month's meter figure, cost heads and unbilled use; and the two
 * reports built on them.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ProductionMonth,
  WaterCostAnswer,
  WaterLossAnswer,
  WaterSource,
} from '@prapa/contracts';
import { api } from '../../lib/api-client.ts';

const KEY = ['production'] as const;

export const WATER_COST_PATH = '/api/v1/water-cost';
export const WATER_LOSS_PATH = '/api/v1/water-loss';

export const useProductionMonth = (month: string, enabled = true) =>
  useQuery({
    queryKey: [...KEY, 'month', month],
    queryFn: () => api.get<ProductionMonth>('/api/v1/production', { params: { month } }),
    enabled,
  });

export const useWaterCost = (month: string) =>
  useQuery({
    queryKey: [...KEY, 'cost', month],
    queryFn: () => api.get<WaterCostAnswer>(WATER_COST_PATH, { params: { month } }),
  });

export const useWaterLoss = (month: string, underRegistrationBp: number) =>
  useQuery({
    queryKey: [...KEY, 'loss', month, underRegistrationBp],
    queryFn: () =>
      api.get<WaterLossAnswer>(WATER_LOSS_PATH, { params: { month, underRegistrationBp } }),
  });

/** Every figure is read again after a change: the reports sum what was entered. */
const useSave = <B>(send: (body: B) => Promise<unknown>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
};

export const usePutEntry = (what: 'readings' | 'costs' | 'unbilled') =>
  useSave((body: object) => api.put(`/api/v1/production/${what}`, body));

export const useRemoveEntry = (what: 'readings' | 'costs' | 'unbilled') =>
  useSave((id: string) => api.del(`/api/v1/production/${what}/${id}`));

export const useSaveSource = (id: string | null) =>
  useSave((body: object) =>
    id
      ? api.put<WaterSource>(`/api/v1/water-sources/${id}`, body)
      : api.post<WaterSource>('/api/v1/water-sources', body),
  );
