import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';
import type {
  JobView,
  MoveInConfirmBody,
  MoveInFileBody,
  MoveInMapping,
  MoveInPreview,
  MoveInStep,
} from '@prapa/contracts';
import { bangkokDate } from '@prapa/domain';
import { inActorOrg } from '../../lib/actor-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { translator } from '../../lib/i18n.ts';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';
import { problemList } from '../../lib/sheet-import/problems.ts';
import { actorOf } from '../../plugins/auth.ts';
import { enqueueJob, jobStarter, jobViewOf } from '../jobs/jobs.service.ts';
import type { MoveInJobInput } from './move-in-job.ts';
import { assertOpen } from './move-in-open.ts';
import { checkRows } from './move-in-rows.ts';
import { readStepFile, refuseIncompleteMapping, suggestMapping } from './move-in-sheet.ts';
import type { MoveInStepDef } from './move-in-step.ts';
import type { MoveInUndoInput } from './move-in-undo-job.ts';
import { activeJobIds, rememberedMapping } from './move-in.repo.ts';
import { withStep } from './steps/index.ts';

/** One move-in job (a file's confirm or a step's undo) per organisation at a time. */
export const MOVE_IN_JOB_KEY = 'move-in';

type Body = { fileName: string; contentBase64: string; mapping: MoveInMapping | null };

const decode = (body: Body) => Buffer.from(body.contentBase64, 'base64');

/**
 * The mapping a file is read by: the one sent; else the template's headers when they are
 * there; else the organisation's remembered mapping for the step; else none (map first).
 */
const readByMapping = async <S extends MoveInStep, V, P>(
  app: FastifyInstance,
  request: FastifyRequest,
  t: TFunction,
  def: MoveInStepDef<S, V, P>,
  content: Buffer,
  sent: MoveInMapping | null,
) => {
  refuseIncompleteMapping(t, def, sent);
  const first = await readStepFile(t, request.lang, def, content, sent);
  if (!first.unmapped || sent) return { file: first, mapping: sent };
  const remembered = await inActorOrg(app, request, ({ tx, orgId }) =>
    rememberedMapping(tx, orgId, def.step),
  );
  if (!remembered) return { file: first, mapping: null };
  const again = await readStepFile(t, request.lang, def, content, remembered);
  return again.unmapped ? { file: first, mapping: null } : { file: again, mapping: remembered };
};

const preview = async <S extends MoveInStep, V, P>(
  app: FastifyInstance,
  request: FastifyRequest,
  def: MoveInStepDef<S, V, P>,
  body: Body,
): Promise<MoveInPreview> => {
  const t = translator(request.lang);
  const { file, mapping } = await readByMapping(app, request, t, def, decode(body), body.mapping);
  const base = { step: def.step, fileHash: file.fileHash, fileName: body.fileName, mapping };
  if (file.unmapped) {
    return {
      ...base,
      mappingNeeded: {
        headerRow: body.mapping?.headerRow ?? 1,
        ...file.unmapped,
        suggested: suggestMapping(def, file.unmapped.headers),
        required: def.columns.filter((c) => !c.optional).map((c) => c.key),
      },
      rowCount: 0,
      validCount: 0,
      problemCount: 0,
      problems: [],
      connections: 0,
      amount: 0,
    };
  }
  const orgId = actorOf(request).orgId;
  const checked = await checkRows(
    def,
    t,
    file,
    bangkokDate(new Date()),
    (fn) => inActorOrg(app, request, ({ tx }) => fn(tx)),
    orgId,
  );
  const bad = new Set(checked.problems.map((p) => p.row)).size;
  return {
    ...base,
    mappingNeeded: null,
    rowCount: checked.rowCount,
    validCount: checked.rowCount - bad,
    problemCount: checked.problems.length,
    problems: problemList(file.placed, checked.problems),
    ...def.measure(checked.good),
  };
};

/** Checks a step's file and answers what confirm would bring in; writes nothing. */
export const previewMoveIn = (
  app: FastifyInstance,
  request: FastifyRequest,
  step: MoveInStep,
  body: MoveInFileBody & { mapping: MoveInMapping | null },
) => withStep(step, (def) => preview(app, request, def, body));

/**
 * Queues the file's confirm as a job and answers it at once (202): all rows or none, its
 * progress survives a reload, a retry with the same Idempotency-Key answers the same job.
 * The mapping used is the one the preview resolved (sent, or remembered).
 */
export const confirmMoveIn = async (
  app: FastifyInstance,
  request: FastifyRequest,
  step: MoveInStep,
  body: MoveInConfirmBody & { mapping: MoveInMapping | null },
): Promise<JobView> => {
  const t = translator(request.lang);
  const content = decode(body);
  const fileHash = createHash('sha256').update(content).digest('hex');
  if (fileHash !== body.fileHash) {
    throw new AppError('CONFLICT', {
      errors: [{ path: 'fileHash', message: t('validation:import.fileChanged') }],
    });
  }
  const mapping =
    body.mapping ??
    (await withStep(step, async (def) => {
      const { file, mapping: used } = await readByMapping(app, request, t, def, content, null);
      return file.unmapped ? null : used;
    }));
  const idempotencyKey = idempotencyKeyOf(request);
  const { row, created } = await inActorOrg(app, request, async (ctx) => {
    await assertOpen(ctx.tx, ctx.orgId);
    const input: MoveInJobInput = {
      step,
      fileName: body.fileName,
      fileHash,
      mapping,
      lang: request.lang,
      idempotencyKey,
      ...jobStarter(ctx, request),
    };
    return enqueueJob(ctx, {
      kind: 'move-in',
      key: MOVE_IN_JOB_KEY,
      input,
      idempotencyKey,
      file: content,
      sameWork: (job) => (job.input as Partial<MoveInJobInput>).fileHash === fileHash,
    });
  });
  if (created) app.jobs.kick();
  return jobViewOf(row);
};

/** Queues the undo of every file of a step not yet undone (202); 404 when there is none. */
export const undoMoveIn = async (
  app: FastifyInstance,
  request: FastifyRequest,
  step: MoveInStep,
): Promise<JobView> => {
  const idempotencyKey = idempotencyKeyOf(request);
  const { row, created } = await inActorOrg(app, request, async (ctx) => {
    await assertOpen(ctx.tx, ctx.orgId);
    const jobIds = await activeJobIds(ctx.tx, ctx.orgId, step);
    if (jobIds.length === 0) throw new AppError('NOT_FOUND');
    const input: MoveInUndoInput = {
      step,
      jobIds,
      lang: request.lang,
      ...jobStarter(ctx, request),
    };
    return enqueueJob(ctx, {
      kind: 'move-in-undo',
      key: MOVE_IN_JOB_KEY,
      input,
      idempotencyKey,
      sameWork: (job) =>
        job.kind === 'move-in-undo' && (job.input as { step?: string }).step === step,
    });
  });
  if (created) app.jobs.kick();
  return jobViewOf(row);
};
