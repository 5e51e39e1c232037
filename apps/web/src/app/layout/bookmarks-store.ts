/**
 * Starred pages, per officer, in localStorage (`prapa.bookmarks.<officer id>`).
 *   useBookmarks(userId) → { paths, has(path), toggle(path) }
 */
import { useCallback, useSyncExternalStore } from 'react';

const keyFor = (userId: string) => `prapa.bookmarks.${userId}`;
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; paths: string[] }>();

const read = (userId: string): string[] => {
  const raw = localStorage.getItem(keyFor(userId));
  const hit = cache.get(userId);
  if (hit && hit.raw === raw) return hit.paths;
  let paths: string[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    paths = Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    paths = [];
  }
  cache.set(userId, { raw, paths });
  return paths;
};

const write = (userId: string, paths: string[]) => {
  localStorage.setItem(keyFor(userId), JSON.stringify(paths));
  listeners.forEach((listener) => listener());
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab of the same officer may star a page too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
};

export const useBookmarks = (userId: string) => {
  const paths = useSyncExternalStore(subscribe, () => read(userId));
  const has = useCallback((path: string) => paths.includes(path), [paths]);
  const toggle = useCallback(
    (path: string) => {
      const current = read(userId);
      write(
        userId,
        current.includes(path) ? current.filter((p) => p !== path) : [...current, path],
      );
    },
    [userId],
  );
  return { paths, has, toggle };
};
