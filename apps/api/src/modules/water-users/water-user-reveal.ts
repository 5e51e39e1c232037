import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { waterUsers } from '../../db/schema/index.ts';
import { inActorOrg } from '../../lib/actor-tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';

/**
 * PDPA: the full national id of one connection, for an officer who may edit it, each
 * reveal written to the connection's audit trail (who, when, from where). Every other
 * answer carries the masked id.
 */
export const revealNationalId = (app: FastifyInstance, request: FastifyRequest, id: string) =>
  inActorOrg(app, request, async ({ tx, orgId }) => {
    const [row] = await tx
      .select({ nationalId: waterUsers.nationalId })
      .from(waterUsers)
      .where(and(eq(waterUsers.orgId, orgId), eq(waterUsers.id, id)));
    if (!row) throw notFound();
    await audit(tx, request, orgId, {
      action: 'water_user.national_id.reveal',
      entity: 'water_user',
      entityId: id,
    });
    return { nationalId: row.nationalId };
  });
