import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inActorOrg, inActorOrgRead } from '../../lib/actor-tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { exportWindow, pageOf } from '../../lib/list-query.ts';
import { issueResetLink } from '../auth/account.service.ts';
import { assertMayManage } from '../officers/officer-rules.ts';
import {
  findPasswordReset,
  listPasswordResets,
  type PasswordResetFilters,
} from './password-resets.repo.ts';

export const listOfPasswordResets = (
  app: FastifyInstance,
  request: FastifyRequest,
  query: PasswordResetFilters,
) =>
  inActorOrg(app, request, ({ tx, orgId }) => listPasswordResets(tx, orgId, query, pageOf(query)));

export const exportPasswordResets = async (
  app: FastifyInstance,
  request: FastifyRequest,
  query: PasswordResetFilters,
) =>
  (
    await inActorOrgRead(app, request, ({ tx, orgId }) =>
      listPasswordResets(tx, orgId, query, exportWindow),
    )
  ).items;

/**
 * Without SMTP an admin hands the officer a one-time link. Issuing again replaces the
 * earlier link; a used or expired request is closed.
 */
export const issuePasswordReset = (app: FastifyInstance, request: FastifyRequest, id: string) =>
  inActorOrg(app, request, async ({ tx, orgId, actor }) => {
    const reset = await findPasswordReset(tx, orgId, id);
    if (!reset) throw notFound();
    if (reset.status !== 'pending' && reset.status !== 'issued') {
      throw new AppError('REQUEST_ALREADY_DECIDED');
    }
    assertMayManage(actor, reset.position);
    const link = await issueResetLink(app, tx, orgId, id, actor.officerId);
    await audit(tx, request, orgId, {
      action: 'password_reset.issue',
      entity: 'officer',
      entityId: reset.officerId,
      after: { passwordResetId: id, expiresAt: link.expiresAt },
    });
    return link;
  });
