import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  ImportConfirmBody,
  ImportFileBody,
  ReadingImportPreview,
  ReadingImportResult,
} from '@prapa/contracts';
import { READING_IMPORT_ROWS_SHOWN } from '@prapa/contracts';
import { inActorOrg, type TenantCtx } from '../../lib/actor-tenant.ts';
import { AppError, notFound, unprocessable } from '../../lib/app-error.ts';
import { translator } from '../../lib/i18n.ts';
import { problemList, rowProblemErrors } from '../../lib/sheet-import/problems.ts';
import { readSheetFile, type SheetFile } from '../../lib/sheet-import/read-sheet-file.ts';
import { roundMonthLabel as formatRoundMonth } from '@prapa/domain';
import { recordReadings } from '../readings/record-readings.ts';
import { routeSheet } from '../readings/route-sheet.repo.ts';
import { findRound, findThresholds } from '../rounds/rounds.repo.ts';
import { checkReadingRows } from './check-reading-rows.ts';
import { readingSheetSpec, type ReadingColumnKey } from './reading-sheet-spec.ts';
import { buildReadingTemplate } from './reading-template.ts';

type Round = NonNullable<Awaited<ReturnType<typeof findRound>>>;

const decode = (body: ImportFileBody) => Buffer.from(body.contentBase64, 'base64');
const who = (request: FastifyRequest) => ({ actor: request.actor, ip: request.ip ?? null });
const fileError = (message: string) => unprocessable([{ path: 'file', message }]);

/** The round a file is brought to: it must take readings, and be the one the file was made for. */
const roundFor = async (
  ctx: TenantCtx,
  request: FastifyRequest,
  roundId: string,
  file: SheetFile<ReadingColumnKey> | null,
  lock = false,
): Promise<Round> => {
  const t = translator(request.lang);
  const round = await findRound(ctx.tx, ctx.orgId, roundId, lock);
  if (!round) throw notFound();
  if (round.status !== 'open' && round.status !== 'reading') {
    throw fileError(t('validation:reading.roundClosed'));
  }
  const madeFor = file?.meta.roundId;
  if (madeFor && madeFor !== round.id) {
    const year = Number(file.meta.yearBe);
    const month = Number(file.meta.month);
    const label =
      year > 0 && month >= 1 && month <= 12 ? formatRoundMonth(year, month, request.lang) : '–';
    throw fileError(
      t('validation:readingImport.otherRound', {
        file: label,
        round: formatRoundMonth(round.yearBe, round.month, request.lang),
      }),
    );
  }
  return round;
};

const examine = async (
  ctx: TenantCtx,
  request: FastifyRequest,
  round: Round,
  file: SheetFile<ReadingColumnKey>,
) => {
  const rows = await routeSheet(ctx.tx, ctx.orgId, round, undefined);
  const thresholds = await findThresholds(ctx.tx, ctx.orgId);
  return checkReadingRows(translator(request.lang), file.rows, { rows, thresholds });
};

/** The grid of a round (a route, or all) as .xlsx, to fill elsewhere and bring back. */
export const readingTemplate = (
  app: FastifyInstance,
  request: FastifyRequest,
  roundId: string,
  routeId: string | undefined,
) =>
  inActorOrg(app, request, async (ctx) => {
    const round = await findRound(ctx.tx, ctx.orgId, roundId);
    if (!round) throw notFound();
    const rows = await routeSheet(ctx.tx, ctx.orgId, round, routeId);
    const t = translator('th');
    const workbook = buildReadingTemplate(round, rows, (code) => t(`readings:code.${code}`));
    return { round, workbook, routeCode: routeId ? (rows[0]?.routeCode ?? null) : null };
  });

/** Checks a reading sheet and answers what confirm would save; writes nothing. */
export const previewReadingImport = async (
  app: FastifyInstance,
  request: FastifyRequest,
  roundId: string,
  body: ImportFileBody,
): Promise<ReadingImportPreview> => {
  const t = translator(request.lang);
  // Parsed in a worker thread before the transaction: no lock held meanwhile.
  const file = await readSheetFile(t, request.lang, decode(body), readingSheetSpec);
  return inActorOrg(app, request, async (ctx) => {
    const round = await roundFor(ctx, request, roundId, file);
    const checked = await examine(ctx, request, round, file);
    return {
      fileHash: file.fileHash,
      fileName: body.fileName,
      round: { id: round.id, yearBe: round.yearBe, month: round.month },
      rowCount: file.rows.length,
      toSave: checked.toSave.length,
      same: checked.same,
      blank: checked.blank,
      held: checked.toSave.filter((r) => r.held).length,
      problemCount: checked.problems.length,
      problems: problemList(file.placed, checked.problems),
      rows: checked.toSave
        .slice(0, READING_IMPORT_ROWS_SHOWN)
        .map(({ note: _note, ...row }) => row),
    };
  });
};

/**
 * Saves a checked sheet, all rows or none: under the round's row lock (two confirms of
 * one file run one after the other, the second finding every row the same), re-checked,
 * then recorded by the code the phone's sync runs (source "import", audited there). A
 * problem, or a reading someone saved since the preview, refuses the whole file.
 */
export const confirmReadingImport = async (
  app: FastifyInstance,
  request: FastifyRequest,
  roundId: string,
  body: ImportConfirmBody,
): Promise<ReadingImportResult> => {
  const t = translator(request.lang);
  const content = decode(body);
  const fileHash = createHash('sha256').update(content).digest('hex');
  if (fileHash !== body.fileHash) {
    throw new AppError('CONFLICT', {
      errors: [{ path: 'fileHash', message: t('validation:import.fileChanged') }],
    });
  }
  const file = await readSheetFile(t, request.lang, content, readingSheetSpec);
  return inActorOrg(app, request, async (ctx) => {
    const round = await roundFor(ctx, request, roundId, file, true);
    const checked = await examine(ctx, request, round, file);
    if (checked.problems.length > 0) {
      throw unprocessable(rowProblemErrors(t, file.placed, checked.problems));
    }
    const readAt = new Date().toISOString();
    const outcomes = await recordReadings(
      ctx,
      who(request),
      t,
      'import',
      checked.toSave.map((r) => ({
        clientId: `import-${fileHash.slice(0, 16)}-${r.row}`,
        roundId: round.id,
        waterUserId: r.waterUserId,
        current: r.current,
        code: r.code,
        note: r.note,
        readAt,
        latitude: null,
        longitude: null,
      })),
    );
    const refused = outcomes.filter((o) => o.result !== 'saved');
    if (refused.length > 0) {
      throw new AppError('CONFLICT', {
        errors: refused.map((o) => ({ path: 'file', message: o.message ?? '' })),
      });
    }
    return {
      saved: outcomes.length,
      same: checked.same,
      held: checked.toSave.filter((r) => r.held).length,
    };
  });
};
