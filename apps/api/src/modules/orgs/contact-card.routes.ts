import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope, publicContactCard } from '@prapa/contracts';
import { inActorOrg } from '../../lib/actor-tenant.ts';
import { ok } from '../../lib/reply.ts';
import { sendPdf } from '../../lib/send-pdf.ts';
import { renderContactCardPdf } from './contact-card-pdf.ts';
import { contactCardOf } from './contact-card.ts';

const tags = ['org'];
const read = { permission: 'org.read' as const };

/** /contact_us: the utility's contact card as customers see it, and its printable page. */
export const contactCardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/org/contact-card',
    { config: read, schema: { tags, response: { 200: okEnvelope(publicContactCard) } } },
    async (request) =>
      ok(request, await inActorOrg(app, request, ({ tx, orgId }) => contactCardOf(tx, orgId))),
  );
  app.get(
    '/api/v1/org/contact-card/pdf',
    { config: read, schema: { tags } },
    async (request, reply) => {
      const card = await inActorOrg(app, request, ({ tx, orgId }) => contactCardOf(tx, orgId));
      return sendPdf(
        reply,
        await renderContactCardPdf(card, new Date()),
        'ติดต่อการประปา.pdf',
        'contact-card.pdf',
      );
    },
  );
};
