import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  readingDateAfterToday,
  type readingCorrection,
  type roundReadingsQuery,
} from '@prapa/contracts';
import { computeReading } from '@prapa/domain';
import { inActorOrg, type TenantCtx } from '../../lib/actor-tenant.ts';
import { AppError, notFound, unprocessable } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { translator } from '../../lib/i18n.ts';
import { findRound, findThresholds } from '../rounds/rounds.repo.ts';
import { roundReadings, roundSummary } from './check.repo.ts';
import { historiesFor } from './reading-history.repo.ts';
import {
  acceptNormal,
  billNamingReading,
  deleteReading,
  findReading,
  toReading,
  updateReading,
} from './readings.repo.ts';

type Query = z.output<typeof roundReadingsQuery>;
type Correction = z.output<typeof readingCorrection>;

const roundClosed = () => new AppError('CONFLICT', { vars: { context: 'roundNotEditable' } });

/** /check list: a round's readings (or its connections not read yet), filtered, sorted. */
export const listRoundReadings = (
  app: FastifyInstance,
  request: FastifyRequest,
  roundId: string,
  query: Query,
) =>
  inActorOrg(app, request, async ({ tx, orgId }) => {
    if (!(await findRound(tx, orgId, roundId))) throw notFound();
    return roundReadings(tx, orgId, roundId, query, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
  });

export const roundReadingSummary = (
  app: FastifyInstance,
  request: FastifyRequest,
  roundId: string,
) =>
  inActorOrg(app, request, async ({ tx, orgId }) => {
    if (!(await findRound(tx, orgId, roundId))) throw notFound();
    return roundSummary(tx, orgId, roundId);
  });

/** The reading and its round, when the round still takes changes (open or being read). */
const changeable = async ({ tx, orgId }: TenantCtx, id: string) => {
  const reading = await findReading(tx, orgId, id);
  if (!reading) throw notFound();
  const round = await findRound(tx, orgId, reading.roundId, true);
  if (!round) throw notFound();
  if ((round.status !== 'open' && round.status !== 'reading') || reading.status === 'billed') {
    throw roundClosed();
  }
  return { reading, round };
};

/** Accepted as it is: checked, and no longer held. */
export const acceptReading = (app: FastifyInstance, request: FastifyRequest, id: string) =>
  inActorOrg(app, request, async (ctx) => {
    const { reading } = await changeable(ctx, id);
    const row = await updateReading(ctx.tx, ctx.orgId, id, { status: 'checked', held: false });
    await audit(ctx.tx, request, ctx.orgId, {
      action: 'reading.accept',
      entity: 'reading',
      entityId: id,
      before: { status: reading.status, held: reading.held },
      after: { status: row.status, held: row.held },
    });
    return toReading(row);
  });

/**
 * Held by hand (a reading that looks wrong but is not wrong enough to correct yet): kept
 * out of billing until accepted or corrected; the reason goes to the audit trail.
 */
export const holdReading = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  reason: string,
) =>
  inActorOrg(app, request, async (ctx) => {
    const { reading } = await changeable(ctx, id);
    const row = await updateReading(ctx.tx, ctx.orgId, id, { status: 'recorded', held: true });
    await audit(ctx.tx, request, ctx.orgId, {
      action: 'reading.hold',
      entity: 'reading',
      entityId: id,
      before: { status: reading.status, held: reading.held },
      after: { status: row.status, held: row.held },
      reason,
    });
    return toReading(row);
  });

/**
 * Corrected at the check (a typo, an estimate instead): priced again by computeReading,
 * checked by whoever corrected it, the reason kept in the audit trail with before/after.
 */
export const correctReading = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  body: Correction,
) =>
  inActorOrg(app, request, async (ctx) => {
    const { tx, orgId } = ctx;
    const { reading, round } = await changeable(ctx, id);
    const thresholds = await findThresholds(tx, orgId);
    const connection = (await historiesFor(tx, orgId, round, [reading.waterUserId])).get(
      reading.waterUserId,
    );
    const t = translator(request.lang);
    // A reading stored with a future date (before issue 24) is corrected with its real one.
    if (readingDateAfterToday(body.readAt ?? reading.readAt)) {
      throw unprocessable([{ path: 'readAt', message: t('validation:reading.future') }]);
    }
    if (!connection?.history) {
      throw unprocessable([{ path: 'current', message: t('validation:reading.noMeter') }]);
    }
    const computed = computeReading(connection.history, body, thresholds);
    if (!computed.ok) {
      throw unprocessable([
        {
          path: 'current',
          message: t(`validation:${computed.error}`, { digits: connection.history.digits }),
        },
      ]);
    }
    const row = await updateReading(tx, orgId, id, {
      ...computed.reading,
      code: body.code,
      ...(body.readAt ? { readAt: new Date(body.readAt) } : {}),
      held: false,
      status: 'checked',
    });
    await audit(tx, request, orgId, {
      action: 'reading.correct',
      entity: 'reading',
      entityId: id,
      before: toReading(reading),
      after: toReading(row),
      reason: body.reason,
    });
    return toReading(row);
  });

/** Sent back to be read again: the reading goes (kept in the audit trail), the connection waits. */
export const sendBackReading = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  reason: string,
) =>
  inActorOrg(app, request, async (ctx) => {
    const { reading } = await changeable(ctx, id);
    // A bill voided without a re-bill keeps naming its reading (a voided bill is kept as it
    // was): that reading is corrected, not sent back (its delete was a 500 in the sweep).
    const billed = await billNamingReading(ctx.tx, ctx.orgId, id);
    if (billed)
      throw new AppError('CONFLICT', { vars: { context: 'readingBilled', number: billed } });
    await deleteReading(ctx.tx, ctx.orgId, id);
    await audit(ctx.tx, request, ctx.orgId, {
      action: 'reading.reread',
      entity: 'reading',
      entityId: id,
      before: toReading(reading),
      reason,
    });
    return { id };
  });

/** Every normal, unheld reading of a route (or the round) accepted in one step. */
export const acceptRoute = (
  app: FastifyInstance,
  request: FastifyRequest,
  roundId: string,
  routeId: string | null,
) =>
  inActorOrg(app, request, async ({ tx, orgId }) => {
    const round = await findRound(tx, orgId, roundId, true);
    if (!round) throw notFound();
    if (round.status !== 'open' && round.status !== 'reading') throw roundClosed();
    const ids = await acceptNormal(tx, orgId, roundId, routeId);
    await audit(tx, request, orgId, {
      action: 'reading.accept_route',
      entity: 'service_round',
      entityId: roundId,
      after: { routeId, accepted: ids.length, readingIds: ids },
    });
    return { accepted: ids.length };
  });
