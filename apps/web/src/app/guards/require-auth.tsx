import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { canOpenRoute } from '@prapa/contracts';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useSession } from '../../lib/use-session.ts';

export const loginPathFor = (pathname: string, search: string) =>
  `/pages/login?to=${encodeURIComponent(pathname + search)}`;

/** spec §2 access guard for the main layout: signed in, not locked, and allowed. */
export const RequireAuth = () => {
  const { user, locked } = useSession();
  const { pathname, search } = useLocation();
  if (!user) return <Navigate to={loginPathFor(pathname, search)} replace />;
  if (locked) return <Navigate to="/pages/lock-screen" replace />;
  if (!canOpenRoute(user, pathname)) return <Navigate to="/pages/not-authorized" replace />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
};
