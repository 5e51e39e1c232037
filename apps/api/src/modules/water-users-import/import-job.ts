import type { TFunction } from 'i18next';
import type { ImportResult, Language } from '@prapa/contracts';
import { bangkokDate } from '@prapa/domain';
import { withSystem, type Tx } from '../../db/tenant.ts';
import { withHeartbeat } from '../../jobs/job-heartbeat.ts';
import type { JobContext, JobHandler, JobRow } from '../../jobs/job-types.ts';
import { dropJobFile, jobFileOf } from '../../jobs/jobs.repo.ts';
import { uniqueViolation } from '../../lib/actor-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditBy } from '../../lib/audit.ts';
import { translator } from '../../lib/i18n.ts';
import { assignNumbers } from './assign-numbers.ts';
import {
  settleSteps,
  placeRows,
  stageRows,
  unstageRows,
  type NewWaterUser,
  type StagedUser,
} from './bulk-write.ts';
import { examineFile, importKeyOf, type Examined } from './check-file.ts';
import { rowProblemErrors } from './problem-list.ts';
import { unprocessable } from '../../lib/app-error.ts';
import { insertImportRecord } from './import.repo.ts';
import { readImportFile, type ReadFile } from './read-file.ts';
import { takeSheet } from './sheet-cache.ts';

/** What confirm saves with the job: everything the run needs but the file itself. */
export type ImportJobInput = {
  fileName: string;
  fileHash: string;
  lang: Language;
  idempotencyKey: string | null;
  officerId: string;
  homeOrgId: string;
  ip: string | null;
};

/** The file as confirm stored it, parsed in a worker thread (a resumed run, or no preview). */
const readStoredFile = async (ctx: JobContext, t: TFunction, input: ImportJobInput) => {
  const { job } = ctx;
  const content = await ctx.batch((tx) => jobFileOf(tx, job.orgId, job.id), {
    phase: 'read',
    done: 0,
    total: 0,
  });
  if (!content) throw new AppError('NOT_FOUND');
  return withHeartbeat(ctx, readImportFile(t, input.lang, content));
};

/** Checks every row again (read-only): what the rows are, or the file's problems. */
const checkRows = async (ctx: JobContext, t: TFunction, file: ReadFile) => {
  const checking = { phase: 'check', done: 0, total: file.rows.length };
  const examined = await examineFile(
    (fn) => ctx.batch(fn, checking),
    ctx.job.orgId,
    t,
    file,
    bangkokDate(new Date()),
  );
  if (examined.problems.length > 0) throw unprocessable(rowProblemErrors(t, file, examined));
  return examined;
};

/** Numbers the rows (the organisation's counter, under its lock) and fixes ids and walk places. */
const numberRows = async (tx: Tx, orgId: string, file: ReadFile, examined: Examined) => {
  const { numbers, generated } = await assignNumbers(tx, orgId, examined.toInsert);
  const rows: NewWaterUser[] = examined.toInsert.map((r) => ({
    user: r.user,
    customerNo: numbers.get(r.row) ?? '',
    importKey: r.user.customerNo ? null : importKeyOf(file.fileHash, r.row),
    meter: r.meter,
  }));
  return {
    rows: await placeRows(tx, orgId, rows),
    generated,
    rowCount: examined.rowCount,
    skipped: examined.duplicates.length,
  };
};

/** What makes the staged rows the organisation's: the import record, the audit row. */
const publish = async (
  tx: Tx,
  job: JobRow,
  input: ImportJobInput,
  result: Omit<ImportResult, 'importId'>,
) => {
  const importId = await insertImportRecord(tx, job.orgId, {
    fileName: input.fileName,
    fileHash: result.fileHash,
    rowCount: result.rowCount,
    createdCount: result.created,
    skippedCount: result.skipped,
    importedBy: input.officerId,
  });
  await dropJobFile(tx, job.orgId, job.id);
  const answer: ImportResult = { importId, ...result };
  await auditBy(
    tx,
    { actor: { officerId: input.officerId, homeOrgId: input.homeOrgId }, ip: input.ip },
    job.orgId,
    {
      action: 'water_user.import',
      entity: 'water_user_import',
      entityId: importId,
      after: {
        fileName: input.fileName,
        idempotencyKey: input.idempotencyKey,
        jobId: job.id,
        result: answer,
      },
    },
  );
  return answer;
};

