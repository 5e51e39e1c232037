import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReceiptListQuery } from '@prapa/contracts';
import { inActorOrg } from '../../lib/actor-tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import { exportWindow, pageOf } from '../../lib/list-query.ts';
import { listReceipts, receiptById } from './receipts.repo.ts';

export const receiptList = (
  app: FastifyInstance,
  request: FastifyRequest,
  q: ReceiptListQuery & { page: number; pageSize: number },
) => inActorOrg(app, request, ({ tx, orgId }) => listReceipts(tx, orgId, q, pageOf(q)));

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
  inActorOrg(app, request, async ({ tx, orgId }) => {
    const found = await receiptById(tx, orgId, id);
    if (!found) throw notFound();
    return found;
  });
