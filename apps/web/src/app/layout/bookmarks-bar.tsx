import { useMemo } from 'react';
import { Button, Dropdown, Flex, Tooltip } from 'antd';
import { EllipsisOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { SessionUser } from '@prapa/contracts';
import { allPageLinks } from '../../lib/navigation/page-links.ts';
import { normalisePath } from '../../lib/navigation/pages.ts';
import type { PageLink } from '../../lib/navigation/visible-menu.ts';
import { useBookmarks } from './bookmarks-store.ts';

/** spec §9: ten starred pages in the bar, the rest in an overflow list. */
export const BOOKMARKS_SHOWN = 10;

/** iconsShown: how many bookmarks fit before the "more" menu; labelled: names beside icons. */
type Props = { user: SessionUser; iconsShown: number; labelled?: boolean };

export const BookmarksBar = ({ user, iconsShown, labelled = false }: Props) => {
  const { t } = useTranslation(['shell', 'nav']);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { paths, has, toggle } = useBookmarks(user.id);
  const pages = useMemo(() => allPageLinks(user), [user]);

  const starred = paths
    .map((path) => pages.find((page) => page.path === path))
    .filter((page): page is PageLink => page !== undefined);
  const here = pages.find((page) => page.path === normalisePath(pathname));
  const shown = starred.slice(0, Math.min(iconsShown, BOOKMARKS_SHOWN));
  const overflow = starred.slice(shown.length);

  return (
    <Flex align="center" gap={2}>
      {here && (
        <Tooltip title={t(has(here.path) ? 'shell:bookmarks.remove' : 'shell:bookmarks.add')}>
          <Button
            type="text"
            aria-pressed={has(here.path)}
            aria-label={t(has(here.path) ? 'shell:bookmarks.remove' : 'shell:bookmarks.add')}
            icon={has(here.path) ? <StarFilled style={{ color: '#ED9200' }} /> : <StarOutlined />}
            onClick={() => toggle(here.path)}
          />
        </Tooltip>
      )}
      {shown.map((page) => (
        <Tooltip key={page.path} title={t(`nav:${page.labelKey}`)}>
          <Link to={page.path} aria-label={t(`nav:${page.labelKey}`)}>
            {/* Named where there is room: an icon alone says little to a new officer. */}
            <Button
              type="text"
              icon={<page.icon />}
              style={labelled ? { maxWidth: 150 } : undefined}
            >
              {labelled && (
                <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                  {t(`nav:${page.labelKey}`)}
                </span>
              )}
            </Button>
          </Link>
        </Tooltip>
      ))}
      {overflow.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: overflow.map((page) => ({
              key: page.path,
              icon: <page.icon />,
              label: t(`nav:${page.labelKey}`),
            })),
            onClick: ({ key }) => navigate(key),
          }}
        >
          <Button type="text" icon={<EllipsisOutlined />} aria-label={t('shell:bookmarks.more')} />
        </Dropdown>
      )}
    </Flex>
  );
};
