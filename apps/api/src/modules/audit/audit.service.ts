import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inActorOrg } from '../../lib/actor-tenant.ts';
import { exportWindow, pageOf } from '../../lib/list-query.ts';
import { listAudit, type AuditFilters } from './audit.repo.ts';

export const listOfAudit = (app: FastifyInstance, request: FastifyRequest, query: AuditFilters) =>
  inActorOrg(app, request, ({ tx, orgId }) => listAudit(tx, orgId, query, pageOf(query)));

export const exportAudit = async (
  app: FastifyInstance,
  request: FastifyRequest,
  query: AuditFilters,
) =>
  (await inActorOrg(app, request, ({ tx, orgId }) => listAudit(tx, orgId, query, exportWindow)))
    .items;
