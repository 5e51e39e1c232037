import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, okEnvelope, waterUserHolder, type WaterUserHolder } from '@prapa/contracts';
import { fullNameOf, maskNationalId } from '@prapa/domain';
import { requests, waterUserHolders as h, waterUsers } from '../../db/schema/index.ts';
import { inActorOrg } from '../../lib/actor-tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import { ok } from '../../lib/reply.ts';

const masked = (id: string | null) => (id ? maskNationalId(id) : null);

/**
 * A connection's holders, the first first: each transfer closes the holder before it on its
 * effective date and opens the next; the current holder's period has no end. Without a
 * transfer the list is the holder since connection.
 */
export const holdersOf = (app: FastifyInstance, request: FastifyRequest, waterUserId: string) =>
  inActorOrg(app, request, async ({ tx, orgId }): Promise<WaterUserHolder[]> => {
    const [user] = await tx
      .select()
      .from(waterUsers)
      .where(and(eq(waterUsers.orgId, orgId), eq(waterUsers.id, waterUserId)));
    if (!user) throw notFound();
    const rows = await tx
      .select({ holder: h, requestNumber: requests.number })
      .from(h)
      .innerJoin(requests, and(eq(requests.orgId, h.orgId), eq(requests.id, h.requestId)))
      .where(and(eq(h.orgId, orgId), eq(h.waterUserId, waterUserId)))
      .orderBy(asc(h.effectiveOn), asc(h.createdAt));
    const first = rows[0]?.holder;
    const out: WaterUserHolder[] = [
      {
        name: first
          ? fullNameOf({
              title: first.fromTitle,
              firstName: first.fromFirstName,
              lastName: first.fromLastName,
            })
          : fullNameOf(user),
        nationalId: masked(first ? first.fromNationalId : user.nationalId),
        phone: first ? first.fromPhone : user.phone,
        from: user.connectedOn,
        to: first?.effectiveOn ?? null,
        requestId: null,
        requestNumber: null,
        owing: 0,
        debtCarried: false,
        consentNote: null,
      },
    ];
    rows.forEach(({ holder: r, requestNumber }, i) => {
      out.push({
        name: fullNameOf(r),
        nationalId: masked(r.nationalId),
        phone: r.phone,
        from: r.effectiveOn,
        to: rows[i + 1]?.holder.effectiveOn ?? null,
        requestId: r.requestId,
        requestNumber,
        owing: r.owing,
        debtCarried: r.debtCarried,
        consentNote: r.consentNote,
      });
    });
    return out;
  });

/** GET /api/v1/water-users/:id/holders: who held the connection from when to when. */
export const holderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/water-users/:id/holders',
    {
      config: { permission: 'waterUser.read' as const },
      schema: {
        tags: ['requests'],
        params: idParams,
        response: { 200: okEnvelope(z.array(waterUserHolder)) },
      },
    },
    async (request) => ok(request, await holdersOf(app, request, request.params.id)),
  );
};
