import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParams,
  listOf,
  meterPlanAnswer,
  meterPlanBody,
  meterPlanQuery,
  meterPlanResult,
  meterWorkCancelBody,
  meterWorkCreateBody,
  meterWorkDoneBody,
  meterWorkIdsBody,
  meterWorkListQuery,
  meterWorkOrder,
  meterWorkPdfQuery,
  okEnvelope,
} from '@prapa/contracts';
import { ok } from '../../lib/reply.ts';
import { sendPdf } from '../../lib/send-pdf.ts';
import { recordWorkDone } from './meter-work-done.ts';
import { workOrdersPdf } from './meter-work-pdf.ts';
import { planReplacements, replacementPlan } from './meter-work-plan.ts';
import {
  cancelWorkOrder,
  createWorkOrder,
  listOfWorkOrders,
  markOrdersPrinted,
} from './meter-work.service.ts';

const tags = ['meter-work'];
const read = { permission: 'meterWork.read' } as const;
const write = { permission: 'meterWork.write' } as const;
const one = { 200: okEnvelope(meterWorkOrder) };

/**
 * /meter_work ("meter management", issue 26): numbered work orders (open → printed →
 * done | cancelled), their PDF for the field, and the replacement plan by meter age.
 */
export const meterWorkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/meter-work-orders',
    {
      config: read,
      schema: {
        tags,
        querystring: meterWorkListQuery,
        response: { 200: okEnvelope(listOf(meterWorkOrder)) },
      },
    },
    async (request) => ok(request, await listOfWorkOrders(app, request, request.query)),
  );

  app.post(
    '/api/v1/meter-work-orders',
    { config: write, schema: { tags, body: meterWorkCreateBody, response: one } },
    async (request) => ok(request, await createWorkOrder(app, request, request.body), 'SAVED'),
  );

  app.get(
    '/api/v1/meter-work-orders/pdf',
    { config: read, schema: { tags, querystring: meterWorkPdfQuery } },
    async (request, reply) =>
      sendPdf(
        reply,
        await workOrdersPdf(app, request, request.query),
        'ใบสั่งงานมาตรวัดน้ำ.pdf',
        'meter-work-orders.pdf',
      ),
  );

  app.post(
    '/api/v1/meter-work-orders/printed',
    {
      config: write,
      schema: {
        tags,
        body: meterWorkIdsBody,
        response: { 200: okEnvelope(z.array(meterWorkOrder)) },
      },
    },
    async (request) =>
      ok(request, await markOrdersPrinted(app, request, request.body.ids), 'SAVED'),
  );

  app.post(
    '/api/v1/meter-work-orders/:id/done',
    { config: write, schema: { tags, params: idParams, body: meterWorkDoneBody, response: one } },
    async (request) =>
      ok(request, await recordWorkDone(app, request, request.params.id, request.body), 'SAVED'),
  );

  app.post(
    '/api/v1/meter-work-orders/:id/cancel',
    { config: write, schema: { tags, params: idParams, body: meterWorkCancelBody, response: one } },
    async (request) =>
      ok(
        request,
        await cancelWorkOrder(app, request, request.params.id, request.body.reason),
        'SAVED',
      ),
  );

  app.get(
    '/api/v1/meter-work-plan',
    {
      config: read,
      schema: { tags, querystring: meterPlanQuery, response: { 200: okEnvelope(meterPlanAnswer) } },
    },
    async (request) => ok(request, await replacementPlan(app, request, request.query)),
  );

  app.post(
    '/api/v1/meter-work-plan',
    {
      config: write,
      schema: { tags, body: meterPlanBody, response: { 200: okEnvelope(meterPlanResult) } },
    },
    async (request) => ok(request, await planReplacements(app, request, request.body), 'SAVED'),
  );
};
