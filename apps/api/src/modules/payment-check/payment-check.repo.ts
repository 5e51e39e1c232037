import { sql, type SQL } from 'drizzle-orm';
import type {
  PaymentCheckQuery,
  PaymentCheckReceipt,
  PaymentCheckRemittances,
} from '@prapa/contracts';
import { rowsOf } from '../../db/json-rows.ts';
import type { Tx } from '../../db/tenant.ts';

type Raw = Record<string, unknown>;
const n = (v: unknown) => Number(v ?? 0);
const textOrNull = (v: unknown) => (v === null || v === undefined ? null : String(v));
const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();

/** Rows of a bank file that are not money for us: a repeat of an earlier file, a withdrawal. */
const NOT_MONEY = sql`('duplicate', 'ignored')`;

/** The filters that narrow which receipts count, whatever their status or tick. */
const scope = (q: PaymentCheckQuery): SQL => sql`
  r.business_date between ${q.from}::date and ${q.to}::date
  ${q.channelId ? sql`and r.channel_id = ${q.channelId}` : sql``}
  ${q.cashierId ? sql`and r.cashier_id = ${q.cashierId}` : sql``}
  ${q.officeId ? sql`and r.office_id = ${q.officeId}` : sql``}
  ${q.areaId ? sql`and u.area_id = ${q.areaId}` : sql``}`;

const stateFilter = (q: PaymentCheckQuery): SQL =>
  q.state === 'all' ? sql`` : sql`and r.status = ${q.state}`;

const checkFilter = (q: PaymentCheckQuery): SQL => {
  if (!q.check) return sql``;
  // A receipt made from a bank file is on the statement by its making: nothing to tick.
  if (q.check === 'unchecked')
    return sql`and r.channel_kind <> 'cash' and k.id is null and b.file_id is null`;
  return sql`and k.result = ${q.check}`;
};

const asReceipt = (r: Raw): PaymentCheckReceipt => ({
  id: String(r.id),
  bookNo: String(r.book_no),
  number: n(r.number),
  businessDate: String(r.business_date),
  paidAt: iso(r.paid_at),
  customerNo: String(r.customer_no),
  payerName: String(r.payer_name ?? ''),
  areaName: String(r.area_name ?? ''),
  channelId: String(r.channel_id),
  channelName: String(r.channel_name),
  channelKind: r.channel_kind as PaymentCheckReceipt['channelKind'],
  cashierName: String(r.cashier_name),
  officeName: textOrNull(r.office_name),
  amount: n(r.amount),
  reference: textOrNull(r.reference),
  status: r.status as PaymentCheckReceipt['status'],
  check:
    r.check_result === null
      ? null
      : {
          result: r.check_result as NonNullable<PaymentCheckReceipt['check']>['result'],
          note: textOrNull(r.check_note),
          checkedBy: String(r.checked_by_name ?? ''),
          checkedAt: iso(r.checked_at),
        },
  bankRow:
    r.bank_file_id === null
      ? null
      : {
          fileId: String(r.bank_file_id),
          fileName: String(r.bank_file_name),
          line: n(r.line_no),
          paidMeanwhile: r.paid_meanwhile === true,
          toCredit: n(r.to_credit),
        },
});

/**
 * Receipts of the range as /payment_check lists them, oldest first: payer and area, the
 * channel, who took the money and where, the tick, and the bank row the receipt was made
 * from (a voided receipt's row may have been matched again; the latest is shown).
 */
export const checkReceipts = async (
  tx: Tx,
  orgId: string,
  where: { query: PaymentCheckQuery } | { receiptId: string },
): Promise<PaymentCheckReceipt[]> => {
  const filter =
    'query' in where
      ? sql`${scope(where.query)} ${stateFilter(where.query)} ${checkFilter(where.query)}`
      : sql`r.id = ${where.receiptId}`;
  const rows = rowsOf<Raw>(
    await tx.execute(sql`
      select r.id, r.book_no, r.number, r.business_date::text as business_date, r.paid_at,
        r.customer_no, r.snapshot -> 'payer' ->> 'name' as payer_name, a.name as area_name,
        r.channel_id, c.name as channel_name, r.channel_kind, o.full_name as cashier_name,
        f.name as office_name, r.amount, r.reference, r.status,
        k.result as check_result, k.note as check_note, ko.full_name as checked_by_name,
        k.checked_at, b.file_id as bank_file_id, bf.file_name as bank_file_name, b.line_no,
        b.paid_meanwhile, r.to_credit
      from receipts r
      join officers o on o.org_id = r.org_id and o.id = r.cashier_id
      join payment_channels c on c.org_id = r.org_id and c.id = r.channel_id
      join water_users u on u.org_id = r.org_id and u.id = r.water_user_id
      left join areas a on a.org_id = u.org_id and a.id = u.area_id
      left join offices f on f.org_id = r.org_id and f.id = r.office_id
      left join receipt_checks k on k.org_id = r.org_id and k.receipt_id = r.id
      left join officers ko on ko.org_id = k.org_id and ko.id = k.checked_by
      left join lateral (
        select x.file_id, x.line_no,
          x.flags @> '["paidMeanwhile"]'::jsonb as paid_meanwhile
        from bank_rows x
        where x.org_id = r.org_id and x.receipt_id = r.id
        order by x.handled_at desc nulls last, x.line_no limit 1
      ) b on true
      left join bank_files bf on bf.org_id = r.org_id and bf.id = b.file_id
      where r.org_id = ${orgId} and ${filter}
      order by r.paid_at, r.book_no, r.number`),
  );
  return rows.map(asReceipt);
};

