import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  accessRequest,
  approveAccessBody,
  issuedResetLink,
  ListResult,
  passwordResetRequest,
  rejectAccessBody,
} from '@prapa/contracts';
import { api } from '../../lib/api-client.ts';
import { useCan } from '../../components/use-can.ts';
import { invalidateResource } from '../../components/resource/resource-hooks.ts';
import { officersApi } from '../officers/api.ts';

export type AccessRequest = z.infer<typeof accessRequest>;
export type PasswordResetRequest = z.infer<typeof passwordResetRequest>;
export type IssuedResetLink = z.infer<typeof issuedResetLink>;
export type ApproveBody = z.output<typeof approveAccessBody>;
export type RejectBody = z.output<typeof rejectAccessBody>;

const ACCESS = '/api/v1/access-requests';
const RESETS = '/api/v1/password-resets';

export const accessKeys = {
  requests: ['access-requests'] as const,
  resets: ['password-resets'] as const,
};

/** New requests arrive while an admin works: the badge counts look again each minute. */
const PENDING_REFRESH_MS = 60_000;

/** Pending lists are short; one page of 100 holds them. */
const pending = { status: 'pending', pageSize: 100 };

const asList = <T>(data: ListResult<T> | T[]): ListResult<T> =>
  Array.isArray(data) ? { items: data, total: data.length } : data;

export const usePendingAccessRequests = (enabled = true) =>
  useQuery({
    queryKey: [...accessKeys.requests, 'pending'],
    queryFn: async () =>
      asList(await api.get<ListResult<AccessRequest>>(ACCESS, { params: pending })),
    enabled,
    refetchInterval: PENDING_REFRESH_MS,
  });

export const usePendingPasswordResets = (enabled = true) =>
  useQuery({
    queryKey: [...accessKeys.resets, 'pending'],
    queryFn: async () =>
      asList(await api.get<ListResult<PasswordResetRequest>>(RESETS, { params: pending })),
    enabled,
    refetchInterval: PENDING_REFRESH_MS,
  });

/** Badge counts for the officers screen; nothing is asked of a reader who may not see them. */
export const usePendingCounts = () => {
  const allowed = useCan('accessRequest.read');
  const requests = usePendingAccessRequests(allowed);
  const resets = usePendingPasswordResets(allowed);
  return { allowed, requests: requests.data?.total ?? 0, resets: resets.data?.total ?? 0 };
};

const useAccessWrite = <TVars, TResult>(run: (vars: TVars) => Promise<TResult>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: accessKeys.requests }),
        client.invalidateQueries({ queryKey: accessKeys.resets }),
        invalidateResource(client, officersApi.keys),
      ]),
  });
};

export const useApproveAccess = () =>
  useAccessWrite(({ id, body }: { id: string; body: ApproveBody }) =>
    api.post<AccessRequest>(`${ACCESS}/${id}/approve`, body),
  );

export const useRejectAccess = () =>
  useAccessWrite(({ id, body }: { id: string; body: RejectBody }) =>
    api.post<AccessRequest>(`${ACCESS}/${id}/reject`, body),
  );

export const useIssueResetLink = () =>
  useAccessWrite((id: string) => api.post<IssuedResetLink>(`${RESETS}/${id}/issue`));
