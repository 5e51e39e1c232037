import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, listOf, okEnvelope, type ListQuery, type Permission } from '@prapa/contracts';
import { translator } from '../../../lib/i18n.ts';
import { ok } from '../../../lib/reply.ts';
import { sendXlsx, type XlsxColumn } from '../../../lib/xlsx.ts';
import type { ResourceBody, ResourceRow, ResourceService } from './resource-service.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export type ResourceRoutes<
  Dto extends ResourceRow,
  Body extends ResourceBody,
  Q extends ListQuery,
> = {
  /** '/api/v1/basic/areas' */
  path: string;
  tag: string;
  read: Permission;
  write: Permission;
  item: z.ZodType<Dto>;
  input: z.ZodType<Body, unknown>;
  query: z.ZodType<Q, unknown>;
  service: ResourceService<Dto, Body, Q>;
  /** The .xlsx export: `server:` keys for the file name and the column headers. */
  sheet: { fileName: string; columns: (t: TFunction) => XlsxColumn<Dto>[] };
  /** False when the resource registers its own POST (a user type takes its first tariff). */
  create?: boolean;
};

/**
 * The seven endpoints every basic-data resource has, written once: list, export, get,
 * create, update, deactivate, activate. Nothing is deleted: deactivating retires a row
 * that others may still point at.
 */
export const registerResource = <
  Dto extends ResourceRow,
  Body extends ResourceBody,
  Q extends ListQuery,
>(
  app: ZodApp,
  spec: ResourceRoutes<Dto, Body, Q>,
) => {
  const { path, service } = spec;
  // The type provider wraps generic schema outputs in UndefinedToUnknown<…>, which only
  // differs from Body/Q when they may be undefined; they are objects, so the casts hold.
  const tags = [spec.tag];
  const one = { 200: okEnvelope(spec.item) };
  const read = { permission: spec.read };
  const write = { permission: spec.write };

  app.get(
    path,
    {
      config: read,
      schema: { tags, querystring: spec.query, response: { 200: okEnvelope(listOf(spec.item)) } },
    },
    async (request) => ok(request, await service.list(app, request, request.query as Q)),
  );

  app.get(
    `${path}/export`,
    { config: read, schema: { tags, querystring: spec.query } },
    async (request, reply) =>
      sendXlsx(reply, {
        fileName: spec.sheet.fileName,
        sheetName: spec.sheet.fileName,
        columns: spec.sheet.columns(translator(request.lang)),
        rows: await service.exportRows(app, request, request.query as Q),
      }),
  );

  app.get(
    `${path}/:id`,
    { config: read, schema: { tags, params: idParams, response: one } },
    async (request) => ok(request, await service.get(app, request, request.params.id)),
  );

  if (spec.create !== false) {
    app.post(
      path,
      { config: write, schema: { tags, body: spec.input, response: one } },
      async (request) =>
        ok(request, await service.create(app, request, request.body as Body), 'SAVED'),
    );
  }

  app.put(
    `${path}/:id`,
    { config: write, schema: { tags, params: idParams, body: spec.input, response: one } },
    async (request) =>
      ok(
        request,
        await service.update(app, request, request.params.id, request.body as Body),
        'SAVED',
      ),
  );

  for (const [verb, active] of [
    ['deactivate', false],
    ['activate', true],
  ] as const) {
    app.post(
      `${path}/:id/${verb}`,
      { config: write, schema: { tags, params: idParams, response: one } },
      async (request) =>
        ok(request, await service.setActive(app, request, request.params.id, active), 'SAVED'),
    );
  }
};
