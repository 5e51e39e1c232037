import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DepositDetail, forfeitBody, refundBody } from '@prapa/contracts';
import { fullNameOf } from '@prapa/domain';
import { inActorOrg, inActorOrgRead } from '../../lib/actor-tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import { exportWindow, pageOf } from '../../lib/list-query.ts';
import { findWaterUser } from '../water-users/water-users.repo.ts';
import { beyondDeposit, lockedDeposit, writeMove, type VoucherSnapshot } from './deposit-moves.ts';
import {
  debtOf,
  depositEntries,
  depositOf,
  listDeposits,
  type DepositFilters,
} from './deposits.repo.ts';

type Page = { page: number; pageSize: number };

export const listOfDeposits = (
  app: FastifyInstance,
  request: FastifyRequest,
  q: DepositFilters & Page,
) => inActorOrg(app, request, ({ tx, orgId }) => listDeposits(tx, orgId, q, pageOf(q)));

export const exportOfDeposits = (
  app: FastifyInstance,
  request: FastifyRequest,
  q: DepositFilters,
) => inActorOrgRead(app, request, ({ tx, orgId }) => listDeposits(tx, orgId, q, exportWindow));

/** One connection's deposit and its history; 404 when it is not the organisation's. */
export const depositDetailOf = (app: FastifyInstance, request: FastifyRequest, id: string) =>
  inActorOrg(app, request, async ({ tx, orgId }): Promise<DepositDetail> => {
    const user = await findWaterUser(tx, orgId, id);
    if (!user) throw notFound();
    const row = (await depositOf(tx, orgId, id)) ?? {
      waterUserId: id,
      customerNo: user.customerNo,
      name: fullNameOf(user),
      areaName: '',
      meterSize: null,
      usageStatus: null,
      takenOn: null,
      receipts: [],
      openingReference: null,
      opening: 0,
      taken: 0,
      applied: 0,
      refunded: 0,
      forfeited: 0,
      held: 0,
    };
    return {
      ...row,
      debt: await debtOf(tx, orgId, id),
      entries: await depositEntries(tx, orgId, id, row),
    };
  });

/**
 * A deposit paid back on its own (not through a cancellation): a numbered voucher.
 * More than the deposit holds is refused (409) and writes nothing.
 */
export const refundDeposit = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  body: z.output<typeof refundBody>,
) =>
  inActorOrg(app, request, async (ctx) => {
    const held = await lockedDeposit(ctx, id);
    if (!held || body.amount > held.held) throw beyondDeposit(held?.held ?? 0);
    const snapshot: VoucherSnapshot = {
      customerNo: held.customerNo,
      holder: held.name,
      areaName: held.areaName,
      meterSize: held.meterSize,
      requestNumber: null,
      held: held.held,
      applied: 0,
      appliedBills: [],
      receipt: null,
      finalBill: null,
      remaining: 0,
      refunded: body.amount,
      note: body.note,
    };
    return writeMove(ctx, request, {
      waterUserId: id,
      kind: 'refunded',
      amount: body.amount,
      on: body.refundedOn,
      payee: body.payee ?? held.name,
      channel: body.channel,
      snapshot,
    });
  });

/** A deposit kept by the utility, with the reason and the document that decided it. */
export const forfeitDeposit = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  body: z.output<typeof forfeitBody>,
) =>
  inActorOrg(app, request, async (ctx) => {
    const held = await lockedDeposit(ctx, id);
    if (!held || body.amount > held.held) throw beyondDeposit(held?.held ?? 0);
    return writeMove(ctx, request, {
      waterUserId: id,
      kind: 'forfeited',
      amount: body.amount,
      on: body.forfeitedOn,
      reason: body.reason,
      document: body.document,
    });
  });
