import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { billHeads, type Heads } from '@prapa/domain';
import {
  billLines,
  bills,
  creditMoves,
  receiptAllocations,
  receipts,
  waterUsers,
} from '../../db/schema/index.ts';
import { PLAN_ONCE, plannedOnce } from '../../db/plan-once.ts';
import type { Tx } from '../../db/tenant.ts';
import { anyOf } from '../../lib/any-of.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { billIsOpen } from '../billing/open-bill.ts';

/** An open bill as a payment allocates it: its heads and what earlier receipts paid of each. */
export type OpenBillRow = {
  id: string;
  number: string;
  kind: string;
  sundryKind: string | null;
  roundId: string | null;
  billDate: string;
  dueDate: string | null;
  usage: number | null;
  total: number;
  paid: number;
  snapshot: unknown;
  lines: { kind: string; labelKey: string; amount: number }[];
  heads: Heads;
  paidBefore: Heads;
};

/**
 * Which credit moves count (MONEY.md §5): those whose receipt, if any, is valid and whose
 * bill, if any, is not void. Written on `credit_moves` by name, for any query over it.
 */
export const creditMoveCounts = sql`(credit_moves.receipt_id is null or exists (select 1 from receipts r
    where r.org_id = credit_moves.org_id and r.id = credit_moves.receipt_id and r.status = 'valid'))
  and (credit_moves.bill_id is null or exists (select 1 from bills b
    where b.org_id = credit_moves.org_id and b.id = credit_moves.bill_id and b.status <> 'void'))`;

/**
 * What a payment reads of a bill's snapshot: its round (an opening bill's original month)
 * and reading, which the receipt prints. Not the whole snapshot (the org header, the
 * payer, the lines): a bank file reads 10,000 bills, and the counter reads its bills on
 * every payment.
 */
const snapshotPart = sql<unknown>`jsonb_build_object('round', case when ${bills.kind} = 'opening'
    then jsonb_build_object('yearBe', ${bills.periodYearBe}, 'month', ${bills.periodMonth})
    else ${bills.snapshot} -> 'round' end,
  'reading', ${bills.snapshot} -> 'reading')`;

/** What a receipt copies of its payer (receipt-snapshot.ts ReceiptPayer), as read. */
export const payerColumns = {
  id: waterUsers.id,
  customerNo: waterUsers.customerNo,
  title: waterUsers.title,
  firstName: waterUsers.firstName,
  lastName: waterUsers.lastName,
  houseNo: waterUsers.houseNo,
  moo: waterUsers.moo,
  road: waterUsers.road,
  subdistrict: waterUsers.subdistrict,
  district: waterUsers.district,
  province: waterUsers.province,
  postcode: waterUsers.postcode,
  meterSerial: waterUsers.meterSerial,
};

/** What an open bill is read with, before its lines and what was paid of it. */
const openBillColumns = {
  id: bills.id,
  number: bills.number,
  kind: bills.kind,
  sundryKind: bills.sundryKind,
  roundId: bills.roundId,
  billDate: bills.billDate,
  dueDate: bills.dueDate,
  usage: bills.usage,
  total: bills.total,
  paid: bills.paid,
  snapshot: snapshotPart,
};

type Detail = {
  id: string;
  lines: { kind: string; labelKey: string; amount: number; includedAmount: number | null }[];
  paid: Heads;
  credit: number;
};

/**
 * The lines of bills and what valid receipts paid of each head, in one statement (the
 * counter's hot path), and with `credit` the connection's credit on account. Read after
 * the bills' row locks, so a payment that committed meanwhile is seen.
 */
const detailsOf = async (tx: Tx, orgId: string, ids: string[], credit: boolean) =>
  rowsOf<Detail>(
    await tx.execute(
      plannedOnce(sql`
      select b.id,
        coalesce((select json_agg(json_build_object('kind', l.kind, 'labelKey', l.label_key,
            'amount', l.amount, 'includedAmount', (l.detail ->> 'includedAmount')::float8)
            order by l.seq)
          from ${billLines} l where l.org_id = b.org_id and l.bill_id = b.id), '[]'::json) as lines,
        (select json_build_object('lateFee', coalesce(sum(a.late_fee), 0),
            'water', coalesce(sum(a.water), 0), 'topUp', coalesce(sum(a.top_up), 0),
            'meterFee', coalesce(sum(a.meter_fee), 0), 'other', coalesce(sum(a.other), 0),
            'vat', coalesce(sum(a.vat), 0))
          from ${receiptAllocations} a join ${receipts} r on r.org_id = a.org_id and r.id = a.receipt_id
          where a.org_id = b.org_id and a.bill_id = b.id and r.status = 'valid') as paid,
        ${
          credit
            ? sql`(select coalesce(sum(credit_moves.amount), 0)::float8 from ${creditMoves}
                where credit_moves.org_id = b.org_id
                  and credit_moves.water_user_id = b.water_user_id and ${creditMoveCounts})`
            : sql`0::float8`
        } as credit
      from ${bills} b where b.org_id = ${orgId} and b.id = any(${sql.param(ids)}::uuid[])`),
    ),
  );

type BillRow = Omit<OpenBillRow, 'lines' | 'heads' | 'paidBefore'>;

/** A bill row with its lines, heads and what valid receipts paid of each. */
const openBillOf = (r: BillRow, detail: Detail | undefined): OpenBillRow => {
  const own = detail?.lines ?? [];
  return {
    ...r,
    lines: own.map(({ kind, labelKey, amount }) => ({ kind, labelKey, amount: Number(amount) })),
    heads: billHeads(
      own.map((l) => ({
        kind: l.kind,
        amount: Number(l.amount),
        ...(l.includedAmount !== null ? { includedAmount: l.includedAmount } : {}),
      })),
    ),
    paidBefore: detail?.paid ?? zeroPaid(),
  };
};

