/**
 * How fresh the figures on the page are (issue 29): the API reads its heavy screens from
 * a database replica and says, in `prapa-data-lag` / `prapa-data-as-of`, when that copy
 * was behind. api-client.ts notes every GET's answer here, by path; an answer that is
 * fresh again clears its path. The layout's notice shows the stalest and forgets all on
 * a new page.
 */
import { useSyncExternalStore } from 'react';

export type Staleness = { asOf: string; lagSeconds: number };

let stale = new Map<string, Staleness>();
let stalest: Staleness | null = null;
const listeners = new Set<() => void>();

const changed = () => {
  stalest = null;
  for (const s of stale.values()) if (!stalest || s.lagSeconds > stalest.lagSeconds) stalest = s;
  for (const listener of listeners) listener();
};

/** Reads the headers of one GET answer for `path` (its query left out). */
export const noteFreshness = (path: string, headers: Pick<Headers, 'get'>) => {
  const key = path.split('?')[0] ?? path;
  const lag = Number(headers.get('prapa-data-lag'));
  const asOf = headers.get('prapa-data-as-of');
  if (asOf && Number.isFinite(lag) && lag > 0) {
    stale.set(key, { asOf, lagSeconds: lag });
    changed();
  } else if (stale.delete(key)) {
    changed();
  }
};

/** A new page: what the last one read says nothing about this one. */
export const forgetFreshness = () => {
  if (stale.size === 0) return;
  stale = new Map();
  changed();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The stalest answer of the page, or null when every figure is fresh. */
export const stalestNow = (): Staleness | null => stalest;

export const useDataFreshness = (): Staleness | null => useSyncExternalStore(subscribe, stalestNow);
