import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { MoveInFigures, MoveInGoLiveBody, MoveInState, MoveInStep } from '@prapa/contracts';
import { moveInBatches, moveIns } from '../../db/schema/index.ts';
import { jobFileOf } from '../../jobs/jobs.repo.ts';
import { inActorOrg } from '../../lib/actor-tenant.ts';
import { AppError, notFound, unprocessable } from '../../lib/app-error.ts';
import { auditBy } from '../../lib/audit.ts';
import { translator } from '../../lib/i18n.ts';
import { orgNameOf } from '../water-users-import/import.repo.ts';
import { assertOpen } from './move-in-open.ts';
import { buildStepTemplate } from './move-in-sheet.ts';
import { moveInStateOf } from './move-in-state.ts';
import { activeMoveInJob } from './move-in.repo.ts';
import { withStep } from './steps/index.ts';

export const moveInState = (app: FastifyInstance, request: FastifyRequest) =>
  inActorOrg(app, request, ({ tx, orgId }) => moveInStateOf(tx, orgId));

/** The old system's totals as the manager typed them; typed again, they replace the last. */
export const saveControlTotals = (
  app: FastifyInstance,
  request: FastifyRequest,
  body: MoveInFigures,
): Promise<MoveInState> =>
  inActorOrg(app, request, async ({ tx, orgId, actor }) => {
    await assertOpen(tx, orgId);
    const values = {
      totalsCustomers: body.customers,
      totalsDebt: body.debt,
      totalsDeposits: body.deposits,
      totalsCredit: body.credit,
      totalsBy: actor.officerId,
      totalsAt: new Date(),
    };
    await tx
      .insert(moveIns)
      .values({ orgId, ...values })
      .onConflictDoUpdate({ target: moveIns.orgId, set: values });
    await auditBy(tx, { actor, ip: request.ip ?? null }, orgId, {
      action: 'moveIn.controlTotals',
      entity: 'move_in',
      entityId: orgId,
      after: body,
    });
    return moveInStateOf(tx, orgId);
  });

/**
 * Going live (once): from this month Prapa bills. Refused before the control totals are
 * typed, while a move-in job runs, for a month the old books still hold, and while the
 * figures differ unless a reason is given (kept with the figures compared).
 */
export const goLive = (
  app: FastifyInstance,
  request: FastifyRequest,
  body: MoveInGoLiveBody & { reason: string | null },
): Promise<MoveInState> =>
  inActorOrg(app, request, async ({ tx, orgId, actor }) => {
    const t = translator(request.lang);
    await assertOpen(tx, orgId);
    if (await activeMoveInJob(tx, orgId)) {
      throw new AppError('CONFLICT', { vars: { context: 'jobRunning' } });
    }
    const state = await moveInStateOf(tx, orgId);
    if (!state.controlTotals || !state.differences) {
      throw unprocessable([{ path: 'controlTotals', message: t('validation:moveIn.totalsFirst') }]);
    }
    const start = state.proposedStart;
    if (start && body.yearBe * 100 + body.month < start.yearBe * 100 + start.month) {
      throw unprocessable([
        {
          path: 'month',
          message: t('validation:moveIn.liveBeforeOld', { month: start.month, year: start.yearBe }),
        },
      ]);
    }
    const differ = Object.values(state.differences).some((d) => d !== 0);
    if (differ && !body.reason) {
      throw unprocessable([{ path: 'reason', message: t('validation:moveIn.reasonNeeded') }]);
    }
    const figures = { typed: state.controlTotals, imported: state.imported, differ };
    await tx
      .update(moveIns)
      .set({
        liveFromYearBe: body.yearBe,
        liveFromMonth: body.month,
        liveAt: new Date(),
        liveBy: actor.officerId,
        liveReason: body.reason,
        liveFigures: figures,
      })
      .where(eq(moveIns.orgId, orgId));
    await auditBy(tx, { actor, ip: request.ip ?? null }, orgId, {
      action: 'moveIn.goLive',
      entity: 'move_in',
      entityId: orgId,
      after: { yearBe: body.yearBe, month: body.month, reason: body.reason, ...figures },
    });
    return moveInStateOf(tx, orgId);
  });

export const stepTemplate = (app: FastifyInstance, request: FastifyRequest, step: MoveInStep) =>
  inActorOrg(app, request, async ({ tx, orgId }) => {
    const name = await orgNameOf(tx, orgId);
    return withStep(step, (def) => ({
      workbook: buildStepTemplate(translator(request.lang), def, name),
      sheetName: def.sheetName,
    }));
  });

/** The file a confirmed batch was read from, as it was uploaded. */
export const batchFile = (app: FastifyInstance, request: FastifyRequest, id: string) =>
  inActorOrg(app, request, async ({ tx, orgId }) => {
    const [batch] = await tx
      .select({ jobId: moveInBatches.jobId, fileName: moveInBatches.fileName })
      .from(moveInBatches)
      .where(and(eq(moveInBatches.orgId, orgId), eq(moveInBatches.id, id)));
    if (!batch) throw notFound();
    const content = await jobFileOf(tx, orgId, batch.jobId);
    if (!content) throw notFound();
    return { fileName: batch.fileName, content };
  });
