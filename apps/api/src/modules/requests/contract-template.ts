import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  contractTemplate,
  contractTemplateInput,
  okEnvelope,
  type ContractTemplate,
} from '@prapa/contracts';
import { contractTemplates, officers } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { audit } from '../../lib/audit.ts';
import { ok } from '../../lib/reply.ts';
import { DEFAULT_CONTRACT_CLAUSES, DEFAULT_CONTRACT_TITLE } from './contract-default.ts';
import { inOrg } from './requests.service.ts';

const PATH = '/api/v1/request-contract-template';

/** A new organisation starts with the default template (its setup transaction calls this). */
export const seedContractTemplate = (tx: Tx, orgId: string) =>
  tx
    .insert(contractTemplates)
    .values({ orgId, title: DEFAULT_CONTRACT_TITLE, clauses: [...DEFAULT_CONTRACT_CLAUSES] })
    .onConflictDoNothing();

/** The organisation's template; the default when a row was never made (it always is). */
export const templateOf = async (tx: Tx, orgId: string): Promise<ContractTemplate> => {
  const [row] = await tx
    .select({
      title: contractTemplates.title,
      clauses: contractTemplates.clauses,
      updatedAt: contractTemplates.updatedAt,
      updatedByName: officers.fullName,
    })
    .from(contractTemplates)
    .leftJoin(
      officers,
      and(
        eq(officers.orgId, contractTemplates.orgId),
        eq(officers.id, contractTemplates.updatedBy),
      ),
    )
    .where(eq(contractTemplates.orgId, orgId));
  if (!row) {
    return {
      title: DEFAULT_CONTRACT_TITLE,
      clauses: [...DEFAULT_CONTRACT_CLAUSES],
      updatedAt: new Date(0).toISOString(),
      updatedByName: null,
    };
  }
  return { ...row, updatedAt: row.updatedAt.toISOString() };
};

const saveTemplate = (
  app: FastifyInstance,
  request: FastifyRequest,
  body: z.output<typeof contractTemplateInput>,
) =>
  inOrg(app, request, async ({ tx, orgId, actor }) => {
    const before = await templateOf(tx, orgId);
    const values = { title: body.title, clauses: body.clauses, updatedBy: actor.officerId };
    await tx
      .insert(contractTemplates)
      .values({ orgId, ...values })
      .onConflictDoUpdate({
        target: contractTemplates.orgId,
        set: { ...values, updatedAt: new Date() },
      });
    await audit(tx, request, orgId, {
      action: 'request.contractTemplate',
      entity: 'contractTemplate',
      entityId: orgId,
      before: { title: before.title, clauses: before.clauses },
      after: { title: body.title, clauses: body.clauses },
    });
    return templateOf(tx, orgId);
  });

/**
 * The water-use contract's template (issue 26): the front office reads it (a preview),
 * the manager changes it. Contracts already issued keep the text they were issued with.
 */
export const contractTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['requests'];
  const response = { 200: okEnvelope(contractTemplate) };
  app.get(
    PATH,
    { config: { permission: 'requests.read' }, schema: { tags, response } },
    async (request) =>
      ok(request, await inOrg(app, request, ({ tx, orgId }) => templateOf(tx, orgId))),
  );
  app.put(
    PATH,
    {
      config: { permission: 'requests.template' },
      schema: { tags, body: contractTemplateInput, response },
    },
    async (request) => ok(request, await saveTemplate(app, request, request.body), 'SAVED'),
  );
};
