import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  waterUserReportGroupings,
  type WaterUserReportGrouping,
  type WaterUserSummary,
} from '@prapa/contracts';
import { bangkokDate } from '@prapa/domain';
import type { Tx } from '../../db/tenant.ts';
import { inActorOrgRead } from '../../lib/actor-tenant.ts';
import { translator } from '../../lib/i18n.ts';
import { reportOrg, summaryRows, totalsOf } from './reports.repo.ts';

const summaryIn = async (
  tx: Tx,
  orgId: string,
  groupBy: WaterUserReportGrouping,
  noGroup: string,
): Promise<WaterUserSummary> => {
  const rows = await summaryRows(tx, orgId, groupBy, bangkokDate(new Date()));
  const named = rows.map((r) => (r.key === null ? { ...r, label: noGroup } : r));
  return { groupBy, rows: named, totals: totalsOf(named) };
};

/** /report/use_water_user: the organisation's connections counted by one grouping. */
export const waterUserSummary = (
  app: FastifyInstance,
  request: FastifyRequest,
  groupBy: WaterUserReportGrouping,
) => {
  const noGroup = translator(request.lang)('server:waterUserReport.noRoute');
  return inActorOrgRead(app, request, ({ tx, orgId }) => summaryIn(tx, orgId, groupBy, noGroup));
};

/** Every grouping at once (five grouped queries, one transaction), for the .xlsx. */
export const allSummaries = (app: FastifyInstance, request: FastifyRequest) => {
  const noGroup = translator(request.lang)('server:waterUserReport.noRoute');
  return inActorOrgRead(app, request, async ({ tx, orgId }) => {
    const all: WaterUserSummary[] = [];
    for (const g of waterUserReportGroupings) all.push(await summaryIn(tx, orgId, g, noGroup));
    return all;
  });
};

/** The printed report: every grouping, in Thai, and what the header and signature need. */
export const printableSummaries = (app: FastifyInstance, request: FastifyRequest) =>
  inActorOrgRead(app, request, async ({ tx, orgId }) => {
    const noGroup = translator('th')('server:waterUserReport.noRoute');
    const all: WaterUserSummary[] = [];
    for (const g of waterUserReportGroupings) all.push(await summaryIn(tx, orgId, g, noGroup));
    return { org: await reportOrg(tx, orgId), summaries: all };
  });
