import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createInstance, type Resource, type ResourceLanguage, type TFunction } from 'i18next';
import { languages, type Language } from '@prapa/contracts';

const contractsRoot = dirname(
  createRequire(import.meta.url).resolve('@prapa/contracts/package.json'),
);
const localesDir = pathToFileURL(`${contractsRoot}/locales/`);

const loadResources = () => {
  const resources: Resource = {};
  for (const lng of languages) {
    const dir = new URL(`${lng}/`, localesDir);
    const bundle: ResourceLanguage = {};
    resources[lng] = bundle;
    for (const file of readdirSync(dir)) {
      if (!file.endsWith('.json')) continue;
      bundle[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
    }
  }
  return resources;
};

const instance = createInstance();
void instance.init({
  resources: loadResources(),
  lng: 'th',
  fallbackLng: 'th',
  ns: ['errors', 'validation', 'server'],
  defaultNS: 'errors',
  interpolation: { escapeValue: false },
  initAsync: false,
});

const fixed = new Map<Language, TFunction>();
export const translator = (lng: Language): TFunction => {
  let t = fixed.get(lng);
  if (!t) {
    t = instance.getFixedT(lng);
    fixed.set(lng, t);
  }
  return t;
};
