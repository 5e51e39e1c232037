// The pt translation files, loaded when pt is first read (a glob per language keeps the
// other languages' file lists off the login page).
export const own = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../locales/pt/*.json',
);
export const shared = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../../../packages/contracts/locales/pt/*.json',
);
