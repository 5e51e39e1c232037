import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type {
  BillingCycle,
  ListResult,
  RoundProposal,
  RoundStatus,
  ServiceRound,
  serviceRoundInput,
} from '@prapa/contracts';
import { bangkokDate, proposeRound } from '@prapa/domain';
import { inActorOrg, type TenantCtx } from '../../lib/actor-tenant.ts';
import { AppError, fieldError, notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { findOrg } from '../orgs/org.repo.ts';
import {
  countRounds,
  findCycle,
  findRound,
  insertRound,
  lastRound,
  listRounds,
  progressByRoute,
  readCounts,
  roundOfMonth,
  saveCycle,
  toRound,
  uncheckedReadings,
  updateRound,
  type RoundRow,
} from './rounds.repo.ts';
import { roundProgress } from './round-progress.repo.ts';

type RoundInput = z.output<typeof serviceRoundInput>;

const monthTaken = () => fieldError('CONFLICT', 'month', 'validation:roundTaken');
const notEditable = () => new AppError('CONFLICT', { vars: { context: 'roundNotEditable' } });
const badMove = () => new AppError('CONFLICT', { vars: { context: 'roundStatusMove' } });

const isLive = (r: RoundRow) => r.status === 'open' || r.status === 'reading';

/**
 * Open and reading rounds count who is expected now, by the rule /check counts with
 * (roundProgress); a billed one counts what it billed.
 */
const withProgress = async (ctx: TenantCtx, rows: RoundRow[]): Promise<ServiceRound[]> => {
  const read = await readCounts(
    ctx.tx,
    ctx.orgId,
    rows.filter((r) => !isLive(r)).map((r) => r.id),
  );
  const out: ServiceRound[] = [];
  for (const r of rows) {
    if (isLive(r)) {
      const progress = await roundProgress(ctx.tx, ctx.orgId, r.id);
      out.push(toRound(r, progress.expected, progress.read));
    } else {
      const taken = read.get(r.id) ?? 0;
      out.push(toRound(r, taken, taken));
    }
  }
  return out;
};

export const listServiceRounds = (
  app: FastifyInstance,
  request: FastifyRequest,
  page: { page: number; pageSize: number },
): Promise<ListResult<ServiceRound>> =>
  inActorOrg(app, request, async (ctx) => {
    const rows = await listRounds(
      ctx.tx,
      ctx.orgId,
      page.pageSize,
      (page.page - 1) * page.pageSize,
    );
    return { items: await withProgress(ctx, rows), total: await countRounds(ctx.tx, ctx.orgId) };
  });

export const getServiceRound = (app: FastifyInstance, request: FastifyRequest, id: string) =>
  inActorOrg(app, request, async (ctx) => {
    const row = await findRound(ctx.tx, ctx.orgId, id);
    if (!row) throw notFound();
    const [round] = await withProgress(ctx, [row]);
    return round as ServiceRound;
  });

export const roundRouteProgress = (app: FastifyInstance, request: FastifyRequest, id: string) =>
  inActorOrg(app, request, async ({ tx, orgId }) => {
    if (!(await findRound(tx, orgId, id))) throw notFound();
    return progressByRoute(tx, orgId, id);
  });

/** The next round as the organisation's cycle proposes it (the clerk adjusts it). */
export const proposeNextRound = (app: FastifyInstance, request: FastifyRequest) =>
  inActorOrg(app, request, async ({ tx, orgId }): Promise<RoundProposal> => {
    const cycle = await findCycle(tx, orgId);
    const org = await findOrg(tx, orgId);
    return proposeRound(
      { ...cycle, dueDays: org?.dueDays ?? 15 },
      await lastRound(tx, orgId),
      bangkokDate(new Date()),
    );
  });

export const createServiceRound = (
  app: FastifyInstance,
  request: FastifyRequest,
  input: RoundInput,
) =>
  inActorOrg(
    app,
    request,
    async (ctx) => {
      if (await roundOfMonth(ctx.tx, ctx.orgId, input.yearBe, input.month)) throw monthTaken();
      const row = await insertRound(ctx.tx, ctx.orgId, input);
      await audit(ctx.tx, request, ctx.orgId, {
        action: 'round.create',
        entity: 'service_round',
        entityId: row.id,
        after: row,
      });
      const [round] = await withProgress(ctx, [row]);
      return round as ServiceRound;
    },
    { service_rounds_org_month: monthTaken },
  );

/** Dates and note change while the round is open or being read; never after billing. */
export const updateServiceRound = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  input: RoundInput,
) =>
  inActorOrg(
    app,
    request,
    async (ctx) => {
      const before = await findRound(ctx.tx, ctx.orgId, id, true);
      if (!before) throw notFound();
      if (before.status !== 'open' && before.status !== 'reading') throw notEditable();
      const other = await roundOfMonth(ctx.tx, ctx.orgId, input.yearBe, input.month);
      if (other && other.id !== id) throw monthTaken();
      const row = await updateRound(ctx.tx, ctx.orgId, id, input);
      await audit(ctx.tx, request, ctx.orgId, {
        action: 'round.update',
        entity: 'service_round',
        entityId: id,
        before,
        after: row,
      });
      const [round] = await withProgress(ctx, [row]);
      return round as ServiceRound;
    },
    { service_rounds_org_month: monthTaken },
  );

// open → reading (and back while nothing is read), billed → closed; billed is billing's.
const MOVES: Record<RoundStatus, readonly RoundStatus[]> = {
  open: ['reading'],
  reading: ['open'],
  billed: ['closed'],
  closed: [],
};

export const moveServiceRound = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  to: RoundStatus,
) =>
  inActorOrg(app, request, async (ctx) => {
    const { tx, orgId, actor } = ctx;
    const before = await findRound(tx, orgId, id, true);
    if (!before) throw notFound();
    if (!MOVES[before.status].includes(to)) throw badMove();
    const read = (await readCounts(tx, orgId, [id])).get(id) ?? 0;
    if (before.status === 'reading' && to === 'open' && read > 0) throw badMove();
    if (to === 'closed') {
      const unchecked = await uncheckedReadings(tx, orgId, id);
      if (unchecked > 0) {
        throw new AppError('CONFLICT', { vars: { context: 'roundUnchecked', count: unchecked } });
      }
    }
    const row = await updateRound(tx, orgId, id, {
      status: to,
      ...(to === 'closed' ? { closedAt: new Date(), closedBy: actor.officerId } : {}),
    });
    await audit(tx, request, orgId, {
      action: `round.${to}`,
      entity: 'service_round',
      entityId: id,
      before: { status: before.status },
      after: { status: to },
    });
    const [round] = await withProgress(ctx, [row]);
    return round as ServiceRound;
  });

export const getBillingCycle = (app: FastifyInstance, request: FastifyRequest) =>
  inActorOrg(app, request, ({ tx, orgId }) => findCycle(tx, orgId));

export const saveBillingCycle = (
  app: FastifyInstance,
  request: FastifyRequest,
  cycle: BillingCycle,
) =>
  inActorOrg(app, request, async ({ tx, orgId }) => {
    const before = await findCycle(tx, orgId);
    await saveCycle(tx, orgId, cycle);
    await audit(tx, request, orgId, {
      action: 'billing_cycle.update',
      entity: 'billing_cycle',
      entityId: orgId,
      before,
      after: cycle,
    });
    return cycle;
  });
