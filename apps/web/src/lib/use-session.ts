/**
 * useSession(): { user: SessionUser | null; locked: boolean } — re-renders when the
 * session in sessionStorage changes (login, refresh, profile update, lock, logout).
 */
import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@prapa/contracts';
import { getUser, isLocked, subscribeSession } from './session.ts';

export const useSessionUser = (): SessionUser | null =>
  useSyncExternalStore(subscribeSession, getUser, () => null);

export const useSessionLocked = (): boolean =>
  useSyncExternalStore(subscribeSession, isLocked, () => false);

export const useSession = () => ({ user: useSessionUser(), locked: useSessionLocked() });
