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
import { inActorOrg, type TenantCtx } from '../../lib/actor-tenant.ts';
import { AppError, unprocessable } from '../../lib/app-error.ts';
import { auditBy } from '../../lib/audit.ts';
import { translator } from '../../lib/i18n.ts';
import { and, eq } from 'drizzle-orm';
import type { JobView } from '@prapa/contracts';
import { findJob } from '../../jobs/jobs.repo.ts';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';
import { enqueueJob, jobStarter, jobViewOf } from '../jobs/jobs.service.ts';
import type { BankJobInput } from './bank-post-job.ts';
import { bankContext } from './bank-context.ts';
import { upsertMapping } from './bank-mapping.service.ts';
import { bankFileValues, dateRange, fileResult, insertRows } from './bank-files.repo.ts';
import type { BankFileRead } from './bank-lines.ts';
import { lookupsFor } from './bank-lookups.ts';
import { writeBankReceipts, type ToReceipt, type Written } from './bank-receipts.repo.ts';
import { classifyLines, sumLines } from './classify-lines.ts';
import { planPosting } from './bank-post-plan.ts';
import { readBankFile } from './read-bank-file.ts';

/**
 * From when a counter payment of a row's bill counts as made "meanwhile": the preview the
 * person confirmed, or the confirm itself; never a time still to come.
 */
const paidSinceOf = (previewedAt: string | null) => {
  const now = new Date();
  const previewed = previewedAt ? new Date(previewedAt) : null;
  return (previewed && previewed < now ? previewed : now).toISOString();
};

/** One bank file posts at a time per organisation (its electronic books' numbers). */
const BANK_JOB_KEY = 'bank-file';

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
  const { c, orgId } = await inActorOrg(app, request, async (ctx) => {
    const found = await contextOf(ctx, body, sha256);
    if (found.earlier) throw await importedBefore(ctx, request, found.earlier);
    return { c: found, orgId: ctx.orgId };
  });
  // Before the bills are read: a counter payment while the preview reads counts as after it.
  const checkedAt = new Date().toISOString();
  const read = await readFile(request, body, content, c);
  const head = { fileHash: sha256, fileName: body.fileName, channelId: body.channelId, checkedAt };
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
  // Read in slices, one short transaction each, as the posting job reads it (issue 13).
  const { lines } = await planPosting(
    (fn) => inActorOrg(app, request, ({ tx }) => fn(tx)),
    orgId,
    read.lines,
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
      .map((match) => ({ match, ...sumLines(lines, (l) => l.view.match === match) }))
      .filter((k) => k.count > 0),
    toReceipt: sumLines(lines, (l) => l.state === 'receipted'),
    toQueue: sumLines(lines, (l) => l.state === 'queued'),
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
  const [file] = await tx
    .insert(bankFiles)
    .values(
      bankFileValues(
        {
          orgId,
          channelId: c.channel.id,
          officerId: actor.officerId,
          fileName: body.fileName,
          sha256: body.fileHash,
        },
        read,
        lines,
      ),
    )
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
 * Queues a previewed file's posting (bank-post-job.ts) and answers the job at once: the
 * screen follows its progress, which survives a reload. The same file again answers what
 * it did the first time (or the job still posting it) and writes nothing.
 */
export const confirmBankFile = async (
  app: FastifyInstance,
  request: FastifyRequest,
  body: ConfirmBody,
): Promise<JobView> => {
  const { content, sha256 } = decoded(body);
  const t = translator(request.lang);
  if (sha256 !== body.fileHash)
    throw unprocessable([{ path: 'file', message: t('validation:bank.changed') }]);
  const idempotencyKey = idempotencyKeyOf(request);
  const queued = await inActorOrg(app, request, async (ctx) => {
    const c = await contextOf(ctx, body, sha256);
    if (c.earlier) {
      // A retry of a posted file answers the job that posted it; else it was imported before.
      const posted = c.earlier.postJob ? await findJob(ctx.tx, ctx.orgId, c.earlier.postJob) : null;
      if (posted) return { row: posted, created: false };
      throw await importedBefore(ctx, request, c.earlier);
    }
    if (!c.officer.name) throw new AppError('FORBIDDEN');
    const input: BankJobInput = {
      fileName: body.fileName,
      fileHash: sha256,
      channelId: body.channelId,
      mapping: body.mapping ?? null,
      paidSince: paidSinceOf(body.previewedAt),
      lang: request.lang,
      idempotencyKey,
      ...jobStarter(ctx, request),
    };
    return enqueueJob(ctx, {
      kind: 'bank-file',
      key: BANK_JOB_KEY,
      input,
      idempotencyKey,
      file: content,
      sameWork: (job) => (job.input as Partial<BankJobInput>).fileHash === sha256,
    });
  });
  if (queued.created) app.jobs.kick();
  return jobViewOf(queued.row);
};

/**
 * What confirming a file did, read again (the screen, once the posting job has ended). It
 * was created by this caller when the job they name is the one that posted the file.
 */
export const bankFileResult = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  job: string | undefined,
) =>
  inActorOrg(app, request, async ({ tx, orgId }) => {
    const [file] = await tx
      .select({ id: bankFiles.id, postJob: bankFiles.postJob })
      .from(bankFiles)
      .where(and(eq(bankFiles.orgId, orgId), eq(bankFiles.id, id)));
    if (!file) throw new AppError('NOT_FOUND');
    return fileResult(tx, orgId, id, job !== undefined && file.postJob === job);
  });
