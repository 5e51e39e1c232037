/**
 * Long work on the server (imports, billing runs, bank files) runs as a job: these follow
 * one, so its progress shows and survives a page reload.
 *   useJob(id) · useLatestJob(kind)
 */
import { useQuery } from '@tanstack/react-query';
import type { JobKind, JobView } from '@prapa/contracts';
import { api } from '../../lib/api-client.ts';

const JOBS_PATH = '/api/v1/jobs';

export const jobKeys = {
  one: (id: string) => ['jobs', id] as const,
  latest: (kind: JobKind) => ['jobs', 'latest', kind] as const,
};

export const jobEnded = (job: JobView | undefined) =>
  job?.status === 'succeeded' || job?.status === 'failed';

/** One job, asked again every half second until it has ended. */
export const useJob = (id: string | null) =>
  useQuery({
    queryKey: jobKeys.one(id ?? ''),
    queryFn: () => api.get<JobView>(`${JOBS_PATH}/${id}`),
    enabled: id !== null,
    refetchInterval: (query) => (jobEnded(query.state.data) ? false : 500),
  });

/**
 * The newest job of a kind, if any: a screen opened again picks up work still running,
 * or says how the last run ended.
 */
export const useLatestJob = (kind: JobKind) =>
  useQuery({
    queryKey: jobKeys.latest(kind),
    queryFn: async () => (await api.get<JobView[]>(JOBS_PATH, { params: { kind } }))[0] ?? null,
    staleTime: 0,
  });
