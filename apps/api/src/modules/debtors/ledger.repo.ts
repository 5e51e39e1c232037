import { sql } from 'drizzle-orm';
import { addressTextOf, fullNameOf, ledgerAmounts } from '@prapa/domain';
import type { DebtorLedger, LedgerBill, LedgerPayment } from '@prapa/contracts';
import { rowsOf } from '../../db/json-rows.ts';
import type { Tx } from '../../db/tenant.ts';

type UserRaw = {
  id: string;
  customer_no: string;
  title: string | null;
  first_name: string;
  last_name: string | null;
  house_no: string;
  moo: number | null;
  road: string | null;
  subdistrict: string;
  district: string;
  province: string;
  postcode: string;
  meter_serial: string | null;
  area_name: string;
  route_code: string | null;
  route_name: string | null;
};

/** The connection a ledger heads; null when it is not this organisation's. */
export const ledgerUsers = async (
  tx: Tx,
  orgId: string,
  ids: string[],
): Promise<DebtorLedger['waterUser'][]> =>
  rowsOf<UserRaw>(
    await tx.execute(sql`
      select u.id, u.customer_no, u.title, u.first_name, u.last_name, u.house_no, u.moo, u.road,
        u.subdistrict, u.district, u.province, u.postcode, u.meter_serial,
        a.name as area_name, r.code as route_code, r.name as route_name
      from water_users u
      join areas a on a.org_id = u.org_id and a.id = u.area_id
      left join collection_routes r on r.org_id = u.org_id and r.id = u.route_id
      where u.org_id = ${orgId} and u.id = any(${sql.param(ids)}::uuid[])`),
  ).map((u) => ({
    id: u.id,
    customerNo: u.customer_no,
    name: fullNameOf({ title: u.title, firstName: u.first_name, lastName: u.last_name }),
    address: addressTextOf({
      houseNo: u.house_no,
      moo: u.moo,
      road: u.road,
      subdistrict: u.subdistrict,
      district: u.district,
      province: u.province,
      postcode: u.postcode,
    }),
    areaName: u.area_name,
    routeCode: u.route_code,
    routeName: u.route_name,
    meterSerial: u.meter_serial,
  }));

type Line = { kind: string; amount: number; includedAmount: number | null };
type BillRaw = {
  id: string;
  number: string;
  kind: LedgerBill['kind'];
  sundry_kind: LedgerBill['sundryKind'];
  bill_date: string;
  due_date: string | null;
  usage: number | null;
  status: string;
  void_reason: string | null;
  round: { yearBe: number; month: number } | null;
  reading: { previous: number; current: number | null; estimated: boolean } | null;
  lines: Line[];
};

const billOf = (b: BillRaw): LedgerBill => ({
  id: b.id,
  number: b.number,
  kind: b.kind,
  sundryKind: b.sundry_kind,
  billDate: b.bill_date,
  dueDate: b.due_date,
  roundMonth: b.round ? `${b.round.yearBe}-${String(b.round.month).padStart(2, '0')}` : null,
  readingFrom: b.reading?.previous ?? null,
  readingTo: b.reading?.current ?? null,
  units: b.usage,
  estimated: b.reading?.estimated ?? false,
  ...ledgerAmounts(
    b.lines.map((l) => ({
      kind: l.kind,
      amount: Number(l.amount),
      ...(l.includedAmount !== null ? { includedAmount: Number(l.includedAmount) } : {}),
    })),
  ),
  status: b.status,
  voidReason: b.void_reason,
});

/**
 * The connection's bills dated in [from, to] (void ones too), with their lines and the
 * round and reading their snapshot printed (an opening bill's month is its original
 * period): the ledger reads what was billed, never re-prices it.
 */
