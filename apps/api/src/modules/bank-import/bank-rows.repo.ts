import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BankRowRecord } from '@prapa/contracts';
import { fullNameOf } from '@prapa/domain';
import {
  bankFiles,
  bankRows,
  bills,
  officers,
  receiptAllocations,
  receipts,
  waterUsers,
} from '../../db/schema/index.ts';
import { anyOf } from '../../lib/any-of.ts';
import type { Tx } from '../../db/tenant.ts';
import { countAll, type Window } from '../../lib/list-query.ts';
import { proposalsByAmount } from './bank-match.repo.ts';

const handler = alias(officers, 'handler');
const earlierRow = alias(bankRows, 'earlier_row');
const earlierFile = alias(bankFiles, 'earlier_file');

export type RowQuery = {
  state?: BankRowRecord['state'] | undefined;
  fileId?: string | undefined;
  channelId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  id?: string | undefined;
};

/**
 * Stored rows with their file, receipt, connection and who handled them; a queued row
 * without refs gets its proposals as of now (connections owing exactly its amount).
 */
export const listRows = async (
  tx: Tx,
  orgId: string,
  q: RowQuery,
  window: Window,
): Promise<{ items: BankRowRecord[]; total: number }> => {
  const where = and(
    eq(bankRows.orgId, orgId),
    q.id ? eq(bankRows.id, q.id) : undefined,
    q.state ? eq(bankRows.state, q.state) : undefined,
    q.fileId ? eq(bankRows.fileId, q.fileId) : undefined,
    q.channelId ? eq(bankRows.channelId, q.channelId) : undefined,
    q.from ? gte(bankRows.payDate, q.from) : undefined,
    q.to ? lte(bankRows.payDate, q.to) : undefined,
  );
  const [count] = await tx.select({ total: countAll }).from(bankRows).where(where);
  const rows = await tx
    .select({
      id: bankRows.id,
      fileId: bankRows.fileId,
      fileName: bankFiles.fileName,
      channelId: bankRows.channelId,
      line: bankRows.lineNo,
      payDate: bankRows.payDate,
      paidAt: bankRows.paidAt,
      payerName: bankRows.payerName,
      ref1: bankRows.ref1,
      ref2: bankRows.ref2,
      bankRef: bankRows.bankRef,
      description: bankRows.description,
      amount: bankRows.amount,
      match: bankRows.match,
      flags: bankRows.flags,
      state: bankRows.state,
      waterUserId: bankRows.waterUserId,
      customerNo: waterUsers.customerNo,
      title: waterUsers.title,
      firstName: waterUsers.firstName,
      lastName: waterUsers.lastName,
      receiptId: bankRows.receiptId,
      bookNo: receipts.bookNo,
      number: receipts.number,
      reason: bankRows.reason,
      handledBy: handler.fullName,
      handledAt: bankRows.handledAt,
      toCredit: receipts.toCredit,
      earlierLine: earlierRow.lineNo,
      earlierFile: earlierFile.fileName,
      earlierAt: earlierFile.importedAt,
    })
    .from(bankRows)
    .innerJoin(
      bankFiles,
      and(eq(bankFiles.orgId, bankRows.orgId), eq(bankFiles.id, bankRows.fileId)),
    )
    .leftJoin(
      waterUsers,
      and(eq(waterUsers.orgId, bankRows.orgId), eq(waterUsers.id, bankRows.waterUserId)),
    )
    .leftJoin(
      receipts,
      and(eq(receipts.orgId, bankRows.orgId), eq(receipts.id, bankRows.receiptId)),
    )
    .leftJoin(handler, and(eq(handler.orgId, bankRows.orgId), eq(handler.id, bankRows.handledBy)))
    .leftJoin(
      earlierRow,
      and(eq(earlierRow.orgId, bankRows.orgId), eq(earlierRow.id, bankRows.duplicateOf)),
    )
    .leftJoin(
      earlierFile,
      and(eq(earlierFile.orgId, earlierRow.orgId), eq(earlierFile.id, earlierRow.fileId)),
    )
    .where(where)
    .orderBy(q.fileId ? asc(bankRows.lineNo) : desc(bankRows.paidAt), asc(bankRows.id))
    .limit(window.limit)
    .offset(window.offset);
  const wanting = rows.filter((r) => r.state === 'queued' && r.ref1 === null && r.ref2 === null);
  const until = wanting.reduce((m, r) => (r.payDate > m ? r.payDate : m), '0000-01-01');
  const proposals = await proposalsByAmount(
    tx,
    orgId,
    [...new Set(wanting.map((r) => r.amount))],
    until,
  );
  const paid = await billsPaidBy(
    tx,
    orgId,
    rows.flatMap((r) => (r.receiptId ? [r.receiptId] : [])),
  );
  return {
    total: count?.total ?? 0,
    items: rows.map((r) => ({
      id: r.id,
      fileId: r.fileId,
      fileName: r.fileName,
      channelId: r.channelId,
      line: r.line,
      payDate: r.payDate,
      paidAt: r.paidAt.toISOString(),
      payerName: r.payerName,
      ref1: r.ref1,
      ref2: r.ref2,
      bankRef: r.bankRef,
      description: r.description,
      amount: r.amount,
      match: r.match,
      flags: r.flags,
      state: r.state,
      waterUserId: r.waterUserId,
      customerNo: r.customerNo,
      customerName:
        r.firstName === null
          ? null
          : fullNameOf({ title: r.title, firstName: r.firstName, lastName: r.lastName }),
      bills: r.receiptId ? (paid.get(r.receiptId) ?? []) : [],
      toCredit: r.toCredit ?? 0,
      proposals:
        r.state === 'queued' && r.ref1 === null && r.ref2 === null
          ? (proposals.get(r.amount) ?? [])
          : [],
      takenBefore:
        r.earlierFile && r.earlierAt && r.earlierLine !== null
          ? {
              fileName: r.earlierFile,
              importedAt: r.earlierAt.toISOString(),
              line: r.earlierLine,
            }
          : null,
      receiptId: r.receiptId,
      receiptNo: r.bookNo === null ? null : `${r.bookNo}/${r.number}`,
      reason: r.reason,
      handledBy: r.handledBy,
      handledAt: r.handledAt?.toISOString() ?? null,
    })),
  };
};

