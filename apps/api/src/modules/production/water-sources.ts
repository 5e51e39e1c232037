import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { WaterSource, waterSourceBody } from '@prapa/contracts';
import { areas, waterSources as ws } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { inActorOrg } from '../../lib/actor-tenant.ts';
import { AppError, fieldError, notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';

// Water sources and area meters (issue 27): a short list a utility sets up once, edited
// in place with the audit log keeping what it was (as basic data is).

type SourceBody = z.output<typeof waterSourceBody>;

const codeTaken = () => fieldError('CONFLICT', 'code', 'validation:duplicateCode');

export const sourcesOf = async (tx: Tx, orgId: string, id?: string): Promise<WaterSource[]> =>
  tx
    .select({
      id: ws.id,
      code: ws.code,
      name: ws.name,
      kind: ws.kind,
      areaId: ws.areaId,
      areaName: areas.name,
      metered: ws.metered,
      digits: ws.digits,
      initialReading: ws.initialReading,
      active: ws.active,
      note: ws.note,
    })
    .from(ws)
    .leftJoin(areas, and(eq(areas.orgId, ws.orgId), eq(areas.id, ws.areaId)))
    .where(id ? and(eq(ws.orgId, orgId), eq(ws.id, id)) : eq(ws.orgId, orgId))
    .orderBy(asc(ws.code));

const checkArea = async (tx: Tx, orgId: string, body: SourceBody) => {
  if (body.kind === 'area_meter' && !body.areaId) {
    throw fieldError('VALIDATION', 'areaId', 'validation:required');
  }
  if (!body.areaId) return;
  const [area] = await tx
    .select({ id: areas.id })
    .from(areas)
    .where(and(eq(areas.orgId, orgId), eq(areas.id, body.areaId)));
  if (!area) throw fieldError('VALIDATION', 'areaId', 'validation:choice');
};

const inOrg = <T>(
  app: FastifyInstance,
  request: FastifyRequest,
  fn: Parameters<typeof inActorOrg<T>>[2],
) => inActorOrg(app, request, fn, { water_sources_org_code: codeTaken });

export const listSources = (app: FastifyInstance, request: FastifyRequest) =>
  inOrg(app, request, ({ tx, orgId }) => sourcesOf(tx, orgId));

export const createSource = (app: FastifyInstance, request: FastifyRequest, body: SourceBody) =>
  inOrg(app, request, async ({ tx, orgId }) => {
    await checkArea(tx, orgId, body);
    const [row] = await tx
      .insert(ws)
      .values({ ...body, orgId })
      .returning({ id: ws.id });
    if (!row) throw new Error('water source insert returned nothing');
    const [after] = await sourcesOf(tx, orgId, row.id);
    if (!after) throw new Error('water source not found after insert');
    await audit(tx, request, orgId, {
      action: 'waterSource.create',
      entity: 'water_source',
      entityId: row.id,
      after,
    });
    return after;
  });

export const updateSource = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  body: SourceBody,
) =>
  inOrg(app, request, async ({ tx, orgId }) => {
    const [before] = await sourcesOf(tx, orgId, id);
    if (!before) throw notFound();
    // Readings are measured by the kind of meter it is: a source cannot become an area meter.
    if ((before.kind === 'area_meter') !== (body.kind === 'area_meter')) {
      throw new AppError('CONFLICT', { vars: { context: 'waterSourceKind' } });
    }
    await checkArea(tx, orgId, body);
    await tx
      .update(ws)
      .set({ ...body, updatedAt: new Date() })
      .where(and(eq(ws.orgId, orgId), eq(ws.id, id)));
    const [after] = await sourcesOf(tx, orgId, id);
    await audit(tx, request, orgId, {
      action: 'waterSource.update',
      entity: 'water_source',
      entityId: id,
      before,
      after,
    });
    return after ?? before;
  });
