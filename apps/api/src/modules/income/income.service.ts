import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  incomeHeads,
  type IncomeHead,
  type IncomeHeadRow,
  type IncomeQuery,
  type IncomeReport,
} from '@prapa/contracts';
import { debtorMovement, incomePeriod } from '@prapa/domain';
import type { Tx } from '../../db/tenant.ts';
import { inActorOrgRead } from '../../lib/actor-tenant.ts';
import {
  billedHeads,
  carriedForward,
  movementFigures,
  receiptGroups,
  receivedHeads,
  voidedReceipts,
} from './income.repo.ts';

const byHead = (rows: { head: IncomeHead; amount: number }[]) => {
  const out = new Map<IncomeHead, number>(incomeHeads.map((h) => [h, 0]));
  for (const r of rows) out.set(r.head, (out.get(r.head) ?? 0) + r.amount);
  return out;
};

/**
 * The income report of a view as numbers: what the screen, its PDF and its sheet print
 * (one query path, so the PDF's totals are the screen's).
 */
export const incomeReportOf = async (
  tx: Tx,
  orgId: string,
  query: IncomeQuery,
): Promise<IncomeReport> => {
  const span = incomePeriod(query.view, query.month);
  const billed = byHead(await billedHeads(tx, orgId, span));
  const received = byHead(await receivedHeads(tx, orgId, span));
  const heads: IncomeHeadRow[] = incomeHeads.map((head) => ({
    head,
    billed: billed.get(head) ?? 0,
    received: received.get(head) ?? 0,
  }));
  const channels = await receiptGroups(tx, orgId, span, 'channel');
  const voided = await voidedReceipts(tx, orgId, span);
  const figures = await movementFigures(tx, orgId, span);
  const movement = debtorMovement({
    ...figures,
    carriedForward: await carriedForward(tx, orgId, span.to),
  });
  return {
    view: query.view,
    month: query.month,
    ...span,
    heads,
    totals: {
      billed: heads.reduce((s, h) => s + h.billed, 0),
      received: heads.reduce((s, h) => s + h.received, 0),
      receipts: channels.reduce((s, c) => s + c.receipts, 0),
    },
    channels,
    areas: await receiptGroups(tx, orgId, span, 'area'),
    userTypes: await receiptGroups(tx, orgId, span, 'userType'),
    voided: {
      count: voided.length,
      amount: voided.reduce((s, r) => s + r.amount, 0),
      receipts: voided,
    },
    movement,
  };
};

export const incomeReport = (app: FastifyInstance, request: FastifyRequest, query: IncomeQuery) =>
  inActorOrgRead(app, request, ({ tx, orgId }) => incomeReportOf(tx, orgId, query));
