import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { billNumber, fiscalYearOf } from '@prapa/domain';
import { billCounters, readings } from '../../db/schema/index.ts';
import { insertJsonRows } from '../../db/json-rows.ts';
import type { Tx } from '../../db/tenant.ts';
import { anyOf } from '../../lib/any-of.ts';

/** A bill ready to number: its lines (amounts in satang, summing to the total) and snapshot. */
export type IssuableBill = {
  waterUserId: string;
  customerNo: string;
  readingId: string | null;
  usage: number | null;
  total: number;
  lines: {
    kind: string;
    labelKey: string;
    quantity: number | null;
    rate: number | null;
    amount: number;
    detail: Record<string, unknown> | null;
  }[];
  snapshot: unknown;
};

/**
 * Takes `count` bill numbers of the organisation's fiscal year: the counter row is
 * locked by the UPDATE until the transaction ends, and the bills are inserted in the same
 * transaction, so a rollback gives every number back and nothing skips (MONEY.md §1.2).
 */
export const takeBillNumbers = async (tx: Tx, orgId: string, fiscalYear: number, count: number) => {
  await tx.insert(billCounters).values({ orgId, fiscalYear, lastSeq: 0 }).onConflictDoNothing();
  const [row] = await tx
    .update(billCounters)
    .set({ lastSeq: sql`${billCounters.lastSeq} + ${count}` })
    .where(and(eq(billCounters.orgId, orgId), eq(billCounters.fiscalYear, fiscalYear)))
    .returning({ lastSeq: billCounters.lastSeq });
  if (!row) throw new Error('bill counter not found');
  return row.lastSeq - count + 1;
};

/** What the caller gets back of each bill issued, in the order given. */
export type IssuedBill = { id: string; number: string; waterUserId: string; total: number };

export type IssueMeta = {
  kind: 'water' | 'sundry';
  sundryKind?: 'connection' | 'reconnection' | 'meter_change' | 'deposit' | 'other' | null;
  roundId: string | null;
  billDate: string;
  dueDate: string | null;
  jobId: string | null;
  createdBy: string | null;
  replacesId?: string | null;
};

/**
 * Issues priced bills: numbers in the given order, the bills and their lines, and the
 * readings they bill marked billed. A zero bill is issued paid (nothing to collect).
 * Each table gets one statement with its rows as one JSON parameter (insertJsonRows): a
 * batch of 500 bills as 10,000 bound parameters cost more to build and bind than to insert.
 */
export const issueBills = async (
  tx: Tx,
  orgId: string,
  priced: IssuableBill[],
  meta: IssueMeta,
): Promise<IssuedBill[]> => {
  if (priced.length === 0) return [];
  const fiscalYear = fiscalYearOf(meta.billDate);
  const first = await takeBillNumbers(tx, orgId, fiscalYear, priced.length);
  const issued = priced.map((p, i) => ({
    id: randomUUID(),
    number: billNumber(fiscalYear, first + i),
    waterUserId: p.waterUserId,
    total: p.total,
  }));
  const rows = priced.map((p, i) => ({
    id: issued[i]?.id,
    seq: first + i,
    number: issued[i]?.number,
    water_user_id: p.waterUserId,
    reading_id: p.readingId,
    customer_no: p.customerNo,
    usage: p.usage,
    total: p.total,
    status: p.total === 0 ? 'paid' : 'issued',
    snapshot: p.snapshot,
  }));
  await insertJsonRows(
    tx,
    'bills',
    {
      id: 'uuid',
      seq: 'int',
      number: 'text',
      water_user_id: 'uuid',
      reading_id: 'uuid',
      customer_no: 'text',
      usage: 'int',
      total: 'bigint',
      status: 'text',
      snapshot: 'jsonb',
    },
    rows,
    {
      org_id: sql`${orgId}::uuid`,
      kind: sql`${meta.kind}::text`,
      sundry_kind: sql`${meta.sundryKind ?? null}::text`,
      fiscal_year: sql`${fiscalYear}::integer`,
      round_id: sql`${meta.roundId}::uuid`,
      bill_date: sql`${meta.billDate}::date`,
      due_date: sql`${meta.dueDate}::date`,
      paid: sql`0`,
      replaces_id: sql`${meta.replacesId ?? null}::uuid`,
      job_id: sql`${meta.jobId}::uuid`,
      created_by: sql`${meta.createdBy}::uuid`,
    },
  );
  const lines = priced.flatMap((p, i) =>
    p.lines.map((line, seq) => ({
      bill_id: issued[i]?.id,
      seq: seq + 1,
      kind: line.kind,
      label_key: line.labelKey,
      quantity: line.quantity,
      rate: line.rate,
      amount: line.amount,
      detail: line.detail,
    })),
  );
  await insertJsonRows(
    tx,
    'bill_lines',
    {
      bill_id: 'uuid',
      seq: 'int',
      kind: 'text',
      label_key: 'text',
      quantity: 'int',
      rate: 'int',
      amount: 'bigint',
      detail: 'jsonb',
    },
    lines,
    { org_id: sql`${orgId}::uuid` },
  );
  // Credit on account a bill applied (its credit line) leaves the account with the bill;
  // a void of the bill gives it back (the move stops counting).
  const credits = priced.flatMap((p, i) => {
    const used = -p.lines.filter((l) => l.kind === 'credit').reduce((s, l) => s + l.amount, 0);
    return used > 0
      ? [{ water_user_id: p.waterUserId, bill_id: issued[i]?.id, amount: -used }]
      : [];
  });
  await insertJsonRows(
    tx,
    'credit_moves',
    { water_user_id: 'uuid', bill_id: 'uuid', amount: 'bigint' },
    credits,
    { org_id: sql`${orgId}::uuid` },
  );
  const readingIds = priced.map((p) => p.readingId).filter((id): id is string => id !== null);
  if (readingIds.length > 0) {
    await tx
      .update(readings)
      .set({ status: 'billed', updatedAt: new Date() })
      .where(and(eq(readings.orgId, orgId), anyOf(readings.id, readingIds)));
  }
  return issued;
};
