import type { Language } from '@prapa/contracts';
import { changeLanguage } from './i18n.ts';
import { updateProfile } from './session-actions.ts';
import { getUser } from './session.ts';

/** Each language named in itself, as switchers everywhere do; never translated. */
export const languageNames: Record<Language, string> = {
  th: 'ไทย',
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
};

/** Switch the screen's language; a signed-in officer keeps it on the profile too. */
export const selectLanguage = async (lng: Language) => {
  await changeLanguage(lng);
  if (getUser()) await updateProfile({ language: lng }).catch(() => undefined);
};
