/**
 * The home dashboard's cards, each fetched only when the officer may read it (the server
 * answers 403 otherwise), refreshed every minute while the page is open.
 *   useCard<T>(name, permission) · useNrw()
 */
import { useQuery } from '@tanstack/react-query';
import type { Permission, WaterLossSummary } from '@prapa/contracts';
import { bangkokDate, previousMonth } from '@prapa/domain';
import { api } from '../../lib/api-client.ts';
import { useCan } from '../../components/use-can.ts';

const REFRESH_MS = 60_000;

export const useCard = <T>(name: string, permission: Permission) => {
  const allowed = useCan(permission);
  const query = useQuery({
    queryKey: ['dashboard', name],
    queryFn: () => api.get<T>(`/api/v1/dashboard/${name}`),
    enabled: allowed,
    refetchInterval: REFRESH_MS,
  });
  return { allowed, ...query };
};

/** Non-revenue water of last month, from /lose_water's own summary. */
export const useNrw = () => {
  const allowed = useCan('production.read');
  const month = previousMonth(bangkokDate(new Date()));
  const query = useQuery({
    queryKey: ['dashboard', 'nrw', month],
    queryFn: () => api.get<WaterLossSummary>('/api/v1/water-loss/summary', { params: { month } }),
    enabled: allowed,
  });
  return { allowed, month, ...query };
};
