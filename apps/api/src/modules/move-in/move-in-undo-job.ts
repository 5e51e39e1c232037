import type { Language, MoveInStep } from '@prapa/contracts';
import type { JobContext, JobHandler } from '../../jobs/job-types.ts';
import { unprocessable } from '../../lib/app-error.ts';
import { auditBy } from '../../lib/audit.ts';
import { translator } from '../../lib/i18n.ts';
import { assertOpen } from './move-in-open.ts';
import type { MoveInStepDef, StepActor } from './move-in-step.ts';
import { markUndone } from './move-in.repo.ts';
import { withStep } from './steps/index.ts';

export type MoveInUndoInput = {
  step: MoveInStep;
  /** The confirm jobs of the step's files being undone (fixed when the undo was asked). */
  jobIds: string[];
  lang: Language;
  officerId: string;
  homeOrgId: string;
  ip: string | null;
};

/** Rows a batch undoes: one short transaction each. */
const UNDO_BATCH = 1_000;

const run = async <S extends MoveInStep, V, P>(ctx: JobContext, def: MoveInStepDef<S, V, P>) => {
  const { job } = ctx;
  const input = job.input as MoveInUndoInput;
  const t = translator(input.lang);
  const actor: StepActor = { officerId: input.officerId, homeOrgId: input.homeOrgId, ip: input.ip };
  const refusal = await ctx.batch(
    async (tx) => {
      await assertOpen(tx, job.orgId);
      return def.undoRefusal(tx, job.orgId, input.jobIds, t);
    },
    { phase: 'moveInCheck', done: 0, total: 0 },
  );
  if (refusal) throw unprocessable([{ path: 'step', message: refusal }]);
  let done = 0;
  for (;;) {
    const n = await ctx.batch(
      (tx) => def.undoBatch(tx, job.orgId, input.jobIds, job.id, UNDO_BATCH, actor, t),
      { phase: 'undo', done, total: 0 },
    );
    if (n === 0) break;
    done += n;
  }
  await ctx.finish(async (tx) => {
    await assertOpen(tx, job.orgId);
    await markUndone(tx, job.orgId, input.jobIds, job.id, input.officerId);
    await auditBy(tx, { actor, ip: input.ip }, job.orgId, {
      action: 'moveIn.undo',
      entity: 'move_in_step',
      entityId: job.id,
      after: { step: input.step, jobIds: input.jobIds, rows: done },
    });
    return { step: input.step, rows: done };
  });
};

/**
 * Undoing a step before going live (issue 28): every file of the step at once. Opening
 * bills are voided (a bill once seen is never deleted), credit brought in is reversed,
 * readings, usage and deposits brought in are removed; batch by batch, each batch safe
 * to run again after a crash; the files are stamped undone when the last batch is done.
 */
export const moveInUndoJob = (): JobHandler => ({
  run: async (ctx) => {
    const input = ctx.job.input as MoveInUndoInput;
    await withStep(input.step, (def) => run(ctx, def));
  },
});
