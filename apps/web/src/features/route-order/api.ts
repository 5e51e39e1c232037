import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CollectionRoute, ListResult, RouteStop } from '@prapa/contracts';
import { api } from '../../lib/api-client.ts';
import { routesApi } from '../basic/routes/api.ts';

/** One connection of a route, in walk order (GET /api/v1/route-order/:routeId). */
export type { RouteStop };

const PATH = '/api/v1/route-order';

export const routeOrderKeys = {
  all: ['route-order'] as const,
  one: (routeId: string) => ['route-order', routeId] as const,
};

export const useRouteStops = (routeId: string | undefined) =>
  useQuery({
    queryKey: routeOrderKeys.one(routeId ?? ''),
    queryFn: () => api.get<RouteStop[]>(`${PATH}/${routeId}`),
    enabled: !!routeId,
    // The order being edited must not change under the reader's hands.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Every route of the organisation (active ones), for the pickers; filtered by area here. */
export const useRouteOptions = () =>
  useQuery({
    queryKey: [...routesApi.keys.all, 'options'],
    queryFn: () =>
      api.get<ListResult<CollectionRoute>>(routesApi.path, {
        params: { pageSize: 500, sort: 'code', active: true },
      }),
    select: (data) => data.items,
    staleTime: 60_000,
  });

const useRefresh = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: routeOrderKeys.all }),
      // Connection counts per route change when users move.
      client.invalidateQueries({ queryKey: routesApi.keys.all }),
    ]);
};

/** Answers the route's stops in the saved order, which replace the cached ones. */
export const useSaveRouteOrder = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ routeId, waterUserIds }: { routeId: string; waterUserIds: string[] }) =>
      api.put<RouteStop[]>(`${PATH}/${routeId}`, { waterUserIds }),
    onSuccess: (stops, { routeId }) => {
      client.setQueryData(routeOrderKeys.one(routeId), stops);
    },
  });
};

export const useMoveToRoute = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { waterUserIds: string[]; routeId: string }) =>
      api.post<{ routeId: string; moved: number }>(`${PATH}/move`, body),
    onSuccess: () => refresh(),
  });
};
