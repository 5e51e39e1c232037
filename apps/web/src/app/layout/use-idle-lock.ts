import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { lockSession } from '../../lib/session.ts';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'wheel', 'scroll'];
const CHECK_EVERY_MS = 5_000;

/**
 * Locks the session after `minutes` without mouse, key or touch activity (the
 * organisation's idle time). The guard then shows /pages/lock-screen; the lock
 * remembers the page to come back to.
 */
export const useIdleLock = (minutes: number) => {
  const { pathname, search } = useLocation();
  const here = useRef(pathname + search);
  useEffect(() => {
    here.current = pathname + search;
  }, [pathname, search]);

  useEffect(() => {
    if (!(minutes > 0)) return;
    let last = Date.now();
    const touch = () => {
      last = Date.now();
    };
    for (const event of ACTIVITY_EVENTS) {
      window.addEventListener(event, touch, { passive: true, capture: true });
    }
    const timer = window.setInterval(() => {
      if (Date.now() - last >= minutes * 60_000) lockSession(here.current, 'idle');
    }, CHECK_EVERY_MS);
    return () => {
      window.clearInterval(timer);
      for (const event of ACTIVITY_EVENTS) {
        window.removeEventListener(event, touch, { capture: true });
      }
    };
  }, [minutes]);
};
