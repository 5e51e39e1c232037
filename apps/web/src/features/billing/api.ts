/**
 * Billing a round and its bills.
 *   useStartPreview(roundId) · useStartBilling(roundId) · useLastBillingRun(roundId)
 *   useBills(query) · useVoidBill() · useWaiveLateFee() · openBillPdf(id)
 *   openRoundBillsPdf(roundId, routeId)
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Bill,
  BillRow,
  JobView,
  LateFeeWaiverBody,
  LateFeeWaiverResult,
  ListResult,
  VoidBillBody,
} from '@prapa/contracts';
import { api } from '../../lib/api-client.ts';
import { openPdf } from '../../lib/open-pdf.ts';
import { roundKeys } from '../rounds/api.ts';
import { checkKeys } from '../check/api.ts';

const rounds = '/api/v1/service-rounds';

export const billingKeys = {
  all: ['billing'] as const,
  lastRun: (roundId: string) => ['billing', 'last-run', roundId] as const,
  bills: (q: BillsQuery) => ['billing', 'bills', q] as const,
};

/** Starts the preview as a job (its progress shows); opened twice, the same job answers. */
export const useStartPreview = (roundId: string) =>
  useMutation({ mutationFn: () => api.post<JobView>(`${rounds}/${roundId}/billing/preview`) });

export const useLastBillingRun = (roundId: string) =>
  useQuery({
    queryKey: billingKeys.lastRun(roundId),
    queryFn: () => api.get<JobView | null>(`${rounds}/${roundId}/billing`),
    staleTime: 0,
  });

/** Starts the run; a double click or a second screen answers the same job (one run a round). */
export const useStartBilling = (roundId: string) =>
  useMutation({ mutationFn: () => api.post<JobView>(`${rounds}/${roundId}/billing`) });

/** After a run (or a void), rounds, the check and every bill list are stale. */
export const useBillingRefresh = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: billingKeys.all }),
      client.invalidateQueries({ queryKey: roundKeys.all }),
      client.invalidateQueries({ queryKey: checkKeys.all }),
    ]);
};

export type BillsQuery = {
  page: number;
  pageSize: number;
  q?: string;
  roundId?: string;
  waterUserId?: string;
  routeId?: string;
  status?: BillRow['status'];
};

export const useBills = (q: BillsQuery, enabled = true) =>
  useQuery({
    queryKey: billingKeys.bills(q),
    queryFn: () => api.get<ListResult<BillRow>>('/api/v1/bills', { params: q }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useVoidBill = () => {
  const refresh = useBillingRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: VoidBillBody & { id: string }) =>
      api.post<{ voided: Bill; replacement: Bill | null }>(`/api/v1/bills/${id}/void`, body),
    onSuccess: refresh,
  });
};

/** Waives a bill's late fee; the answer names a later bill that already charged it. */
export const useWaiveLateFee = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: LateFeeWaiverBody & { id: string }) =>
      api.post<LateFeeWaiverResult>(`/api/v1/bills/${id}/late-fee-waiver`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: billingKeys.all }),
  });
};

export const openBillPdf = (id: string, copy = false) =>
  openPdf(`/api/v1/bills/${id}/pdf`, copy ? { copy: 'true' } : {});

export const openRoundBillsPdf = (roundId: string, routeId: string | undefined) =>
  openPdf(`${rounds}/${roundId}/bills/pdf`, routeId ? { routeId } : {});
