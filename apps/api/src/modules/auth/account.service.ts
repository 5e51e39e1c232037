import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import type { profileUpdateBody, registerBody } from '@prapa/contracts';
import { accessRequests, officers, passwordResets } from '../../db/schema/index.ts';
import { withSystem, withTenant, type Tx } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { sendMail } from '../../lib/mailer.ts';
import { countFailure, isLocked } from './lockout.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, newOpaqueToken } from '../../lib/tokens.ts';
import { orgOfOpaqueToken } from '../../lib/uuid.ts';
import {
  findActiveOrg,
  findOfficerByLogin,
  revokeOfficerSessions,
  revokeOtherSessions,
} from './auth.repo.ts';

const RESET_HOURS = 24;

const activeOrgOrNotFound = async (app: FastifyInstance, orgId: string) => {
  const org = await withSystem(app.database.db, (tx) => findActiveOrg(tx, orgId));
  if (!org) throw new AppError('NOT_FOUND');
  return org.id;
};

/** spec POST /api/auth/register: a request for an admin to decide; never a login. */
export const register = async (
  app: FastifyInstance,
  request: FastifyRequest,
  body: z.infer<typeof registerBody>,
) => {
  const orgId = await activeOrgOrNotFound(app, body.org_id);
  const username = body.username.toLowerCase();
  const passwordHash = await hashPassword(body.password);
  return withTenant(app.database.db, orgId, async (tx) => {
    const [taken] = await tx
      .select({ id: officers.id })
      .from(officers)
      .where(and(eq(officers.orgId, orgId), eq(officers.username, username)));
    const [pending] = await tx
      .select({ id: accessRequests.id })
      .from(accessRequests)
      .where(
        and(
          eq(accessRequests.orgId, orgId),
          eq(accessRequests.username, username),
          eq(accessRequests.status, 'pending'),
        ),
      );
    if (taken || pending)
      throw new AppError('DUPLICATE_USERNAME', {
        errors: [{ path: 'username', message: 'errors:DUPLICATE_USERNAME' }],
      });
    const [row] = await tx
      .insert(accessRequests)
      .values({
        orgId,
        displayName: body.displayName,
        email: body.email.toLowerCase(),
        username,
        phone: body.phone ?? null,
        note: body.note ?? null,
        passwordHash,
      })
      .returning({ id: accessRequests.id, status: accessRequests.status });
    await audit(tx, request, orgId, {
      action: 'access_request.create',
      entity: 'access_request',
      entityId: row?.id,
      after: { displayName: body.displayName, username, email: body.email },
    });
    return row!;
  });
};

/** Makes a one-time link for a reset request; the caller has checked who may. */
export const issueResetLink = async (
  app: FastifyInstance,
  tx: Tx,
  orgId: string,
  resetId: string,
  issuedBy: string | null,
) => {
  const token = newOpaqueToken(orgId);
  const expiresAt = new Date(Date.now() + RESET_HOURS * 3_600_000);
  const [row] = await tx
    .update(passwordResets)
    .set({
      status: 'issued',
      tokenHash: hashToken(token),
      issuedAt: new Date(),
      issuedBy,
      expiresAt,
    })
    .where(and(eq(passwordResets.orgId, orgId), eq(passwordResets.id, resetId)))
    .returning({ id: passwordResets.id });
  if (!row) throw new AppError('NOT_FOUND');
  const base = app.config.publicUrl ?? '';
  return {
    token,
    url: `${base}/pages/reset-password?token=${encodeURIComponent(token)}`,
    expiresAt: expiresAt.toISOString(),
  };
};

/**
 * Forgot password: with SMTP the link goes to the officer's e-mail; without it the
 * request waits for the organisation's admins. The answer never says whether the
 * account exists.
 */
export const forgotPassword = async (
  app: FastifyInstance,
  request: FastifyRequest,
  body: { org_id: string; username: string },
) => {
  const org = await withSystem(app.database.db, (tx) => findActiveOrg(tx, body.org_id));
  if (!org) return;
  const mail = await withTenant(app.database.db, org.id, async (tx) => {
    const officer = await findOfficerByLogin(tx, org.id, body.username);
    if (!officer || !officer.active) return null;
    const [reset] = await tx
      .insert(passwordResets)
      .values({ orgId: org.id, officerId: officer.id })
      .returning({ id: passwordResets.id });
    await audit(tx, request, org.id, {
      action: 'password_reset.request',
      entity: 'officer',
      entityId: officer.id,
    });
    if (!app.config.smtpUrl || !officer.email || !reset) return null;
    const link = await issueResetLink(app, tx, org.id, reset.id, null);
    return { to: officer.email, name: officer.fullName, link };
  });
  if (mail) {
    await sendMail(app.config, {
      to: mail.to,
      subject: 'ตั้งรหัสผ่านใหม่ / Reset your Prapa password',
      text: `เรียน ${mail.name}\n\nกรุณาเปิดลิงก์นี้เพื่อตั้งรหัสผ่านใหม่ (ใช้ได้ครั้งเดียว ภายใน ${RESET_HOURS} ชั่วโมง):\n${mail.link.url}\n\nOpen this link to set a new password (one use, within ${RESET_HOURS} hours).`,
    }).catch((err: unknown) => request.log.error({ err }, 'reset mail failed'));
  }
};

