import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { meterStockBody } from '@prapa/contracts';
import { bangkokDate } from '@prapa/domain';
import { meterSizes } from '../../db/schema/index.ts';
import { fieldError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { exportWindow, pageOf } from '../../lib/list-query.ts';
import { activeState } from '../basic/shared/resource-repo.ts';
import { activatable } from '../water-users/water-user-rules.ts';
import { findMeter, listMeters } from './meter-register.repo.ts';
import { findMeterBySerial, insertMeter, type MeterFilters } from './meters.repo.ts';
import { inOrg, serialInUse } from './meters.service.ts';
import { recordReceived } from '../meter-stock/meter-events.ts';
import { inActorOrgRead } from '../../lib/actor-tenant.ts';

// The meter register (/meter_register): every meter of the organisation, its list and
// export, and a meter taken into stock before any connection has it.

type StockBody = z.output<typeof meterStockBody>;

export const listOfMeters = (app: FastifyInstance, request: FastifyRequest, q: MeterFilters) =>
  inOrg(app, request, ({ tx, orgId }) => listMeters(tx, orgId, q, pageOf(q)));

export const exportOfMeters = async (
  app: FastifyInstance,
  request: FastifyRequest,
  q: MeterFilters,
) =>
  (await inActorOrgRead(app, request, ({ tx, orgId }) => listMeters(tx, orgId, q, exportWindow)))
    .items;

/** A meter bought and kept in stock: installing its serial later uses it. */
export const registerStockMeter = (
  app: FastifyInstance,
  request: FastifyRequest,
  body: StockBody,
) =>
  inOrg(app, request, async (ctx) => {
    const { tx, orgId } = ctx;
    if (await findMeterBySerial(tx, orgId, body.serial)) throw serialInUse();
    const size = await activeState(tx, activatable(meterSizes), orgId, body.meterSizeId);
    if (!size?.active) throw fieldError('VALIDATION', 'meterSizeId', 'validation:meterSize');
    const id = await insertMeter(tx, orgId, { ...body, status: 'in_stock' });
    await recordReceived(ctx, id, bangkokDate(new Date()));
    const after = await findMeter(tx, orgId, id);
    if (!after) throw new Error('registered meter not found');
    await audit(tx, request, orgId, {
      action: 'meter.register',
      entity: 'meter',
      entityId: id,
      after,
    });
    return after;
  });
