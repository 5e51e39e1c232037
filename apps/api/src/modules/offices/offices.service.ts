import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ListQuery, Office, officeInput, officeUpdate } from '@prapa/contracts';
import type { Tx } from '../../db/tenant.ts';
import { inActorOrg, inActorOrgRead } from '../../lib/actor-tenant.ts';
import { fieldError, notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { exportWindow, pageOf } from '../../lib/list-query.ts';
import { codeTaken, findOffice, insertOffice, listOffices, updateOffice } from './offices.repo.ts';

type OfficeBody = z.output<typeof officeInput>;

const duplicateCode = () => fieldError('DUPLICATE_CODE', 'code', 'validation:duplicateCode');

const inOrg = <T>(
  app: FastifyInstance,
  request: FastifyRequest,
  fn: (tx: Tx, orgId: string) => Promise<T>,
) =>
  inActorOrg(app, request, ({ tx, orgId }) => fn(tx, orgId), { offices_org_code: duplicateCode });

const mustFind = async (tx: Tx, orgId: string, id: string) => {
  const office = await findOffice(tx, orgId, id);
  if (!office) throw notFound();
  return office;
};

export const listOfOffices = (app: FastifyInstance, request: FastifyRequest, query: ListQuery) =>
  inOrg(app, request, (tx, orgId) => listOffices(tx, orgId, query, pageOf(query)));

export const exportOffices = async (
  app: FastifyInstance,
  request: FastifyRequest,
  query: ListQuery,
) =>
  (
    await inActorOrgRead(app, request, ({ tx, orgId }) =>
      listOffices(tx, orgId, query, exportWindow),
    )
  ).items;

export const getOffice = (app: FastifyInstance, request: FastifyRequest, id: string) =>
  inOrg(app, request, (tx, orgId) => mustFind(tx, orgId, id));

export const createOffice = (app: FastifyInstance, request: FastifyRequest, body: OfficeBody) =>
  inOrg(app, request, async (tx, orgId) => {
    if (await codeTaken(tx, orgId, body.code)) throw duplicateCode();
    const id = await insertOffice(tx, orgId, body);
    const after = await mustFind(tx, orgId, id);
    await audit(tx, request, orgId, {
      action: 'office.create',
      entity: 'office',
      entityId: id,
      after,
    });
    return after;
  });

const change = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  action: string,
  patch: (before: Office, tx: Tx, orgId: string) => Promise<Partial<OfficeBody>>,
) =>
  inOrg(app, request, async (tx, orgId) => {
    const before = await mustFind(tx, orgId, id);
    await updateOffice(tx, orgId, id, await patch(before, tx, orgId));
    const after = await mustFind(tx, orgId, id);
    await audit(tx, request, orgId, { action, entity: 'office', entityId: id, before, after });
    return after;
  });

export const updateOfficeById = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  body: z.output<typeof officeUpdate>,
) =>
  change(app, request, id, 'office.update', async (_before, tx, orgId) => {
    if (await codeTaken(tx, orgId, body.code, id)) throw duplicateCode();
    return body;
  });

/** Offices are never deleted: officers and receipts point at them. */
export const setOfficeActive = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  active: boolean,
) =>
  change(app, request, id, active ? 'office.activate' : 'office.deactivate', async () => ({
    active,
  }));
