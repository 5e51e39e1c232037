import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { loginData, okEnvelope, publicOrg, setupBody } from '@prapa/contracts';
import { organisations } from '../../db/schema/index.ts';
import { withSystem } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/reply.ts';
import { login } from '../auth/auth.service.ts';
import { setRefreshCookie } from '../auth/refresh-cookie.ts';
import { createOrganisation } from '../orgs/org-create.ts';

export const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The login picker: active organisations, id, code and name only. */
  app.get(
    '/api/v1/orgs/public',
    {
      config: { public: true },
      schema: { tags: ['auth'], response: { 200: okEnvelope(z.array(publicOrg)) } },
    },
    async (request) => {
      const rows = await withSystem(app.database.db, (tx) =>
        tx
          .select({ id: organisations.id, code: organisations.code, name: organisations.nameTh })
          .from(organisations)
          .where(eq(organisations.active, true))
          .orderBy(sql`${organisations.nameTh} collate th_icu`),
      );
      return ok(request, rows);
    },
  );

  app.get(
    '/api/v1/setup/status',
    {
      config: { public: true },
      schema: {
        tags: ['setup'],
        response: { 200: okEnvelope(z.object({ needsSetup: z.boolean() })) },
      },
    },
    async (request) => {
      const [any] = await withSystem(app.database.db, (tx) =>
        tx.select({ id: organisations.id }).from(organisations).limit(1),
      );
      return ok(request, { needsSetup: !any });
    },
  );

  /** First run (PRAPA_DEMO=0): open only while no organisation exists. */
  app.post(
    '/api/v1/setup',
    {
      config: { public: true, rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: { tags: ['setup'], body: setupBody, response: { 200: okEnvelope(loginData) } },
    },
    async (request, reply) => {
      const { org, officer } = request.body;
      await withSystem(app.database.db, async (tx) => {
        // Serialise concurrent first runs: only one may find the table empty.
        await tx.execute(`lock table organisations in exclusive mode`);
        const [any] = await tx.select({ id: organisations.id }).from(organisations).limit(1);
        if (any) throw new AppError('SETUP_CLOSED');
        await createOrganisation(
          tx,
          request,
          { code: org.code, nameTh: org.nameTh, nameEn: org.nameEn ?? null, kind: 'village' },
          [{ ...officer, position: 'it', role: 'admin' }],
        );
      });
      const { refreshToken, refreshExpires, ...data } = await login(app, request, {
        org_id: org.code,
        username: officer.username,
        password: officer.password,
      });
      setRefreshCookie(request, reply, refreshToken, refreshExpires);
      return ok(request, data, 'SAVED');
    },
  );
};
