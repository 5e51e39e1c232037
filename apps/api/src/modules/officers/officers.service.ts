import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Officer, officerCreate, officerUpdate } from '@prapa/contracts';
import { inActorOrg, inActorOrgRead, type TenantCtx } from '../../lib/actor-tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { exportWindow, pageOf } from '../../lib/list-query.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { actorOf } from '../../plugins/auth.ts';
import { revokeOfficerSessions } from '../auth/auth.repo.ts';
import {
  assertMayManage,
  assertOffice,
  assertUsernameFree,
  duplicateUsername,
} from './officer-rules.ts';
import {
  findOfficer,
  insertOfficer,
  listOfficers,
  updateOfficer,
  type OfficerFilters,
  type OfficerPatch,
} from './officers.repo.ts';

type Ctx = TenantCtx;

const inOrg = <T>(app: FastifyInstance, request: FastifyRequest, fn: (ctx: Ctx) => Promise<T>) =>
  inActorOrg(app, request, fn, { officers_org_username: duplicateUsername });

const mustFind = async ({ tx, orgId }: Ctx, id: string) => {
  const officer = await findOfficer(tx, orgId, id);
  if (!officer) throw notFound();
  return officer;
};

const isSelf = ({ actor, orgId }: Ctx, id: string) =>
  actor.officerId === id && actor.homeOrgId === orgId;

export const listOfOfficers = (app: FastifyInstance, request: FastifyRequest, q: OfficerFilters) =>
  inOrg(app, request, ({ tx, orgId }) => listOfficers(tx, orgId, q, pageOf(q)));

export const exportOfficers = async (
  app: FastifyInstance,
  request: FastifyRequest,
  q: OfficerFilters,
) =>
  (await inActorOrgRead(app, request, ({ tx, orgId }) => listOfficers(tx, orgId, q, exportWindow)))
    .items;

export const getOfficer = (app: FastifyInstance, request: FastifyRequest, id: string) =>
  inOrg(app, request, (ctx) => mustFind(ctx, id));

export const createOfficer = async (
  app: FastifyInstance,
  request: FastifyRequest,
  body: z.output<typeof officerCreate>,
) => {
  assertMayManage(actorOf(request), body.position);
  const { password, ...fields } = body;
  const passwordHash = await hashPassword(password);
  return inOrg(app, request, async (ctx) => {
    const username = fields.username.toLowerCase();
    await assertUsernameFree(ctx.tx, ctx.orgId, username);
    await assertOffice(ctx.tx, ctx.orgId, fields.officeId);
    const id = await insertOfficer(ctx.tx, ctx.orgId, { ...fields, username, passwordHash });
    const after = await mustFind(ctx, id);
    await audit(ctx.tx, request, ctx.orgId, {
      action: 'officer.create',
      entity: 'officer',
      entityId: id,
      after,
    });
    return after;
  });
};

/** One audited change to one officer, with the rules every change shares. */
const change = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  action: string,
  patchOf: (before: Officer, ctx: Ctx) => Promise<OfficerPatch>,
) =>
  inOrg(app, request, async (ctx) => {
    const before = await mustFind(ctx, id);
    assertMayManage(ctx.actor, before.position);
    const patch = await patchOf(before, ctx);
    if (patch.active === false && before.active) {
      if (isSelf(ctx, id)) throw new AppError('CANNOT_DEACTIVATE_SELF');
      await revokeOfficerSessions(ctx.tx, ctx.orgId, id);
    }
    // A token carries the position and role it was made with: another officer whose
    // rights change signs in again and gets the new ones, rather than keep the old ones
    // to the token's expiry.
    const rightsChange =
      (patch.position !== undefined && patch.position !== before.position) ||
      (patch.role !== undefined && patch.role !== before.role);
    if (rightsChange && !isSelf(ctx, id)) await revokeOfficerSessions(ctx.tx, ctx.orgId, id);
    await updateOfficer(ctx.tx, ctx.orgId, id, patch);
    const after = await mustFind(ctx, id);
    await audit(ctx.tx, request, ctx.orgId, {
      action,
      entity: 'officer',
      entityId: id,
      before,
      after,
    });
    return after;
  });

export const updateOfficerById = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  body: z.output<typeof officerUpdate>,
) =>
  change(app, request, id, 'officer.update', async (before, ctx) => {
    assertMayManage(ctx.actor, body.position);
    await assertOffice(ctx.tx, ctx.orgId, body.officeId, before.officeId);
    return body;
  });

/** An admin sets a new password: sessions end, and a lockout is lifted. */
export const resetOfficerPassword = async (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  password: string,
) => {
  const passwordHash = await hashPassword(password);
  return change(app, request, id, 'officer.reset_password', async (_before, ctx) => {
    await revokeOfficerSessions(ctx.tx, ctx.orgId, id);
    return { passwordHash, passwordChangedAt: new Date(), failedLogins: 0, lockedUntil: null };
  });
};

export const unlockOfficer = (app: FastifyInstance, request: FastifyRequest, id: string) =>
  change(app, request, id, 'officer.unlock', async () => ({ failedLogins: 0, lockedUntil: null }));

export const setOfficerActive = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  active: boolean,
) =>
  change(app, request, id, active ? 'officer.activate' : 'officer.deactivate', async () => ({
    active,
  }));