/**
 * The bills each receipt paid and how much (a stored row shows what its money did);
 * `owed` is the bill's total, its outstanding at the time being the receipt's business.
 */
const billsPaidBy = async (tx: Tx, orgId: string, receiptIds: string[]) => {
  const out = new Map<string, BankRowRecord['bills']>();
  if (receiptIds.length === 0) return out;
  const rows = await tx
    .select({
      receiptId: receiptAllocations.receiptId,
      billId: bills.id,
      number: bills.number,
      period: sql<
        string | null
      >`(select to_char(s.year_be, 'FM0000') || '-' || to_char(s.month, 'FM00')
        from service_rounds s where s.org_id = ${bills.orgId} and s.id = ${bills.roundId})`,
      owed: bills.total,
      pays: sql<number>`sum(${receiptAllocations.amount})::float8`,
    })
    .from(receiptAllocations)
    .innerJoin(
      bills,
      and(eq(bills.orgId, receiptAllocations.orgId), eq(bills.id, receiptAllocations.billId)),
    )
    .where(
      and(eq(receiptAllocations.orgId, orgId), anyOf(receiptAllocations.receiptId, receiptIds)),
    )
    .groupBy(receiptAllocations.receiptId, bills.id, bills.orgId)
    .orderBy(asc(bills.billDate), asc(bills.number));
  for (const { receiptId, ...bill } of rows) {
    const list = out.get(receiptId) ?? [];
    list.push({ ...bill, pays: Number(bill.pays) });
    out.set(receiptId, list);
  }
  return out;
};

/** A stored row, row-locked: one person handles it. */
export const lockRow = async (tx: Tx, orgId: string, id: string) => {
  const [row] = await tx
    .select()
    .from(bankRows)
    .where(and(eq(bankRows.orgId, orgId), eq(bankRows.id, id)))
    .for('update');
  return row ?? null;
};

export const rowRecord = async (tx: Tx, orgId: string, id: string) =>
  (await listRows(tx, orgId, { id }, { limit: 1, offset: 0 })).items[0] ?? null;
