import type { FastifyInstance } from 'fastify';
import { summarise, type Stats } from './stats.ts';

/**
 * What another officer sees while long work runs: GET /api/health (one query) sent
 * again and again, 20 ms after the last answered, until the work ends. Its max is
 * the longest the server froze (issue 13: < 1.5 s on PGlite).
 */
export const probeWhile = async <T>(
  app: FastifyInstance,
  work: () => Promise<T>,
): Promise<{ value: T; health: Stats; ms: number }> => {
  const samples: number[] = [];
  let done = false;
  // Timed from when the request was due (20 ms after the last answer), not from when a
  // busy event loop got round to sending it: a PGlite query blocks the thread, so a
  // freeze shows up as a late start as much as a slow answer.
  const probe = (async () => {
    let due = performance.now();
    while (!done) {
      await app.inject({ url: '/api/health' });
      const answered = performance.now();
      samples.push(answered - due);
      due = answered + 20;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  try {
    const value = await work();
    return { value, health: summarise(samples), ms: Math.round(performance.now() - started) };
  } finally {
    done = true;
    await probe;
  }
};
