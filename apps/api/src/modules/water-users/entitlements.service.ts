import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { entitlementInput } from '@prapa/contracts';
import type { Tx } from '../../db/tenant.ts';
import { inActorOrg } from '../../lib/actor-tenant.ts';
import { fieldError, notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import {
  deleteEntitlement,
  findEntitlement,
  insertEntitlement,
  listEntitlements,
  overlapsEntitlement,
  updateEntitlement,
} from './entitlements.repo.ts';
import { assertScheme } from './water-user-rules.ts';
import { mustFindWaterUser, WATER_USER_ENTITY } from './water-users.service.ts';

type EntitlementBody = z.output<typeof entitlementInput>;

export const entitlementsOf = (app: FastifyInstance, request: FastifyRequest, userId: string) =>
  inActorOrg(app, request, async ({ tx, orgId }) => {
    await mustFindWaterUser(tx, orgId, userId);
    return listEntitlements(tx, orgId, userId);
  });

const assertNoOverlap = async (
  tx: Tx,
  orgId: string,
  userId: string,
  body: EntitlementBody,
  exceptId?: string,
) => {
  if (await overlapsEntitlement(tx, orgId, userId, body, exceptId)) {
    throw fieldError('CONFLICT', 'validFrom', 'validation:entitlementOverlap');
  }
};

const mustFindEntitlement = async (tx: Tx, orgId: string, userId: string, id: string) => {
  const found = await findEntitlement(tx, orgId, userId, id);
  if (!found) throw notFound();
  return found;
};

export const createEntitlement = (
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string,
  body: EntitlementBody,
) =>
  inActorOrg(app, request, async ({ tx, orgId }) => {
    await mustFindWaterUser(tx, orgId, userId);
    await assertScheme(tx, orgId, body.schemeId);
    await assertNoOverlap(tx, orgId, userId, body);
    const id = await insertEntitlement(tx, orgId, userId, body);
    const after = await mustFindEntitlement(tx, orgId, userId, id);
    await audit(tx, request, orgId, {
      action: 'water_user.entitlement.create',
      entity: WATER_USER_ENTITY,
      entityId: userId,
      after,
    });
    return after;
  });

export const updateEntitlementById = (
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string,
  id: string,
  body: EntitlementBody,
) =>
  inActorOrg(app, request, async ({ tx, orgId }) => {
    const before = await mustFindEntitlement(tx, orgId, userId, id);
    await assertScheme(tx, orgId, body.schemeId, before.schemeId);
    await assertNoOverlap(tx, orgId, userId, body, id);
    await updateEntitlement(tx, orgId, id, body);
    const after = await mustFindEntitlement(tx, orgId, userId, id);
    await audit(tx, request, orgId, {
      action: 'water_user.entitlement.update',
      entity: WATER_USER_ENTITY,
      entityId: userId,
      before,
      after,
    });
    return after;
  });

export const deleteEntitlementById = (
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string,
  id: string,
) =>
  inActorOrg(app, request, async ({ tx, orgId }) => {
    const before = await mustFindEntitlement(tx, orgId, userId, id);
    await deleteEntitlement(tx, orgId, id);
    await audit(tx, request, orgId, {
      action: 'water_user.entitlement.delete',
      entity: WATER_USER_ENTITY,
      entityId: userId,
      before,
    });
    return before;
  });
