import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  IMPORT_MAX_PROBLEMS,
  type ImportConfirmBody,
  type ImportFileBody,
  type ImportPreview,
  type ImportResult,
} from '@prapa/contracts';
import { bangkokDate } from '@prapa/domain';
import { inActorOrg } from '../../lib/actor-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { translator } from '../../lib/i18n.ts';
import { assignNumbers } from './assign-numbers.ts';
import { insertWaterUsersBulk, type NewWaterUser } from './bulk-write.ts';
import { whereIn } from './check-row.ts';
import { examineFile, importKeyOf, type Examined } from './check-file.ts';
import {
  answerForKey,
  insertImportRecord,
  loadReferences,
  lockImports,
  orgNameOf,
} from './import.repo.ts';
import { unprocessable } from './import-errors.ts';
import { readImportFile, type ReadFile } from './read-file.ts';
import { buildTemplate } from './template.ts';

const decode = (body: ImportFileBody) => Buffer.from(body.contentBase64, 'base64');

const problemList = (file: ReadFile, examined: Examined) =>
  examined.problems.slice(0, IMPORT_MAX_PROBLEMS).map((p) => ({
    row: p.row,
    ...whereIn(file.placed, p.row, p.column),
    message: p.message,
  }));

/** Checks a file and answers what confirm would do; writes nothing. */
export const previewImport = async (
  app: FastifyInstance,
  request: FastifyRequest,
  body: ImportFileBody,
): Promise<ImportPreview> => {
  const t = translator(request.lang);
  // The sheet is read before the transaction: parsing is CPU work and holds no lock.
  const file = await readImportFile(t, decode(body));
  const examined = await inActorOrg(app, request, ({ tx, orgId }) =>
    examineFile(tx, orgId, t, file, bangkokDate(new Date())),
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
 * Checks the file again and, if every row is clean, writes all of it in one
 * transaction (all rows or none): users, meters and installations in bulk, one
 * import record and one audit row. Rows already registered are skipped.
 */
export const confirmImport = async (
  app: FastifyInstance,
  request: FastifyRequest,
  body: ImportConfirmBody,
): Promise<ImportResult> => {
  const t = translator(request.lang);
  const idempotencyKey = request.headers['idempotency-key'];
  const key = typeof idempotencyKey === 'string' && idempotencyKey !== '' ? idempotencyKey : null;
  const file = await readImportFile(t, decode(body));
  if (file.fileHash !== body.fileHash) {
    throw new AppError('CONFLICT', {
      errors: [{ path: 'fileHash', message: t('validation:import.fileChanged') }],
    });
  }
  const today = bangkokDate(new Date());
  return inActorOrg(app, request, async ({ tx, orgId, actor }) => {
    await lockImports(tx, orgId);
    if (key) {
      const earlier = await answerForKey(tx, orgId, key);
      if (earlier && (earlier as ImportResult).fileHash !== file.fileHash) {
        throw new AppError('CONFLICT', {
          errors: [{ path: 'Idempotency-Key', message: t('validation:import.keyReused') }],
        });
      }
      if (earlier) return earlier as ImportResult;
    }
    const examined = await examineFile(tx, orgId, t, file, today);
    if (examined.problems.length > 0) {
      throw unprocessable(
        problemList(file, examined).map((p) => ({
          path: p.cell ?? `row ${p.row}`,
          message: t('validation:import.atRow', {
            row: p.row,
            column: p.column ?? '',
            message: p.message,
          }),
        })),
      );
    }
    const { numbers, generated } = await assignNumbers(tx, orgId, examined.toInsert);
    const rows: NewWaterUser[] = examined.toInsert.map((r) => ({
      user: r.user,
      customerNo: numbers.get(r.row) ?? '',
      importKey: r.user.customerNo ? null : importKeyOf(file.fileHash, r.row),
      meter: r.meter,
    }));
    const written = await insertWaterUsersBulk(tx, orgId, rows);
    const skipped = examined.duplicates.length;
    const importId = await insertImportRecord(tx, orgId, {
      fileName: body.fileName,
      fileHash: file.fileHash,
      rowCount: examined.rowCount,
      createdCount: written.created,
      skippedCount: skipped,
      importedBy: actor.officerId,
    });
    const result: ImportResult = {
      importId,
      fileHash: file.fileHash,
      rowCount: examined.rowCount,
      created: written.created,
      skipped,
      metersInstalled: written.metersInstalled,
      numbersGenerated: generated,
    };
    await audit(tx, request, orgId, {
      action: 'water_user.import',
      entity: 'water_user_import',
      entityId: importId,
      after: { fileName: body.fileName, idempotencyKey: key, result },
    });
    return result;
  });
};

/** The template workbook, its explanation sheet listing this organisation's codes. */
export const importTemplate = (app: FastifyInstance, request: FastifyRequest) =>
  inActorOrg(app, request, async ({ tx, orgId }) =>
    buildTemplate(await orgNameOf(tx, orgId), await loadReferences(tx, orgId)),
  );
