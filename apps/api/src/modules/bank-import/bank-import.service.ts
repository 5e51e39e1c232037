import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  bankRowMatches,
  type BankConfirmResult,
  type BankPreview,
  type bankConfirmBody,
  type bankFileBody,
} from '@prapa/contracts';
import { formatDateTimeFor } from '@prapa/domain';
import { bankFiles, officers } from '../../db/schema/index.ts';
import { inActorOrg, uniqueViolation, type TenantCtx } from '../../lib/actor-tenant.ts';
import { AppError, unprocessable } from '../../lib/app-error.ts';
import { auditBy } from '../../lib/audit.ts';
import { translator } from '../../lib/i18n.ts';
import { and, eq } from 'drizzle-orm';
import { bankContext } from './bank-context.ts';
import { upsertMapping } from './bank-mapping.service.ts';
import { fileResult, insertRows } from './bank-files.repo.ts';
import type { BankFileRead } from './bank-lines.ts';
import { lookupsFor } from './bank-lookups.ts';
import { writeBankReceipts, type ToReceipt, type Written } from './bank-receipts.repo.ts';
import { classifyLines, type ClassifiedLine } from './classify-lines.ts';
import { readBankFile } from './read-bank-file.ts';

type FileBody = z.output<typeof bankFileBody>;
type ConfirmBody = z.output<typeof bankConfirmBody>;

const decoded = (body: FileBody) => {
  const content = Buffer.from(body.contentBase64, 'base64');
  return { content, sha256: createHash('sha256').update(content).digest('hex') };
};

/** A file confirmed before is refused at preview, with when and by whom. */
const importedBefore = async (
  ctx: TenantCtx,
  request: FastifyRequest,
  earlier: { importedAt: Date; importedBy: string },
) => {
  const [who] = await ctx.tx
    .select({ name: officers.fullName })
    .from(officers)
    .where(and(eq(officers.orgId, ctx.orgId), eq(officers.id, earlier.importedBy)));
  return unprocessable([
    {
      path: 'file',
      message: translator(request.lang)('validation:bank.imported', {
        when: formatDateTimeFor(request.lang, earlier.importedAt),
        who: who?.name ?? '',
      }),
    },
  ]);
};

const contextOf = (ctx: TenantCtx, body: FileBody, sha256: string) =>
  bankContext(ctx.tx, {
    orgId: ctx.orgId,
    officerId: ctx.actor.officerId,
    channelId: body.channelId,
    sha256,
  });

type Context = Awaited<ReturnType<typeof bankContext>>;

/** Reads the file outside any transaction: parsing an .xlsx takes a worker thread a while. */
const readFile = async (request: FastifyRequest, body: FileBody, content: Buffer, c: Context) =>
  readBankFile(translator(request.lang), request.lang, content, {
    billerId: c.billerId,
    mapping: body.mapping ?? c.mapping,
  });

const sums = (lines: ClassifiedLine[], pick: (c: ClassifiedLine) => boolean) => {
  const chosen = lines.filter(pick);
  return { count: chosen.length, amount: chosen.reduce((s, c) => s + c.line.amount, 0) };
};

const dateRange = (read: Extract<BankFileRead, { kind: 'lines' }>) => {
  const dates = read.lines.map((l) => l.payDate).sort();
  return { firstDate: dates[0] ?? null, lastDate: dates[dates.length - 1] ?? null };
};

/**
 * Checks a bank file and shows what confirming it would do, row by row (MONEY.md §7).
 * Writes nothing.
 */
export const previewBankFile = async (
  app: FastifyInstance,
  request: FastifyRequest,
  body: FileBody,
): Promise<BankPreview> => {
  const { content, sha256 } = decoded(body);
  const c = await inActorOrg(app, request, async (ctx) => {
    const found = await contextOf(ctx, body, sha256);
    if (found.earlier) throw await importedBefore(ctx, request, found.earlier);
    return found;
  });
  const read = await readFile(request, body, content, c);
  const head = { fileHash: sha256, fileName: body.fileName, channelId: body.channelId };
  if (read.kind === 'mapping')
    return {
      ...head,
      format: read.format,
      mappingNeeded: read.needed,
      mapping: null,
      rowCount: 0,
      total: 0,
      trailer: null,
      firstDate: null,
      lastDate: null,
      classes: [],
      toReceipt: { count: 0, amount: 0 },
      toQueue: { count: 0, amount: 0 },
      rows: [],
    };
  const lines = await inActorOrg(app, request, async ({ tx, orgId }) =>
    classifyLines(read.lines, await lookupsFor(tx, orgId, read.lines, false)),
  );
  return {
    ...head,
    format: read.format,
    mappingNeeded: null,
    mapping: read.mapping,
    rowCount: lines.length,
    total: lines.reduce((s, l) => s + (l.line.moneyIn ? l.line.amount : 0), 0),
    trailer: read.trailer,
    ...dateRange(read),
    classes: bankRowMatches
      .map((match) => ({ match, ...sums(lines, (l) => l.view.match === match) }))
      .filter((k) => k.count > 0),
    toReceipt: sums(lines, (l) => l.state === 'receipted'),
    toQueue: sums(lines, (l) => l.state === 'queued'),
    rows: lines.map((l) => l.view),
  };
};

