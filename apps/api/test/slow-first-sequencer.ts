import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest (measured with `npm test` on 2 cores, 28 Nov 2026, in
 * seconds), started first. Vitest orders by the durations of its last run, but a fresh
 * clone (CI) has none and falls back to file size: the 51 s sweep, a short file, then
 * started last and ran alone while the other worker idled (5 min 42 s in all).
 */
const SLOW_FIRST = [
  'apps/api/src/hostile-sweep.test.ts', // 62
  'apps/api/src/hostile-sweep-random.test.ts', // 51
  'apps/api/src/modules/backup/backup-cli.test.ts', // 30
  'apps/api/src/modules/health/supervisor-kill.test.ts', // 26
  'apps/api/src/modules/bank-import/bank-post-crash.test.ts', // 22
  // Kills a server mid-import (29 Nov: 47 s under a load of 6 to 12, the fourth longest).
  'apps/api/src/modules/move-in/move-in-crash.test.ts',
  'apps/api/src/modules/billing/billing-crash.test.ts', // 19
  'apps/api/src/modules/bank-import/bank-import-limits.test.ts', // 18
  // Seeds the demo dump (demo-dump.ts) the two other demo files then copy.
  'apps/api/src/modules/basic/defaults.test.ts', // 13
  'apps/api/src/modules/water-users-import/import-limits.test.ts', // 15
  'apps/api/src/positions-walk.test.ts', // 14
  'apps/api/src/modules/water-users-import/import-crash.test.ts', // 14
  'apps/api/src/stream-abort.test.ts', // 12
];

const rank = (spec: TestSpecification) => {
  const at = SLOW_FIRST.findIndex((path) => spec.moduleId.endsWith(path));
  return at < 0 ? SLOW_FIRST.length : at;
};

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: the rest keep the order the base gave them.
    return sorted.sort(
      (a, b) =>
        (a.project.name === b.project.name ? 0 : a.project.name < b.project.name ? -1 : 1) ||
        rank(a) - rank(b),
    );
  }
}
