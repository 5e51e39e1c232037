import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { refreshSessions } from '../db/schema/index.ts';
import { withTenant, type Tx } from '../db/tenant.ts';
import type { Actor } from '../plugins/types.ts';

/**
 * Whether the token's refresh family still has a session no one has revoked, acting
 * where the token acts: in its home organisation (no acting organisation), or in the
 * organisation IT switched to. Switching elsewhere, or that organisation's suspension,
 * ends a token made for it.
 */
const familyIsLive = async (tx: Tx, actor: Actor) => {
  const [row] = await tx
    .select({ id: refreshSessions.id })
    .from(refreshSessions)
    .where(
      and(
        eq(refreshSessions.orgId, actor.homeOrgId),
        eq(refreshSessions.familyId, actor.familyId),
        isNull(refreshSessions.revokedAt),
        actor.orgId === actor.homeOrgId
          ? isNull(refreshSessions.actingOrgId)
          : eq(refreshSessions.actingOrgId, actor.orgId),
      ),
    )
    .limit(1);
  return Boolean(row);
};

/**
 * An access token lives up to its expiry (15 minutes), longer than an officer may keep
 * what it grants: a session ended (officer deactivated, password reset, logged out,
 * organisation suspended) must stop answering at once. So each request asks whether the
 * token's session is still live. A session found live is trusted for `trustMs`, so the
 * hot path reads the database once per signed-in device in that time; `forget` (called
 * after every write of this process that reached its handler, whatever its answer) drops
 * that trust, so this process's own revocations act on the next request, and another
 * process's within `trustMs`.
 */
export type SessionCheck = {
  isLive: (actor: Actor) => Promise<boolean>;
  forget: () => void;
};

const MAX_TRUSTED = 10_000;

export const createSessionCheck = (db: Db, trustMs = 10_000): SessionCheck => {
  const trustedUntil = new Map<string, number>();
  // A forget() while a lookup is under way may follow a revocation the lookup did not
  // see: its answer is then used once, not trusted.
  let generation = 0;
  return {
    async isLive(actor) {
      const key = `${actor.familyId}:${actor.orgId}`;
      const now = Date.now();
      if ((trustedUntil.get(key) ?? 0) > now) return true;
      const asked = generation;
      const live = await withTenant(db, actor.homeOrgId, (tx) => familyIsLive(tx, actor));
      if (!live) {
        trustedUntil.delete(key);
        return false;
      }
      if (asked !== generation) return true;
      if (trustedUntil.size >= MAX_TRUSTED) trustedUntil.clear();
      trustedUntil.set(key, now + trustMs);
      return true;
    },
    forget: () => {
      generation += 1;
      trustedUntil.clear();
    },
  };
};