/** Index and statistics upkeep after the rows are published, one short step at a time. */
const settle = async (ctx: JobContext) => {
  for (const step of settleSteps) {
    await withSystem(ctx.database.db, step).catch((err: unknown) =>
      ctx.log.warn({ err }, 'could not settle the tables after the import'),
    );
    await new Promise((resolve) => setImmediate(resolve));
  }
};

const unstage = (ctx: JobContext) =>
  withSystem(ctx.database.db, (tx) => unstageRows(tx, ctx.job.orgId, ctx.job.id));

// A connection or meter registered by hand while the job ran took a number or serial of
// the file: the file must be checked again.
const changedMeanwhile = (err: unknown) =>
  uniqueViolation(err) !== null
    ? new AppError('CONFLICT', { vars: { context: 'importChanged' } })
    : err;

/**
 * The water-user import as a job (issue 13): read the file in a worker thread, check it
 * and number it in one short transaction, stage the rows in batches (invisible), then
 * publish them by finishing the job, with the import record and the audit row. A run
 * that stopped half-way clears what it staged and starts over; nothing is ever half
 * visible. Each batch holds the database well under a second on PGlite.
 */
export const waterUserImportJob = (batchRows: number): JobHandler => ({
  discard: async (ctx) => {
    await unstage(ctx);
    await ctx.batch((tx) => dropJobFile(tx, ctx.job.orgId, ctx.job.id));
  },
  run: async (ctx) => {
    const { job } = ctx;
    const input = job.input as ImportJobInput;
    const t = translator(input.lang);
    const timings: Record<string, number> = {};
    let lap = performance.now();
    const timed = (phase: string) => {
      const now = performance.now();
      timings[phase] = Math.round((timings[phase] ?? 0) + now - lap);
      lap = now;
    };
    if (job.attempts > 1) await unstage(ctx);
    const file = job.attempts === 1 ? takeSheet(input.fileHash) : null;
    const read = file ?? (await readStoredFile(ctx, t, input));
    timed('read');
    const checking = { phase: 'check', done: 0, total: read.rows.length };
    const examined = await checkRows(ctx, t, read);
    const prepared = await ctx.batch((tx) => numberRows(tx, job.orgId, read, examined), checking);
    timed('check');
    const { rows } = prepared;
    try {
      for (let at = 0; at < rows.length; at += batchRows) {
        const part: StagedUser[] = rows.slice(at, at + batchRows);
        await ctx.batch((tx) => stageRows(tx, job.orgId, job.id, part), {
          phase: 'write',
          done: at + part.length,
          total: rows.length,
        });
      }
    } catch (err) {
      throw changedMeanwhile(err);
    }
    timed('write');
    const result: Omit<ImportResult, 'importId'> = {
      fileHash: read.fileHash,
      rowCount: prepared.rowCount,
      created: rows.length,
      skipped: prepared.skipped,
      metersInstalled: rows.filter((r) => r.meter).length,
      numbersGenerated: prepared.generated,
    };
    await ctx.finish((tx) => publish(tx, job, input, result), { timings });
    timed('publish');
    if (rows.length > 0) await settle(ctx);
    timed('settle');
    // Bookkeeping only: the job has succeeded, nothing here may undo that.
    await ctx
      .batch(async () => {}, {
        phase: 'write',
        done: rows.length,
        total: rows.length,
        state: { timings },
      })
      .catch(() => {});
  },
});
