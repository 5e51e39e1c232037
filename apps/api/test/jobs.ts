import type { LightMyRequestResponse } from 'fastify';
import type { JobView } from '@prapa/contracts';
import type { Session } from './factories.ts';
import type { TestApp } from './test-app.ts';

/**
 * Follows a job (the answer of a 202) until it ends, as a screen does: GET /api/v1/jobs/:id.
 * The runner runs in the test's own server, so this only waits.
 */
export const waitForJob = async (
  t: TestApp,
  session: Session,
  started: LightMyRequestResponse | string,
  timeoutMs = 30_000,
): Promise<JobView> => {
  const id = typeof started === 'string' ? started : (started.json() as { data: JobView }).data.id;
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.app.inject({ url: `/api/v1/jobs/${id}`, headers: session.headers });
    if (res.statusCode !== 200) throw new Error(`job ${id}: ${res.statusCode} ${res.body}`);
    const job = (res.json() as { data: JobView }).data;
    if (job.status === 'succeeded' || job.status === 'failed') return job;
    if (Date.now() > until) throw new Error(`job ${id} still ${job.status} (${job.phase})`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};
