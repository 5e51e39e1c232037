import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openingBillNumber } from '@prapa/domain';
import { insertJsonRows, rowsOf } from '../../../db/json-rows.ts';
import type { Tx } from '../../../db/tenant.ts';
import { periodKey } from './step-cells.ts';

/** Where the opening series goes on: the fiscal year it numbers in and its next sequence. */
export type OpeningNumbering = { fiscalYear: number; firstSeq: number };

/** The last opening number taken in the fiscal year (0 before the first). */
export const openingLastSeq = async (tx: Tx, orgId: string, fiscalYear: number) => {
  const [row] = rowsOf<{ last_seq: number }>(
    await tx.execute(sql`select last_seq from opening_bill_counters
      where org_id = ${orgId} and fiscal_year = ${fiscalYear}`),
  );
  return row ? Number(row.last_seq) : 0;
};

/**
 * Moves the series' counter past the bills a job staged, in its publishing transaction:
 * a failed run never moved it, so the series has no gap.
 */
export const moveOpeningCounter = async (
  tx: Tx,
  orgId: string,
  fiscalYear: number,
  lastSeq: number,
) => {
  await tx.execute(sql`insert into opening_bill_counters (org_id, fiscal_year, last_seq)
    values (${orgId}, ${fiscalYear}, ${lastSeq})
    on conflict (org_id, fiscal_year) do update set last_seq = excluded.last_seq`);
};

/** The opening bills (not void) the organisation holds for these connections, by connection+period. */
export const openingBillsOf = async (tx: Tx, orgId: string, waterUserIds: string[]) => {
  const out = new Map<string, string>();
  if (waterUserIds.length === 0) return out;
  const rows = rowsOf<{ water_user_id: string; y: number; m: number; number: string }>(
    await tx.execute(sql`
      select water_user_id, period_year_be as y, period_month as m, number from bills
      where org_id = ${orgId} and kind = 'opening' and status <> 'void'
        and water_user_id = any(${sql.param([...new Set(waterUserIds)])}::uuid[])`),
  );
  for (const r of rows) {
    out.set(
      `${r.water_user_id}:${periodKey({ yearBe: Number(r.y), month: Number(r.m) })}`,
      r.number,
    );
  }
  return out;
};

/** An opening bill ready to insert: the bill's columns and its lines (satang). */
export type OpeningBill = {
  waterUserId: string;
  customerNo: string;
  seq: number;
  periodYearBe: number;
  periodMonth: number;
  billDate: string;
  dueDate: string;
  total: number;
  reference: string | null;
  snapshot: unknown;
  lines: { kind: string; labelKey: string; amount: number }[];
};

/**
 * Inserts staged opening bills and their lines, each table in one statement with its rows
 * as one JSON parameter (insertJsonRows), as issue-bills.repo.ts issues water bills.
 */
export const insertOpeningBills = async (
  tx: Tx,
  orgId: string,
  fiscalYear: number,
  jobId: string,
  createdBy: string,
  list: OpeningBill[],
) => {
  const ids = list.map(() => randomUUID());
  await insertJsonRows(
    tx,
    'bills',
    {
      id: 'uuid',
      seq: 'int',
      number: 'text',
      water_user_id: 'uuid',
      customer_no: 'text',
      bill_date: 'date',
      due_date: 'date',
      total: 'bigint',
      period_year_be: 'int',
      period_month: 'int',
      reference: 'text',
      snapshot: 'jsonb',
    },
    list.map((b, i) => ({
      id: ids[i],
      seq: b.seq,
      number: openingBillNumber(fiscalYear, b.seq),
      water_user_id: b.waterUserId,
      customer_no: b.customerNo,
      bill_date: b.billDate,
      due_date: b.dueDate,
      total: b.total,
      period_year_be: b.periodYearBe,
      period_month: b.periodMonth,
      reference: b.reference,
      snapshot: b.snapshot,
    })),
    {
      org_id: sql`${orgId}::uuid`,
      kind: sql`'opening'::text`,
      fiscal_year: sql`${fiscalYear}::integer`,
      paid: sql`0`,
      status: sql`'issued'::text`,
      move_in_job: sql`${jobId}::uuid`,
      created_by: sql`${createdBy}::uuid`,
    },
  );
  await insertJsonRows(
    tx,
    'bill_lines',
    { bill_id: 'uuid', seq: 'int', kind: 'text', label_key: 'text', amount: 'bigint' },
    list.flatMap((b, i) =>
      b.lines.map((l, at) => ({
        bill_id: ids[i],
        seq: at + 1,
        kind: l.kind,
        label_key: l.labelKey,
        amount: l.amount,
      })),
    ),
    { org_id: sql`${orgId}::uuid` },
  );
};

/** Clears what a stopped or failed run staged: the lines, then the bills (owner, RLS off). */
export const deleteStagedOpeningBills = async (tx: Tx, orgId: string, jobId: string) => {
  await tx.execute(sql`delete from bill_lines l using bills b
    where l.org_id = ${orgId} and b.org_id = l.org_id and b.id = l.bill_id
      and b.kind = 'opening' and b.move_in_job = ${jobId}`);
  await tx.execute(sql`delete from bills
    where org_id = ${orgId} and kind = 'opening' and move_in_job = ${jobId}`);
};

/** The jobs' opening bills with money on them: how many, and the first numbers. */
export const paidOpeningBills = async (tx: Tx, orgId: string, jobIds: string[]) => {
  const [row] = rowsOf<{ count: number; numbers: string[] | null }>(
    await tx.execute(sql`
      select count(*)::int as count,
        (array_agg(number order by fiscal_year, seq))[1:3] as numbers
      from bills
      where org_id = ${orgId} and kind = 'opening' and status <> 'void' and paid > 0
        and move_in_job = any(${sql.param(jobIds)}::uuid[])`),
  );
  return { count: Number(row?.count ?? 0), numbers: row?.numbers ?? [] };
};

/** Voids up to `limit` of the jobs' opening bills still standing; answers how many. */
export const voidOpeningBills = async (
  tx: Tx,
  orgId: string,
  jobIds: string[],
  limit: number,
  reason: string,
  officerId: string,
) => {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`
      update bills set status = 'void', void_reason = ${reason}, voided_at = now(),
        voided_by = ${officerId}
      where org_id = ${orgId} and id in (
        select id from bills
        where org_id = ${orgId} and kind = 'opening' and status <> 'void'
          and move_in_job = any(${sql.param(jobIds)}::uuid[])
        order by fiscal_year, seq limit ${limit})
      returning id`),
  );
  return rows.length;
};
