import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { refreshSessions } from '../db/schema/index.ts';
import { withTenant, type Tx } from '../db/tenant.ts';
import type { Actor } from '../plugins/types.ts';

/** Whether a refresh family still has a session no one has revoked (a signed-in device). */
const familyIsLive = async (tx: Tx, orgId: string, familyId: string) => {
  const [row] = await tx
    .select({ id: refreshSessions.id })
    .from(refreshSessions)
    .where(
      and(
        eq(refreshSessions.orgId, orgId),
        eq(refreshSessions.familyId, familyId),
        isNull(refreshSessions.revokedAt),
      ),
    )
    .limit(1);
  return Boolean(row);
};

/**
 * An access token lives up to its expiry (15 minutes), longer than an officer may keep
 * what it grants: a session ended (officer deactivated, password reset, logged out,
 * organisation suspended) must stop answering at once. So each request asks whether the
 * token's refresh family is still live. A family found live is trusted for `trustMs`,
 * so the hot path reads the database once per signed-in device in that time; `forget`
 * (called after every successful write of this process) drops that trust, so this
 * process's own revocations act on the next request, and another process's within
 * `trustMs`.
 */
export type SessionCheck = {
  isLive: (actor: Actor) => Promise<boolean>;
  forget: () => void;
};

const MAX_TRUSTED = 10_000;

export const createSessionCheck = (db: Db, trustMs = 10_000): SessionCheck => {
  const trustedUntil = new Map<string, number>();
  return {
    async isLive(actor) {
      const now = Date.now();
      if ((trustedUntil.get(actor.familyId) ?? 0) > now) return true;
      const live = await withTenant(db, actor.homeOrgId, (tx) =>
        familyIsLive(tx, actor.homeOrgId, actor.familyId),
      );
      if (!live) {
        trustedUntil.delete(actor.familyId);
        return false;
      }
      if (trustedUntil.size >= MAX_TRUSTED) trustedUntil.clear();
      trustedUntil.set(actor.familyId, now + trustMs);
      return true;
    },
    forget: () => trustedUntil.clear(),
  };
};
