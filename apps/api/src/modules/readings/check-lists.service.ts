import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { roundReadingsExportQuery } from '@prapa/contracts';
import { inActorOrgRead } from '../../lib/actor-tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import { exportWindow } from '../../lib/list-query.ts';
import { reportOrg } from '../reports/reports.repo.ts';
import { findRound } from '../rounds/rounds.repo.ts';
import { roundReadings } from './check.repo.ts';

type ExportQuery = z.output<typeof roundReadingsExportQuery>;

/** Every row of a round's list as filtered (up to the export cap), with what prints on it. */
export const roundReadingsForExport = (
  app: FastifyInstance,
  request: FastifyRequest,
  roundId: string,
  query: ExportQuery,
) =>
  inActorOrgRead(app, request, async ({ tx, orgId }) => {
    const round = await findRound(tx, orgId, roundId);
    if (!round) throw notFound();
    const { items } = await roundReadings(tx, orgId, roundId, query, exportWindow);
    return { round, rows: items, org: await reportOrg(tx, orgId) };
  });
