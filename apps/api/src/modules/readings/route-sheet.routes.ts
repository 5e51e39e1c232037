import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  okEnvelope,
  routeSheet as routeSheetSchema,
  routeSheetQuery,
} from '@prapa/contracts';
import { inActorOrg } from '../../lib/actor-tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import { ok } from '../../lib/reply.ts';
import { sendPdf } from '../../lib/send-pdf.ts';
import { reportOrg } from '../reports/reports.repo.ts';
import { findRound, findThresholds } from '../rounds/rounds.repo.ts';
import { renderReadingBook } from './reading-book-pdf.ts';
import { routeSheet } from './route-sheet.repo.ts';

const tags = ['readings'];
const read = { permission: 'reading.read' as const };

/**
 * A round's route sheet: JSON for the phone (downloaded before going out), and the ป.31
 * reading book, a Thai PDF per route for reading on paper.
 */
export const routeSheetRoutes: FastifyPluginAsyncZod = async (app) => {
  const load = (
    request: Parameters<typeof inActorOrg>[1],
    roundId: string,
    routeId: string | undefined,
    printing = false,
  ) =>
    inActorOrg(app, request, async ({ tx, orgId }) => {
      const round = await findRound(tx, orgId, roundId);
      if (!round) throw notFound();
      return {
        round,
        thresholds: await findThresholds(tx, orgId),
        rows: await routeSheet(tx, orgId, round, routeId),
        org: printing ? await reportOrg(tx, orgId) : null,
      };
    });

  app.get(
    '/api/v1/service-rounds/:id/route-sheet',
    {
      config: read,
      schema: {
        tags,
        params: idParams,
        querystring: routeSheetQuery,
        response: { 200: okEnvelope(routeSheetSchema) },
      },
    },
    async (request) => {
      const { round, thresholds, rows } = await load(
        request,
        request.params.id,
        request.query.routeId,
      );
      return ok(request, {
        round: { id: round.id, yearBe: round.yearBe, month: round.month, status: round.status },
        thresholds,
        rows,
      });
    },
  );

  app.get(
    '/api/v1/service-rounds/:id/reading-book',
    { config: read, schema: { tags, params: idParams, querystring: routeSheetQuery } },
    async (request, reply) => {
      const { round, rows, org } = await load(
        request,
        request.params.id,
        request.query.routeId,
        true,
      );
      if (!org) throw notFound();
      const pdf = await renderReadingBook(org, round, rows, new Date());
      const stamp = `${round.yearBe}-${String(round.month).padStart(2, '0')}`;
      return sendPdf(reply, pdf, `ป31_สมุดจดมาตร_${stamp}.pdf`, `p31_reading_book_${stamp}.pdf`);
    },
  );
};
