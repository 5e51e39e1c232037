/**
 * Service rounds (/operation/set_service) and the billing cycle they are proposed from.
 *   useRounds(page) · roundsQuery(page, pageSize) · useRoundProposal() · useRoundProgress(id)
 *   useSaveRound() · useMoveRound() · useBillingCycle() · useSaveBillingCycle()
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BillingCycle,
  ListResult,
  RoundProposal,
  RoundRouteProgress,
  RoundStatus,
  ServiceRound,
  ServiceRoundInput,
} from '@prapa/contracts';
import { api } from '../../lib/api-client.ts';
import { auditKeys } from '../../components/audit-trail/api.ts';

const PATH = '/api/v1/service-rounds';
const CYCLE = '/api/v1/billing-cycle';

export const roundKeys = {
  all: ['rounds'] as const,
  list: (page: number, pageSize: number) => ['rounds', 'list', page, pageSize] as const,
  proposal: ['rounds', 'proposal'] as const,
  progress: (id: string) => ['rounds', 'progress', id] as const,
  cycle: ['billing-cycle'] as const,
};

const useRefresh = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: roundKeys.all }),
      client.invalidateQueries({ queryKey: auditKeys.all }),
    ]);
};

/** The rounds' page as a query: one definition for the hook and for a prefetch (/check). */
export const roundsQuery = (page: number, pageSize: number) => ({
  queryKey: roundKeys.list(page, pageSize),
  queryFn: () => api.get<ListResult<ServiceRound>>(PATH, { params: { page, pageSize } }),
});

export const useRounds = (page: number, pageSize: number) =>
  useQuery({ ...roundsQuery(page, pageSize), placeholderData: keepPreviousData });

export const useRoundProposal = (enabled: boolean) =>
  useQuery({
    queryKey: roundKeys.proposal,
    queryFn: () => api.get<RoundProposal>(`${PATH}/proposal`),
    enabled,
    staleTime: 0,
  });

export const useRoundProgress = (id: string) =>
  useQuery({
    queryKey: roundKeys.progress(id),
    queryFn: () => api.get<RoundRouteProgress[]>(`${PATH}/${id}/progress`),
  });

export const useSaveRound = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ServiceRoundInput }) =>
      id ? api.put<ServiceRound>(`${PATH}/${id}`, body) : api.post<ServiceRound>(PATH, body),
    onSuccess: () => refresh(),
  });
};

export const useMoveRound = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: Exclude<RoundStatus, 'billed'> }) =>
      api.post<ServiceRound>(`${PATH}/${id}/status`, { status }),
    onSuccess: () => refresh(),
  });
};

export const useBillingCycle = () =>
  useQuery({ queryKey: roundKeys.cycle, queryFn: () => api.get<BillingCycle>(CYCLE) });

export const useSaveBillingCycle = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingCycle) => api.put<BillingCycle>(CYCLE, body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: roundKeys.cycle }),
        client.invalidateQueries({ queryKey: roundKeys.proposal }),
      ]),
  });
};
