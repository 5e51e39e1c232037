import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReadingSyncOutcome } from '@prapa/contracts';
import { inActorOrg } from '../../lib/actor-tenant.ts';
import { AppError, notFound, unprocessable } from '../../lib/app-error.ts';
import { translator } from '../../lib/i18n.ts';
import { recordReadings, type ReadingItem, type ReadingSource } from './record-readings.ts';
import { historyOf } from './readings.repo.ts';
import { findWaterUserCore } from '../water-users/water-users.repo.ts';

const who = (request: FastifyRequest) => ({ actor: request.actor, ip: request.ip ?? null });

/** A phone's queue (or an import's rows): one outcome per reading, in the order sent. */
export const syncReadings = (
  app: FastifyInstance,
  request: FastifyRequest,
  source: ReadingSource,
  items: ReadingItem[],
): Promise<ReadingSyncOutcome[]> =>
  inActorOrg(app, request, (ctx) =>
    recordReadings(ctx, who(request), translator(request.lang), source, items),
  );

/**
 * One reading from the office grid: saved (or the same one again) answers it; a month
 * someone else has read is 409, a bad reading 422, with the reason.
 */
export const recordOne = async (
  app: FastifyInstance,
  request: FastifyRequest,
  item: ReadingItem,
) => {
  const [outcome] = await syncReadings(app, request, 'web', [item]);
  if (!outcome) throw new Error('no outcome');
  if (outcome.reading && (outcome.result === 'saved' || outcome.result === 'same')) {
    return outcome.reading;
  }
  const errors = [{ path: 'current', message: outcome.message ?? '' }];
  if (outcome.result === 'conflict') throw new AppError('CONFLICT', { errors });
  throw unprocessable(errors);
};

/** A connection's readings, newest round first (the last 24). */
export const readingHistory = (
  app: FastifyInstance,
  request: FastifyRequest,
  waterUserId: string,
) =>
  inActorOrg(app, request, async ({ tx, orgId }) => {
    if (!(await findWaterUserCore(tx, orgId, waterUserId))) throw notFound();
    return historyOf(tx, orgId, waterUserId, 24);
  });
