/**
 * Choices for the water-user screens, from the basic data (active rows only):
 *   useServiceOptions(areaId?) → { areas, routes (of the area when given), userTypes,
 *     meterSizes, usageStatuses } as { value, label } lists, plus the raw rows
 *   useSchemeOptions() → discount schemes
 *   withCurrent(options, id, label) keeps a record's own (maybe inactive) choice readable.
 */
import { useMemo } from 'react';
import { useAreaOptions } from '../basic/areas/api.ts';
import { routesApi } from '../basic/routes/api.ts';
import { userTypesApi } from '../basic/user-types/api.ts';
import { meterSizesApi } from '../basic/meter-sizes/api.ts';
import { usageStatusesApi } from '../basic/usage-statuses/api.ts';
import { discountSchemesApi } from '../basic/discounts/api.ts';

export type Option = { value: string; label: string };

const ALL = { pageSize: 500, active: true } as const;

export const withCurrent = (
  options: Option[],
  id: string | null | undefined,
  label: string | null | undefined,
): Option[] =>
  id && label && !options.some((o) => o.value === id)
    ? [...options, { value: id, label }]
    : options;

export const useRouteOptions = (areaId: string | null | undefined) => {
  const routes = routesApi.useList({ ...ALL, sort: 'code', areaId: areaId ?? undefined });
  const options = useMemo<Option[]>(
    () =>
      (routes.data?.items ?? []).map((r) => ({
        value: r.id,
        label: areaId ? `${r.code} · ${r.name}` : `${r.code} · ${r.name} (${r.areaName})`,
      })),
    [routes.data, areaId],
  );
  return { options, rows: routes.data?.items ?? [], loading: routes.isPending };
};

export const useServiceOptions = () => {
  const areas = useAreaOptions();
  const userTypes = userTypesApi.useList({ ...ALL, sort: 'code' });
  const meterSizes = meterSizesApi.useList({ ...ALL, sort: 'sortOrder' });
  const statuses = usageStatusesApi.useList({ ...ALL, sort: 'sortOrder' });

  return useMemo(
    () => ({
      areas: (areas.data ?? []).map((a) => ({ value: a.id, label: `${a.code} · ${a.name}` })),
      areaRows: areas.data ?? [],
      userTypes: (userTypes.data?.items ?? []).map((u) => ({ value: u.id, label: u.name })),
      meterSizes: (meterSizes.data?.items ?? []).map((m) => ({ value: m.id, label: m.label })),
      meterSizeRows: meterSizes.data?.items ?? [],
      usageStatuses: (statuses.data?.items ?? []).map((s) => ({ value: s.id, label: s.name })),
      usageStatusRows: statuses.data?.items ?? [],
      loading: areas.isPending || userTypes.isPending || meterSizes.isPending || statuses.isPending,
    }),
    [
      areas.data,
      areas.isPending,
      userTypes.data,
      userTypes.isPending,
      meterSizes.data,
      meterSizes.isPending,
      statuses.data,
      statuses.isPending,
    ],
  );
};

export const useSchemeOptions = () => {
  const schemes = discountSchemesApi.useList({ ...ALL, sort: 'code' });
  const options = useMemo<Option[]>(
    () => (schemes.data?.items ?? []).map((s) => ({ value: s.id, label: s.name })),
    [schemes.data],
  );
  return { options, loading: schemes.isPending };
};
