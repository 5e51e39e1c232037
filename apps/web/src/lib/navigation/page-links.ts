/**
 * Screens a reader may open, for search, bookmarks and home shortcuts.
 *   allPageLinks(user) → home, every menu screen the reader may open, profile
 */
import type { SessionUser } from '@prapa/contracts';
import { extraPageIcons } from './menu-items.ts';
import { openablePages, type PageLink } from './visible-menu.ts';
import { AppstoreOutlined } from '@ant-design/icons';

const extra = (path: string, labelKey: string): PageLink => ({
  key: labelKey,
  labelKey,
  path,
  icon: extraPageIcons[path] ?? AppstoreOutlined,
});

export const allPageLinks = (user: SessionUser): PageLink[] => [
  extra('/prapaunit/welcome', 'home'),
  ...openablePages(user),
  extra('/profile', 'profile'),
];
