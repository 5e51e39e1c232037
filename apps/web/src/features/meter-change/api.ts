/**
 * Meter changes asked from the field (GET/POST /api/v1/meter-change-requests, approve,
 * reject).
 *   useMeterChanges(query, enabled) · useRequestMeterChange() · useDecideMeterChange()
 * A decision changes the register: meters, the connection and its history are stale.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ListResult,
  MeterChangeApproveBody,
  MeterChangeRequest,
  MeterChangeRequestBody,
} from '@prapa/contracts';
import { api, type Params } from '../../lib/api-client.ts';
import { auditKeys } from '../../components/audit-trail/api.ts';
import { metersApi } from '../meter-register/api.ts';
import { waterUsersApi } from '../water-users/api.ts';

const PATH = '/api/v1/meter-change-requests';

export const meterChangeKeys = {
  all: ['meter-change'] as const,
  list: (query: Params) => ['meter-change', 'list', query] as const,
};

export const useMeterChanges = (query: Params, enabled = true) =>
  useQuery({
    queryKey: meterChangeKeys.list(query),
    queryFn: () => api.get<ListResult<MeterChangeRequest>>(PATH, { params: query }),
    placeholderData: keepPreviousData,
    enabled,
  });

const useRefresh = () => {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [meterChangeKeys.all, metersApi.keys.all, waterUsersApi.keys.all, auditKeys.all].map(
        (queryKey) => client.invalidateQueries({ queryKey }),
      ),
    );
};

export const useRequestMeterChange = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: MeterChangeRequestBody) => api.post<MeterChangeRequest>(PATH, body),
    onSuccess: () => refresh(),
  });
};

export type Decision =
  { id: string; approve: MeterChangeApproveBody } | { id: string; reject: { reason: string } };

export const useDecideMeterChange = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (d: Decision) =>
      'approve' in d
        ? api.post<MeterChangeRequest>(`${PATH}/${d.id}/approve`, d.approve)
        : api.post<MeterChangeRequest>(`${PATH}/${d.id}/reject`, d.reject),
    onSuccess: () => refresh(),
  });
};
