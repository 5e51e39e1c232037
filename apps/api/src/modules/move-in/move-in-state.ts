import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  moveInSteps,
  type MoveInBatchView,
  type MoveInFigures,
  type MoveInState,
  type MoveInStep,
} from '@prapa/contracts';
import { bangkokDate } from '@prapa/domain';
import { jobs } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import type { JobRow } from '../../jobs/job-types.ts';
import { jobViewOf } from '../jobs/jobs.service.ts';
import { closedReason, importedFigures, latestOpeningMonth, moveInOf } from './move-in.repo.ts';
import { periodOfDate } from './steps/step-cells.ts';

type Row = Record<string, unknown>;
const rowsOf = (res: unknown) => (res as { rows: Row[] }).rows;
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));
const textOrNull = (v: unknown) => (v === null || v === undefined ? null : String(v));

const batchesOf = async (tx: Tx, orgId: string): Promise<MoveInBatchView[]> =>
  rowsOf(
    await tx.execute(sql`
      select b.id, b.step, b.job_id, b.file_name, b.row_count, b.connections, b.amount::float8,
        b.created_at, c.full_name as created_by_name, b.undone_at, u.full_name as undone_by_name
      from move_in_batches b
      left join officers c on c.org_id = b.org_id and c.id = b.created_by
      left join officers u on u.org_id = b.org_id and u.id = b.undone_by
      where b.org_id = ${orgId}
      order by b.created_at`),
  ).map((r) => ({
    id: String(r.id),
    step: r.step as MoveInStep,
    jobId: String(r.job_id),
    fileName: String(r.file_name),
    rowCount: Number(r.row_count),
    connections: Number(r.connections),
    amount: Number(r.amount),
    createdAt: iso(r.created_at),
    createdByName: textOrNull(r.created_by_name),
    undoneAt: r.undone_at ? iso(r.undone_at) : null,
    undoneByName: textOrNull(r.undone_by_name),
  }));

/** Each step's latest confirm or undo job, while it is under way or after it failed. */
const unfinishedJobs = async (tx: Tx, orgId: string) => {
  // A move-in has a handful of jobs: all of them, newest first, the first per step kept.
  const rows = await tx
    .select()
    .from(jobs)
    .where(and(eq(jobs.orgId, orgId), inArray(jobs.kind, ['move-in', 'move-in-undo'])))
    .orderBy(desc(jobs.createdAt));
  const out = new Map<string, JobRow>();
  for (const r of rows) {
    const step = String((r.input as { step?: string }).step);
    if (!out.has(step)) out.set(step, r);
  }
  for (const [step, r] of out) if (r.status === 'succeeded') out.delete(step);
  return out;
};

const minus = (a: MoveInFigures, b: MoveInFigures) => ({
  customers: a.customers - b.customers,
  debt: a.debt - b.debt,
  deposits: a.deposits - b.deposits,
  credit: a.credit - b.credit,
});

const nextMonth = (ym: number) => {
  const yearBe = Math.floor(ym / 100);
  const month = ym % 100;
  return month === 12 ? { yearBe: yearBe + 1, month: 1 } : { yearBe, month: month + 1 };
};

/** The move-in page's whole state, read in one transaction. */
export const moveInStateOf = async (tx: Tx, orgId: string): Promise<MoveInState> => {
  const [closed, row, imported, batches, running, latest] = [
    await closedReason(tx, orgId),
    await moveInOf(tx, orgId),
    await importedFigures(tx, orgId),
    await batchesOf(tx, orgId),
    await unfinishedJobs(tx, orgId),
    await latestOpeningMonth(tx, orgId),
  ];
  const names = rowsOf(
    await tx.execute(sql`select id, full_name from officers where org_id = ${orgId}
      and id in (${row?.totalsBy ?? null}, ${row?.liveBy ?? null})`),
  );
  const nameOf = (id: string | null | undefined) =>
    textOrNull(names.find((n) => n.id === id)?.full_name);
  const typed: MoveInFigures | null =
    row && row.totalsAt
      ? {
          customers: row.totalsCustomers ?? 0,
          debt: row.totalsDebt ?? 0,
          deposits: row.totalsDeposits ?? 0,
          credit: row.totalsCredit ?? 0,
        }
      : null;
  return {
    closed,
    live:
      row?.liveAt && row.liveFromYearBe && row.liveFromMonth
        ? {
            yearBe: row.liveFromYearBe,
            month: row.liveFromMonth,
            at: row.liveAt.toISOString(),
            byName: nameOf(row.liveBy),
            reason: row.liveReason,
          }
        : null,
    waterUsers: imported.customers,
    steps: moveInSteps.map((step) => {
      const mine = batches.filter((b) => b.step === step);
      const kept = mine.filter((b) => b.undoneAt === null);
      const job = running.get(step);
      return {
        step,
        rowCount: kept.reduce((s, b) => s + b.rowCount, 0),
        connections: kept.reduce((s, b) => s + b.connections, 0),
        amount: kept.reduce((s, b) => s + b.amount, 0),
        batches: mine,
        job: job ? jobViewOf(job) : null,
      };
    }),
    imported,
    controlTotals:
      typed && row?.totalsAt
        ? { ...typed, enteredAt: row.totalsAt.toISOString(), enteredByName: nameOf(row.totalsBy) }
        : null,
    differences: typed ? minus(imported, typed) : null,
    proposedStart: latest ? nextMonth(latest) : periodOfDate(bangkokDate(new Date())),
  };
};
