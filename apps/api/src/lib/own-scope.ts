import { can, type Permission } from '@prapa/contracts';
import type { Actor } from '../plugins/types.ts';
import { AppError } from './app-error.ts';

const notYours = () => new AppError('FORBIDDEN', { vars: { context: 'notYours' } });

/**
 * Some rights read one's own rows only unless the actor also holds `all` (a cashier's
 * receipts and ป.32: permissions.ts receipt.readAll, p32.readAll). Another officer's
 * rows answer 403, never an empty list that looks like a quiet day.
 */
export const assertOwnOrAll = (actor: Actor, all: Permission, officerId: string) => {
  if (officerId !== actor.officerId && !can(actor, all)) throw notYours();
};

/** The officer filter of a list: as asked when the actor reads all, else the actor's own. */
export const ownScope = (actor: Actor, all: Permission, asked: string | undefined) => {
  if (can(actor, all)) return asked;
  if (asked !== undefined) assertOwnOrAll(actor, all, asked);
  return actor.officerId;
};
