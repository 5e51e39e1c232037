import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withTenant } from '../../db/tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { actorOf } from '../../plugins/auth.ts';
import { findOrg, toOrganisation, updateOrgSettings, type OrgSettings } from './org.repo.ts';

/** /org: the organisation the caller acts on (an IT officer's may be another one). */
export const getOwnOrg = async (app: FastifyInstance, request: FastifyRequest) => {
  const { orgId } = actorOf(request);
  const row = await withTenant(app.database.db, orgId, (tx) => findOrg(tx, orgId));
  if (!row) throw notFound();
  return toOrganisation(row);
};

export const updateOwnOrg = async (
  app: FastifyInstance,
  request: FastifyRequest,
  fields: OrgSettings,
) => {
  const { orgId } = actorOf(request);
  return withTenant(app.database.db, orgId, async (tx) => {
    const before = await findOrg(tx, orgId);
    if (!before) throw notFound();
    const after = await updateOrgSettings(tx, orgId, fields);
    if (!after) throw notFound();
    await audit(tx, request, orgId, {
      action: 'organisation.update',
      entity: 'organisation',
      entityId: orgId,
      before: toOrganisation(before),
      after: toOrganisation(after),
    });
    return toOrganisation(after);
  });
};
