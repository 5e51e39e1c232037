import { Navigate, Outlet, useSearchParams } from 'react-router';
import { safeReturnPath } from '../../lib/session-actions.ts';
import { useSessionUser } from '../../lib/use-session.ts';

/** spec §2: a signed-in reader who opens the login page goes on (to `to`, or home). */
export const GuestOnly = () => {
  const user = useSessionUser();
  const [params] = useSearchParams();
  if (user) return <Navigate to={safeReturnPath(params.get('to'))} replace />;
  return <Outlet />;
};