export const resetPassword = async (
  app: FastifyInstance,
  request: FastifyRequest,
  body: { token: string; password: string },
) => {
  const orgId = orgOfOpaqueToken(body.token);
  if (!orgId) throw new AppError('RESET_TOKEN_INVALID');
  const passwordHash = await hashPassword(body.password);
  await withTenant(app.database.db, orgId, async (tx) => {
    const [reset] = await tx
      .select()
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(body.token)),
          eq(passwordResets.status, 'issued'),
          gt(passwordResets.expiresAt, new Date()),
        ),
      );
    if (!reset) throw new AppError('RESET_TOKEN_INVALID');
    await tx
      .update(passwordResets)
      .set({ status: 'used', usedAt: new Date() })
      .where(eq(passwordResets.id, reset.id));
    await tx
      .update(officers)
      .set({
        passwordHash,
        passwordChangedAt: new Date(),
        failedLogins: 0,
        lockedUntil: null,
        updatedAt: new Date(),
      })
      .where(and(eq(officers.orgId, orgId), eq(officers.id, reset.officerId)));
    await revokeOfficerSessions(tx, orgId, reset.officerId);
    await audit(tx, request, orgId, {
      action: 'password_reset.use',
      entity: 'officer',
      entityId: reset.officerId,
    });
  });
};

const ownOfficer = async (tx: Tx, orgId: string, officerId: string) => {
  const [officer] = await tx
    .select()
    .from(officers)
    .where(and(eq(officers.orgId, orgId), eq(officers.id, officerId)));
  if (!officer) throw new AppError('UNAUTHENTICATED');
  return officer;
};

export const changePassword = async (
  app: FastifyInstance,
  request: FastifyRequest,
  body: { currentPassword: string; newPassword: string },
) => {
  const actor = request.actor!;
  await withTenant(app.database.db, actor.homeOrgId, async (tx) => {
    const officer = await ownOfficer(tx, actor.homeOrgId, actor.officerId);
    if (!(await verifyPassword(body.currentPassword, officer.passwordHash))) {
      throw new AppError('PASSWORD_WRONG', {
        errors: [{ path: 'currentPassword', message: 'errors:PASSWORD_WRONG' }],
      });
    }
    await tx
      .update(officers)
      .set({
        passwordHash: await hashPassword(body.newPassword),
        passwordChangedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(officers.orgId, actor.homeOrgId), eq(officers.id, actor.officerId)));
    // OWASP ASVS 3.3.3: a new password ends every other session of the officer; this one stays.
    await revokeOtherSessions(tx, actor.homeOrgId, actor.officerId, actor.familyId);
    await audit(tx, request, actor.homeOrgId, {
      action: 'officer.change_password',
      entity: 'officer',
      entityId: actor.officerId,
    });
  });
};

/** The lock screen: the same officer proves they are still at the keyboard. */
export const unlock = async (app: FastifyInstance, request: FastifyRequest, password: string) => {
  const actor = request.actor!;
  // The failure count must be committed even though the answer is an error.
  const outcome = await withTenant(app.database.db, actor.homeOrgId, async (tx) => {
    const officer = await ownOfficer(tx, actor.homeOrgId, actor.officerId);
    if (isLocked(officer)) return 'locked';
    if (await verifyPassword(password, officer.passwordHash)) {
      if (officer.failedLogins > 0) {
        await tx
          .update(officers)
          .set({ failedLogins: 0 })
          .where(and(eq(officers.orgId, actor.homeOrgId), eq(officers.id, actor.officerId)));
      }
      return 'ok';
    }
    return (await countFailure(app, request, tx, actor.homeOrgId, officer)) ? 'locked' : 'wrong';
  });
  if (outcome === 'locked') {
    throw new AppError('ACCOUNT_LOCKED', { vars: { minutes: app.config.loginLockMinutes } });
  }
  if (outcome === 'wrong')
    throw new AppError('PASSWORD_WRONG', {
      errors: [{ path: 'password', message: 'errors:PASSWORD_WRONG' }],
    });
};

export const updateProfile = async (
  app: FastifyInstance,
  request: FastifyRequest,
  body: z.infer<typeof profileUpdateBody>,
) => {
  const actor = request.actor!;
  await withTenant(app.database.db, actor.homeOrgId, async (tx) => {
    const before = await ownOfficer(tx, actor.homeOrgId, actor.officerId);
    const patch = {
      ...(body.language ? { language: body.language } : {}),
      ...(body.layout ? { layout: body.layout } : {}),
      ...(body.email !== undefined ? { email: body.email || null } : {}),
      ...(body.phone !== undefined ? { phone: body.phone || null } : {}),
      updatedAt: new Date(),
    };
    await tx
      .update(officers)
      .set(patch)
      .where(and(eq(officers.orgId, actor.homeOrgId), eq(officers.id, actor.officerId)));
    await audit(tx, request, actor.homeOrgId, {
      action: 'officer.update_profile',
      entity: 'officer',
      entityId: actor.officerId,
      before: {
        language: before.language,
        layout: before.layout,
        email: before.email,
        phone: before.phone,
      },
      after: patch,
    });
  });
};
