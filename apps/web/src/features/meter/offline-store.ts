import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Reading, RouteSheet } from '@prapa/contracts';

/**
 * The phone's own copy (IndexedDB): downloaded route sheets, and every reading taken,
 * kept until the server has acknowledged it. Nothing here is dropped on sign-out: a
 * session that ends while offline keeps the queue for the next sign-in.
 */
export type QueueState = 'pending' | 'sent' | 'conflict' | 'refused';

export type QueuedReading = {
  clientId: string;
  /** Who took it: another officer signing in on the phone does not send it as theirs. */
  officerId: string;
  roundId: string;
  routeId: string;
  waterUserId: string;
  current: number | null;
  code: string;
  note: string | null;
  readAt: string;
  latitude: number | null;
  longitude: number | null;
  state: QueueState;
  /** The meter photo, kept on the phone until the server has it. */
  photo: Blob | null;
  photoSent: boolean;
  /** Why the server refused it, or what the other reading is (a conflict). */
  message: string | null;
  server: Reading | null;
};

export type StoredSheet = { key: string; sheet: RouteSheet; downloadedAt: string };

type MeterDb = DBSchema & {
  sheets: { key: string; value: StoredSheet };
  queue: { key: string; value: QueuedReading; indexes: { byState: QueueState } };
};

let opened: Promise<IDBPDatabase<MeterDb>> | null = null;

const db = () =>
  (opened ??= openDB<MeterDb>('prapa-meter', 1, {
    upgrade(database) {
      database.createObjectStore('sheets', { keyPath: 'key' });
      const queue = database.createObjectStore('queue', { keyPath: 'clientId' });
      queue.createIndex('byState', 'state');
    },
  }));

export const sheetKey = (roundId: string, routeId: string) => `${roundId}:${routeId}`;

export const saveSheet = async (sheet: RouteSheet, routeId: string) =>
  (await db()).put('sheets', {
    key: sheetKey(sheet.round.id, routeId),
    sheet,
    downloadedAt: new Date().toISOString(),
  });

export const loadSheet = async (roundId: string, routeId: string) =>
  (await db()).get('sheets', sheetKey(roundId, routeId));

export const enqueue = async (item: QueuedReading) => (await db()).put('queue', item);

export const queued = async () => (await db()).getAll('queue');

export const updateQueued = async (clientId: string, patch: Partial<QueuedReading>) => {
  const database = await db();
  const item = await database.get('queue', clientId);
  if (item) await database.put('queue', { ...item, ...patch });
};

export const dropQueued = async (clientId: string) => (await db()).delete('queue', clientId);

/** Ask the browser to keep this storage when space runs short (the queue holds work). */
export const persistStorage = async () => {
  try {
    if (navigator.storage?.persist && !(await navigator.storage.persisted())) {
      await navigator.storage.persist();
    }
  } catch {
    // Not granted or not offered: the queue still works, only less protected.
  }
};
