// The fr translation files, loaded when fr is first read (a glob per language keeps the
// other languages' file lists off the login page).
export const own = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../locales/fr/*.json',
);
export const shared = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../../../packages/contracts/locales/fr/*.json',
);
