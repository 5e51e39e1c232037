import { and, eq, sql } from 'drizzle-orm';
import { fullNameOf } from '@prapa/domain';
import { bankFiles, bankRows, bills, waterUsers } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/json-rows.ts';
import type { Tx } from '../../db/tenant.ts';
import { anyOf, anyTextOf } from '../../lib/any-of.ts';
import { payerColumns } from '../receipts/counter.repo.ts';
import type { ReceiptPayer } from '../receipts/receipt-snapshot.ts';
import { billKeyOf } from '../billing/bill-key.ts';
import { billIsOpen } from '../billing/open-bill.ts';

/**
 * Connections by customer number (a bank's ref1) and by id, with what a receipt copies of
 * them; `lock` takes their row locks in id order (the counter locks one the same way, so
 * a payment at the counter and a bank file never use one credit twice).
 */
export const payersOf = async (
  tx: Tx,
  orgId: string,
  by: { customerNos?: readonly string[]; ids?: readonly string[] },
  lock = false,
): Promise<ReceiptPayer[]> => {
  const customerNos = by.customerNos ?? [];
  const ids = by.ids ?? [];
  if (customerNos.length === 0 && ids.length === 0) return [];
  const query = tx
    .select(payerColumns)
    .from(waterUsers)
    .where(
      and(
        eq(waterUsers.orgId, orgId),
        customerNos.length > 0
          ? anyTextOf(waterUsers.customerNo, customerNos)
          : anyOf(waterUsers.id, ids),
      ),
    )
    .orderBy(waterUsers.id);
  return lock ? await query.for('update') : await query;
};

/**
 * Bills by number (a bank's ref2), whatever their state: voided and paid ones are flagged.
 * Found by their series' (fiscal year, sequence) key: the number is made of it (an
 * opening bill's BF number through bills_opening_number).
 */
export const billsByNumber = async (tx: Tx, orgId: string, numbers: readonly string[]) => {
  const out = new Map<string, { id: string; waterUserId: string; status: string }>();
  const keys = numbers.flatMap((n) => billKeyOf(n) ?? []);
  if (keys.length === 0) return out;
  const rows = await tx
    .select({
      id: bills.id,
      number: bills.number,
      waterUserId: bills.waterUserId,
      status: bills.status,
    })
    .from(bills)
    .where(
      and(
        eq(bills.orgId, orgId),
        sql`(${bills.fiscalYear}, ${bills.seq}, ${bills.kind} = 'opening') in (select * from unnest(
          ${sql.param(keys.map((k) => k.fiscalYear))}::int[],
          ${sql.param(keys.map((k) => k.seq))}::int[],
          ${sql.param(keys.map((k) => k.opening))}::boolean[]))`,
      ),
    );
  for (const r of rows) out.set(r.number, r);
  return out;
};

export type TakenBefore = { fileName: string; importedAt: string; line: number; rowId: string };

/** Payments already taken from earlier files, by their key. */
export const takenKeys = async (tx: Tx, orgId: string, keys: readonly string[]) => {
  const out = new Map<string, TakenBefore>();
  if (keys.length === 0) return out;
  const rows = await tx
    .select({
      key: bankRows.rowKey,
      rowId: bankRows.id,
      line: bankRows.lineNo,
      fileName: bankFiles.fileName,
      importedAt: bankFiles.importedAt,
    })
    .from(bankRows)
    .innerJoin(
      bankFiles,
      and(eq(bankFiles.orgId, bankRows.orgId), eq(bankFiles.id, bankRows.fileId)),
    )
    .where(
      and(
        eq(bankRows.orgId, orgId),
        anyTextOf(bankRows.rowKey, keys),
        sql`${bankRows.state} not in ('duplicate', 'ignored')`,
      ),
    );
  for (const r of rows)
    out.set(r.key, {
      fileName: r.fileName,
      importedAt: r.importedAt.toISOString(),
      line: r.line,
      rowId: r.rowId,
    });
  return out;
};

export type Proposal = { waterUserId: string; customerNo: string; name: string; owed: number };

/** At most this many connections are proposed for one statement line. */
const PROPOSALS = 5;

/**
 * Connections whose open total (bills billed by `until`), or one of whose open bills,
 * equals one of `amounts`: who a statement's deposit may be from (MONEY.md §7). Never
 * confirmed without a person.
 */
export const proposalsByAmount = async (
  tx: Tx,
  orgId: string,
  amounts: readonly number[],
  until: string,
) => {
  const out = new Map<number, Proposal[]>();
  if (amounts.length === 0) return out;
  const rows = rowsOf<{
    water_user_id: string;
    amount: number;
    owed: number;
    customer_no: string;
    title: string | null;
    first_name: string;
    last_name: string | null;
  }>(
    await tx.execute(sql`
      with open as (
        select b.water_user_id, (b.total - b.paid) as owe
        from ${bills} b
        where b.org_id = ${orgId} and ${billIsOpen(sql.raw('b.status'))} and b.bill_date <= ${until}
      ), totals as (
        select water_user_id, sum(owe) as owed from open group by water_user_id
      ), hits as (
        select water_user_id, owed as amount from totals where owed = any(${sql.param(amounts)}::bigint[])
        union
        select water_user_id, owe from open where owe = any(${sql.param(amounts)}::bigint[])
      )
      select h.water_user_id, h.amount::float8 as amount, t.owed::float8 as owed, u.customer_no,
        u.title, u.first_name, u.last_name
      from hits h join totals t on t.water_user_id = h.water_user_id
        join ${waterUsers} u on u.org_id = ${orgId} and u.id = h.water_user_id
      order by u.customer_no`),
  );
  for (const r of rows) {
    const owed = Number(r.owed);
    const list = out.get(Number(r.amount)) ?? [];
    if (list.length >= PROPOSALS) continue;
    list.push({
      waterUserId: r.water_user_id,
      customerNo: r.customer_no,
      name: fullNameOf({ title: r.title, firstName: r.first_name, lastName: r.last_name }),
      owed,
    });
    out.set(Number(r.amount), list);
  }
  return out;
};
