import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MapPoint } from '@prapa/contracts';
import { api, type Params } from '../../lib/api-client.ts';
import { waterUsersApi } from '../water-users/api.ts';

export type { MapPoint };

export type MapFilters = { areaId?: string; routeId?: string; usageStatusId?: string };

/** Every connection with a location that the filters keep (no paging). */
export const useMapPoints = (filters: MapFilters) =>
  useQuery({
    // Under the water users' key: editing one refreshes the map.
    queryKey: [...waterUsersApi.keys.all, 'map', filters],
    queryFn: () => api.get<MapPoint[]>('/api/v1/water-users/map', { params: filters as Params }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
