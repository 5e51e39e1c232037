import { randomUUID } from 'node:crypto';
import { bankFiles } from '../../db/schema/index.ts';
import type { JobContext } from '../../jobs/job-types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { bankContext } from './bank-context.ts';
import { bankFileValues, insertRows } from './bank-files.repo.ts';
import type { BankFileRead } from './bank-lines.ts';
import type { BankJobInput } from './bank-post-job.ts';
import type { PostPlan } from './bank-post-plan.ts';
import { sumLines } from './classify-lines.ts';
import { stagePostBills } from './bank-post.repo.ts';
import {
  chunks,
  countsByYear,
  insertPlanned,
  takeChannelLeaves,
  type Leaves,
  type ReceiptPlan,
  type Written,
} from './bank-receipts.repo.ts';

// The posting job's steps that write (bank-post-job.ts): the numbers it takes, and its
// rows staged batch by batch, unseen until the job succeeds (migration 0016).

/** The electronic-book numbers the job has taken, per fiscal year (kept in the job's state). */
export type Reserved = [number, Leaves[]][];

type Lines = Extract<BankFileRead, { kind: 'lines' }>;
export type Context = Awaited<ReturnType<typeof bankContext>>;

export const reservedOf = (state: unknown): Reserved =>
  (state as { leaves?: Reserved } | null)?.leaves ?? [];

/** Takes what the plan needs beyond what the job reserved before (a crash, a second check). */
export const reserve = async (ctx: JobContext, c: Context, plan: PostPlan, reserved: Reserved) => {
  const have = new Map(reserved);
  const more: [number, number][] = [];
  for (const [fy, count] of countsByYear(plan.items)) {
    const held = (have.get(fy) ?? []).reduce((s, l) => s + l.numbers.length, 0);
    if (count > held) more.push([fy, count - held]);
  }
  if (more.length === 0) return have;
  // Saved with the batch that takes them (read after fn runs): a resumed run reuses them.
  const n = plan.lines.length;
  const progress = { phase: 'match', done: n, total: n, state: { leaves: reserved } };
  await ctx.batch(async (tx) => {
    for (const [fy, count] of more.sort((a, b) => a[0] - b[0])) {
      const leaves = await takeChannelLeaves(tx, ctx.job.orgId, c.channel.id, fy, count);
      if (!leaves)
        throw new AppError('CONFLICT', {
          vars: { context: 'noChannelBook', channel: c.channel.name, fiscalYear: fy },
        });
      have.set(fy, [...(have.get(fy) ?? []), ...leaves]);
    }
    progress.state = { leaves: [...have] };
  }, progress);
  return have;
};

/** Stages the file, its rows and receipts, `stageLines` lines a transaction (the config's
 * batch rows), all unseen. */
export const stage = async (
  ctx: JobContext,
  c: Context,
  input: BankJobInput,
  read: Lines,
  plan: PostPlan,
  receipts: ReceiptPlan,
  stageLines: number,
) => {
  const { job } = ctx;
  const orgId = job.orgId;
  const fileId = randomUUID();
  const byLine = new Map<number, Written>();
  const itemOfLine = new Map<number, number>();
  plan.items.forEach((item, i) => {
    itemOfLine.set(item.line.line, i);
    const w = receipts.written[i];
    if (w) byLine.set(item.line.line, w);
  });
  const allocationsOf = new Map<unknown, Record<string, unknown>[]>();
  for (const a of receipts.allocations) {
    const list = allocationsOf.get(a.receipt_id);
    if (list) list.push(a);
    else allocationsOf.set(a.receipt_id, [a]);
  }
  const movesOf = new Map(receipts.moves.map((m) => [m.receipt_id, m]));
  const cashier = { id: input.officerId, name: c.officer.name ?? '', officeId: c.officer.officeId };
  const total = plan.lines.length;
  await ctx.batch(
    (tx) =>
      tx.insert(bankFiles).values({
        id: fileId,
        postJob: job.id,
        ...bankFileValues(
          {
            orgId,
            channelId: c.channel.id,
            officerId: input.officerId,
            fileName: input.fileName,
            sha256: input.fileHash,
          },
          read,
          plan.lines,
        ),
      }),
    { phase: 'post', done: 0, total },
  );
  for (let at = 0; at < total; at += stageLines) {
    const part = plan.lines.slice(at, at + stageLines);
    const indexes = part.flatMap((l) => {
      const i = itemOfLine.get(l.line.line);
      return i === undefined ? [] : [i];
    });
    const ids = indexes.map((i) => receipts.written[i]?.receiptId);
    await ctx.batch(
      async (tx) => {
        await insertPlanned(
          tx,
          { orgId, channel: c.channel, cashier },
          {
            receipts: indexes.flatMap((i) => {
              const r = receipts.receipts[i];
              return r ? [r] : [];
            }),
            allocations: ids.flatMap((id) => allocationsOf.get(id) ?? []),
            moves: ids.flatMap((id) => {
              const m = movesOf.get(id);
              return m ? [m] : [];
            }),
          },
          job.id,
        );
        await insertRows(
          tx,
          { orgId, fileId, channelId: c.channel.id, officerId: input.officerId, postJob: job.id },
          part,
          byLine,
        );
      },
      { phase: 'post', done: at + part.length, total },
    );
  }
  for (const bills of chunks(plan.bills))
    await ctx.batch((tx) => stagePostBills(tx, orgId, job.id, bills), {
      phase: 'post',
      done: total,
      total,
    });
  return fileId;
};

/** The file's figures for the audit row, from the plan (the staged rows are unseen here). */
export const figures = (plan: PostPlan) => {
  const receipted = sumLines(plan.lines, (l) => l.state === 'receipted');
  const queued = sumLines(plan.lines, (l) => l.state === 'queued');
  return {
    rows: plan.lines.length,
    receipts: receipted.count,
    receiptAmount: receipted.amount,
    queued: queued.count,
    queuedAmount: queued.amount,
    duplicates: sumLines(plan.lines, (l) => l.state === 'duplicate').count,
    paidMeanwhile: sumLines(plan.lines, (l) => l.view.flags.includes('paidMeanwhile')).count,
  };
};
