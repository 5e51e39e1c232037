import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  issuedResetLink,
  listOf,
  okEnvelope,
  passwordResetListQuery,
  passwordResetRequest,
} from '@prapa/contracts';
import { translator } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { sendXlsx } from '../../lib/xlsx.ts';
import { passwordResetColumns } from './password-resets.export.ts';
import {
  exportPasswordResets,
  issuePasswordReset,
  listOfPasswordResets,
} from './password-resets.service.ts';

const tags = ['access'];

/** Forgot-password requests waiting for an admin when no SMTP server is configured. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/password-resets',
    {
      config: { permission: 'accessRequest.read' },
      schema: {
        tags,
        querystring: passwordResetListQuery,
        response: { 200: okEnvelope(listOf(passwordResetRequest)) },
      },
    },
    async (request) => ok(request, await listOfPasswordResets(app, request, request.query)),
  );

  app.get(
    '/api/v1/password-resets/export',
    {
      config: { permission: 'accessRequest.read' },
      schema: { tags, querystring: passwordResetListQuery },
    },
    async (request, reply) =>
      sendXlsx(reply, {
        fileName: 'server:file.passwordResets',
        sheetName: 'server:file.passwordResets',
        columns: passwordResetColumns(translator(request.lang)),
        rows: await exportPasswordResets(app, request, request.query),
      }),
  );

  /** The link is in this answer only; it is stored hashed. */
  app.post(
    '/api/v1/password-resets/:id/issue',
    {
      config: { permission: 'accessRequest.write' },
      schema: { tags, params: idParams, response: { 200: okEnvelope(issuedResetLink) } },
    },
    async (request) => ok(request, await issuePasswordReset(app, request, request.params.id)),
  );
};
