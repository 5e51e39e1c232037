import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bangkokDate } from '@prapa/domain';
import type { DebtorList, DebtorQuery } from '@prapa/contracts';
import { inActorOrgRead } from '../../lib/actor-tenant.ts';
import { exportWindow, pageOf } from '../../lib/list-query.ts';
import { reportOrg } from '../reports/reports.repo.ts';
import { creditPage } from './credits.repo.ts';
import { debtorPage } from './debtors.repo.ts';

type Query = Omit<DebtorQuery, 'page' | 'pageSize'> & { page: number; pageSize: number };

const asOfOf = (q: Pick<DebtorQuery, 'asOf'>) => q.asOf ?? bangkokDate(new Date());

/** /debtor_accounts: a page of debtors with the totals of every debtor the filters keep. */
export const debtorList = (
  app: FastifyInstance,
  request: FastifyRequest,
  q: Query,
): Promise<DebtorList> =>
  inActorOrgRead(app, request, async ({ tx, orgId }) => {
    const { page: _p, pageSize: _s, asOf: _a, ...filters } = q;
    const asOf = asOfOf(q);
    return { asOf, ...(await debtorPage(tx, orgId, asOf, filters, pageOf(q))) };
  });

/** Every debtor the filters keep (the export cap), for the sheet and the PDF. */
export const allDebtors = (app: FastifyInstance, request: FastifyRequest, q: Query) =>
  inActorOrgRead(app, request, async ({ tx, orgId }) => {
    const { page: _p, pageSize: _s, asOf: _a, ...filters } = q;
    const asOf = asOfOf(q);
    return {
      org: await reportOrg(tx, orgId),
      list: { asOf, ...(await debtorPage(tx, orgId, asOf, filters, exportWindow)) },
    };
  });

export const creditList = (
  app: FastifyInstance,
  request: FastifyRequest,
  q: { areaId?: string; routeId?: string; q?: string; page: number; pageSize: number },
) => inActorOrgRead(app, request, ({ tx, orgId }) => creditPage(tx, orgId, q, pageOf(q)));
