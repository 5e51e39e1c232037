import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inActorOrg, inActorOrgRead } from '../../lib/actor-tenant.ts';
import { exportWindow, pageOf } from '../../lib/list-query.ts';
import { actorOf } from '../../plugins/auth.ts';
import { auditChainReport } from './audit-chain.repo.ts';
import { listAudit, type AuditFilters } from './audit.repo.ts';

export const listOfAudit = (app: FastifyInstance, request: FastifyRequest, query: AuditFilters) =>
  inActorOrg(app, request, ({ tx, orgId }) => listAudit(tx, orgId, query, pageOf(query)));

export const exportAudit = async (
  app: FastifyInstance,
  request: FastifyRequest,
  query: AuditFilters,
) =>
  (await inActorOrgRead(app, request, ({ tx, orgId }) => listAudit(tx, orgId, query, exportWindow)))
    .items;

/** The organisation's audit chain checked end to end, for the auditor (issue 23). */
export const verifyAudit = (app: FastifyInstance, request: FastifyRequest) =>
  auditChainReport(app.database.db, actorOf(request).orgId);
