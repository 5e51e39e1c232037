/**
 * Session changes that talk to the server.
 *   completeSignIn(data: LoginData)   stores token + user, reconciles the language
 *   signOut(): Promise<void>          revokes the session (best effort) and clears it
 *   updateProfile(patch): Promise<SessionUser>   PATCH /api/v1/auth/profile, keeps userInfo fresh
 *   safeReturnPath(to) → a same-site path or '/'
 */
import { languages, type Language, type LoginData, type SessionUser } from '@prapa/contracts';
import { api } from './api-client.ts';
import { changeLanguage, currentLanguage, hasChosenLanguage } from './i18n.ts';
import { clearSession, setSession, setUser } from './session.ts';

export type ProfilePatch = {
  language?: Language;
  layout?: SessionUser['layout'];
  email?: string | null;
  phone?: string | null;
};

export const updateProfile = async (patch: ProfilePatch): Promise<SessionUser> => {
  const user = await api.patch<SessionUser>('/api/v1/auth/profile', patch);
  setUser(user);
  return user;
};

const isLanguage = (value: string): value is Language =>
  (languages as readonly string[]).includes(value);

/** A language picked on this device wins and is saved; otherwise the profile's applies. */
const reconcileLanguage = (user: SessionUser) => {
  const current = currentLanguage();
  if (user.language === current) return;
  if (hasChosenLanguage()) {
    updateProfile({ language: current }).catch(() => undefined);
  } else if (isLanguage(user.language)) {
    void changeLanguage(user.language);
  }
};

export const completeSignIn = (data: LoginData) => {
  setSession(data);
  reconcileLanguage(data.user);
};

export const signOut = async (): Promise<void> => {
  try {
    await api.post('/api/auth/logout');
  } catch {
    // The session ends here whatever the server says.
  }
  clearSession();
};

export const safeReturnPath = (to: string | null | undefined): string =>
  to && to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/pages/login') ? to : '/';

/** IT officers only: act on another organisation (`null` = back to their own). */
export const switchOrg = async (orgId: string | null): Promise<SessionUser> => {
  const data = await api.post<LoginData>('/api/v1/auth/switch-org', { org_id: orgId });
  setSession(data);
  return data.user;
};
