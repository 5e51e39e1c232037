import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, jobListQuery, jobView, okEnvelope } from '@prapa/contracts';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { getJob, listJobsOf } from './jobs.service.ts';

const tags = ['jobs'];

/** Long work as screens follow it: a job's progress, result or error; a kind's recent runs. */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/jobs',
    {
      config: { permission: 'session.self' },
      schema: { tags, querystring: jobListQuery, response: { 200: okEnvelope(z.array(jobView)) } },
    },
    async (request) =>
      ok(request, await listJobsOf(app, request, request.query.kind, request.query.active)),
  );

  app.get(
    '/api/v1/jobs/:id',
    {
      config: { permission: 'session.self' },
      schema: { tags, params: idParams, response: { 200: okEnvelope(jobView) } },
    },
    async (request) => ok(request, await getJob(app, request, request.params.id)),
  );
};
