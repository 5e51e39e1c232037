/**
 * What /check opens on, shared by the page and the menu's prefetch (prefetch.ts), so a
 * prefetched answer is the very query the page then asks for.
 *   pickRound(rounds, wanted) · CHECK_DEFAULTS · CHECK_NAMESPACES · ROUNDS_SHOWN
 */
import type { ServiceRound } from '@prapa/contracts';

export const ROUNDS_SHOWN = 24;

export const CHECK_DEFAULTS = { sort: 'diff', page: 1, pageSize: 50 } as const;

/** Every namespace the screen draws with (its filters' drawer uses `components`). */
export const CHECK_NAMESPACES = ['check', 'readings', 'components'];

/** The round in the URL, else the one being read (or open), else the latest. */
export const pickRound = (rounds: ServiceRound[], wanted: string | undefined) =>
  rounds.find((r) => r.id === wanted) ??
  rounds.find((r) => r.status === 'reading') ??
  rounds.find((r) => r.status === 'open') ??
  rounds[0];
