import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  okEnvelope,
  tariffInput,
  tariffParams,
  tariffPreview,
  tariffPreviewQuery,
  tariffVersion,
} from '@prapa/contracts';
import { ok } from '../../../lib/reply.ts';
import {
  addTariff,
  changeTariff,
  listTariffs,
  previewTariff,
  removeTariff,
} from './tariffs.service.ts';

const tags = ['basic: user types'];
const path = '/api/v1/basic/user-types/:id';
const one = { 200: okEnvelope(tariffVersion) };

/**
 * Versioned tariffs of a user type. Versions in force or past are history; a version
 * not yet in force may be edited or deleted.
 */
export const tariffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${path}/tariffs`,
    {
      config: { permission: 'basic.read' },
      schema: { tags, params: idParams, response: { 200: okEnvelope(z.array(tariffVersion)) } },
    },
    async (request) => ok(request, await listTariffs(app, request, request.params.id)),
  );

  app.post(
    `${path}/tariffs`,
    {
      config: { permission: 'basic.write' },
      schema: { tags, params: idParams, body: tariffInput, response: one },
    },
    async (request) =>
      ok(request, await addTariff(app, request, request.params.id, request.body), 'SAVED'),
  );

  app.put(
    `${path}/tariffs/:tariffId`,
    {
      config: { permission: 'basic.write' },
      schema: { tags, params: tariffParams, body: tariffInput, response: one },
    },
    async (request) => {
      const { id, tariffId } = request.params;
      return ok(request, await changeTariff(app, request, id, tariffId, request.body), 'SAVED');
    },
  );

  app.delete(
    `${path}/tariffs/:tariffId`,
    {
      config: { permission: 'basic.write' },
      schema: { tags, params: tariffParams, response: one },
    },
    async (request) => {
      const { id, tariffId } = request.params;
      return ok(request, await removeTariff(app, request, id, tariffId), 'SAVED');
    },
  );

  app.get(
    `${path}/tariff-preview`,
    {
      config: { permission: 'basic.read' },
      schema: {
        tags,
        params: idParams,
        querystring: tariffPreviewQuery,
        response: { 200: okEnvelope(tariffPreview) },
      },
    },
    async (request) => {
      const { usage, date } = request.query;
      return ok(request, await previewTariff(app, request, request.params.id, usage, date));
    },
  );
};
