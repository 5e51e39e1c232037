import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Area, ListResult, areaInput } from '@prapa/contracts';
import { api } from '../../../lib/api-client.ts';
import { resourceHooks } from '../../../components/resource/resource-hooks.ts';

export type AreaBody = z.output<typeof areaInput>;

export const areasApi = resourceHooks<Area, AreaBody>('basic.areas', '/api/v1/basic/areas');

/** Areas for a select or a filter ("หมู่ 3 บ้านหนองบัว"); inactive ones only when asked. */
export const useAreaOptions = (includeInactive = false) =>
  useQuery({
    queryKey: [...areasApi.keys.all, 'options', includeInactive],
    queryFn: () =>
      api.get<ListResult<Area>>(areasApi.path, {
        params: { pageSize: 500, sort: 'code', active: includeInactive ? undefined : true },
      }),
    select: (data) => data.items,
    staleTime: 60_000,
  });
