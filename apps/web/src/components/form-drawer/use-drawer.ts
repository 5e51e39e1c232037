import { useCallback, useState } from 'react';

export type DrawerState<T> = { open: false; record: T | null } | { open: true; record: T | null };

/**
 * Which record a drawer edits (null = creating).
 *   const drawer = useDrawer<Office>();  drawer.openCreate(); drawer.openEdit(row);
 */
export const useDrawer = <T>() => {
  const [state, setState] = useState<DrawerState<T>>({ open: false, record: null });
  const openCreate = useCallback(() => setState({ open: true, record: null }), []);
  const openEdit = useCallback((record: T) => setState({ open: true, record }), []);
  // Keep the record while the drawer slides shut, so its title does not flicker.
  const close = useCallback(() => setState((s) => ({ open: false, record: s.record })), []);
  return { ...state, editing: state.record !== null, openCreate, openEdit, close };
};
