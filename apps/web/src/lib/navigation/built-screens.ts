import { createContext, useCallback, useContext } from 'react';
import { PLACEHOLDER_PATH } from './placeholder.ts';

/**
 * Which screens of the menu exist in this release. The app (which holds the screen
 * table) provides the set; the menu, the search and the home page read it, so a screen
 * not built yet is marked as such wherever it is offered, never offered as usable.
 */
export const BuiltScreensContext = createContext<ReadonlySet<string>>(new Set());

/** Where a menu entry with no screen in the original product (spec §2: "/") opens. */
export const plannedPathOf = (key: string) => `/planned/${key}`;

export const useIsPlanned = () => {
  const built = useContext(BuiltScreensContext);
  return useCallback(
    (path: string) => path === PLACEHOLDER_PATH || path.startsWith('/planned/') || !built.has(path),
    [built],
  );
};

/** The path a menu entry links to: its screen, or the page that says it is not built yet. */
export const linkOf = (entry: { key: string; path: string }) =>
  entry.path === PLACEHOLDER_PATH ? plannedPathOf(entry.key) : entry.path;
