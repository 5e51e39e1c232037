import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  listOf,
  meterChangeApproveBody,
  meterChangeListQuery,
  meterChangeRejectBody,
  meterChangeRequest,
  meterChangeRequestBody,
  okEnvelope,
} from '@prapa/contracts';
import { ok } from '../../lib/reply.ts';
import {
  approveMeterChange,
  listOfMeterChanges,
  rejectMeterChange,
  requestMeterChange,
} from './meter-change.service.ts';

const tags = ['meters'];
const one = { 200: okEnvelope(meterChangeRequest) };

/**
 * Meter changes asked from the field: the reader files one (meterChange.request), the
 * clerk or the manager approves it, which replaces the meter in the register, or rejects
 * it with a reason (meterChange.decide). Each step is in the connection's audit trail.
 */
export const meterChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/meter-change-requests',
    {
      config: { permission: 'meterChange.read' },
      schema: {
        tags,
        querystring: meterChangeListQuery,
        response: { 200: okEnvelope(listOf(meterChangeRequest)) },
      },
    },
    async (request) => ok(request, await listOfMeterChanges(app, request, request.query)),
  );

  app.post(
    '/api/v1/meter-change-requests',
    {
      config: { permission: 'meterChange.request' },
      schema: { tags, body: meterChangeRequestBody, response: one },
    },
    async (request) => ok(request, await requestMeterChange(app, request, request.body), 'SAVED'),
  );

  app.post(
    '/api/v1/meter-change-requests/:id/approve',
    {
      config: { permission: 'meterChange.decide' },
      schema: { tags, params: idParams, body: meterChangeApproveBody, response: one },
    },
    async (request) =>
      ok(request, await approveMeterChange(app, request, request.params.id, request.body), 'SAVED'),
  );

  app.post(
    '/api/v1/meter-change-requests/:id/reject',
    {
      config: { permission: 'meterChange.decide' },
      schema: { tags, params: idParams, body: meterChangeRejectBody, response: one },
    },
    async (request) =>
      ok(
        request,
        await rejectMeterChange(app, request, request.params.id, request.body.reason),
        'SAVED',
      ),
  );
};
