import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReceiptListQuery } from '@prapa/contracts';
import { inActorOrg } from '../../lib/actor-tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import { exportWindow, pageOf } from '../../lib/list-query.ts';
import { assertOwnOrAll, ownScope } from '../../lib/own-scope.ts';
import { listReceipts, receiptById } from './receipts.repo.ts';

/** A cashier lists their own receipts; finance and the auditor every collector's. */
export const receiptList = (
  app: FastifyInstance,
  request: FastifyRequest,
  q: ReceiptListQuery & { page: number; pageSize: number },
) =>
  inActorOrg(app, request, ({ tx, orgId, actor }) => {
    const cashierId = ownScope(actor, 'receipt.readAll', q.cashierId);
    return listReceipts(tx, orgId, { ...q, cashierId }, pageOf(q));
  });

export const receiptsForExport = (
  app: FastifyInstance,
  request: FastifyRequest,
  q: Partial<ReceiptListQuery>,
) =>
  inActorOrg(
    app,
    request,
    async ({ tx, orgId }) => (await listReceipts(tx, orgId, q, exportWindow)).items,
  );

export const oneReceipt = (app: FastifyInstance, request: FastifyRequest, id: string) =>
  inActorOrg(app, request, async ({ tx, orgId, actor }) => {
    const found = await receiptById(tx, orgId, id);
    if (!found) throw notFound();
    assertOwnOrAll(actor, 'receipt.readAll', found.cashierId);
    return found;
  });
