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
          // Each file in a fresh process (isolate, the default). Sharing a worker's loaded
          // modules between files (isolate: false) saves ~3 s of import a file; it was tried
          // on 28 Nov, but the two runs that died of a 4 GB heap were later traced to the
          // hostile sweep ({seq:99999999}, now refused), not to isolation: worth measuring
          // again. The migrated dump is cached and copied cheaply meanwhile.
        },
      },
    ],
  },
});
