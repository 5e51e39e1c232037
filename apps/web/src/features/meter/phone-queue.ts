import type { RouteSheetRow } from '@prapa/contracts';
import type { QueuedReading } from './offline-store.ts';

/**
 * The phone's queue, as the reader sees it (no storage, no network here): which meters are
 * read, where to go next, what is not on the server yet, and when to try sending again.
 */

/** Waits before the next automatic try after 1, 2, 3 … failed sends in a row (issue 25). */
export const RETRY_DELAYS_MS = [5_000, 15_000, 60_000] as const;

export const retryDelay = (failures: number) =>
  RETRY_DELAYS_MS[Math.min(Math.max(failures, 1), RETRY_DELAYS_MS.length) - 1] ?? 60_000;

/** Not acknowledged by the server: waiting to go, or sent back (a conflict, a refusal). */
export const isUnsent = (q: QueuedReading) => q.state !== 'sent';

/**
 * What each connection of the route has: 'server' (read before the sheet came down) or the
 * state of the phone's own reading. A refused reading leaves its meter unread.
 */
export const takenOf = (rows: RouteSheetRow[], mine: QueuedReading[]) => {
  const map = new Map<string, string>();
  for (const r of rows) if (r.reading) map.set(r.waterUserId, 'server');
  for (const q of mine) if (q.state !== 'refused') map.set(q.waterUserId, q.state);
  return map;
};

/**
 * The next meter not read yet after `from` in walk order, round to the start of the route
 * when the end is passed; null when every meter is read.
 */
export const nextUnread = (rows: RouteSheetRow[], taken: Map<string, string>, from: number) => {
  for (let step = 1; step <= rows.length; step++) {
    const i = (from + step) % rows.length;
    const row = rows[i];
    if (row && !taken.has(row.waterUserId)) return i;
  }
  return null;
};

/** Where a route opens: its first meter not read yet, the phone's own readings counted. */
export const firstUnread = (rows: RouteSheetRow[], taken: Map<string, string>) =>
  nextUnread(rows, taken, rows.length - 1) ?? 0;

/**
 * The phone's reading of this connection that a new figure would replace: one waiting to
 * go, or one the server sent back. (A sent one is on the server: /check corrects it.)
 */
export const replaceable = (mine: QueuedReading[], waterUserId: string) =>
  mine.filter((q) => q.waterUserId === waterUserId && isUnsent(q));

/** The unsent list: problems first (the reader has to act), then in the order taken. */
export const unsentList = (mine: QueuedReading[]) =>
  mine
    .filter(isUnsent)
    .sort(
      (a, b) =>
        Number(a.state === 'pending') - Number(b.state === 'pending') ||
        a.readAt.localeCompare(b.readAt),
    );

/** The last send that failed: what went wrong, how many tries in a row, the next try. */
export type SendFailure = { message: string; failures: number; retryAt: number };

export const failedAgain = (
  previous: SendFailure | null,
  message: string,
  now: number,
): SendFailure => {
  const failures = (previous?.failures ?? 0) + 1;
  return { message, failures, retryAt: now + retryDelay(failures) };
};
