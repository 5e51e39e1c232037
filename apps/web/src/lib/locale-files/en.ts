// The en translation files, loaded when en is first read (a glob per language keeps the
// other languages' file lists off the login page).
export const own = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../locales/en/*.json',
);
export const shared = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../../../packages/contracts/locales/en/*.json',
);
