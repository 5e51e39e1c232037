import { useMemo } from 'react';
import { Menu, Tag, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { SessionUser } from '@prapa/contracts';
import { PLACEHOLDER_PATH, type MenuLeaf } from '../../lib/navigation/menu-items.ts';
import { linkOf, useIsPlanned } from '../../lib/navigation/built-screens.ts';
import { normalisePath } from '../../lib/navigation/pages.ts';
import { visibleMenu } from '../../lib/navigation/visible-menu.ts';
import { prefetchScreen } from '../routes/prefetch.ts';

type Props = { user: SessionUser; mode: 'inline' | 'horizontal'; onNavigate?: () => void };

/** The leaf whose path is the current page, or its parent screen (/user for /user/create). */
const selectedLeaf = (leaves: MenuLeaf[], pathname: string): MenuLeaf | undefined => {
  const path = normalisePath(pathname);
  const real = leaves.filter((leaf) => leaf.path !== PLACEHOLDER_PATH);
  return (
    real.find((leaf) => leaf.path === path) ?? real.find((leaf) => path.startsWith(`${leaf.path}/`))
  );
};

export const NavMenu = ({ user, mode, onNavigate }: Props) => {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  const entries = useMemo(() => visibleMenu(user), [user]);
  const isPlanned = useIsPlanned();

  const leafItem = (leaf: MenuLeaf) => ({
    key: leaf.key,
    icon: <leaf.icon />,
    label: (
      <Link
        to={linkOf(leaf)}
        onClick={onNavigate}
        // A hover or a keyboard focus is a likely open: the screen's first page is fetched.
        onMouseEnter={() => prefetchScreen(user, leaf.path)}
        onFocus={() => prefetchScreen(user, leaf.path)}
      >
        {t(leaf.labelKey)}
        {isPlanned(leaf.path) && (
          <Tag bordered={false} style={{ marginInlineStart: 8, fontSize: 11 }}>
            {t('planned')}
          </Tag>
        )}
      </Link>
    ),
  });
  const items: MenuProps['items'] = entries.map((entry) =>
    entry.kind === 'leaf'
      ? leafItem(entry)
      : {
          key: entry.key,
          icon: <entry.icon />,
          label: t(entry.labelKey),
          children: entry.children.map(leafItem),
        },
  );

  const leaves = entries.flatMap((e) => (e.kind === 'leaf' ? [e] : e.children));
  const selected = selectedLeaf(leaves, pathname);
  const parent = entries.find(
    (e) => e.kind === 'group' && e.children.some((c) => c.key === selected?.key),
  );

  return (
    <Menu
      mode={mode}
      items={items}
      selectedKeys={selected ? [selected.key] : []}
      defaultOpenKeys={mode === 'inline' && parent ? [parent.key] : []}
      style={{ borderInlineEnd: 'none', flex: 1, minWidth: 0 }}
    />
  );
};
