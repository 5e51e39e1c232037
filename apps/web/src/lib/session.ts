/**
 * The signed-in session, kept in sessionStorage (spec §3):
 *   getUser(): SessionUser | null          getToken(): string ('' when logged out)
 *   setSession({ tokens, user })           setUser(user)      clearSession()
 *   isLocked() / lockSession(returnTo) / unlockSession(): string | null (the return path)
 *   subscribeSession(listener): () => void (for useSyncExternalStore; see use-session.ts)
 */
import type { LoginData, SessionUser } from '@prapa/contracts';

const USER_KEY = 'userInfo';
const TOKEN_KEY = 'accessToken';
const LOCK_KEY = 'prapa.lockedAt';
const LOCK_REASON_KEY = 'prapa.lockReason';
const SSO_EXPIRES_KEY = 'prapa.sso.expiresAt';
const SSO_FLAG_KEY = 'prapa.sso.loggedIn';
const ENDED_KEY = 'prapa.sessionEnded';

type Listener = () => void;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((listener) => listener());

export const subscribeSession = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

let cachedRaw: string | null = null;
let cachedUser: SessionUser | null = null;

/** Parsed once per stored value, so useSyncExternalStore sees a stable object. */
export const getUser = (): SessionUser | null => {
  const raw = sessionStorage.getItem(USER_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parseUser(raw);
  }
  return thirdPartySessionValid() ? cachedUser : null;
};

// The stored user was written from a checked server answer; this guards against an old
// or hand-edited value without loading zod on the first page (issue 14 §4).
const isSessionUser = (value: unknown): value is SessionUser => {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return ['id', 'org_id', 'username', 'role', 'position', 'language'].every(
    (key) => typeof v[key] === 'string',
  );
};

const parseUser = (raw: string | null): SessionUser | null => {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSessionUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
};

export const getToken = (): string => sessionStorage.getItem(TOKEN_KEY) ?? '';

export const setToken = (token: string) => {
  sessionStorage.setItem(TOKEN_KEY, token);
};

export const setUser = (user: SessionUser) => {
  sessionStorage.setItem(USER_KEY, JSON.stringify(user));
  emit();
};

export const setSession = (data: LoginData) => {
  sessionStorage.setItem(TOKEN_KEY, data.tokens.access.token);
  setUser(data.user);
};

export const clearSession = () => {
  sessionStorage.removeItem(USER_KEY);
  sessionStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(LOCK_KEY);
  localStorage.removeItem(SSO_EXPIRES_KEY);
  localStorage.removeItem(SSO_FLAG_KEY);
  emit();
};

/**
 * The server ended the session (expired, or signed out elsewhere) rather than the officer
 * signing out: the sign-in page says so once.
 */
export const markSessionEnded = () => sessionStorage.setItem(ENDED_KEY, '1');

export const takeSessionEnded = (): boolean => {
  const ended = sessionStorage.getItem(ENDED_KEY) !== null;
  sessionStorage.removeItem(ENDED_KEY);
  return ended;
};

/** The lock flag holds the path to return to, so a reload cannot skip the lock screen. */
export const isLocked = (): boolean => sessionStorage.getItem(LOCK_KEY) !== null;

export type LockReason = 'idle' | 'manual';

/** Locks the screen; the lock screen says why (an officer who locked it was not idle). */
export const lockSession = (returnTo: string, reason: LockReason) => {
  sessionStorage.setItem(LOCK_KEY, returnTo);
  sessionStorage.setItem(LOCK_REASON_KEY, reason);
  emit();
};

export const lockReason = (): LockReason =>
  sessionStorage.getItem(LOCK_REASON_KEY) === 'manual' ? 'manual' : 'idle';

export const unlockSession = (): string | null => {
  const returnTo = sessionStorage.getItem(LOCK_KEY);
  sessionStorage.removeItem(LOCK_KEY);
  sessionStorage.removeItem(LOCK_REASON_KEY);
  emit();
  return returnTo;
};

/** spec §4: a third-party session counts only while its expiry is ahead and its flag is set. */
export const startThirdPartySession = (expiresInSeconds: number) => {
  localStorage.setItem(SSO_EXPIRES_KEY, String(Date.now() + expiresInSeconds * 1000));
  localStorage.setItem(SSO_FLAG_KEY, 'true');
};

const thirdPartySessionValid = (): boolean => {
  const expires = localStorage.getItem(SSO_EXPIRES_KEY);
  if (expires === null) return true; // not a third-party session
  return localStorage.getItem(SSO_FLAG_KEY) === 'true' && Number(expires) > Date.now();
};
