import { useEffect, useState } from 'react';
import type { BillingPreview } from '@prapa/contracts';
import { jobEnded, useJob } from '../../components/job-progress/api.ts';
import { useStartPreview } from './api.ts';

/**
 * The billing preview, worked out as a job on the server (a round of 100,000 takes
 * seconds): started when `enabled` turns on, followed to its result; `retry` starts it
 * again (after an error, or when the round changed).
 */
export const usePreviewJob = (roundId: string, enabled: boolean) => {
  const start = useStartPreview(roundId);
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useJob(jobId);
  const begin = () => {
    setJobId(null);
    start.mutate(undefined, { onSuccess: (view) => setJobId(view.id) });
  };
  useEffect(() => {
    if (enabled && jobId === null && !start.isPending) begin();
    // Once each time it is enabled; a double start answers the same job anyway.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled]);
  const view = job.data;
  return {
    job: view,
    running: start.isPending || (jobId !== null && !jobEnded(view)),
    data: view?.status === 'succeeded' ? (view.result as BillingPreview) : undefined,
    error: start.error ?? job.error,
    failed: view?.status === 'failed' ? view.error : null,
    retry: begin,
  };
};
