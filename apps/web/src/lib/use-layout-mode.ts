import { useCallback } from 'react';
import type { SessionUser } from '@prapa/contracts';
import { updateProfile } from './session-actions.ts';
import { getUser, setUser } from './session.ts';
import { useSessionUser } from './use-session.ts';

export type LayoutMode = SessionUser['layout'];

const LAYOUT_KEY = 'prapa.layout';

/** The reader's menu layout: kept on the profile, and locally so it applies at once. */
export const useLayoutMode = () => {
  const user = useSessionUser();
  const stored = localStorage.getItem(LAYOUT_KEY);
  const mode: LayoutMode = user?.layout ?? (stored === 'horizontal' ? 'horizontal' : 'vertical');

  const setMode = useCallback(async (next: LayoutMode) => {
    localStorage.setItem(LAYOUT_KEY, next);
    const current = getUser();
    if (!current) return;
    setUser({ ...current, layout: next });
    await updateProfile({ layout: next });
  }, []);

  return { mode, setMode };
};
