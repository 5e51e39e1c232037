import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createOrgBody, Organisation, orgAdminListItem } from '@prapa/contracts';
import { api } from '../../lib/api-client.ts';
import { switchOrg } from '../../lib/session-actions.ts';
import { resourceHooks } from '../../components/resource/resource-hooks.ts';
import type { OrgSettingsBody } from '../org/api.ts';

export type OrgAdminItem = z.infer<typeof orgAdminListItem>;
export type CreateOrgBody = z.output<typeof createOrgBody>;

export const orgAdminApi = resourceHooks<OrgAdminItem, CreateOrgBody, OrgSettingsBody>(
  'org-admin',
  '/api/v1/org-admin/orgs',
);

/** The full organisation (GET :id answers every setting, unlike the list). */
export const useAdminOrg = (id: string | null) =>
  useQuery({
    queryKey: [...orgAdminApi.keys.all, 'detail', id],
    queryFn: () => api.get<Organisation>(`${orgAdminApi.path}/${id}`),
    enabled: !!id,
  });

/**
 * Act on another organisation (null = back to one's own). The session module stores
 * the new token and user; every cached query belonged to the previous organisation.
 */
export const useSwitchOrg = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orgId: string | null) => switchOrg(orgId),
    onSuccess: () => client.invalidateQueries(),
  });
};
