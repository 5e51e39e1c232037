/**
 * i18next for the web app.
 *   initI18n(): Promise<void>   call once before the first render
 *   changeLanguage(lng)         switches, remembers the choice (localStorage `lang`)
 *   currentLanguage(): Language
 *   hasChosenLanguage(): boolean   true once the reader picked a language on this device
 * Namespaces load on demand: apps/web/src/locales/<lng>/<ns>.json and the shared
 * `errors` / `validation` from packages/contracts/locales/<lng>/.
 */
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, languages, type Language } from '@prapa/contracts';

type Bundle = { default: Record<string, unknown> };

const own = import.meta.glob<Bundle>('../locales/*/*.json');
// A missing language file of the shared package must not break the build: glob, not import.
const shared = import.meta.glob<Bundle>('../../../../packages/contracts/locales/*/*.json');

const loaders = new Map<string, () => Promise<Bundle>>();
for (const [path, load] of Object.entries({ ...shared, ...own })) {
  const match = /\/([a-z]{2})\/([\w-]+)\.json$/.exec(path);
  if (match) loaders.set(`${match[1]}/${match[2]}`, load);
}

const bundleBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language: string, namespace: string, callback: ReadCallback) => {
    const load = loaders.get(`${language}/${namespace}`);
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (bundle) => callback(null, bundle.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

const LANG_KEY = 'lang';

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

export const i18n = i18next.createInstance();

export const currentLanguage = (): Language =>
  isLanguage(i18n.language) ? i18n.language : defaultLanguage;

export const hasChosenLanguage = (): boolean => isLanguage(localStorage.getItem(LANG_KEY));

export const changeLanguage = async (lng: Language): Promise<void> => {
  localStorage.setItem(LANG_KEY, lng);
  await i18n.changeLanguage(lng);
};

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

export const initI18n = async (): Promise<void> => {
  const stored = localStorage.getItem(LANG_KEY);
  await i18n
    .use(bundleBackend)
    .use(initReactI18next)
    .init({
      lng: isLanguage(stored) ? stored : defaultLanguage,
      fallbackLng: defaultLanguage,
      supportedLngs: [...languages],
      // `errors` (the server's own messages, which it translates itself) loads only where a
      // screen asks for it: the login page stays inside its 300 kB (issue 14).
      ns: ['common', 'nav', 'shell', 'validation'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  document.documentElement.lang = i18n.language;
};
