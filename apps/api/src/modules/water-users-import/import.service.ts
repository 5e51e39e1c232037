import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ImportConfirmBody, ImportFileBody, ImportPreview, JobView } from '@prapa/contracts';
import { bangkokDate } from '@prapa/domain';
import { inActorOrg } from '../../lib/actor-tenant.ts';
import { actorOf } from '../../plugins/auth.ts';
import { AppError } from '../../lib/app-error.ts';
import { translator } from '../../lib/i18n.ts';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';
import { enqueueJob, jobStarter, jobViewOf } from '../jobs/jobs.service.ts';
import { examineFile } from './check-file.ts';
import type { ImportJobInput } from './import-job.ts';
import { loadReferences, orgNameOf } from './import.repo.ts';
import { problemList } from './problem-list.ts';
import { readImportFile } from './read-file.ts';
import { rememberSheet } from './sheet-cache.ts';
import { buildTemplate } from './template.ts';

const decode = (body: ImportFileBody) => Buffer.from(body.contentBase64, 'base64');

/** One import of an organisation's water users at a time. */
export const IMPORT_JOB_KEY = 'water-user-import';

/** Checks a file and answers what confirm would do; writes nothing. */
export const previewImport = async (
  app: FastifyInstance,
  request: FastifyRequest,
  body: ImportFileBody,
): Promise<ImportPreview> => {
  const t = translator(request.lang);
  // Parsed in a worker thread before the transaction: seconds of CPU, no lock held.
  const file = await readImportFile(t, request.lang, decode(body));
  rememberSheet(file);
  const examined = await examineFile(
    (fn) => inActorOrg(app, request, ({ tx }) => fn(tx)),
    actorOf(request).orgId,
    t,
    file,
    bangkokDate(new Date()),
  );
  const badRows = new Set(examined.problems.map((p) => p.row)).size;
  return {
    fileHash: file.fileHash,
    fileName: body.fileName,
    rowCount: examined.rowCount,
    validCount: examined.rowCount - badRows,
    problemCount: examined.problems.length,
    problems: problemList(file, examined),
    alreadyImported: examined.alreadyImported,
    duplicates: examined.duplicates,
  };
};

/**
 * Queues the import as a job (import-job.ts) and answers it at once: the screen follows
 * its progress, which survives a reload. All rows or none, as before; a retry with the
 * same Idempotency-Key, or of the same file while it runs, answers the same job.
 */
export const confirmImport = async (
  app: FastifyInstance,
  request: FastifyRequest,
  body: ImportConfirmBody,
): Promise<JobView> => {
  const t = translator(request.lang);
  const idempotencyKey = idempotencyKeyOf(request);
  const content = decode(body);
  const fileHash = createHash('sha256').update(content).digest('hex');
  if (fileHash !== body.fileHash) {
    throw new AppError('CONFLICT', {
      errors: [{ path: 'fileHash', message: t('validation:import.fileChanged') }],
    });
  }
  const { row, created } = await inActorOrg(app, request, (ctx) => {
    const input: ImportJobInput = {
      fileName: body.fileName,
      fileHash,
      lang: request.lang,
      idempotencyKey,
      ...jobStarter(ctx, request),
    };
    return enqueueJob(ctx, {
      kind: 'water-user-import',
      key: IMPORT_JOB_KEY,
      input,
      idempotencyKey,
      file: content,
      sameWork: (job) => (job.input as Partial<ImportJobInput>).fileHash === fileHash,
    });
  });
  if (created) app.jobs.kick();
  return jobViewOf(row);
};

/** The template workbook, its explanation sheet listing this organisation's codes. */
export const importTemplate = (app: FastifyInstance, request: FastifyRequest) =>
  inActorOrg(app, request, async ({ tx, orgId }) =>
    buildTemplate(await orgNameOf(tx, orgId), await loadReferences(tx, orgId)),
  );
