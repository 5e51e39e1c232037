import { loadavg } from 'node:os';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.ts';

export type Watched = {
  res: LightMyRequestResponse;
  /** How long the request took, ms. */
  ms: number;
  /** CPU time the process (every thread) spent meanwhile, ms: what load does not stretch. */
  cpuMs: number;
  /**
   * GET /api/health while it ran, asked every 10 ms: how late each answer came after it
   * was due (a blocked event loop delays the asking as much as the answering), ms.
   */
  health: { count: number; p50: number; max: number };
  /** Resident memory before, at its peak, and after (after a GC when exposed), MB. */
  rss: { before: number; peak: number; after: number };
};

const mbOf = (bytes: number) => Math.round(bytes / 2 ** 20);

/**
 * Sends one request while GET /api/health is asked again and again on the same server (the
 * event loop must keep answering it) and resident memory is sampled all along.
 */
export const watched = async (t: TestApp, request: InjectOptions): Promise<Watched> => {
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  let done = false;
  const times: number[] = [];
  const prober = (async () => {
    while (!done) {
      const due = performance.now() + 10;
      await new Promise((resolve) => setTimeout(resolve, 10));
      const res = await t.app.inject({ url: '/api/health' });
      if (res.statusCode !== 200) throw new Error(`health answered ${res.statusCode}`);
      times.push(performance.now() - due);
    }
  })();
  const started = performance.now();
  const cpu = process.cpuUsage();
  const res = await t.app.inject(request);
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  done = true;
  await prober;
  clearInterval(sampler);
  (globalThis as { gc?: () => void }).gc?.();
  const sorted = [...times].sort((a, b) => a - b);
  return {
    res,
    ms: Math.round(ms),
    cpuMs: Math.round((used.user + used.system) / 1000),
    health: {
      count: sorted.length,
      p50: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
      max: Math.round(sorted[sorted.length - 1] ?? 0),
    },
    rss: {
      before: mbOf(rssBefore),
      peak: mbOf(peak),
      after: mbOf(process.memoryUsage().rss),
    },
  };
};

/**
 * A wall-clock bound stretched by the machine's load: tests share two cores with other
 * work, and a bound meant for an idle machine would fail on a busy one for no fault here.
 */
export const underLoad = (ms: number) => Math.round(ms * Math.max(1, (loadavg()[0] ?? 0) / 2));

/** The figures of a watch, printed by the tests that measure (issue 23 asks for them). */
export const reportWatch = (what: string, w: Watched) =>
  console.info(
    `${what}: refused in ${w.ms} ms (CPU ${w.cpuMs} ms, load ${(loadavg()[0] ?? 0).toFixed(1)}); ` +
      `/api/health ${w.health.count} answers, p50 ${w.health.p50} ms, max ${w.health.max} ms; ` +
      `RSS ${w.rss.before} → peak ${w.rss.peak} → ${w.rss.after} MB`,
  );
