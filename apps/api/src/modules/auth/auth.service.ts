import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import type { LoginBody, LoginData } from '@prapa/contracts';
import { officers, refreshSessions } from '../../db/schema/index.ts';
import { withSystem, withTenant, type Tx } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit, auditBy } from '../../lib/audit.ts';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, newOpaqueToken } from '../../lib/tokens.ts';
import { orgOfOpaqueToken } from '../../lib/uuid.ts';
import {
  findActiveOrg,
  findOfficerByLogin,
  findRefreshSession,
  revokeFamily,
} from './auth.repo.ts';
import { countFailure, isLocked } from './lockout.ts';
import { loadSessionUser } from './session-user.ts';

// A rotated token presented again within this window is a race between two tabs, not
// theft: refuse it, but do not revoke the family.
const REUSE_GRACE_MS = 10_000;

export type IssuedSession = LoginData & { refreshToken: string; refreshExpires: Date };

const createRefresh = async (
  app: FastifyInstance,
  tx: Tx,
  request: FastifyRequest,
  s: { orgId: string; officerId: string; familyId: string; actingOrgId: string | null },
) => {
  const refreshToken = newOpaqueToken(s.orgId);
  const refreshExpires = new Date(Date.now() + app.config.refreshTokenDays * 86_400_000);
  await tx.insert(refreshSessions).values({
    orgId: s.orgId,
    officerId: s.officerId,
    familyId: s.familyId,
    actingOrgId: s.actingOrgId,
    tokenHash: hashToken(refreshToken),
    expiresAt: refreshExpires,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    ip: request.ip,
  });
  return { refreshToken, refreshExpires };
};

const issueAccess = async (
  app: FastifyInstance,
  s: { orgId: string; officerId: string; familyId: string; actingOrgId: string | null },
): Promise<LoginData> => {
  const { user } = await loadSessionUser(app.database.db, s.orgId, s.officerId, s.actingOrgId);
  const access = await app.tokens.sign({
    officerId: user.id,
    orgId: user.org_id,
    homeOrgId: s.orgId,
    role: user.role,
    position: user.position,
    familyId: s.familyId,
  });
  return {
    tokens: { access: { token: access.token, expires: access.expires.toISOString() } },
    user,
  };
};

type LoginOutcome =
  | {
      kind: 'ok';
      officerId: string;
      refresh: { refreshToken: string; refreshExpires: Date };
      familyId: string;
    }
  | { kind: 'failed' };

export const login = async (
  app: FastifyInstance,
  request: FastifyRequest,
  body: LoginBody,
): Promise<IssuedSession> => {
  const { db } = app.database;
  const org = await withSystem(db, (tx) => findActiveOrg(tx, body.org_id));
  if (!org) {
    await burnPasswordCheck(body.password);
    throw new AppError('LOGIN_FAILED');
  }
  // The failure count must be committed even though the answer is an error.
  const outcome = await withTenant(db, org.id, async (tx): Promise<LoginOutcome> => {
    const officer = await findOfficerByLogin(tx, org.id, body.username);
    if (!officer || !officer.active) {
      await burnPasswordCheck(body.password);
      return { kind: 'failed' };
    }
    // A locked account answers exactly as a wrong password does (and takes as long), so
    // the answer never tells whether the username exists; the login page says what
    // repeated failures do.
    if (isLocked(officer)) {
      await burnPasswordCheck(body.password);
      return { kind: 'failed' };
    }
    if (!(await verifyPassword(body.password, officer.passwordHash))) {
      await countFailure(app, request, tx, org.id, officer);
      return { kind: 'failed' };
    }
    await tx
      .update(officers)
      .set({ failedLogins: 0, lockedUntil: null, lastLoginAt: new Date() })
      .where(and(eq(officers.orgId, org.id), eq(officers.id, officer.id)));
    const familyId = randomUUID();
    const refresh = await createRefresh(app, tx, request, {
      orgId: org.id,
      officerId: officer.id,
      familyId,
      actingOrgId: null,
    });
    request.actor = {
      officerId: officer.id,
      orgId: org.id,
      homeOrgId: org.id,
      role: officer.role,
      position: officer.position,
      familyId,
    };
    await audit(tx, request, org.id, {
      action: 'auth.login',
      entity: 'officer',
      entityId: officer.id,
    });
    return { kind: 'ok', officerId: officer.id, refresh, familyId };
  });
  if (outcome.kind === 'failed') throw new AppError('LOGIN_FAILED');
  return {
    ...(await issueAccess(app, {
      orgId: org.id,
      officerId: outcome.officerId,
      familyId: outcome.familyId,
      actingOrgId: null,
    })),
    ...outcome.refresh,
  };
};

type RefreshOutcome =
  | {
      kind: 'ok';
      officerId: string;
      familyId: string;
      actingOrgId: string | null;
      refresh: { refreshToken: string; refreshExpires: Date };
    }
  | { kind: 'invalid' };