const openBillsWith = async (
  tx: Tx,
  orgId: string,
  waterUserId: string,
  opts: { ids?: readonly string[]; lock?: boolean; credit?: boolean },
): Promise<{ bills: OpenBillRow[]; credit: number }> => {
  const query = tx
    .select(openBillColumns)
    .from(bills)
    .where(
      and(
        eq(bills.orgId, orgId),
        eq(bills.waterUserId, waterUserId),
        billIsOpen(bills.status),
        opts.ids ? anyOf(bills.id, opts.ids) : undefined,
      ),
    )
    .orderBy(asc(bills.billDate), asc(bills.number));
  const rows = await (opts.lock ? query.for('update') : query).prepare(PLAN_ONCE).execute();
  if (rows.length === 0) return { bills: [], credit: 0 };
  const details = new Map(
    (
      await detailsOf(
        tx,
        orgId,
        rows.map((r) => r.id),
        opts.credit ?? false,
      )
    ).map((d) => [d.id, d]),
  );
  const out = rows.map((r) => openBillOf(r, details.get(r.id)));
  const credit = Number(details.values().next().value?.credit ?? 0);
  return { bills: out, credit: credit > 0 ? credit : 0 };
};

const zeroPaid = (): Heads => ({ lateFee: 0, water: 0, topUp: 0, meterFee: 0, other: 0, vat: 0 });

/**
 * A connection's bills still owing (issued or partly paid), oldest first, or only those of
 * `ids`; `lock` takes their row locks, so two cashiers paying the same bill queue here
 * and the second finds it paid.
 */
export const openBills = async (
  tx: Tx,
  orgId: string,
  waterUserId: string,
  opts: { ids?: readonly string[]; lock?: boolean } = {},
): Promise<OpenBillRow[]> => (await openBillsWith(tx, orgId, waterUserId, opts)).bills;

/**
 * The bills a payment chose, row-locked, and the connection's credit on account read
 * after the locks (the caller holds the connection's row lock, so no other payment moves
 * that credit meanwhile).
 */
export const billsToPay = (tx: Tx, orgId: string, waterUserId: string, ids: readonly string[]) =>
  openBillsWith(tx, orgId, waterUserId, { ids, lock: true, credit: true });

/**
 * Credit on account of connections: their moves whose receipt (if any) is valid and whose
 * bill (if any) is not void; only those with some credit are answered.
 */
export const creditBalances = async (tx: Tx, orgId: string, ids: readonly string[]) => {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await tx
    .select({
      id: creditMoves.waterUserId,
      credit: sql<number>`sum(${creditMoves.amount})::float8`,
    })
    .from(creditMoves)
    .where(and(eq(creditMoves.orgId, orgId), anyOf(creditMoves.waterUserId, ids), creditMoveCounts))
    .groupBy(creditMoves.waterUserId);
  return new Map(rows.filter((r) => r.credit > 0).map((r) => [r.id, r.credit]));
};

/** One connection's credit on account (0 when none). */
export const creditBalance = async (tx: Tx, orgId: string, waterUserId: string) =>
  (await creditBalances(tx, orgId, [waterUserId])).get(waterUserId) ?? 0;

/**
 * A bill's status once `paid` of it is paid (the bill aliased `b`): the one rule, for a
 * payment that adds to what was paid and for a void that recomputes it.
 */
export const statusWhenPaid = (paid: SQL) =>
  sql`case when ${paid} = b.total then 'paid' when ${paid} = 0 then 'issued' else 'partly_paid' end`;

/** Sets each bill's paid to what its valid allocations add up to (status follows). */
export const settleBills = async (tx: Tx, orgId: string, billIds: readonly string[]) => {
  if (billIds.length === 0) return;
  await tx.execute(sql`
    update ${bills} b set paid = s.paid, status = ${statusWhenPaid(sql`s.paid`)}
    from (
      select x.id, coalesce((select sum(a.amount) from ${receiptAllocations} a
        join ${receipts} r on r.org_id = a.org_id and r.id = a.receipt_id
        where a.org_id = x.org_id and a.bill_id = x.id and r.status = 'valid'), 0) as paid
      from ${bills} x where x.org_id = ${orgId} and x.id in (select unnest(${sql.param(billIds)}::uuid[]))
    ) s
    where b.org_id = ${orgId} and b.id = s.id and b.status <> 'void'`);
};

/**
 * The open bills of many connections at once (a bank file pays thousands), oldest first,
 * row-locked with `lock`; grouped by connection. The same rows and heads as openBills.
 */
export const openBillsOfUsers = async (
  tx: Tx,
  orgId: string,
  waterUserIds: readonly string[],
  lock: boolean,
): Promise<Map<string, OpenBillRow[]>> => {
  const out = new Map<string, OpenBillRow[]>();
  if (waterUserIds.length === 0) return out;
  const query = tx
    .select({ ...openBillColumns, waterUserId: bills.waterUserId })
    .from(bills)
    .where(
      and(eq(bills.orgId, orgId), anyOf(bills.waterUserId, waterUserIds), billIsOpen(bills.status)),
    )
    .orderBy(asc(bills.billDate), asc(bills.number));
  const rows = lock ? await query.for('update') : await query;
  if (rows.length === 0) return out;
  const details = new Map(
    (
      await detailsOf(
        tx,
        orgId,
        rows.map((r) => r.id),
        false,
      )
    ).map((d) => [d.id, d]),
  );
  for (const { waterUserId, ...r } of rows) {
    const bill = openBillOf(r, details.get(r.id));
    const list = out.get(waterUserId);
    if (list) list.push(bill);
    else out.set(waterUserId, [bill]);
  }
  return out;
};
