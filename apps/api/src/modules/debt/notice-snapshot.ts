import { sql } from 'drizzle-orm';
import type { NoticeDebtLine, NoticeKind } from '@prapa/contracts';
import { addressTextOf, fullNameOf } from '@prapa/domain';
import { rowsOf } from '../../db/json-rows.ts';
import type { Tx } from '../../db/tenant.ts';
import { billMonthKey, joinBillRound, openBill } from './unpaid-rounds.ts';

/**
 * What a notice prints, copied when it is issued (MONEY.md §1.1): the customer, the debt
 * table, the signer and the organisation's figures for the QR. The letterhead's logo is
 * not copied (it is no figure, and would weigh every notice); it is read when printed.
 */
export type NoticeSnapshot = {
  customer: {
    name: string;
    address: string;
    customerNo: string;
    areaName: string;
    routeName: string | null;
    routeSeq: number | null;
    meterSerial: string | null;
    phone: string | null;
  };
  /** The overdue bills the notice demands. */
  debt: NoticeDebtLine[];
  /**
   * A warning's open bills not yet due on its date, shown apart and not demanded (issue
   * 25); absent from notices issued before.
   */
  notYetDue?: NoticeDebtLine[];
  org: {
    nameTh: string;
    address: string | null;
    phone: string | null;
    billerId: string | null;
    reconnectionFee: number;
  };
  signer: { name: string; position: string };
  /** The notice this one follows (a cut-off order: its warning), as printed. */
  follows: { number: string; noticeDate: string } | null;
  /** Cut-off and reconnection orders: the staff who carry it out (left blank to fill in). */
  kind: NoticeKind;
};

type Raw = Record<string, unknown>;
const num = (v: unknown) => Number(v ?? 0);

/** The open bills of each connection dated by `asOf`, oldest first: a notice splits them by due date. */
export const openBillsOf = async (tx: Tx, orgId: string, ids: readonly string[], asOf: string) => {
  const rows = rowsOf<Raw>(
    await tx.execute(sql`
      select b.id, b.water_user_id, b.number, b.kind, b.bill_date::text as bill_date,
        b.due_date::text as due_date, (b.total - b.paid)::float8 as amount,
        ${billMonthKey} as month_key
      from bills b
      ${joinBillRound}
      where b.org_id = ${orgId} and b.water_user_id = any(${sql.param(ids)}::uuid[])
        and ${openBill}
        and b.bill_date <= ${asOf}::date
      order by b.bill_date, b.seq`),
  );
  const out = new Map<string, NoticeDebtLine[]>();
  for (const r of rows) {
    const key = String(r.water_user_id);
    const list = out.get(key) ?? [];
    list.push({
      billId: String(r.id),
      number: String(r.number),
      kind: String(r.kind),
      yearBe: r.month_key === null ? null : Math.floor(num(r.month_key) / 100),
      month: r.month_key === null ? null : num(r.month_key) % 100,
      billDate: String(r.bill_date),
      dueDate: r.due_date === null ? null : String(r.due_date),
      amount: num(r.amount),
    });
    out.set(key, list);
  }
  return out;
};

/** The customers' printed parts: full name and postal address, route and meter. */
export const customersOf = async (tx: Tx, orgId: string, ids: readonly string[]) => {
  const rows = rowsOf<Raw>(
    await tx.execute(sql`
      select u.id, u.customer_no, u.title, u.first_name, u.last_name, u.house_no, u.moo, u.road,
        u.subdistrict, u.district, u.province, u.postcode, u.phone, u.meter_serial,
        u.route_seq, coalesce(a.name, '') as area_name, r.name as route_name
      from water_users u
      left join areas a on a.org_id = u.org_id and a.id = u.area_id
      left join collection_routes r on r.org_id = u.org_id and r.id = u.route_id
      where u.org_id = ${orgId} and u.id = any(${sql.param(ids)}::uuid[])`),
  );
  const out = new Map<string, NoticeSnapshot['customer']>();
  for (const r of rows) {
    const text = (k: string) => (r[k] === null ? null : String(r[k]));
    out.set(String(r.id), {
      name: fullNameOf({
        title: text('title'),
        firstName: String(r.first_name),
        lastName: text('last_name'),
      }),
      address: addressTextOf({
        houseNo: String(r.house_no),
        moo: r.moo === null ? null : num(r.moo),
        road: text('road'),
        subdistrict: String(r.subdistrict),
        district: String(r.district),
        province: String(r.province),
        postcode: String(r.postcode),
      }),
      customerNo: String(r.customer_no),
      areaName: String(r.area_name),
      routeName: text('route_name'),
      routeSeq: r.route_seq === null ? null : num(r.route_seq),
      meterSerial: text('meter_serial'),
      phone: text('phone'),
    });
  }
  return out;
};
