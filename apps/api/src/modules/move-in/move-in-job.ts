import type { Language, MoveInMapping, MoveInStep } from '@prapa/contracts';
import { bangkokDate } from '@prapa/domain';
import { moveInBatches } from '../../db/schema/index.ts';
import { withSystem, type Tx } from '../../db/tenant.ts';
import { withHeartbeat } from '../../jobs/job-heartbeat.ts';
import type { JobContext, JobHandler } from '../../jobs/job-types.ts';
import { jobFileOf } from '../../jobs/jobs.repo.ts';
import { AppError, unprocessable } from '../../lib/app-error.ts';
import { auditBy } from '../../lib/audit.ts';
import { translator } from '../../lib/i18n.ts';
import { rowProblemErrors } from '../../lib/sheet-import/problems.ts';
import { assertOpen } from './move-in-open.ts';
import { checkRows } from './move-in-rows.ts';
import { readStepFile } from './move-in-sheet.ts';
import type { MoveInStepDef, StepActor } from './move-in-step.ts';
import { rememberMapping } from './move-in.repo.ts';
import { withStep } from './steps/index.ts';

/** What confirm saves with the job: everything the run needs but the file itself. */
export type MoveInJobInput = {
  step: MoveInStep;
  fileName: string;
  fileHash: string;
  mapping: MoveInMapping | null;
  lang: Language;
  idempotencyKey: string | null;
  officerId: string;
  homeOrgId: string;
  ip: string | null;
};

const actorOf = (input: MoveInJobInput): StepActor => ({
  officerId: input.officerId,
  homeOrgId: input.homeOrgId,
  ip: input.ip,
});

const unstage = <S extends MoveInStep, V, P>(ctx: JobContext, def: MoveInStepDef<S, V, P>) =>
  // As the owner: the app role does not see staged rows, so could not delete them.
  withSystem(ctx.database.db, (tx) => def.unstage(tx, ctx.job.orgId, ctx.job.id));

const publish = async (
  tx: Tx,
  ctx: JobContext,
  input: MoveInJobInput,
  result: { rowCount: number; connections: number; amount: number },
) => {
  const { job } = ctx;
  await assertOpen(tx, job.orgId);
  const [batch] = await tx
    .insert(moveInBatches)
    .values({
      orgId: job.orgId,
      step: input.step,
      jobId: job.id,
      fileName: input.fileName,
      fileHash: input.fileHash,
      ...result,
      createdBy: input.officerId,
    })
    .returning({ id: moveInBatches.id });
  if (input.mapping)
    await rememberMapping(tx, job.orgId, input.step, input.mapping, input.officerId);
  await auditBy(tx, { actor: actorOf(input), ip: input.ip }, job.orgId, {
    action: 'moveIn.confirm',
    entity: 'move_in_batch',
    entityId: batch?.id ?? job.id,
    after: { step: input.step, fileName: input.fileName, jobId: job.id, ...result },
  });
  return { batchId: batch?.id ?? null, step: input.step, ...result };
};

const run = async <S extends MoveInStep, V, P>(
  ctx: JobContext,
  def: MoveInStepDef<S, V, P>,
  batchRows: number,
) => {
  const { job } = ctx;
  const input = job.input as MoveInJobInput;
  const t = translator(input.lang);
  if (job.attempts > 1) await unstage(ctx, def);
  const content = await ctx.batch((tx) => jobFileOf(tx, job.orgId, job.id), {
    phase: 'read',
    done: 0,
    total: 0,
  });
  if (!content) throw new AppError('NOT_FOUND');
  const file = await withHeartbeat(ctx, readStepFile(t, input.lang, def, content, input.mapping));
  if (file.unmapped)
    throw unprocessable([{ path: 'mapping', message: t('validation:moveIn.mapFirst') }]);
  const checking = { phase: 'moveInCheck', done: 0, total: file.rows.length };
  const checked = await checkRows(
    def,
    t,
    file,
    bangkokDate(new Date()),
    (fn) => ctx.batch(fn, checking),
    job.orgId,
  );
  if (checked.problems.length > 0)
    throw unprocessable(rowProblemErrors(t, file.placed, checked.problems));
  const rows = checked.good;
  const prepared = await ctx.batch(async (tx) => {
    await assertOpen(tx, job.orgId);
    return def.prepare(tx, job.orgId, rows);
  }, checking);
  for (let at = 0; at < rows.length; at += batchRows) {
    const part = rows.slice(at, at + batchRows);
    await ctx.batch((tx) => def.stage(tx, job.orgId, job.id, part, at, prepared, actorOf(input)), {
      phase: 'write',
      done: at + part.length,
      total: rows.length,
    });
  }
  const result = { rowCount: rows.length, ...def.measure(rows) };
  await ctx.finish(async (tx) => {
    await def.publish(tx, job.orgId, job.id, rows.length, prepared);
    return publish(tx, ctx, input, result);
  });
};

/**
 * A move-in file confirmed (issue 28): read in a worker thread, every row checked again,
 * then staged in short batches marked with this job and published by finishing it, with
 * the batch record and the audit row. A run that stopped half-way clears what it staged
 * and starts over; nothing is ever half visible. The file is kept with the job: the
 * page offers it back beside what it brought in.
 */
export const moveInJob = (batchRows: number): JobHandler => ({
  discard: async (ctx) => {
    const input = ctx.job.input as MoveInJobInput;
    await withStep(input.step, (def) => unstage(ctx, def));
  },
  run: async (ctx) => {
    const input = ctx.job.input as MoveInJobInput;
    await withStep(input.step, (def) => run(ctx, def, batchRows));
  },
});
