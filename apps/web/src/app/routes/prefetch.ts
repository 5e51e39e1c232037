/**
 * Screens fetched before they are opened (issue 25 item 7: /check opened in 6–14 s).
 *   prefetchScreen(user, path)   its code, words and first page (a menu link's hover, focus)
 *   <ScreenPrefetcher user />    (screen-prefetcher.tsx) hands over the query client and
 *                                prefetches once the shell is idle, once a page load
 * No react-query import here: one in the shell's chunk split a chunk off the sign-in page's
 * code and made it 1 kB heavier (its 300 kB budget). The client arrives with the lazy
 * ScreenPrefetcher; a hover before that prefetches nothing, which is harmless.
 */
import type { QueryClient } from '@tanstack/react-query';
import { canOpenRoute, type SessionUser } from '@prapa/contracts';

type Prefetch = (client: QueryClient) => Promise<void>;

export const prefetchers: Record<string, () => Promise<Prefetch>> = {
  '/check': () => import('../../features/check/prefetch.ts').then((m) => m.prefetchCheck),
};

let client: QueryClient | null = null;

export const setPrefetchClient = (next: QueryClient | null) => {
  client = next;
};

export const prefetchScreen = (user: SessionUser, path: string) => {
  const load = prefetchers[path];
  const to = client;
  if (!load || !to || !canOpenRoute(user, path)) return;
  // Only a head start: whatever fails here the screen asks again and reports itself.
  load()
    .then((prefetch) => prefetch(to))
    .catch(() => undefined);
};
