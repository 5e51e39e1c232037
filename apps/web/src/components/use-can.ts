import { can, type Permission } from '@prapa/contracts';
import { useSessionUser } from '../lib/use-session.ts';

/** Whether the signed-in officer may do this (the server enforces the same table). */
export const useCan = (permission: Permission): boolean => {
  const user = useSessionUser();
  return user ? can(user, permission) : false;
};