export const ledgerBills = async (
  tx: Tx,
  orgId: string,
  waterUserId: string,
  from: string,
  to: string,
): Promise<LedgerBill[]> =>
  rowsOf<BillRaw>(
    await tx.execute(sql`
      select b.id, b.number, b.kind, b.sundry_kind, b.bill_date::text as bill_date,
        b.due_date::text as due_date, b.usage, b.status, b.void_reason,
        case when b.kind = 'opening' then jsonb_build_object('yearBe', b.period_year_be,
            'month', b.period_month) else b.snapshot -> 'round' end as round,
        b.snapshot -> 'reading' as reading,
        coalesce((select json_agg(json_build_object('kind', l.kind, 'amount', l.amount,
            'includedAmount', (l.detail ->> 'includedAmount')::float8) order by l.seq)
          from bill_lines l where l.org_id = b.org_id and l.bill_id = b.id), '[]'::json) as lines
      from bills b
      where b.org_id = ${orgId} and b.water_user_id = ${waterUserId}
        and b.bill_date between ${from}::date and ${to}::date
      order by b.bill_date, b.number`),
  ).map(billOf);

type PaymentRaw = {
  id: string;
  book_no: string;
  number: number;
  date: string;
  channel_kind: string;
  amount: number;
  to_credit: number;
  credit_used: number;
  status: string;
  void_reason: string | null;
};

/**
 * What a receipt paid out of the connection's meter deposit (a cancellation settled, 0025):
 * new value to the account like money, though no money changed hands that day.
 */
const fromDeposit = sql`coalesce((select sum(m.amount) from deposit_moves m
  where m.org_id = r.org_id and m.receipt_id = r.id and m.kind = 'applied'), 0)`;

/** The connection's receipts of business days in [from, to], void ones too. */
export const ledgerPayments = async (
  tx: Tx,
  orgId: string,
  waterUserId: string,
  from: string,
  to: string,
): Promise<LedgerPayment[]> =>
  rowsOf<PaymentRaw>(
    await tx.execute(sql`
      select r.id, r.book_no, r.number, r.business_date::text as date, r.channel_kind,
        r.amount + ${fromDeposit} as amount, r.to_credit, r.credit_used, r.status, r.void_reason
      from receipts r
      where r.org_id = ${orgId} and r.water_user_id = ${waterUserId}
        and r.business_date between ${from}::date and ${to}::date
      order by r.paid_at, r.book_no, r.number`),
  ).map((r) => ({
    id: r.id,
    bookNo: r.book_no,
    number: Number(r.number),
    date: r.date,
    channelKind: r.channel_kind,
    amount: Number(r.amount),
    toBills: Number(r.amount) - Number(r.to_credit),
    toCredit: Number(r.to_credit),
    creditUsed: Number(r.credit_used),
    status: r.status,
    voidReason: r.void_reason,
  }));

/**
 * What the connection owed, net of credit, before `day`: what its non-void bills dated
 * before it charged (their total plus the credit they applied, which was money already
 * counted when received) less the money of its valid receipts taken before it.
 */
export const balanceBefore = async (
  tx: Tx,
  orgId: string,
  waterUserId: string,
  day: string,
): Promise<number> => {
  const [row] = rowsOf<{ billed: number | string; paid: number | string }>(
    await tx.execute(sql`
      select
        (select coalesce(sum(b.total), 0) - coalesce(sum((select coalesce(sum(l.amount), 0)
            from bill_lines l where l.org_id = b.org_id and l.bill_id = b.id
              and l.kind = 'credit')), 0)
          from bills b where b.org_id = ${orgId} and b.water_user_id = ${waterUserId}
            and b.status <> 'void' and b.bill_date < ${day}::date)::bigint as billed,
        (select coalesce(sum(r.amount + ${fromDeposit}), 0) from receipts r
          where r.org_id = ${orgId} and r.water_user_id = ${waterUserId}
            and r.status = 'valid' and r.business_date < ${day}::date)::bigint as paid`),
  );
  return Number(row?.billed ?? 0) - Number(row?.paid ?? 0);
};
