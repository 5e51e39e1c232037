import type { z } from 'zod';
import type { bankConfirmBody, Language } from '@prapa/contracts';
import { withHeartbeat } from '../../jobs/job-heartbeat.ts';
import type { JobHandler } from '../../jobs/job-types.ts';
import { dropJobFile, findJob, jobFileOf } from '../../jobs/jobs.repo.ts';
import { AppError, unprocessable } from '../../lib/app-error.ts';
import { auditBy } from '../../lib/audit.ts';
import { translator } from '../../lib/i18n.ts';
import { bankContext } from './bank-context.ts';
import { upsertMapping } from './bank-mapping.service.ts';
import { planPosting } from './bank-post-plan.ts';
import { figures, reserve, reservedOf, stage } from './bank-post-stage.ts';
import {
  BillsMoved,
  dropPostBills,
  publishPostBills,
  unstageBankJob,
  unusedLeaves,
  voidLeaves,
} from './bank-post.repo.ts';
import { planReceipts } from './bank-receipts.repo.ts';
import { readBankFile } from './read-bank-file.ts';

/** What confirm saves with the job: everything the posting needs but the file itself. */
export type BankJobInput = {
  fileName: string;
  fileHash: string;
  channelId: string;
  mapping: z.output<typeof bankConfirmBody>['mapping'] | null;
  /** When the file was previewed (or confirmed): counter payments since are flagged. */
  paidSince?: string | null;
  lang: Language;
  idempotencyKey: string | null;
  officerId: string;
  homeOrgId: string;
  ip: string | null;
};

/** What the job ends with; the file's whole result is GET /bank-files/:id/result. */
export type BankJobResult = { fileId: string };

/** A file whose bills keep moving under it is checked again at most this often. */
const ATTEMPTS = 3;

/**
 * Posting a confirmed bank file as a job (issue 13; MONEY.md §7 keeps its all-or-none):
 * read the file in a worker thread, check it in slices, take the electronic book's
 * numbers, stage the file, rows, receipts, allocations and credit moves in batches
 * (unseen), then publish in one short transaction: the bills' paid (only where still as
 * read), the mapping, the audit row and the job's success, which shows everything at
 * once. A bill paid at the counter meanwhile makes the job clear its staging and check
 * the file again. A crash leaves nothing visible; the resumed job posts the file again
 * with the numbers it had taken; a failed one leaves them as voided leaves, with why.
 */
export const bankPostJob = (stageLines: number): JobHandler => ({
  discard: async (ctx) => {
    const { orgId, id } = ctx.job;
    await unstageBankJob(ctx.database, orgId, id);
    const input = ctx.job.input as BankJobInput;
    await ctx.batch(async (tx) => {
      const job = await findJob(tx, orgId, id);
      const leaves = reservedOf(job?.state).flatMap(([, l]) => l);
      await voidLeaves(
        tx,
        orgId,
        leaves,
        translator(input.lang)('server:bankPost.postFailed', { file: input.fileName }),
        input.officerId,
      );
      await dropJobFile(tx, orgId, id);
    });
  },
  run: async (ctx) => {
    const { job } = ctx;
    const orgId = job.orgId;
    const input = job.input as BankJobInput;
    const t = translator(input.lang);
    if (job.attempts > 1) await unstageBankJob(ctx.database, orgId, job.id);
    let reserved = reservedOf(job.state);
    const { content, c } = await ctx.batch(
      async (tx) => ({
        content: await jobFileOf(tx, orgId, job.id),
        c: await bankContext(tx, {
          orgId,
          officerId: input.officerId,
          channelId: input.channelId,
          sha256: input.fileHash,
        }),
      }),
      { phase: 'read', done: 0, total: 0 },
    );
    if (!content) throw new AppError('NOT_FOUND');
    if (!c.officer.name) throw new AppError('FORBIDDEN');
    const read = await withHeartbeat(
      ctx,
      readBankFile(t, input.lang, content, {
        billerId: c.billerId,
        mapping: input.mapping ?? c.mapping,
      }),
    );
    if (read.kind === 'mapping')
      throw unprocessable([{ path: 'mapping', message: t('validation:bank.mappingNeeded') }]);
    for (let attempt = 1; ; attempt++) {
      const plan = await planPosting(
        (fn, done) => ctx.batch(fn, { phase: 'match', done, total: read.lines.length }),
        orgId,
        read.lines,
        input.paidSince ?? null,
      );
      const have = await reserve(ctx, c, plan, reserved);
      reserved = [...have];
      const receipts = planReceipts(
        {
          orgId,
          org: c.org,
          channel: c.channel,
          cashier: { id: input.officerId, name: c.officer.name, officeId: c.officer.officeId },
        },
        plan.items,
        have,
      );
      const fileId = await stage(ctx, c, input, read, plan, receipts, stageLines);
      const used = new Map<string, Set<number>>();
      for (const r of receipts.receipts) {
        const book = String(r.book_id);
        used.set(book, (used.get(book) ?? new Set()).add(Number(r.number)));
      }
      try {
        await ctx.finish(async (tx) => {
          await publishPostBills(tx, orgId, job.id);
          const unused = unusedLeaves(
            reserved.flatMap(([, l]) => l),
            used,
          );
          await voidLeaves(
            tx,
            orgId,
            unused,
            t('server:bankPost.leavesUnused', { file: input.fileName }),
            input.officerId,
          );
          if (read.mapping)
            await upsertMapping(tx, orgId, c.channel.id, read.mapping, input.officerId);
          await dropJobFile(tx, orgId, job.id);
          await auditBy(
            tx,
            { actor: { officerId: input.officerId, homeOrgId: input.homeOrgId }, ip: input.ip },
            orgId,
            {
              action: 'bankFile.confirm',
              entity: 'bank_file',
              entityId: fileId,
              after: {
                fileName: input.fileName,
                sha256: input.fileHash,
                format: read.format,
                channel: c.channel.name,
                jobId: job.id,
                ...figures(plan),
              },
            },
          );
          const result: BankJobResult = { fileId };
          return result;
        });
      } catch (err) {
        if (!(err instanceof BillsMoved)) throw err;
        await unstageBankJob(ctx.database, orgId, job.id);
        if (attempt >= ATTEMPTS)
          throw new AppError('CONFLICT', { vars: { context: 'bankBillsMoved' } });
        continue;
      }
      await dropPostBills(ctx.database, orgId, job.id).catch((err: unknown) =>
        ctx.log.warn({ err }, 'could not empty bank_post_bills after posting'),
      );
      return;
    }
  },
});
