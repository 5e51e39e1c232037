import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { bankMapping, type BankMapping } from '@prapa/contracts';
import { bankMappings, paymentChannels } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { inActorOrg } from '../../lib/actor-tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import { auditBy } from '../../lib/audit.ts';

/** This organisation's channel, or 404 (another organisation's id included). */
const channelOf = async (tx: Tx, orgId: string, id: string) => {
  const [channel] = await tx
    .select({ id: paymentChannels.id })
    .from(paymentChannels)
    .where(and(eq(paymentChannels.orgId, orgId), eq(paymentChannels.id, id)));
  if (!channel) throw notFound();
  return channel;
};

/** The columns a channel's bank export is read by, or null before it was first mapped. */
export const channelMapping = (app: FastifyInstance, request: FastifyRequest, id: string) =>
  inActorOrg(app, request, async ({ tx, orgId }) => {
    const channel = await channelOf(tx, orgId, id);
    const [m] = await tx
      .select({ headerRow: bankMappings.headerRow, columns: bankMappings.columns })
      .from(bankMappings)
      .where(and(eq(bankMappings.orgId, orgId), eq(bankMappings.channelId, channel.id)));
    return m ? bankMapping.parse(m) : null;
  });

/** Sets a channel's mapping ahead of its first file (confirming a file remembers it too). */
export const saveMapping = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  body: BankMapping,
) =>
  inActorOrg(app, request, async ({ tx, orgId, actor }) => {
    const channel = await channelOf(tx, orgId, id);
    await upsertMapping(tx, orgId, channel.id, body, actor.officerId);
    await auditBy(tx, { actor, ip: request.ip ?? null }, orgId, {
      action: 'bankMapping.save',
      entity: 'payment_channel',
      entityId: channel.id,
      after: body,
    });
    return body;
  });

export const upsertMapping = (
  tx: Tx,
  orgId: string,
  channelId: string,
  mapping: BankMapping,
  officerId: string,
) =>
  tx
    .insert(bankMappings)
    .values({
      orgId,
      channelId,
      headerRow: mapping.headerRow,
      columns: mapping.columns,
      updatedBy: officerId,
    })
    .onConflictDoUpdate({
      target: [bankMappings.orgId, bankMappings.channelId],
      set: {
        headerRow: mapping.headerRow,
        columns: mapping.columns,
        updatedBy: officerId,
        updatedAt: sql`now()`,
      },
    });
