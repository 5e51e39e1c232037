import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attachmentParams,
  feeBillParams,
  idParams,
  okEnvelope,
  reissueFeeBody,
  removeAttachmentBody,
  REQUEST_ATTACHMENT_BODY_LIMIT,
  requestAttachment,
  requestAttachmentBody,
  serviceRequest,
} from '@prapa/contracts';
import { ok } from '../../lib/reply.ts';
import {
  addAttachment,
  findAttachment,
  listAttachments,
  removeAttachment,
} from './request-attachments.ts';
import { reissueFee } from './request-fee-reissue.ts';

const tags = ['requests'];
const read = { permission: 'requests.read' as const };
const write = { permission: 'requests.write' as const };
const list = { 200: okEnvelope(z.array(requestAttachment)) };

/**
 * A request's papers and photos (sent as JSON base64 like meter photos: no multipart
 * parser in the app), and a voided fee issued again (issue 26).
 */
export const requestAttachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/requests/:id/attachments',
    { config: read, schema: { tags, params: idParams, response: list } },
    async (request) => ok(request, await listAttachments(app, request, request.params.id)),
  );

  app.post(
    '/api/v1/requests/:id/attachments',
    {
      config: write,
      bodyLimit: REQUEST_ATTACHMENT_BODY_LIMIT,
      schema: { tags, params: idParams, body: requestAttachmentBody, response: list },
    },
    async (request) =>
      ok(request, await addAttachment(app, request, request.params.id, request.body), 'SAVED'),
  );

  app.get(
    '/api/v1/requests/:id/attachments/:attachmentId',
    { config: read, schema: { tags, params: attachmentParams } },
    async (request, reply) => {
      const { id, attachmentId } = request.params;
      const file = await findAttachment(app, request, id, attachmentId);
      return reply
        .header('content-type', file.mimeType)
        .header(
          'content-disposition',
          `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );

  app.post(
    '/api/v1/requests/:id/attachments/:attachmentId/remove',
    {
      config: write,
      schema: { tags, params: attachmentParams, body: removeAttachmentBody, response: list },
    },
    async (request) => {
      const { id, attachmentId } = request.params;
      return ok(
        request,
        await removeAttachment(app, request, id, attachmentId, request.body.reason),
        'SAVED',
      );
    },
  );

  app.post(
    '/api/v1/requests/:id/fees/:billId/reissue',
    {
      config: write,
      schema: {
        tags,
        params: feeBillParams,
        body: reissueFeeBody,
        response: { 200: okEnvelope(serviceRequest) },
      },
    },
    async (request) => {
      const { id, billId } = request.params;
      return ok(request, await reissueFee(app, request, id, billId, request.body.dueDate), 'SAVED');
    },
  );
};
