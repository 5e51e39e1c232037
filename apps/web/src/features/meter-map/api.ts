import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Params } from '../../lib/api-client.ts';
import { waterUsersApi } from '../water-users/api.ts';

/** A connection with a location (GET /api/v1/water-users/map). */
export type MapPoint = {
  id: string;
  customerNo: string;
  name: string;
  lat: number;
  lng: number;
  statusColour: string;
  statusName: string;
  address: string;
  meterSerial: string | null;
};

export type MapFilters = { areaId?: string; routeId?: string; usageStatusId?: string };

const itemsOf = <T>(data: T[] | { items: T[] } | null | undefined): T[] =>
  Array.isArray(data) ? data : (data?.items ?? []);

export const useMapPoints = (filters: MapFilters) =>
  useQuery({
    // Under the water users' key: editing one refreshes the map.
    queryKey: [...waterUsersApi.keys.all, 'map', filters],
    queryFn: async () =>
      itemsOf(
        await api.get<MapPoint[] | { items: MapPoint[] }>('/api/v1/water-users/map', {
          params: filters as Params,
        }),
      ).filter((point) => Number.isFinite(point.lat) && Number.isFinite(point.lng)),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
