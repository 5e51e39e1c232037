import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkAcceptBody,
  idParams,
  listOf,
  okEnvelope,
  reading,
  readingCorrection,
  readingReasonBody,
  roundReadingRow,
  roundReadingSummary,
  roundReadingsExportQuery,
  roundReadingsQuery,
} from '@prapa/contracts';
import { translator } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { sendPdf } from '../../lib/send-pdf.ts';
import { sendXlsx } from '../../lib/xlsx.ts';
import { readingColumns, renderReadingList } from './check-lists.ts';
import { roundReadingsForExport } from './check-lists.service.ts';
import {
  acceptReading,
  acceptRoute,
  correctReading,
  holdReading,
  listRoundReadings,
  roundReadingSummary as summaryOf,
  sendBackReading,
} from './check.service.ts';

const tags = ['check'];
const read = { permission: 'reading.read' as const };
const check = { permission: 'reading.check' as const };

/** /check: a round's readings, and what a checker does with them. */
export const checkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/service-rounds/:id/readings',
    {
      config: read,
      schema: {
        tags,
        params: idParams,
        querystring: roundReadingsQuery,
        response: { 200: okEnvelope(listOf(roundReadingRow)) },
      },
    },
    async (request) =>
      ok(request, await listRoundReadings(app, request, request.params.id, request.query)),
  );
  app.get(
    '/api/v1/service-rounds/:id/readings/summary',
    {
      config: read,
      schema: { tags, params: idParams, response: { 200: okEnvelope(roundReadingSummary) } },
    },
    async (request) => ok(request, await summaryOf(app, request, request.params.id)),
  );
  app.post(
    '/api/v1/service-rounds/:id/readings/accept',
    {
      config: check,
      schema: {
        tags,
        params: idParams,
        body: bulkAcceptBody,
        response: { 200: okEnvelope(z.object({ accepted: z.number().int() })) },
      },
    },
    async (request) =>
      ok(
        request,
        await acceptRoute(app, request, request.params.id, request.body.routeId),
        'SAVED',
      ),
  );
  app.post(
    '/api/v1/readings/:id/accept',
    { config: check, schema: { tags, params: idParams, response: { 200: okEnvelope(reading) } } },
    async (request) => ok(request, await acceptReading(app, request, request.params.id), 'SAVED'),
  );
  app.post(
    '/api/v1/readings/:id/correct',
    {
      config: check,
      schema: {
        tags,
        params: idParams,
        body: readingCorrection,
        response: { 200: okEnvelope(reading) },
      },
    },
    async (request) =>
      ok(request, await correctReading(app, request, request.params.id, request.body), 'SAVED'),
  );
  app.post(
    '/api/v1/readings/:id/hold',
    {
      config: check,
      schema: {
        tags,
        params: idParams,
        body: readingReasonBody,
        response: { 200: okEnvelope(reading) },
      },
    },
    async (request) =>
      ok(request, await holdReading(app, request, request.params.id, request.body.reason), 'SAVED'),
  );
  app.post(
    '/api/v1/readings/:id/reread',
    {
      config: check,
      schema: {
        tags,
        params: idParams,
        body: readingReasonBody,
        response: { 200: okEnvelope(z.object({ id: z.string() })) },
      },
    },
    async (request) =>
      ok(
        request,
        await sendBackReading(app, request, request.params.id, request.body.reason),
        'SAVED',
      ),
  );

  // The lists of a round (zero, high, low use, dead meters, not read) or the check list as
  // filtered: as a sheet in the reader's language, and as a Thai PDF to sign and file.
  app.get(
    '/api/v1/service-rounds/:id/readings/export',
    { config: read, schema: { tags, params: idParams, querystring: roundReadingsExportQuery } },
    async (request, reply) => {
      const { rows } = await roundReadingsForExport(app, request, request.params.id, request.query);
      return sendXlsx(reply, {
        fileName: 'server:file.readings',
        sheetName: 'server:file.readings',
        columns: readingColumns(translator(request.lang)),
        rows,
      });
    },
  );
  app.get(
    '/api/v1/service-rounds/:id/readings/pdf',
    { config: read, schema: { tags, params: idParams, querystring: roundReadingsExportQuery } },
    async (request, reply) => {
      const { org, round, rows } = await roundReadingsForExport(
        app,
        request,
        request.params.id,
        request.query,
      );
      const pdf = await renderReadingList(org, round, request.query.list, rows, new Date());
      const name = `รายการจดมาตร_${round.yearBe}-${String(round.month).padStart(2, '0')}.pdf`;
      const fallback = `readings_${round.yearBe}-${String(round.month).padStart(2, '0')}.pdf`;
      return sendPdf(reply, pdf, name, fallback);
    },
  );
};
