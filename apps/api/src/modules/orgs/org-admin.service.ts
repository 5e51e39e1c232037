import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { createOrgBody, ListQuery } from '@prapa/contracts';
import { withSystem } from '../../db/tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { exportWindow, pageOf } from '../../lib/list-query.ts';
import { uniqueViolation } from '../../lib/actor-tenant.ts';
import { actorOf } from '../../plugins/auth.ts';
import { listOrgs, revokeOrgSessions, setOrgActive } from './org-admin.repo.ts';
import { createOrganisation, duplicateCode } from './org-create.ts';
import { findOrg, toOrganisation, updateOrgSettings, type OrgSettings } from './org.repo.ts';

// Cross-organisation administration (IT department): system transactions, and every
// write audited in the organisation it changed.

export const listAllOrgs = (app: FastifyInstance, query: ListQuery) =>
  withSystem(app.database.db, (tx) => listOrgs(tx, query, pageOf(query)));

export const exportAllOrgs = async (app: FastifyInstance, query: ListQuery) =>
  (await withSystem(app.database.db, (tx) => listOrgs(tx, query, exportWindow))).items;

export const createOrg = async (
  app: FastifyInstance,
  request: FastifyRequest,
  body: z.output<typeof createOrgBody>,
) => {
  try {
    const { org } = await withSystem(app.database.db, (tx) =>
      createOrganisation(
        tx,
        request,
        { code: body.code, nameTh: body.nameTh, nameEn: body.nameEn, kind: body.kind },
        [{ ...body.admin, position: 'manager', role: 'admin' }],
      ),
    );
    return toOrganisation(org);
  } catch (err) {
    if (uniqueViolation(err) === 'organisations_code_unique') throw duplicateCode();
    throw err;
  }
};

export const getOrg = async (app: FastifyInstance, id: string) => {
  const row = await withSystem(app.database.db, (tx) => findOrg(tx, id));
  if (!row) throw notFound();
  return toOrganisation(row);
};

export const updateOrg = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  fields: OrgSettings,
) =>
  withSystem(app.database.db, async (tx) => {
    const before = await findOrg(tx, id);
    if (!before) throw notFound();
    const after = await updateOrgSettings(tx, id, fields);
    if (!after) throw notFound();
    await audit(tx, request, id, {
      action: 'organisation.update',
      entity: 'organisation',
      entityId: id,
      before: toOrganisation(before),
      after: toOrganisation(after),
    });
    return toOrganisation(after);
  });

export const setOrgActivity = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  active: boolean,
) => {
  if (!active && id === actorOf(request).homeOrgId) throw new AppError('CANNOT_DEACTIVATE_SELF');
  return withSystem(app.database.db, async (tx) => {
    const before = await findOrg(tx, id);
    if (!before) throw notFound();
    const after = await setOrgActive(tx, id, active);
    if (!after) throw notFound();
    if (!active) await revokeOrgSessions(tx, id);
    await audit(tx, request, id, {
      action: active ? 'organisation.activate' : 'organisation.deactivate',
      entity: 'organisation',
      entityId: id,
      before: { active: before.active },
      after: { active: after.active },
    });
    return toOrganisation(after);
  });
};
