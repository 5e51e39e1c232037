/**
 * The menu a reader may see.
 *   visibleMenu(user) → MenuEntry[]   entries canOpenRoute allows; empty groups dropped;
 *                                     Org Data pointed at orgDataPath(position)
 *   openablePages(user) → PageLink[]  every distinct screen of that menu (for search,
 *                                     shortcuts), placeholders left out; whether one is
 *                                     built yet is for useIsPlanned (built-screens.ts)
 */
import { canOpenRoute, orgDataPath, type SessionUser } from '@prapa/contracts';
import type { ComponentType } from 'react';
import {
  menuEntries,
  ORG_DATA_KEY,
  PLACEHOLDER_PATH,
  type MenuEntry,
  type MenuLeaf,
} from './menu-items.ts';

export type PageLink = {
  key: string;
  labelKey: string;
  path: string;
  icon: ComponentType;
  /** Not built in this release (built-screens.ts): offered marked, after the rest. */
  planned?: boolean;
};

const resolve = (entry: MenuLeaf, user: SessionUser): MenuLeaf =>
  entry.key === ORG_DATA_KEY ? { ...entry, path: orgDataPath(user.position) } : entry;

export const visibleMenu = (user: SessionUser): MenuEntry[] => {
  const allowed = (leaf: MenuLeaf) => canOpenRoute(user, leaf.path);
  return menuEntries.flatMap<MenuEntry>((entry) => {
    if (entry.kind === 'leaf') {
      const resolved = resolve(entry, user);
      return allowed(resolved) ? [resolved] : [];
    }
    const children = entry.children.map((c) => resolve(c, user)).filter(allowed);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
};

export const openablePages = (user: SessionUser): PageLink[] =>
  visibleMenu(user)
    .flatMap((entry) => (entry.kind === 'leaf' ? [entry] : entry.children))
    .filter((leaf) => leaf.path !== PLACEHOLDER_PATH)
    .map(({ key, labelKey, path, icon }) => ({ key, labelKey, path, icon }));
