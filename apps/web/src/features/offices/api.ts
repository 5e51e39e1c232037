import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListResult, Office, officeInput } from '@prapa/contracts';
import { api } from '../../lib/api-client.ts';
import { resourceHooks } from '../../components/resource/resource-hooks.ts';

export type OfficeBody = z.output<typeof officeInput>;

export const officesApi = resourceHooks<Office, OfficeBody>('offices', '/api/v1/offices');

/** Active offices for a select (officer form, approving an access request, filters). */
export const useOfficeOptions = (enabled = true) =>
  useQuery({
    queryKey: [...officesApi.keys.all, 'options'],
    queryFn: () =>
      api.get<ListResult<Office>>(officesApi.path, {
        params: { active: true, pageSize: 500, sort: 'name' },
      }),
    select: (data) => data.items.map((office) => ({ value: office.id, label: office.name })),
    enabled,
    staleTime: 60_000,
  });
