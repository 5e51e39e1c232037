import { sql } from 'drizzle-orm';
import { fullNameOf } from '@prapa/domain';
import type { Tx } from '../../../db/tenant.ts';

/** A connection as a move-in row names it by its customer number. */
export type NamedConnection = {
  id: string;
  customerNo: string;
  name: string;
  /** The meter installed now, if any. */
  meterId: string | null;
  meterSerial: string | null;
  meterDigits: number | null;
  installedOn: string | null;
  initialReading: number | null;
};

type Row = {
  id: string;
  customer_no: string;
  title: string | null;
  first_name: string;
  last_name: string | null;
  meter_id: string | null;
  serial: string | null;
  digits: number | null;
  installed_on: string | null;
  initial_reading: number | null;
};

/**
 * The organisation's connections these customer numbers name, with the meter on each now:
 * one statement for a whole file (every step checks its rows' customers by it).
 */
export const connectionsByNo = async (
  tx: Tx,
  orgId: string,
  customerNos: string[],
): Promise<Map<string, NamedConnection>> => {
  const unique = [...new Set(customerNos)];
  if (unique.length === 0) return new Map();
  const res = await tx.execute(sql`
    select u.id, u.customer_no, u.title, u.first_name, u.last_name,
      cur.meter_id, cur.serial, cur.digits, cur.installed_on::text as installed_on,
      cur.initial_reading
    from water_users u
    left join lateral (
      select mi.meter_id, m.serial, m.digits, mi.installed_on, mi.initial_reading
      from meter_installations mi
      join meters m on m.org_id = mi.org_id and m.id = mi.meter_id
      where mi.org_id = u.org_id and mi.water_user_id = u.id and mi.removed_on is null
      limit 1) cur on true
    where u.org_id = ${orgId} and u.customer_no = any(${sql.param(unique)}::text[])`);
  const out = new Map<string, NamedConnection>();
  for (const r of (res as unknown as { rows: Row[] }).rows) {
    out.set(r.customer_no, {
      id: r.id,
      customerNo: r.customer_no,
      name: fullNameOf({ title: r.title, firstName: r.first_name, lastName: r.last_name }),
      meterId: r.meter_id,
      meterSerial: r.serial,
      meterDigits: r.digits === null ? null : Number(r.digits),
      installedOn: r.installed_on,
      initialReading: r.initial_reading === null ? null : Number(r.initial_reading),
    });
  }
  return out;
};
