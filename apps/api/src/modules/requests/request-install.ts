import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { installBody, WorkDoneBody } from '@prapa/contracts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { installMeterIn } from '../meters/meters.service.ts';
import {
  findWaterUser,
  lastSeqOfRoutes,
  updateWaterUser,
} from '../water-users/water-users.repo.ts';
import { WATER_USER_ENTITY } from '../water-users/water-users.service.ts';
import { connectedStatus } from './request-refs.ts';
import { workEffect } from './request-work.ts';
import { inOrg, move } from './requests.service.ts';

const installedAlready = () =>
  new AppError('CONFLICT', { vars: { context: 'requestInstalledAlready' } });

/**
 * A new connection installed, in one step from the request: the meter goes on the water
 * user approval made (the meter register's own install), which becomes connected (normal
 * status, connected on the day, its route and walk order, the deposit its bill took).
 * Refused before every fee is paid, and a second time.
 */
export const installRequest = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  body: z.output<typeof installBody>,
) =>
  inOrg(app, request, (ctx) =>
    move(ctx, request, id, 'install', null, async ({ row }) => {
      if (row.kind !== 'new_connection') {
        throw new AppError('CONFLICT', { vars: { context: 'requestMove' } });
      }
      if (row.installationId) throw installedAlready();
      const { tx, orgId } = ctx;
      const waterUserId = row.waterUserId;
      if (!waterUserId) throw installedAlready();
      const before = await findWaterUser(tx, orgId, waterUserId);
      if (!before) throw installedAlready();
      const installation = await installMeterIn(ctx, request, waterUserId, {
        serial: body.serial,
        brand: body.brand,
        meterSizeId: before.meterSizeId,
        digits: body.digits,
        installedOn: body.installedOn,
        initialReading: body.initialReading,
        note: `คำร้อง ${row.number}`,
      });
      const routeId = body.routeId ?? row.routeId;
      const routeSeq = !routeId
        ? null
        : (body.routeSeq ?? ((await lastSeqOfRoutes(tx, orgId, [routeId])).get(routeId) ?? 0) + 1);
      await updateWaterUser(tx, orgId, waterUserId, {
        usageStatusId: await connectedStatus(tx, orgId),
        connectedOn: body.installedOn,
        routeId,
        routeSeq,
      });
      await audit(tx, request, orgId, {
        action: 'water_user.connect',
        entity: WATER_USER_ENTITY,
        entityId: waterUserId,
        before,
        after: await findWaterUser(tx, orgId, waterUserId),
      });
      return { installationId: installation.id, routeId };
    }),
  );

/** Any other kind's work done: a size changed, a move, water back on (request-work.ts). */
export const workDone = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  body: WorkDoneBody,
) =>
  inOrg(app, request, (ctx) =>
    move(ctx, request, id, 'install', body.note, async ({ row }) => {
      // A new connection installs its meter; a cancellation settles (deposits/deposit-settle.ts).
      if (row.kind === 'new_connection' || row.kind === 'cancellation') {
        throw new AppError('CONFLICT', { vars: { context: 'requestMove' } });
      }
      // What the work changes on the connection, in this move's transaction (request-work.ts).
      const effect = await workEffect({ ctx, request, row, body });
      return effect ? { effect } : {};
    }),
  );
