/**
 * Meter work orders and the replacement plan (issue 26): /api/v1/meter-work-orders
 * (list, create, printed, done, cancel, pdf) and /api/v1/meter-work-plan.
 *   workOrdersApi.useList(query) · useCreateOrder() · useOrderAction('done' | 'cancel')
 *   useMarkPrinted() · printOrders(ids, list?) · useReplacementPlan(areaId) · usePlanOrders()
 * A done order changes the connection's meter: stock, the register and the users are stale.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MeterPlanAnswer,
  MeterPlanBody,
  MeterPlanResult,
  MeterWorkCreateBody,
  MeterWorkOrder,
} from '@prapa/contracts';
import { api } from '../../lib/api-client.ts';
import { openPdf } from '../../lib/open-pdf.ts';
import { invalidateResource, resourceHooks } from '../../components/resource/resource-hooks.ts';
import { metersApi } from '../meter-register/api.ts';
import { meterStockApi } from '../meter-stock/api.ts';
import { waterUsersApi } from '../water-users/api.ts';

export type { MeterWorkOrder };

export const workOrdersApi = resourceHooks<MeterWorkOrder, MeterWorkCreateBody>(
  'meter-work',
  '/api/v1/meter-work-orders',
);
const PLAN = '/api/v1/meter-work-plan';
const planKey = ['meter-work', 'plan'] as const;

const useRefresh = () => {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [workOrdersApi.keys, meterStockApi.keys, metersApi.keys, waterUsersApi.keys].map((keys) =>
        invalidateResource(client, keys),
      ),
    );
};

export const useCreateOrder = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: MeterWorkCreateBody) => api.post<MeterWorkOrder>(workOrdersApi.path, body),
    onSuccess: () => refresh(),
  });
};

export const useOrderAction = <TBody>(action: 'done' | 'cancel') => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TBody }) =>
      api.post<MeterWorkOrder>(`${workOrdersApi.path}/${id}/${action}`, body),
    onSuccess: () => refresh(),
  });
};

export const useMarkPrinted = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (ids: string[]) =>
      api.post<MeterWorkOrder[]>(`${workOrdersApi.path}/printed`, { ids }),
    onSuccess: () => refresh(),
  });
};

/** The orders' PDF in a new tab: one a page, or one list (a route's round). */
export const printOrders = (ids: string[], list = false) =>
  openPdf(`${workOrdersApi.path}/pdf`, { ids, list: list ? 'true' : undefined });

export const useReplacementPlan = (areaId: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: [...planKey, areaId ?? ''],
    queryFn: () => api.get<MeterPlanAnswer>(PLAN, { params: { areaId } }),
    enabled,
  });

export const usePlanOrders = () => {
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: MeterPlanBody) => api.post<MeterPlanResult>(PLAN, body),
    onSuccess: () => Promise.all([refresh(), client.invalidateQueries({ queryKey: planKey })]),
  });
};