export type ChannelMoney = {
  channelId: string;
  name: string;
  kind: PaymentCheckReceipt['channelKind'];
  sortOrder: number;
  count: number;
  amount: number;
  bankRows: number;
  bankTotal: number;
  bankReceipted: number;
};

/**
 * Per channel: its valid receipts of the range (narrowed like the list, status and tick
 * aside) and its bank rows paid in the range. A channel appears when it has either.
 */
export const channelMoney = async (
  tx: Tx,
  orgId: string,
  q: PaymentCheckQuery,
): Promise<ChannelMoney[]> => {
  const rows = rowsOf<Raw>(
    await tx.execute(sql`
      with rec as (
        select r.channel_id, count(*) as count, sum(r.amount) as amount
        from receipts r
        join water_users u on u.org_id = r.org_id and u.id = r.water_user_id
        where r.org_id = ${orgId} and r.status = 'valid' and ${scope(q)}
        group by r.channel_id
      ), bank as (
        select x.channel_id, count(*) as rows,
          coalesce(sum(x.amount) filter (where x.state not in ${NOT_MONEY}), 0) as total,
          coalesce(sum(x.amount) filter (where x.state in ('receipted', 'matched')), 0)
            as receipted
        from bank_rows x
        where x.org_id = ${orgId} and x.pay_date between ${q.from}::date and ${q.to}::date
          ${q.channelId ? sql`and x.channel_id = ${q.channelId}` : sql``}
        group by x.channel_id
      )
      select c.id, c.name, c.kind, c.sort_order, coalesce(rec.count, 0) as count,
        coalesce(rec.amount, 0) as amount, coalesce(bank.rows, 0) as bank_rows,
        coalesce(bank.total, 0) as bank_total, coalesce(bank.receipted, 0) as bank_receipted
      from payment_channels c
      left join rec on rec.channel_id = c.id
      left join bank on bank.channel_id = c.id
      where c.org_id = ${orgId} and (rec.channel_id is not null or bank.channel_id is not null)
      order by c.sort_order, c.code`),
  );
  return rows.map((r) => ({
    channelId: String(r.id),
    name: String(r.name),
    kind: r.kind as ChannelMoney['kind'],
    sortOrder: n(r.sort_order),
    count: n(r.count),
    amount: n(r.amount),
    bankRows: n(r.bank_rows),
    bankTotal: n(r.bank_total),
    bankReceipted: n(r.bank_receipted),
  }));
};

/** Standing remittances of the range (voided ones are not money), of one collector when narrowed. */
export const remittanceMoney = async (
  tx: Tx,
  orgId: string,
  q: PaymentCheckQuery,
): Promise<PaymentCheckRemittances> => {
  const [row] = rowsOf<Raw>(
    await tx.execute(sql`
      select count(*) as count, coalesce(sum(cash), 0) as cash,
        coalesce(sum(transfer), 0) as transfer, coalesce(sum(expected_cash), 0) as expected_cash,
        coalesce(sum(expected_transfer), 0) as expected_transfer
      from remittances
      where org_id = ${orgId} and business_date between ${q.from}::date and ${q.to}::date
        and voided_at is null
        ${q.cashierId ? sql`and officer_id = ${q.cashierId}` : sql``}`),
  );
  const cash = n(row?.cash);
  const transfer = n(row?.transfer);
  const expectedCash = n(row?.expected_cash);
  const expectedTransfer = n(row?.expected_transfer);
  return {
    count: n(row?.count),
    cash,
    transfer,
    expectedCash,
    expectedTransfer,
    difference: cash + transfer - (expectedCash + expectedTransfer),
  };
};

/** The names behind the filters, for the printed report to say what it lists. */
export const filterNames = async (tx: Tx, orgId: string, q: PaymentCheckQuery) => {
  const name = async (table: string, column: string, id: string | undefined) => {
    if (!id) return null;
    const [row] = rowsOf<Raw>(
      await tx.execute(sql`select ${sql.identifier(column)} as name from ${sql.identifier(table)}
        where org_id = ${orgId} and id = ${id}`),
    );
    return row ? String(row.name) : null;
  };
  return {
    channel: await name('payment_channels', 'name', q.channelId),
    cashier: await name('officers', 'full_name', q.cashierId),
    office: await name('offices', 'name', q.officeId),
    area: await name('areas', 'name', q.areaId),
  };
};
export type FilterNames = Awaited<ReturnType<typeof filterNames>>;
