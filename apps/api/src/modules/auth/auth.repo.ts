import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { officers, organisations, refreshSessions } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { isUuid } from '../../lib/uuid.ts';

/** Login names the organisation by id (the picker) or by code (API clients, DEMO). */
export const findActiveOrg = async (tx: Tx, idOrCode: string) => {
  const [org] = await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(
      and(
        eq(organisations.active, true),
        isUuid(idOrCode)
          ? eq(organisations.id, idOrCode)
          : eq(organisations.code, idOrCode.toUpperCase()),
      ),
    );
  return org ?? null;
};

export const findOfficerByLogin = async (tx: Tx, orgId: string, login: string) => {
  const name = login.trim().toLowerCase();
  const [row] = await tx
    .select()
    .from(officers)
    .where(
      and(
        eq(officers.orgId, orgId),
        or(eq(officers.username, name), eq(sql`lower(${officers.email})`, name)),
      ),
    )
    .limit(1);
  return row ?? null;
};

export const findRefreshSession = async (tx: Tx, tokenHash: string) => {
  const [row] = await tx
    .select()
    .from(refreshSessions)
    .where(eq(refreshSessions.tokenHash, tokenHash));
  return row ?? null;
};

export const revokeFamily = (tx: Tx, orgId: string, familyId: string) =>
  tx
    .update(refreshSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshSessions.orgId, orgId),
        eq(refreshSessions.familyId, familyId),
        isNull(refreshSessions.revokedAt),
      ),
    );

export const revokeOfficerSessions = (tx: Tx, orgId: string, officerId: string) =>
  tx
    .update(refreshSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshSessions.orgId, orgId),
        eq(refreshSessions.officerId, officerId),
        isNull(refreshSessions.revokedAt),
      ),
    );

/** Every session of the officer but the one in use (a password change keeps the device it was made on). */
export const revokeOtherSessions = (
  tx: Tx,
  orgId: string,
  officerId: string,
  keepFamilyId: string,
) =>
  tx
    .update(refreshSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshSessions.orgId, orgId),
        eq(refreshSessions.officerId, officerId),
        ne(refreshSessions.familyId, keepFamilyId),
        isNull(refreshSessions.revokedAt),
      ),
    );
