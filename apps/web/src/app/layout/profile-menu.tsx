import { Avatar, Dropdown, Flex, Typography, type MenuProps } from 'antd';
import { LayoutOutlined, LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { SessionUser } from '@prapa/contracts';
import { initialsOf } from '../../lib/initials.ts';
import { usePositionLabel } from '../../lib/use-position-label.ts';
import { lockSession } from '../../lib/session.ts';
import { useLayoutMode } from '../../lib/use-layout-mode.ts';
import { useSignOut } from '../../lib/use-sign-out.ts';

/** spec §2: 'user information' → /profile and 'log out'; plus layout and lock. */
export const ProfileMenu = ({ user, compact }: { user: SessionUser; compact: boolean }) => {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signOut = useSignOut();
  const positionLabel = usePositionLabel();
  const { mode, setMode } = useLayoutMode();

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: t('profileMenu.userInfo') },
    {
      key: 'layout',
      icon: <LayoutOutlined />,
      label: t(mode === 'vertical' ? 'profileMenu.useHorizontal' : 'profileMenu.useVertical'),
    },
    { key: 'lock', icon: <LockOutlined />, label: t('profileMenu.lock') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('profileMenu.logout'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') navigate('/profile');
    if (key === 'layout') void setMode(mode === 'vertical' ? 'horizontal' : 'vertical');
    if (key === 'lock') lockSession(pathname + search, 'manual');
    if (key === 'logout') void signOut();
  };

  return (
    <Dropdown trigger={['click']} menu={{ items, onClick }} placement="bottomRight">
      <Flex
        align="center"
        gap={8}
        role="button"
        tabIndex={0}
        aria-label={t('profileMenu.open')}
        style={{ cursor: 'pointer', paddingInline: 4 }}
      >
        {!compact && (
          <Flex vertical align="end" style={{ lineHeight: 1.25 }}>
            <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
              {user.userFullname}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
              {positionLabel(user.position)}
            </Typography.Text>
          </Flex>
        )}
        <Avatar style={{ background: '#1372BA' }}>{initialsOf(user.userFullname)}</Avatar>
      </Flex>
    </Dropdown>
  );
};
