import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { signOut } from './session-actions.ts';

/** Log out (spec §4): revoke, clear the session, go to the login page. */
export const useSignOut = () => {
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    navigate('/pages/login', { replace: true });
  }, [navigate]);
};
