/**
 * Active officers for a select (a route's meter reader and collector), the ones whose
 * position fits listed first: "สมศรี ใจดี · เจ้าหน้าที่จดมาตร".
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ListResult, Officer, Position } from '@prapa/contracts';
import { api } from '../../../lib/api-client.ts';

export const useOfficers = (enabled = true) =>
  useQuery({
    queryKey: ['officers', 'options', 'basic'],
    queryFn: () =>
      api.get<ListResult<Officer>>('/api/v1/officers', {
        params: { active: true, pageSize: 500, sort: 'fullName' },
      }),
    select: (data) => data.items,
    enabled,
    staleTime: 60_000,
  });

export const useOfficerSelectOptions = (officers: Officer[] | undefined, preferred: Position) => {
  const { t } = useTranslation('officers');
  return useMemo(() => {
    const rows = [...(officers ?? [])].sort(
      (a, b) => Number(b.position === preferred) - Number(a.position === preferred),
    );
    return rows.map((o) => ({
      value: o.id,
      label: `${o.fullName} · ${t(`position.${o.position}`)}`,
    }));
  }, [officers, preferred, t]);
};
