import { and, eq, inArray, sql } from 'drizzle-orm';
import { fiscalYearOf } from '@prapa/domain';
import { billCounters, billLines, bills, readings } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';

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

/** The bill number and ref2: the BE fiscal year, then the sequence in six digits. */
export const billNumber = (fiscalYear: number, seq: number) =>
  `${fiscalYear}${String(seq).padStart(6, '0')}`;

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
 */
export const issueBills = async (
  tx: Tx,
  orgId: string,
  priced: IssuableBill[],
  meta: IssueMeta,
) => {
  if (priced.length === 0) return [];
  const fiscalYear = fiscalYearOf(meta.billDate);
  const first = await takeBillNumbers(tx, orgId, fiscalYear, priced.length);
  const rows = priced.map((p, i) => ({
    orgId,
    kind: meta.kind,
    sundryKind: meta.sundryKind ?? null,
    fiscalYear,
    seq: first + i,
    number: billNumber(fiscalYear, first + i),
    roundId: meta.roundId,
    waterUserId: p.waterUserId,
    readingId: p.readingId,
    customerNo: p.customerNo,
    billDate: meta.billDate,
    dueDate: meta.dueDate,
    usage: p.usage,
    total: p.total,
    paid: 0,
    status: p.total === 0 ? ('paid' as const) : ('issued' as const),
    replacesId: meta.replacesId ?? null,
    snapshot: p.snapshot,
    jobId: meta.jobId,
    createdBy: meta.createdBy,
  }));
  const inserted = await tx.insert(bills).values(rows).returning({
    id: bills.id,
    number: bills.number,
    waterUserId: bills.waterUserId,
    total: bills.total,
  });
  const lines = inserted.flatMap((b, i) =>
    (priced[i]?.lines ?? []).map((line, seq) => ({ orgId, billId: b.id, seq: seq + 1, ...line })),
  );
  // PGlite and PostgreSQL take up to 65,535 parameters a statement: 10 a line.
  for (let i = 0; i < lines.length; i += 5_000) {
    await tx.insert(billLines).values(lines.slice(i, i + 5_000));
  }
  const readingIds = priced.map((p) => p.readingId).filter((id): id is string => id !== null);
  if (readingIds.length > 0) {
    await tx
      .update(readings)
      .set({ status: 'billed', updatedAt: new Date() })
      .where(and(eq(readings.orgId, orgId), inArray(readings.id, readingIds)));
  }
  return inserted;
};
