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
type Files = {
  own: Record<string, () => Promise<Bundle>>;
  shared: Record<string, () => Promise<Bundle>>;
};

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

// Each language's file list is a chunk of its own (the login page carries one, not five).
// A missing language file of the shared package must not break the build: glob, not import.
const filesOf: Record<Language, () => Promise<Files>> = {
  th: () => import('./locale-files/th.ts'),
  en: () => import('./locale-files/en.ts'),
  de: () => import('./locale-files/de.ts'),
  fr: () => import('./locale-files/fr.ts'),
  pt: () => import('./locale-files/pt.ts'),
};

const loaders = new Map<string, Promise<Map<string, () => Promise<Bundle>>>>();
const loadersOf = (language: Language) => {
  let found = loaders.get(language);
  if (!found) {
    found = filesOf[language]().then(({ own, shared }) => {
      const byNamespace = new Map<string, () => Promise<Bundle>>();
      for (const [path, load] of Object.entries({ ...shared, ...own })) {
        const match = /\/([\w-]+)\.json$/.exec(path);
        if (match?.[1]) byNamespace.set(match[1], load);
      }
      return byNamespace;
    });
    loaders.set(language, found);
  }
  return found;
};

const bundleBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language: string, namespace: string, callback: ReadCallback) => {
    if (!isLanguage(language)) {
      callback(null, {});
      return;
    }
    loadersOf(language)
      .then((byNamespace) => {
        const load = byNamespace.get(namespace);
        return load ? load().then((bundle) => bundle.default) : {};
      })
      .then(
        (bundle) => callback(null, bundle),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), null),
      );
  },
};

const LANG_KEY = 'lang';

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
      // screen asks for it, and `validation` with the main layout and the auth pages that
      // check fields (their useTranslation waits for it): the login page stays inside its
      // 300 kB (issue 14).
      ns: ['common', 'nav', 'shell'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  document.documentElement.lang = i18n.language;
};
