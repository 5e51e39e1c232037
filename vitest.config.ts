import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './apps/api/test/slow-first-sequencer.ts';

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker; the API tests wait on timers, jobs and
    // child servers often enough that a second worker fills the other core.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/**/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
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
          // One process a worker, its loaded modules shared by the files it runs (isolate:
          // false): each file still gets its own fresh database (a copy of the migrated dump,
          // or a clone of the template on PostgreSQL) and its own organisations. Measured on
          // 2 cores, 28 Nov: `npm test` 12 min 42 s isolated, 4 min 42 s shared. The 4 GB
          // heaps once blamed on sharing were the hostile sweep's {seq:99999999} (refused now).
          isolate: false,
        },
      },
    ],
  },
});
