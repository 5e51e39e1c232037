import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PaymentRound, paymentRoundInput, ProposedPaymentRound } from '@prapa/contracts';
import { bills, paymentRounds, serviceRounds } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { inActorOrg } from '../../lib/actor-tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { auditBy } from '../../lib/audit.ts';
import { findRound } from '../rounds/rounds.repo.ts';
import { findPaymentRound } from './billing-context.repo.ts';
import { proposedPaymentRound } from './billing-steps.ts';

type Input = z.output<typeof paymentRoundInput>;
const who = (request: FastifyRequest) => ({ actor: request.actor, ip: request.ip ?? null });

const billCounts = sql<number>`(select count(*)::int from ${bills} b where b.org_id = ${paymentRounds.orgId} and b.round_id = ${paymentRounds.roundId} and b.kind = 'water' and b.status <> 'void')`;
const anyPaid = sql<boolean>`exists (select 1 from ${bills} b where b.org_id = ${paymentRounds.orgId} and b.round_id = ${paymentRounds.roundId} and b.paid > 0)`;

const list = (tx: Tx, orgId: string, id?: string) =>
  tx
    .select({
      id: paymentRounds.id,
      roundId: paymentRounds.roundId,
      yearBe: serviceRounds.yearBe,
      month: serviceRounds.month,
      billDate: serviceRounds.billDate,
      roundStatus: serviceRounds.status,
      payFrom: paymentRounds.payFrom,
      payTo: paymentRounds.payTo,
      dueDate: paymentRounds.dueDate,
      warnDate: paymentRounds.warnDate,
      cutoffDate: paymentRounds.cutoffDate,
      lateFeeFrom: paymentRounds.lateFeeFrom,
      note: paymentRounds.note,
      paid: anyPaid,
      bills: billCounts,
      updatedAt: paymentRounds.updatedAt,
    })
    .from(paymentRounds)
    .innerJoin(
      serviceRounds,
      and(
        eq(serviceRounds.orgId, paymentRounds.orgId),
        eq(serviceRounds.id, paymentRounds.roundId),
      ),
    )
    .where(and(eq(paymentRounds.orgId, orgId), id ? eq(paymentRounds.id, id) : undefined))
    .orderBy(desc(serviceRounds.yearBe), desc(serviceRounds.month));

const view = (r: Awaited<ReturnType<typeof list>>[number]): PaymentRound => ({
  id: r.id,
  roundId: r.roundId,
  yearBe: r.yearBe,
  month: r.month,
  billDate: r.billDate,
  roundStatus: r.roundStatus,
  payFrom: r.payFrom,
  payTo: r.payTo,
  dueDate: r.dueDate,
  warnDate: r.warnDate,
  cutoffDate: r.cutoffDate,
  lateFeeFrom: r.lateFeeFrom,
  note: r.note,
  editable: !r.paid && r.roundStatus !== 'closed',
  bills: r.bills,
  updatedAt: r.updatedAt.toISOString(),
});

/** /operation/set_payment: every payment round, newest month first. */
export const listPaymentRounds = (app: FastifyInstance, request: FastifyRequest) =>
  inActorOrg(app, request, async ({ tx, orgId }) => (await list(tx, orgId)).map(view));

/** The dates proposed for a round's payment round from the billing cycle. */
export const paymentRoundProposal = (
  app: FastifyInstance,
  request: FastifyRequest,
  roundId: string,
): Promise<ProposedPaymentRound> =>
  inActorOrg(app, request, async ({ tx, orgId }) => {
    const round = await findRound(tx, orgId, roundId);
    if (!round) throw notFound();
    return proposedPaymentRound(tx, orgId, round.billDate);
  });

export const createPaymentRound = (
  app: FastifyInstance,
  request: FastifyRequest,
  roundId: string,
  input: Input,
) =>
  inActorOrg(app, request, async ({ tx, orgId }) => {
    const round = await findRound(tx, orgId, roundId);
    if (!round) throw notFound();
    if (await findPaymentRound(tx, orgId, roundId)) {
      throw new AppError('CONFLICT', { vars: { context: 'paymentRoundExists' } });
    }
    const [row] = await tx
      .insert(paymentRounds)
      .values({ orgId, roundId, ...input })
      .returning();
    if (!row) throw new Error('payment round not inserted');
    await auditBy(tx, who(request), orgId, {
      action: 'payment_round.create',
      entity: 'payment_round',
      entityId: row.id,
      after: input,
    });
    const [out] = await list(tx, orgId, row.id);
    if (!out) throw notFound();
    return view(out);
  });

/** Dates change until the first payment of one of its bills (a bill keeps the due date it printed). */
export const updatePaymentRound = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  input: Input,
) =>
  inActorOrg(app, request, async ({ tx, orgId }) => {
    const [current] = await list(tx, orgId, id);
    if (!current) throw notFound();
    if (!view(current).editable) {
      throw new AppError('CONFLICT', { vars: { context: 'paymentRoundPaid' } });
    }
    await tx
      .update(paymentRounds)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(paymentRounds.orgId, orgId), eq(paymentRounds.id, id)));
    await auditBy(tx, who(request), orgId, {
      action: 'payment_round.update',
      entity: 'payment_round',
      entityId: id,
      before: {
        payFrom: current.payFrom,
        payTo: current.payTo,
        dueDate: current.dueDate,
        warnDate: current.warnDate,
        cutoffDate: current.cutoffDate,
        lateFeeFrom: current.lateFeeFrom,
        note: current.note,
      },
      after: input,
    });
    const [out] = await list(tx, orgId, id);
    if (!out) throw notFound();
    return view(out);
  });
