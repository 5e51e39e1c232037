import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { officers } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { audit } from '../../lib/audit.ts';
import { revokeOfficerSessions } from './auth.repo.ts';

type Officer = { id: string; failedLogins: number };

/**
 * A wrong password at the login or at the lock screen: one counter for both, so guessing
 * at an unlocked lock screen is no way round the lockout. At the limit the account locks
 * for LOGIN_LOCK_MINUTES and every session of the officer ends. Answers true when this
 * failure locked it.
 */
export const countFailure = async (
  app: FastifyInstance,
  request: FastifyRequest,
  tx: Tx,
  orgId: string,
  officer: Officer,
): Promise<boolean> => {
  const failures = officer.failedLogins + 1;
  const lock = failures >= app.config.loginMaxFailures;
  await tx
    .update(officers)
    .set(
      lock
        ? {
            failedLogins: 0,
            lockedUntil: new Date(Date.now() + app.config.loginLockMinutes * 60_000),
          }
        : { failedLogins: failures },
    )
    .where(and(eq(officers.orgId, orgId), eq(officers.id, officer.id)));
  if (!lock) return false;
  await revokeOfficerSessions(tx, orgId, officer.id);
  await audit(tx, request, orgId, {
    action: 'officer.locked',
    entity: 'officer',
    entityId: officer.id,
    reason: 'too many wrong passwords',
  });
  return true;
};

export const isLocked = (officer: { lockedUntil: Date | null }) =>
  officer.lockedUntil !== null && officer.lockedUntil.getTime() > Date.now();
