import { lazy, Suspense, useEffect, useState } from 'react';
import { Drawer, Grid, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { DataFreshnessNotice } from '../../components/data-freshness-notice.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useSessionUser } from '../../lib/use-session.ts';
import { pageTitleKey } from '../../lib/navigation/pages.ts';
import { Brand } from './brand.tsx';
import { NavMenu } from './nav-menu.tsx';
import { TopBar } from './top-bar.tsx';
import { useIdleLock } from './use-idle-lock.ts';
import { useLayoutMode } from '../../lib/use-layout-mode.ts';

const SIDER_WIDTH = 264;

// Its own chunk: the shell's code holds no react-query (see routes/prefetch.ts).
const ScreenPrefetcher = lazy(() =>
  import('../routes/screen-prefetcher.tsx').then((m) => ({ default: m.ScreenPrefetcher })),
);

/** Vertical sidebar or horizontal menu; below xl (1200 px) the menu moves into a drawer. */
export const MainLayout = () => {
  const user = useSessionUser();
  const { t } = useTranslation(['nav', 'shell', 'validation']);
  const { pathname } = useLocation();
  const { mode } = useLayoutMode();
  const wide = Boolean(Grid.useBreakpoint().xl);
  const [drawerOpen, setDrawerOpen] = useState(false);
  useIdleLock(user?.idleLockMinutes ?? 0);

  const titleKey = pageTitleKey(pathname);
  const title = titleKey ? t(`nav:${titleKey}`) : t('shell:appTitle');
  useEffect(() => {
    document.title = `${title} · ${t('shell:appTitle')}`;
  }, [title, t]);

  if (!user) return null; // the guard has already redirected

  const content = (
    <Layout.Content style={{ padding: wide ? 24 : 12 }}>
      <DataFreshnessNotice />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </Layout.Content>
  );
  const topBar = (
    <TopBar user={user} title={title} onOpenMenu={wide ? undefined : () => setDrawerOpen(true)} />
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {wide && mode === 'vertical' && (
        <Layout.Sider
          width={SIDER_WIDTH}
          style={{
            position: 'sticky',
            top: 0,
            height: '100vh',
            overflowY: 'auto',
            borderInlineEnd: '1px solid #e9eef4',
          }}
        >
          <div style={{ padding: '16px 20px' }}>
            <Brand />
          </div>
          <NavMenu user={user} mode="inline" />
        </Layout.Sider>
      )}
      <Layout>
        {wide && mode === 'horizontal' && (
          <Layout.Header
            style={{ display: 'flex', alignItems: 'center', gap: 24, paddingInline: 20 }}
          >
            <div style={{ flex: 'none', maxWidth: 260 }}>
              <Brand compact />
            </div>
            <NavMenu user={user} mode="horizontal" />
          </Layout.Header>
        )}
        {topBar}
        {content}
      </Layout>
      <Suspense fallback={null}>
        <ScreenPrefetcher user={user} />
      </Suspense>
      {!wide && (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={<Brand compact />}
          size={SIDER_WIDTH + 16}
          styles={{ body: { padding: 0 } }}
        >
          <NavMenu user={user} mode="inline" onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      )}
    </Layout>
  );
};
