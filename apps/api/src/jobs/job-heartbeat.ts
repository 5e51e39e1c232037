import type { JobContext } from './job-types.ts';

const HEARTBEAT_MS = 10_000;

/** Keeps a job marked alive while it works outside the database (a worker thread parsing). */
export const withHeartbeat = async <T>(ctx: JobContext, work: Promise<T>) => {
  const timer = setInterval(() => void ctx.heartbeat().catch(() => {}), HEARTBEAT_MS);
  try {
    return await work;
  } finally {
    clearInterval(timer);
  }
};
