/**
 * List state in the URL (q, page, pageSize, sort, active, filters), so a reload or a
 * shared link opens the same view. A `prefix` keeps two lists on one page apart.
 *   const list = useListParams({ filters: ['role'], defaultSort: 'code' });
 *   useOffices(list.query)            → page, pageSize, q, sort, active, role
 *   list.set({ q: 'abc' })            → a filter change returns to page 1
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Params } from '../../lib/api-client.ts';

export type ActiveFilter = 'true' | 'false' | 'all';

export type ListState = {
  page: number;
  pageSize: number;
  q: string;
  sort: string | undefined;
  active: ActiveFilter;
  filters: Record<string, string | undefined>;
};

export type ListPatch = Partial<Omit<ListState, 'filters'>> & {
  filters?: Record<string, string | undefined>;
};

export type ListParams = {
  state: ListState;
  /** For the list endpoint: page, pageSize, q, sort, active and filters. */
  query: Params;
  /** For `<list>/export`: the same filters without paging. */
  exportQuery: Params;
  set: (patch: ListPatch) => void;
  reset: () => void;
  /** True when a search or filter narrows the list (changes what "empty" means). */
  narrowed: boolean;
};

export type ListParamsOptions = {
  prefix?: string;
  filters?: readonly string[];
  defaultSort?: string;
  defaultActive?: ActiveFilter;
  defaultPageSize?: number;
};

export const PAGE_SIZES = [10, 20, 50, 100] as const;

const toInt = (raw: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
  const n = raw === null ? Number.NaN : Number.parseInt(raw, 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, max) : fallback;
};

const isActive = (raw: string | null): raw is ActiveFilter =>
  raw === 'true' || raw === 'false' || raw === 'all';

export const useListParams = (options: ListParamsOptions = {}): ListParams => {
  const {
    prefix = '',
    filters = [],
    defaultSort,
    defaultActive = 'all',
    defaultPageSize = 20,
  } = options;
  const [search, setSearch] = useSearchParams();
  const filterKey = filters.join(',');

  const state = useMemo<ListState>(() => {
    const get = (key: string) => search.get(prefix + key);
    const active = get('active');
    return {
      page: toInt(get('page'), 1),
      pageSize: toInt(get('pageSize'), defaultPageSize, 500),
      q: get('q') ?? '',
      sort: get('sort') ?? defaultSort,
      active: isActive(active) ? active : defaultActive,
      filters: Object.fromEntries(
        filterKey
          .split(',')
          .filter(Boolean)
          .map((key) => [key, get(key) ?? undefined]),
      ),
    };
  }, [search, prefix, filterKey, defaultSort, defaultActive, defaultPageSize]);

  const set = useCallback(
    (patch: ListPatch) => {
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          const write = (key: string, value: string | undefined, fallback?: string) => {
            if (value === undefined || value === '' || value === fallback) {
              next.delete(prefix + key);
            } else next.set(prefix + key, value);
          };
          const narrows =
            patch.q !== undefined ||
            patch.sort !== undefined ||
            patch.active !== undefined ||
            patch.filters !== undefined ||
            patch.pageSize !== undefined;
          if (patch.q !== undefined) write('q', patch.q.trim());
          if ('sort' in patch) write('sort', patch.sort ?? '', defaultSort);
          if (patch.active !== undefined) write('active', patch.active, defaultActive);
          if (patch.pageSize !== undefined)
            write('pageSize', String(patch.pageSize), String(defaultPageSize));
          for (const [key, value] of Object.entries(patch.filters ?? {})) write(key, value);
          if (patch.page !== undefined) write('page', String(patch.page), '1');
          else if (narrows) next.delete(prefix + 'page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearch, prefix, defaultSort, defaultActive, defaultPageSize],
  );

  const reset = useCallback(() => {
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const key of ['q', 'page', 'pageSize', 'sort', 'active', ...filterKey.split(',')]) {
          if (key) next.delete(prefix + key);
        }
        return next;
      },
      { replace: true },
    );
  }, [setSearch, prefix, filterKey]);

  return useMemo(() => {
    const exportQuery: Params = {
      q: state.q || undefined,
      sort: state.sort,
      active: state.active === 'all' ? undefined : state.active,
      ...state.filters,
    };
    const narrowed =
      state.q !== '' ||
      state.active !== 'all' ||
      Object.values(state.filters).some((value) => value !== undefined);
    return {
      state,
      query: { ...exportQuery, page: state.page, pageSize: state.pageSize },
      exportQuery,
      set,
      reset,
      narrowed,
    };
  }, [state, set, reset]);
};
