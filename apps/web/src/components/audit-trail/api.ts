import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEntry, ListResult } from '@prapa/contracts';
import { api } from '../../lib/api-client.ts';

export const auditKeys = {
  all: ['audit'] as const,
  entity: (entity: string, entityId: string | null | undefined) =>
    ['audit', entity, entityId ?? null] as const,
};

export const useAuditEntries = (
  entity: string,
  entityId: string | null | undefined,
  pageSize: number,
  enabled: boolean,
) =>
  useInfiniteQuery({
    queryKey: [...auditKeys.entity(entity, entityId), pageSize],
    queryFn: ({ pageParam }) =>
      api.get<ListResult<AuditEntry>>('/api/v1/audit', {
        params: { entity, entityId: entityId ?? undefined, page: pageParam, pageSize },
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? pages.length + 1 : undefined;
    },
    enabled,
  });
