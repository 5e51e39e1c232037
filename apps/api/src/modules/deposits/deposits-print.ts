import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, and } from 'drizzle-orm';
import { officers } from '../../db/schema/index.ts';
import { inActorOrg, inActorOrgRead } from '../../lib/actor-tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import { exportWindow } from '../../lib/list-query.ts';
import { reportOrg } from '../reports/reports.repo.ts';
import { findMove, type VoucherSnapshot } from './deposit-moves.ts';
import { renderDepositRegisterPdf, renderVoucherPdf } from './deposits-pdf.ts';
import { listDeposits, type DepositFilters } from './deposits.repo.ts';

/** The register as filtered, every row, as a Thai A4 PDF. */
export const depositRegisterPdf = async (
  app: FastifyInstance,
  request: FastifyRequest,
  q: DepositFilters,
) => {
  const { org, list } = await inActorOrgRead(app, request, async ({ tx, orgId }) => ({
    org: await reportOrg(tx, orgId),
    list: await listDeposits(tx, orgId, q, exportWindow),
  }));
  return renderDepositRegisterPdf(org, list.items, list.totals, new Date());
};

/** A refund voucher as written: 404 for another organisation's or a move that is no voucher. */
export const voucherPdf = async (app: FastifyInstance, request: FastifyRequest, id: string) => {
  const { org, move, officerName } = await inActorOrg(app, request, async (ctx) => {
    const move = await findMove(ctx, id);
    if (!move || move.kind !== 'refunded' || !move.number || !move.channel) throw notFound();
    const [officer] = await ctx.tx
      .select({ name: officers.fullName })
      .from(officers)
      .where(and(eq(officers.orgId, ctx.orgId), eq(officers.id, move.createdBy)));
    return { org: await reportOrg(ctx.tx, ctx.orgId), move, officerName: officer?.name ?? null };
  });
  const pdf = await renderVoucherPdf(org, {
    number: move.number ?? '',
    movedOn: move.movedOn,
    payee: move.payee ?? '',
    channel: move.channel ?? 'cash',
    amount: move.amount,
    officerName,
    snapshot: move.snapshot as VoucherSnapshot,
  });
  return { pdf, number: move.number ?? '' };
};
