#!/usr/bin/env node
// Every text key in every language: fails (exit 1) on a key missing in a language, an
// empty value, or {{placeholders}} that differ between languages.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bases = ['apps/web/src/locales', 'packages/contracts/locales'].map((dir) => join(root, dir));

// The language list lives in packages/contracts; read it rather than repeat it.
const languagesSource = readFileSync(join(root, 'packages/contracts/src/languages.ts'), 'utf8');
const listMatch = /export const languages = \[([^\]]*)\]/.exec(languagesSource);
if (!listMatch) {
  console.error('check-i18n: cannot find `languages` in packages/contracts/src/languages.ts');
  process.exit(1);
}
const languages = [...listMatch[1].matchAll(/'([a-z]{2})'/g)].map((m) => m[1]);

const flatten = (value, prefix = '', out = new Map()) => {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
};

const placeholders = (text) =>
  typeof text === 'string'
    ? [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)]
        .map((m) => m[1])
        .sort()
        .join(',')
    : '';

const problems = [];
let keyCount = 0;
let fileCount = 0;

for (const base of bases) {
  if (!existsSync(base)) continue;
  const dirs = readdirSync(base).filter((d) => statSync(join(base, d)).isDirectory());
  const namespaces = new Set(
    dirs.flatMap((d) => readdirSync(join(base, d)).filter((f) => f.endsWith('.json'))),
  );
  for (const file of [...namespaces].sort()) {
    const byLanguage = new Map();
    for (const lng of languages) {
      const path = join(base, lng, file);
      if (!existsSync(path)) continue;
      fileCount += 1;
      try {
        byLanguage.set(lng, flatten(JSON.parse(readFileSync(path, 'utf8'))));
      } catch (error) {
        problems.push(`${relative(root, path)}: not valid JSON (${error.message})`);
      }
    }
    const allKeys = new Set([...byLanguage.values()].flatMap((map) => [...map.keys()]));
    keyCount += allKeys.size;
    for (const lng of languages) {
      const where = relative(root, join(base, lng, file));
      const map = byLanguage.get(lng);
      if (!map) {
        problems.push(`${where}: file missing (${allKeys.size} keys)`);
        continue;
      }
      for (const key of allKeys) {
        const value = map.get(key);
        if (value === undefined) problems.push(`${where}: missing key "${key}"`);
        else if (typeof value !== 'string' || value.trim() === '') {
          problems.push(`${where}: empty value for "${key}"`);
        }
      }
    }
    // Placeholders must agree with the first language that has the key (Thai first).
    for (const key of allKeys) {
      const present = languages.filter((lng) => byLanguage.get(lng)?.has(key));
      const reference = present[0];
      if (!reference) continue;
      const expected = placeholders(byLanguage.get(reference).get(key));
      for (const lng of present.slice(1)) {
        const got = placeholders(byLanguage.get(lng).get(key));
        if (got !== expected) {
          const where = relative(root, join(base, lng, file));
          problems.push(`${where}: "${key}" has {{${got}}} but ${reference} has {{${expected}}}`);
        }
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`check-i18n: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(
  `check-i18n: ${keyCount} keys in ${fileCount} files, complete in ${languages.join(', ')}`,
);
