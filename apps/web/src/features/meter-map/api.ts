import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MeterMap, MeterMapPoint, MeterMapStatus } from '@prapa/contracts';
import { api, type Params } from '../../lib/api-client.ts';
import { waterUsersApi } from '../water-users/api.ts';

export type { MeterMap, MeterMapPoint, MeterMapStatus };

export type MapFilters = { areaId?: string; routeId?: string; usageStatusId?: string };

/**
 * Every connection with a location that the filters keep (no paging), as compact points;
 * a popup asks for the record itself (waterUsersApi.useOne).
 */
export const useMeterMap = (filters: MapFilters) =>
  useQuery({
    // Under the water users' key: editing one refreshes the map.
    queryKey: [...waterUsersApi.keys.all, 'map', filters],
    queryFn: () => api.get<MeterMap>('/api/v1/water-users/map', { params: filters as Params }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
