import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EntitlementSummary } from '@prapa/contracts';
import { inActorOrg, inActorOrgRead } from '../../lib/actor-tenant.ts';
import { exportWindow, pageOf } from '../../lib/list-query.ts';
import { todayInBangkok } from '../water-users/water-user-rows.ts';
import {
  entitledPerScheme,
  listEntitlementRegister,
  type EntitlementRegisterFilters,
} from './discount-entitlements.repo.ts';

// Read-only: entitlements are written on the water user's record (water-users module),
// where each change lands in that connection's audit trail.

export const listOfEntitlements = (
  app: FastifyInstance,
  request: FastifyRequest,
  q: EntitlementRegisterFilters,
) =>
  inActorOrg(app, request, ({ tx, orgId }) =>
    listEntitlementRegister(tx, orgId, q, pageOf(q), todayInBangkok()),
  );

export const exportOfEntitlements = async (
  app: FastifyInstance,
  request: FastifyRequest,
  q: EntitlementRegisterFilters,
) =>
  (
    await inActorOrgRead(app, request, ({ tx, orgId }) =>
      listEntitlementRegister(tx, orgId, q, exportWindow, todayInBangkok()),
    )
  ).items;

export const summaryOfEntitlements = (
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<EntitlementSummary> => {
  const today = todayInBangkok();
  return inActorOrg(app, request, async ({ tx, orgId }) => ({
    today,
    ...(await entitledPerScheme(tx, orgId, today)),
  }));
};
