import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LanguageSelect } from '../../components/language-select.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';

/** Sign-in, status and other pages without the menu (spec §2 bare layout). */
export const BareLayout = () => (
  <div
    style={{
      minHeight: '100vh',
      display: 'flex',
      flexDirection: 'column',
      background: 'linear-gradient(160deg, #e8f3fb 0%, #f4f7fb 45%, #ffffff 100%)',
    }}
  >
    <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '12px 16px' }}>
      <LanguageSelect />
    </div>
    <main
      style={{
        flex: 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: '8px 16px 48px',
      }}
    >
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </main>
  </div>
);
