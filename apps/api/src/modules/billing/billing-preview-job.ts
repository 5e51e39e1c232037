import type { JobHandler } from '../../jobs/job-types.ts';
import {
  expectedConnections,
  routesInWalkOrder,
  type Expected,
} from './billing-candidates.repo.ts';
import { PREVIEW_CHUNK, previewTally } from './billing-preview.ts';
import { prepareHead, priceBatch } from './billing-steps.ts';
import { sortConnections } from './classify.ts';

export type BillingPreviewInput = { roundId: string };

/**
 * The billing preview as a job (issue 25: 14.3 s in one request for 100,000 connections):
 * the connections a route a transaction, then priced PREVIEW_CHUNK a transaction, the
 * progress saved with each; it writes nothing, so a stopped one simply starts again.
 */
export const billingPreviewJob = (): JobHandler => ({
  run: async (ctx) => {
    const { roundId } = ctx.job.input as BillingPreviewInput;
    const orgId = ctx.job.orgId;
    const head = await ctx.batch((tx) => prepareHead(tx, orgId, roundId), {
      phase: 'prepare',
      done: 0,
      total: 0,
    });
    const routes = await ctx.batch((tx) => routesInWalkOrder(tx, orgId));
    const expected: Expected[] = [];
    for (const [i, route] of routes.entries()) {
      const rows = await ctx.batch((tx) => expectedConnections(tx, orgId, roundId, { route }), {
        phase: 'prepare',
        done: i + 1,
        total: routes.length,
      });
      for (const row of rows) expected.push(row);
    }
    const prepared = { ...head, sorted: sortConnections(head.context, expected) };
    const tally = previewTally(prepared);
    const ids = prepared.sorted.toBill.map((c) => c.id);
    for (let i = 0; i < ids.length; i += PREVIEW_CHUNK) {
      tally.add(
        await ctx.batch(
          (tx) => priceBatch(tx, orgId, prepared.context, ids.slice(i, i + PREVIEW_CHUNK)),
          { phase: 'price', done: Math.min(i + PREVIEW_CHUNK, ids.length), total: ids.length },
        ),
      );
    }
    await ctx.finish(async () => tally.result());
  },
});