/**
 * A read file written: the file, its rows and the receipts of the rows that pay, in the
 * caller's transaction (the demo's year of history goes through here too).
 */
export const confirmLines = async (
  ctx: TenantCtx,
  ip: string | null,
  body: Pick<ConfirmBody, 'fileName' | 'fileHash'>,
  c: Context,
  read: Extract<BankFileRead, { kind: 'lines' }>,
): Promise<BankConfirmResult> => {
  const { tx, orgId, actor } = ctx;
  // The connections and their open bills are locked before they are read: a cashier
  // paying one of them at this moment waits, and this file sees what they paid.
  const lines = classifyLines(read.lines, await lookupsFor(tx, orgId, read.lines, true));
  const money = lines.filter((l) => l.line.moneyIn);
  const [file] = await tx
    .insert(bankFiles)
    .values({
      orgId,
      channelId: c.channel.id,
      format: read.format,
      fileName: body.fileName,
      sha256: body.fileHash,
      rowCount: lines.length,
      total: money.reduce((s, l) => s + l.line.amount, 0),
      trailerCount: read.trailer?.count ?? null,
      trailerTotal: read.trailer?.total ?? null,
      ...dateRange(read),
      importedBy: actor.officerId,
    })
    .returning({ id: bankFiles.id });
  if (!file) throw new Error('bank file not inserted');
  const toReceipt = lines.filter((l) => l.state === 'receipted');
  const items: ToReceipt[] = toReceipt.flatMap((l) =>
    l.user && l.allocation
      ? [{ line: l.line, user: l.user, chosen: l.chosen, allocation: l.allocation }]
      : [],
  );
  const written = await writeBankReceipts(
    tx,
    {
      orgId,
      org: c.org,
      channel: c.channel,
      cashier: { id: actor.officerId, name: c.officer.name ?? '', officeId: c.officer.officeId },
    },
    items,
  );
  const byLine = new Map<number, Written>();
  items.forEach((item, i) => {
    const w = written[i];
    if (w) byLine.set(item.line.line, w);
  });
  await insertRows(
    tx,
    { orgId, fileId: file.id, channelId: c.channel.id, officerId: actor.officerId },
    lines,
    byLine,
  );
  if (read.mapping) await upsertMapping(tx, orgId, c.channel.id, read.mapping, actor.officerId);
  const result = await fileResult(tx, orgId, file.id, true);
  await auditBy(tx, { actor, ip }, orgId, {
    action: 'bankFile.confirm',
    entity: 'bank_file',
    entityId: file.id,
    after: {
      fileName: body.fileName,
      sha256: body.fileHash,
      format: read.format,
      channel: c.channel.name,
      rows: lines.length,
      receipts: result.receipts.length,
      receiptAmount: result.receiptAmount,
      queued: result.queued,
      queuedAmount: result.queuedAmount,
      duplicates: result.duplicates,
    },
  });
  return result;
};

/**
 * Turns a previewed file into receipts in one transaction (MONEY.md §7): every matched
 * row a receipt from the channel's electronic book, dated as the bank paid it; the rest
 * queued. The same file again answers what it did the first time and writes nothing.
 */
export const confirmBankFile = async (
  app: FastifyInstance,
  request: FastifyRequest,
  body: ConfirmBody,
): Promise<BankConfirmResult> => {
  const { content, sha256 } = decoded(body);
  const t = translator(request.lang);
  if (sha256 !== body.fileHash)
    throw unprocessable([{ path: 'file', message: t('validation:bank.changed') }]);
  const earlier = (id: string) =>
    inActorOrg(app, request, ({ tx, orgId }) => fileResult(tx, orgId, id, false));
  const c = await inActorOrg(app, request, (ctx) => contextOf(ctx, body, sha256));
  if (c.earlier) return earlier(c.earlier.id);
  if (!c.officer.name) throw new AppError('FORBIDDEN');
  const read = await readFile(request, body, content, c);
  if (read.kind === 'mapping')
    throw unprocessable([{ path: 'mapping', message: t('validation:bank.mappingNeeded') }]);
  try {
    return await inActorOrg(app, request, (ctx) =>
      confirmLines(ctx, request.ip ?? null, body, c, read),
    );
  } catch (err) {
    // Two confirms of one file at once: the second lost at the unique hash.
    if (uniqueViolation(err) === 'bank_files_sha') {
      const again = await inActorOrg(app, request, (ctx) => contextOf(ctx, body, sha256));
      if (again.earlier) return earlier(again.earlier.id);
    }
    throw err;
  }
};
