import { describe, expect, it } from 'vitest';
import type { RouteSheetRow } from '@prapa/contracts';
import type { QueuedReading, QueueState } from './offline-store.ts';
import {
  failedAgain,
  firstUnread,
  nextUnread,
  replaceable,
  retryDelay,
  takenOf,
  unsentList,
} from './phone-queue.ts';

const row = (waterUserId: string, read = false) =>
  ({ waterUserId, reading: read ? { id: `r-${waterUserId}` } : null }) as RouteSheetRow;

const queuedReading = (waterUserId: string, state: QueueState, readAt = '2026-11-20T09:00:00Z') =>
  ({
    clientId: `c-${waterUserId}-${state}-${readAt}`,
    waterUserId,
    state,
    readAt,
    current: 10,
    code: '00',
  }) as QueuedReading;

describe('retrying a failed send', () => {
  it('waits 5 s, 15 s, then 60 s and no longer', () => {
    expect([1, 2, 3, 4, 10].map(retryDelay)).toEqual([5_000, 15_000, 60_000, 60_000, 60_000]);
    expect(retryDelay(0)).toBe(5_000);
  });

  it('counts failures in a row and sets the next try from now', () => {
    const first = failedAgain(null, 'server error', 1_000);
    expect(first).toEqual({ message: 'server error', failures: 1, retryAt: 6_000 });
    const second = failedAgain(first, 'network', 7_000);
    expect(second).toEqual({ message: 'network', failures: 2, retryAt: 22_000 });
    expect(failedAgain(failedAgain(second, 'x', 0), 'y', 100).retryAt).toBe(60_100);
  });
});

describe('where the reader goes', () => {
  const rows = [row('a', true), row('b'), row('c'), row('d'), row('e', true)];

  it('reopens at the first meter not read, the phone’s unsent readings counted (issue 25)', () => {
    const taken = takenOf(rows, [queuedReading('b', 'pending'), queuedReading('c', 'conflict')]);
    expect(firstUnread(rows, taken)).toBe(3);
  });

  it('counts a refused reading as not read', () => {
    expect(firstUnread(rows, takenOf(rows, [queuedReading('b', 'refused')]))).toBe(1);
  });

  it('jumps to the next meter not read, round to the start of the route', () => {
    const taken = takenOf(rows, [queuedReading('c', 'sent')]);
    expect(nextUnread(rows, taken, 1)).toBe(3);
    expect(nextUnread(rows, taken, 3)).toBe(1);
    expect(nextUnread(rows, taken, 4)).toBe(1);
  });

  it('has nowhere to go when every meter is read', () => {
    const taken = takenOf(
      rows,
      ['b', 'c', 'd'].map((w) => queuedReading(w, 'sent')),
    );
    expect(nextUnread(rows, taken, 0)).toBeNull();
    expect(firstUnread(rows, taken)).toBe(0);
    expect(firstUnread([], new Map())).toBe(0);
  });
});

describe('the unsent readings', () => {
  const mine = [
    queuedReading('a', 'pending', '2026-11-20T09:02:00Z'),
    queuedReading('b', 'sent'),
    queuedReading('c', 'refused', '2026-11-20T09:03:00Z'),
    queuedReading('d', 'pending', '2026-11-20T09:01:00Z'),
    queuedReading('e', 'conflict', '2026-11-20T09:00:00Z'),
  ];

  it('lists what the server has not taken, problems first, then in the order read', () => {
    expect(unsentList(mine).map((q) => q.waterUserId)).toEqual(['e', 'c', 'd', 'a']);
  });

  it('replaces only a reading still on the phone, never a sent one', () => {
    expect(replaceable(mine, 'a').map((q) => q.state)).toEqual(['pending']);
    expect(replaceable(mine, 'e').map((q) => q.state)).toEqual(['conflict']);
    expect(replaceable(mine, 'b')).toEqual([]);
  });
});
