/**
 * TanStack Query hooks for a standard list resource (GET list / GET :id / POST / PUT :id /
 * POST :id/deactivate|activate), so each basic-data feature's api.ts is a few lines.
 *   export const offices = resourceHooks<Office, OfficeInput>('offices', '/api/v1/offices');
 *   offices.useList(list.query); offices.useCreate().mutateAsync(body)
 * Every write refreshes the resource's queries and the audit trail.
 */
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { ListResult } from '@prapa/contracts';
import { api, type Params } from '../../lib/api-client.ts';
import { auditKeys } from '../audit-trail/api.ts';

export type ResourceKeys = {
  all: readonly [string];
  list: (query: Params) => readonly unknown[];
  one: (id: string) => readonly unknown[];
};

export const resourceKeys = (name: string): ResourceKeys => ({
  all: [name] as const,
  list: (query) => [name, 'list', query] as const,
  one: (id) => [name, 'one', id] as const,
});

export const invalidateResource = (client: QueryClient, keys: ResourceKeys) =>
  Promise.all([
    client.invalidateQueries({ queryKey: keys.all }),
    client.invalidateQueries({ queryKey: auditKeys.all }),
  ]);

export const resourceHooks = <TItem, TCreate, TUpdate = TCreate>(name: string, path: string) => {
  const keys = resourceKeys(name);

  const useInvalidate = () => {
    const client = useQueryClient();
    return () => invalidateResource(client, keys);
  };

  const useWrite = <TVars, TResult>(run: (vars: TVars) => Promise<TResult>) => {
    const invalidate = useInvalidate();
    return useMutation({ mutationFn: run, onSuccess: () => invalidate() });
  };

  return {
    keys,
    path,
    exportPath: `${path}/export`,
    useList: (query: Params, enabled = true) =>
      useQuery({
        queryKey: keys.list(query),
        queryFn: () => api.get<ListResult<TItem>>(path, { params: query }),
        placeholderData: keepPreviousData,
        enabled,
      }),
    useOne: (id: string | null | undefined) =>
      useQuery({
        queryKey: keys.one(id ?? ''),
        queryFn: () => api.get<TItem>(`${path}/${id}`),
        enabled: !!id,
      }),
    useCreate: () => useWrite((body: TCreate) => api.post<TItem>(path, body)),
    useUpdate: () =>
      useWrite(({ id, body }: { id: string; body: TUpdate }) =>
        api.put<TItem>(`${path}/${id}`, body),
      ),
    useSetActive: () =>
      useWrite(({ id, active }: { id: string; active: boolean }) =>
        api.post<TItem>(`${path}/${id}/${active ? 'activate' : 'deactivate'}`),
      ),
    /** POST `<path>/:id/<action>` for a resource's own verbs (unlock, reset-password…). */
    useAction: <TBody = undefined, TResult = TItem>(action: string) =>
      useWrite(({ id, body }: { id: string; body?: TBody }) =>
        api.post<TResult>(`${path}/${id}/${action}`, body),
      ),
  };
};
