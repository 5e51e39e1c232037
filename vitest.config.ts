import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker; the API tests wait on timers, jobs and
    // child servers often enough that a second worker fills the other core.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Each file in a fresh process: with modules kept loaded between files (isolate:
          // false, here or in the unit project) a worker's heap grew past 4 GB over the suite
          // and the run died (twice, 28 Nov). The migrated dump is cached and copied cheaply
          // instead.
        },
      },
    ],
  },
});
