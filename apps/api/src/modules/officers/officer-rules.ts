import type { Position } from '@prapa/contracts';
import type { Tx } from '../../db/tenant.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/types.ts';
import { findOfficeState, usernameTaken } from './officers.repo.ts';

/**
 * IT officers administer every organisation, so only IT may create, change, unlock or
 * reset an IT officer: otherwise a manager could give themselves the whole deployment.
 */
export const assertMayManage = (actor: Actor, ...positions: Position[]) => {
  if (positions.includes('it') && actor.position !== 'it') throw new AppError('FORBIDDEN');
};

export const duplicateUsername = () =>
  fieldError('DUPLICATE_USERNAME', 'username', 'validation:duplicateUsername');

export const assertUsernameFree = async (
  tx: Tx,
  orgId: string,
  username: string,
  exceptId?: string,
) => {
  if (await usernameTaken(tx, orgId, username, exceptId)) throw duplicateUsername();
};

/**
 * The office must be one of this organisation's, and active, unless the officer is
 * already there (an office closed later does not block editing its staff).
 */
export const assertOffice = async (
  tx: Tx,
  orgId: string,
  officeId: string | null | undefined,
  currentOfficeId: string | null = null,
) => {
  if (!officeId) return;
  const office = await findOfficeState(tx, orgId, officeId);
  if (!office || (!office.active && officeId !== currentOfficeId)) {
    throw fieldError('VALIDATION', 'officeId', 'validation:office');
  }
};
