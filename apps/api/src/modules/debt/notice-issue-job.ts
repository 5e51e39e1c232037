import type { IssueNoticesInput, IssueNoticesResult, NoticeKind } from '@prapa/contracts';
import { fiscalYearOf, splitNoticeDebt, type DebtSettings } from '@prapa/domain';
import type { Tx } from '../../db/tenant.ts';
import type { JobHandler } from '../../jobs/job-types.ts';
import { auditBy } from '../../lib/audit.ts';
import { findOrg } from '../orgs/org.repo.ts';
import { connectionDebts, type ConnectionDebt, type DebtFilter } from './debt-facts.repo.ts';
import { debtSettingsOf } from './debt-alerts.service.ts';
import { stepOf } from './debt-step.ts';
import { customersOf, openBillsOf, type NoticeSnapshot } from './notice-snapshot.ts';
import { insertNotices, jobNotices, type NewNotice } from './notices.repo.ts';

export type NoticeJobInput = IssueNoticesInput & {
  officerId: string;
  homeOrgId: string;
  ip: string | null;
};

/**
 * Notices a transaction: 200 letters take about a tenth of a second to read and write, so
 * other requests are answered between batches of a whole village's run.
 */
export const NOTICE_BATCH = 200;

const filterOf = (input: NoticeJobInput): DebtFilter => ({
  ...(input.filter ?? {}),
  waterUserIds: input.waterUserIds,
});

/** The connections whose next step is this kind on the notice date, in walk order. */
const dueFor = async (
  tx: Tx,
  orgId: string,
  input: NoticeJobInput,
  filter: DebtFilter,
  settings: DebtSettings,
) => {
  const debts = await connectionDebts(tx, orgId, input.noticeDate, filter);
  return debts.filter((c) => stepOf(c, settings, input.noticeDate) === input.kind);
};

const noticeOf = (
  kind: NoticeKind,
  c: ConnectionDebt,
  open: NoticeSnapshot['debt'],
  noticeDate: string,
  parts: Omit<NoticeSnapshot, 'debt' | 'notYetDue' | 'follows' | 'kind'>,
): NewNotice | null => {
  const follows = kind === 'cutoff' ? c.warning : kind === 'reconnection' ? c.cutoff : null;
  const episodeKey = kind === 'reconnection' ? c.cutoff?.id : c.oldestBillId;
  if (!episodeKey) return null;
  // A notice demands only what is overdue on its date; a warning shows the current
  // bill apart. A reconnection order lists no debt: it follows a debt paid in full.
  const { overdue, notYetDue } = splitNoticeDebt(open, noticeDate);
  if (kind !== 'reconnection' && overdue.length === 0) return null;
  const lines = kind === 'reconnection' ? [] : overdue;
  return {
    waterUserId: c.waterUserId,
    customerNo: c.customerNo,
    total: lines.reduce((s, l) => s + l.amount, 0),
    unpaidRounds: c.unpaidRounds,
    episodeKey,
    billIds: lines.map((l) => l.billId),
    followsId: follows?.id ?? null,
    snapshot: {
      ...parts,
      kind,
      debt: lines,
      notYetDue: kind === 'warning' ? notYetDue : [],
      follows: follows ? { number: follows.number, noticeDate: follows.noticeDate } : null,
    },
  };
};

/** One batch: read again under the transaction (a payment may have come), then issue. */
export const issueBatch = async (
  tx: Tx,
  orgId: string,
  jobId: string | null,
  input: NoticeJobInput,
  ids: string[],
) => {
  const org = await findOrg(tx, orgId);
  if (!org) throw new Error('organisation vanished');
  const due = await dueFor(tx, orgId, input, { waterUserIds: ids }, org);
  const debts = await openBillsOf(
    tx,
    orgId,
    due.map((c) => c.waterUserId),
    input.noticeDate,
  );
  const customers = await customersOf(
    tx,
    orgId,
    due.map((c) => c.waterUserId),
  );
  const list: NewNotice[] = [];
  for (const c of due) {
    const customer = customers.get(c.waterUserId);
    if (!customer) continue;
    const n = noticeOf(input.kind, c, debts.get(c.waterUserId) ?? [], input.noticeDate, {
      customer,
      org: {
        nameTh: org.nameTh,
        address: org.address,
        phone: org.phone,
        billerId: org.promptpayBillerId,
        reconnectionFee: org.reconnectionFee,
      },
      signer: org.signatories.head,
    });
    if (n) list.push(n);
  }
  return insertNotices(
    tx,
    orgId,
    {
      kind: input.kind,
      fiscalYear: fiscalYearOf(input.noticeDate),
      noticeDate: input.noticeDate,
      payBy: input.payBy,
      jobId,
      createdBy: input.officerId,
    },
    list,
  );
};

/**
 * Issues one kind of notice to every connection asked for that is at that step, in walk
 * order, NOTICE_BATCH a transaction with its numbers. Safe to run again after a crash:
 * a connection given its notice is no longer at the step, and the one-per-episode index
 * would refuse a second one anyway.
 */
export const noticeJob = (): JobHandler => ({
  run: async (ctx) => {
    const input = ctx.job.input as NoticeJobInput;
    const orgId = ctx.job.orgId;
    const { asked, before } = await ctx.batch(
      async (tx) => ({
        asked: (
          await dueFor(tx, orgId, input, filterOf(input), await debtSettingsOf(tx, orgId))
        ).map((c) => c.waterUserId),
        before: (await jobNotices(tx, orgId, ctx.job.id)).count,
      }),
      { phase: 'prepare', done: 0, total: 0 },
    );
    for (let i = 0; i < asked.length; i += NOTICE_BATCH) {
      const ids = asked.slice(i, i + NOTICE_BATCH);
      await ctx.batch((tx) => issueBatch(tx, orgId, ctx.job.id, input, ids), {
        phase: 'notice',
        done: Math.min(i + NOTICE_BATCH, asked.length),
        total: asked.length,
      });
    }
    await ctx.finish(async (tx) => {
      // Read from the notices, not counted in memory: a run resumed after a crash counts
      // the batches its first attempt committed too.
      const mine = await jobNotices(tx, orgId, ctx.job.id);
      const requested = input.waterUserIds?.length ?? asked.length + before;
      const result: IssueNoticesResult = {
        kind: input.kind,
        issued: mine.count,
        skipped: Math.max(0, requested - mine.count),
        firstNumber: mine.first,
        lastNumber: mine.last,
        total: mine.total,
      };
      await auditBy(
        tx,
        { actor: { officerId: input.officerId, homeOrgId: input.homeOrgId }, ip: input.ip },
        orgId,
        {
          action: `debt.notice.${input.kind}`,
          entity: 'job',
          entityId: ctx.job.id,
          after: { ...result, noticeDate: input.noticeDate, payBy: input.payBy },
        },
      );
      return result;
    });
  },
});
