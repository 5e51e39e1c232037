import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMPORT_MAX_BYTES,
  idParams,
  jobView,
  moveInConfirmBody,
  moveInFigures,
  moveInFileBody,
  moveInGoLiveBody,
  moveInPreview,
  moveInState,
  moveInSteps,
  okEnvelope,
} from '@prapa/contracts';
import { translator } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { contentDisposition, XLSX_TYPE } from '../../lib/xlsx.ts';
import { confirmMoveIn, previewMoveIn, undoMoveIn } from './move-in-files.service.ts';
import {
  batchFile,
  goLive,
  moveInState as readState,
  saveControlTotals,
  stepTemplate,
} from './move-in-live.service.ts';

const tags = ['move-in'];
const stepParams = z.object({ step: z.enum(moveInSteps) });
// A 10 MB file in base64, as the water-user import takes it.
const BODY_LIMIT = Math.ceil((IMPORT_MAX_BYTES * 4) / 3) + 2 * 1024 * 1024;

/**
 * /move_in (issue 28): the state of the move-in, each step's template, preview and
 * confirm (202, a job), undo (202, a job), the kept files, control totals and going live.
 */
export const moveInRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = { permission: 'moveIn.read' } as const;
  const write = { permission: 'moveIn.write' } as const;

  app.get(
    '/api/v1/move-in',
    { config: read, schema: { tags, response: { 200: okEnvelope(moveInState) } } },
    async (request) => ok(request, await readState(app, request)),
  );

  app.get(
    '/api/v1/move-in/:step/template',
    { config: write, schema: { tags, params: stepParams } },
    async (request, reply) => {
      const { workbook } = await stepTemplate(app, request, request.params.step);
      const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
      const name = (lang: typeof request.lang) =>
        `${translator(lang)(`server:moveIn.file.${request.params.step}`)}.xlsx`;
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', contentDisposition(name(request.lang), name('en')))
        .header('cache-control', 'no-store')
        .send(buffer);
    },
  );

  app.post(
    '/api/v1/move-in/:step/preview',
    {
      bodyLimit: BODY_LIMIT,
      config: write,
      schema: {
        tags,
        params: stepParams,
        body: moveInFileBody,
        response: { 200: okEnvelope(moveInPreview) },
      },
    },
    async (request) =>
      ok(request, await previewMoveIn(app, request, request.params.step, request.body)),
  );

  app.post(
    '/api/v1/move-in/:step/confirm',
    {
      bodyLimit: BODY_LIMIT,
      config: write,
      schema: {
        tags,
        params: stepParams,
        body: moveInConfirmBody,
        response: { 202: okEnvelope(jobView) },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(ok(request, await confirmMoveIn(app, request, request.params.step, request.body))),
  );

  app.post(
    '/api/v1/move-in/:step/undo',
    { config: write, schema: { tags, params: stepParams, response: { 202: okEnvelope(jobView) } } },
    async (request, reply) =>
      reply.status(202).send(ok(request, await undoMoveIn(app, request, request.params.step))),
  );

  app.get(
    '/api/v1/move-in/batches/:id/file',
    { config: read, schema: { tags, params: idParams } },
    async (request, reply) => {
      const { fileName, content } = await batchFile(app, request, request.params.id);
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', contentDisposition(fileName, 'move-in.xlsx'))
        .header('cache-control', 'no-store')
        .send(content);
    },
  );

  app.put(
    '/api/v1/move-in/control-totals',
    {
      config: write,
      schema: { tags, body: moveInFigures, response: { 200: okEnvelope(moveInState) } },
    },
    async (request) => ok(request, await saveControlTotals(app, request, request.body)),
  );

  app.post(
    '/api/v1/move-in/go-live',
    {
      config: write,
      schema: { tags, body: moveInGoLiveBody, response: { 200: okEnvelope(moveInState) } },
    },
    async (request) => ok(request, await goLive(app, request, request.body)),
  );
};
