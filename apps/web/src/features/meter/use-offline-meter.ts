import { useCallback, useEffect, useRef, useState } from 'react';
import { registerSW } from 'virtual:pwa-register';
import type { RouteSheet } from '@prapa/contracts';
import { api } from '../../lib/api-client.ts';
import { isApiError } from '../../lib/api-error.ts';
import {
  dropQueued,
  enqueue,
  loadSheet,
  persistStorage,
  queued,
  saveSheet,
  type QueuedReading,
} from './offline-store.ts';
import { failedAgain, type SendFailure } from './phone-queue.ts';
import { sendQueue, type SyncResult } from './sync.ts';

let registered = false;

/** The service worker (precached app) and persistent storage, asked for once by /meter. */
export const usePhoneReady = () => {
  useEffect(() => {
    if (registered || !('serviceWorker' in navigator)) return;
    registered = true;
    registerSW({ immediate: true });
    void persistStorage();
  }, []);
};

export const useOnline = () => {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
};

/** The route sheet kept on the phone: downloaded once online, read from the phone after. */
export const useStoredSheet = (roundId: string | undefined, routeId: string | undefined) => {
  const [sheet, setSheet] = useState<RouteSheet | null>(null);
  const [downloadedAt, setDownloadedAt] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    let live = true;
    setSheet(null);
    setDownloadedAt(null);
    if (!roundId || !routeId) return undefined;
    void loadSheet(roundId, routeId).then((stored) => {
      if (!live || !stored) return;
      setSheet(stored.sheet);
      setDownloadedAt(stored.downloadedAt);
    });
    return () => {
      live = false;
    };
  }, [roundId, routeId]);
  const download = useCallback(async () => {
    if (!roundId || !routeId) return;
    setLoading(true);
    try {
      const fresh = await api.get<RouteSheet>(`/api/v1/service-rounds/${roundId}/route-sheet`, {
        params: { routeId },
      });
      await saveSheet(fresh, routeId);
      setSheet(fresh);
      setDownloadedAt(new Date().toISOString());
    } finally {
      setLoading(false);
    }
  }, [roundId, routeId]);
  return { sheet, downloadedAt, loading, download };
};

/**
 * The phone's queue of readings, with sending when the network is there. A send that
 * fails is never silent (issue 25: a 500 left "5 pending" under "online" for good): the
 * error and the tries are kept for the screen, and it is tried again by itself after
 * 5 s, 15 s, then every 60 s until it goes through.
 */
export const useQueue = (officerId: string, online: boolean) => {
  const [items, setItems] = useState<QueuedReading[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [sending, setSending] = useState(false);
  const [last, setLast] = useState<SyncResult | null>(null);
  const [failure, setFailure] = useState<SendFailure | null>(null);
  // One send at a time: a reading kept while a send runs goes in a second pass of it.
  const inFlight = useRef<Promise<SyncResult> | null>(null);
  const again = useRef(false);
  const refresh = useCallback(async () => {
    setItems(await queued());
    setLoaded(true);
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const send = useCallback(async () => {
    if (!navigator.onLine) return null;
    if (inFlight.current) {
      again.current = true;
      return inFlight.current;
    }
    setSending(true);
    const running = (async () => {
      const result = await sendQueue(officerId);
      while (again.current) {
        again.current = false;
        const more = await sendQueue(officerId);
        result.sent += more.sent;
        result.conflicts += more.conflicts;
        result.refused += more.refused;
        result.left = more.left;
      }
      return result;
    })();
    inFlight.current = running;
    try {
      const result = await running;
      setLast(result);
      setFailure(null);
      return result;
    } catch (err) {
      const message = isApiError(err) || err instanceof Error ? err.message : String(err);
      setFailure((previous) => failedAgain(previous, message, Date.now()));
      throw err;
    } finally {
      inFlight.current = null;
      again.current = false;
      setSending(false);
      await refresh();
    }
  }, [officerId, refresh]);

  // Back online: what waited goes out by itself.
  useEffect(() => {
    if (online) void send().catch(() => undefined);
  }, [online, send]);

  // After a failed send, the next try by itself (offline, the line above does it).
  useEffect(() => {
    if (!failure || !online) return undefined;
    const timer = window.setTimeout(
      () => void send().catch(() => undefined),
      Math.max(0, failure.retryAt - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [failure, online, send]);

  /** Keeps a reading; `replaces` are the phone's earlier readings of the meter it replaces. */
  const add = useCallback(
    async (item: QueuedReading, replaces: string[] = []) => {
      for (const old of replaces) await dropQueued(old);
      await enqueue(item);
      await refresh();
      if (navigator.onLine) void send().catch(() => undefined);
    },
    [refresh, send],
  );
  const drop = useCallback(
    async (clientId: string) => {
      await dropQueued(clientId);
      await refresh();
    },
    [refresh],
  );
  return { items, loaded, add, drop, send, sending, last, failure };
};

const LAST_KEY = 'prapa.meter.last';
type WorkedOn = { roundId: string; routeId: string };

/** The round and route this phone last worked on: /meter opens on them, offline too. */
export const lastWorkedOn = (): WorkedOn | null => {
  try {
    const value = JSON.parse(localStorage.getItem(LAST_KEY) ?? 'null') as WorkedOn | null;
    return value?.roundId && value.routeId ? value : null;
  } catch {
    return null;
  }
};

export const rememberWorkedOn = (value: WorkedOn) =>
  localStorage.setItem(LAST_KEY, JSON.stringify(value));
