import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@prapa/contracts';
import { prefetchers, prefetchScreen, setPrefetchClient } from './prefetch.ts';

// Safari has no requestIdleCallback (the DOM types say every browser has).
const hasIdleCallback =
  typeof (window as Partial<Pick<Window, 'requestIdleCallback'>>).requestIdleCallback ===
  'function';

const whenIdle = (run: () => void) => {
  if (hasIdleCallback) {
    const id = window.requestIdleCallback(run, { timeout: 3_000 });
    return () => window.cancelIdleCallback(id);
  }
  // Then after the screen in hand has had its turn.
  const id = window.setTimeout(run, 1_500);
  return () => window.clearTimeout(id);
};

/** Draws nothing: gives the menu's prefetch the app's query client, and prefetches when idle. */
export const ScreenPrefetcher = ({ user }: { user: SessionUser }) => {
  const client = useQueryClient();
  useEffect(() => {
    setPrefetchClient(client);
    // Two small reads a page load: the office's next screen is usually one of these.
    // Not the screen in hand: it loads its own, and a second asker only competes with it.
    const cancel = whenIdle(() => {
      for (const path of Object.keys(prefetchers))
        if (window.location.pathname !== path) prefetchScreen(user, path);
    });
    return () => {
      cancel();
      setPrefetchClient(null);
    };
  }, [client, user]);
  return null;
};
