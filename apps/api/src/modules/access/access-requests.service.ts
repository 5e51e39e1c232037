import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { approveAccessBody } from '@prapa/contracts';
import { inActorOrg, inActorOrgRead, type TenantCtx } from '../../lib/actor-tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { exportWindow, pageOf } from '../../lib/list-query.ts';
import {
  assertMayManage,
  assertOffice,
  assertUsernameFree,
  duplicateUsername,
} from '../officers/officer-rules.ts';
import { insertOfficer } from '../officers/officers.repo.ts';
import {
  decideAccessRequest,
  findAccessRequest,
  listAccessRequests,
  lockAccessRequest,
  type AccessRequestFilters,
} from './access-requests.repo.ts';

type Ctx = TenantCtx;

const inOrg = <T>(app: FastifyInstance, request: FastifyRequest, fn: (ctx: Ctx) => Promise<T>) =>
  inActorOrg(app, request, fn, { officers_org_username: duplicateUsername });

export const listOfAccessRequests = (
  app: FastifyInstance,
  request: FastifyRequest,
  query: AccessRequestFilters,
) => inOrg(app, request, ({ tx, orgId }) => listAccessRequests(tx, orgId, query, pageOf(query)));

export const exportAccessRequests = async (
  app: FastifyInstance,
  request: FastifyRequest,
  query: AccessRequestFilters,
) =>
  (
    await inActorOrgRead(app, request, ({ tx, orgId }) =>
      listAccessRequests(tx, orgId, query, exportWindow),
    )
  ).items;

const pending = async ({ tx, orgId }: Ctx, id: string) => {
  const row = await lockAccessRequest(tx, orgId, id);
  if (!row) throw notFound();
  if (row.status !== 'pending') throw new AppError('REQUEST_ALREADY_DECIDED');
  return row;
};

/** The request as the list shows it. */
const decided = async ({ tx, orgId }: Ctx, id: string) => {
  const row = await findAccessRequest(tx, orgId, id);
  if (!row) throw notFound();
  return row;
};

export const getAccessRequest = (app: FastifyInstance, request: FastifyRequest, id: string) =>
  inOrg(app, request, (ctx) => decided(ctx, id));

/** Approval makes the login the applicant asked for, with the password they chose. */
export const approveAccessRequest = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  body: z.output<typeof approveAccessBody>,
) =>
  inOrg(app, request, async (ctx) => {
    const { tx, orgId, actor } = ctx;
    const row = await pending(ctx, id);
    assertMayManage(actor, body.position);
    await assertUsernameFree(tx, orgId, row.username);
    await assertOffice(tx, orgId, body.officeId);
    const officerId = await insertOfficer(tx, orgId, {
      username: row.username,
      passwordHash: row.passwordHash,
      fullName: row.displayName,
      email: row.email,
      phone: row.phone,
      position: body.position,
      role: body.role,
      officeId: body.officeId ?? null,
    });
    await decideAccessRequest(tx, orgId, id, {
      status: 'approved',
      decidedBy: actor.officerId,
      decidedAt: new Date(),
      officerId,
    });
    await audit(tx, request, orgId, {
      action: 'officer.create',
      entity: 'officer',
      entityId: officerId,
      after: { username: row.username, fullName: row.displayName, ...body, accessRequestId: id },
    });
    const after = await decided(ctx, id);
    await audit(tx, request, orgId, {
      action: 'access_request.approve',
      entity: 'access_request',
      entityId: id,
      before: { status: row.status },
      after,
    });
    return after;
  });

export const rejectAccessRequest = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  reason: string,
) =>
  inOrg(app, request, async (ctx) => {
    const row = await pending(ctx, id);
    await decideAccessRequest(ctx.tx, ctx.orgId, id, {
      status: 'rejected',
      decidedBy: ctx.actor.officerId,
      decidedAt: new Date(),
      reason,
    });
    const after = await decided(ctx, id);
    await audit(ctx.tx, request, ctx.orgId, {
      action: 'access_request.reject',
      entity: 'access_request',
      entityId: id,
      before: { status: row.status },
      after,
      reason,
    });
    return after;
  });