export const refresh = async (
  app: FastifyInstance,
  request: FastifyRequest,
  token: string | undefined,
): Promise<IssuedSession> => {
  const orgId = token ? orgOfOpaqueToken(token) : null;
  if (!token || !orgId) throw new AppError('REFRESH_INVALID');
  const outcome = await withTenant(app.database.db, orgId, async (tx): Promise<RefreshOutcome> => {
    const row = await findRefreshSession(tx, hashToken(token));
    if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return { kind: 'invalid' };
    if (row.rotatedAt) {
      if (Date.now() - row.rotatedAt.getTime() > REUSE_GRACE_MS) {
        await revokeFamily(tx, orgId, row.familyId);
        await audit(tx, request, orgId, {
          action: 'auth.refresh_reuse',
          entity: 'officer',
          entityId: row.officerId,
          reason: 'a rotated refresh token was presented again; its family was revoked',
        });
      }
      return { kind: 'invalid' };
    }
    const [officer] = await tx
      .select({ active: officers.active })
      .from(officers)
      .where(and(eq(officers.orgId, orgId), eq(officers.id, row.officerId)));
    if (!officer?.active) return { kind: 'invalid' };
    await tx
      .update(refreshSessions)
      .set({ rotatedAt: new Date() })
      .where(eq(refreshSessions.id, row.id));
    const next = await createRefresh(app, tx, request, {
      orgId,
      officerId: row.officerId,
      familyId: row.familyId,
      actingOrgId: row.actingOrgId,
    });
    return {
      kind: 'ok',
      officerId: row.officerId,
      familyId: row.familyId,
      actingOrgId: row.actingOrgId,
      refresh: next,
    };
  });
  if (outcome.kind === 'invalid') throw new AppError('REFRESH_INVALID');
  return {
    ...(await issueAccess(app, {
      orgId,
      officerId: outcome.officerId,
      familyId: outcome.familyId,
      actingOrgId: outcome.actingOrgId,
    })),
    ...outcome.refresh,
  };
};

/**
 * Ends a session. A signed-in caller ends its own (a refresh cookie of another
 * organisation is not its to end, and is ignored); with only the cookie, the cookie's
 * session ends, recorded as its officer's.
 */
export const logout = async (
  app: FastifyInstance,
  request: FastifyRequest,
  token: string | undefined,
) => {
  const actor = request.actor;
  const cookieOrg = token ? orgOfOpaqueToken(token) : null;
  const orgId = actor?.homeOrgId ?? cookieOrg;
  if (!orgId) return;
  await withTenant(app.database.db, orgId, async (tx) => {
    const row =
      token && cookieOrg === orgId ? await findRefreshSession(tx, hashToken(token)) : null;
    const officerId = actor?.officerId ?? row?.officerId;
    const familyId = actor?.familyId ?? row?.familyId;
    if (!familyId || !officerId) return;
    if (row && row.familyId !== familyId && row.officerId === officerId) {
      await revokeFamily(tx, orgId, row.familyId);
    }
    await revokeFamily(tx, orgId, familyId);
    await auditBy(tx, { actor: { officerId, homeOrgId: orgId }, ip: request.ip ?? null }, orgId, {
      action: 'auth.logout',
      entity: 'officer',
      entityId: officerId,
    });
  });
};

/** An IT officer administers another organisation (or returns home with null); audited in both. */
export const switchOrg = async (
  app: FastifyInstance,
  request: FastifyRequest,
  target: string | null,
): Promise<LoginData> => {
  const actor = request.actor;
  if (!actor) throw new AppError('UNAUTHENTICATED');
  const acting = target && target !== actor.homeOrgId ? target : null;
  if (acting) {
    const exists = await withSystem(app.database.db, (tx) => findActiveOrg(tx, acting));
    if (!exists) throw new AppError('NOT_FOUND');
  }
  await withTenant(app.database.db, actor.homeOrgId, async (tx) => {
    await tx
      .update(refreshSessions)
      .set({ actingOrgId: acting })
      .where(
        and(
          eq(refreshSessions.orgId, actor.homeOrgId),
          eq(refreshSessions.familyId, actor.familyId),
          isNull(refreshSessions.revokedAt),
        ),
      );
    await audit(tx, request, actor.homeOrgId, {
      action: 'auth.switch_org',
      entity: 'organisation',
      entityId: acting ?? actor.homeOrgId,
      after: { actingOrgId: acting },
    });
  });
  if (acting) {
    await withTenant(app.database.db, acting, (tx) =>
      audit(tx, request, acting, {
        action: 'auth.admin_enter',
        entity: 'organisation',
        entityId: acting,
      }),
    );
  }
  return issueAccess(app, {
    orgId: actor.homeOrgId,
    officerId: actor.officerId,
    familyId: actor.familyId,
    actingOrgId: acting,
  });
};
