import { Button, Flex, Grid, Typography } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@prapa/contracts';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { BookmarksBar } from './bookmarks-bar.tsx';
import { OrgBadge } from './org-badge.tsx';
import { PageSearch } from './page-search.tsx';
import { ProfileMenu } from './profile-menu.tsx';

type Props = { user: SessionUser; title: string; onOpenMenu?: () => void };

/** Page title, bookmarks, organisation, search, language and profile (spec §2, §9). */
export const TopBar = ({ user, title, onOpenMenu }: Props) => {
  const { t } = useTranslation('shell');
  const screens = Grid.useBreakpoint();
  const wide = Boolean(screens.xl);
  const medium = Boolean(screens.md);
  return (
    <div style={{ background: '#fff', borderBottom: '1px solid #e9eef4' }}>
      <Flex align="center" gap={medium ? 12 : 4} style={{ minHeight: 64, padding: '8px 16px' }}>
        {onOpenMenu && (
          <Button
            type="text"
            icon={<MenuOutlined />}
            onClick={onOpenMenu}
            aria-label={t('openMenu')}
          />
        )}
        <Typography.Title
          level={4}
          ellipsis={{ tooltip: title }}
          style={{ margin: 0, minWidth: 0, flex: '0 1 auto' }}
        >
          {title}
        </Typography.Title>
        <BookmarksBar user={user} iconsShown={wide ? 5 : medium ? 4 : 0} labelled={wide} />
        <div style={{ flex: 1 }} />
        {medium && <OrgBadge user={user} />}
        <PageSearch user={user} compact={!wide} />
        <LanguageSwitcher compact={!wide} />
        <ProfileMenu user={user} compact={!medium} />
      </Flex>
      {!medium && (
        <div style={{ padding: '0 16px 8px' }}>
          <OrgBadge user={user} />
        </div>
      )}
    </div>
  );
};
