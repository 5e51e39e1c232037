import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuditChainReport, Organisation, orgSettingsFields } from '@prapa/contracts';
import { api } from '../../lib/api-client.ts';
import { auditKeys } from '../../components/audit-trail/api.ts';

export type OrgSettingsBody = z.output<typeof orgSettingsFields>;

export const orgKeys = { own: ['org'] as const };

export const useOrg = () =>
  useQuery({ queryKey: orgKeys.own, queryFn: () => api.get<Organisation>('/api/v1/org') });

export const useUpdateOrg = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrgSettingsBody) => api.put<Organisation>('/api/v1/org', body),
    onSuccess: (org) => {
      client.setQueryData(orgKeys.own, org);
      return client.invalidateQueries({ queryKey: auditKeys.all });
    },
  });
};

/** The audit log's hash chain, checked when asked (issue 23): it reads every row. */
export const useAuditChainCheck = () =>
  useMutation({
    mutationFn: () => api.get<AuditChainReport>('/api/v1/audit/verify'),
  });
