import { sql } from 'drizzle-orm';
import { computeUsage } from '@prapa/domain';
import type { TenantCtx } from '../../lib/actor-tenant.ts';
import { fieldError } from '../../lib/app-error.ts';
import {
  connectionDetails,
  entitlementsOn,
  unpaidBefore,
} from '../billing/billing-candidates.repo.ts';
import { loadBillingContext } from '../billing/billing-context.repo.ts';
import { issueBills } from '../billing/issue-bills.repo.ts';
import { priceBill } from '../billing/price-bill.ts';
import { creditBalance } from '../receipts/counter.repo.ts';
import { currentInstallation } from '../meters/meters.repo.ts';

type Row = Record<string, unknown>;
const rowsOf = (res: unknown) => (res as { rows: Row[] }).rows;

/**
 * Where the final bill starts: the meter's last billed reading, else its last reading in
 * the old books (move-in), else its first reading.
 * A reading of a round not billed yet is left out: a connection that ends is billed no
 * more by rounds, so the final bill covers everything since the last bill.
 */
const lastReadingOf = async (
  ctx: TenantCtx,
  waterUserId: string,
  meter: { meterId: string; installedOn: string; initialReading: number },
) => {
  const [row] = rowsOf(
    await ctx.tx.execute(sql`
      select current, timezone('Asia/Bangkok', read_at)::date::text as read_on from readings
      where org_id = ${ctx.orgId} and water_user_id = ${waterUserId}
        and (meter_id = ${meter.meterId} or meter_id is null) and current is not null
        and timezone('Asia/Bangkok', read_at)::date >= ${meter.installedOn}::date
        and exists (select 1 from bills b where b.org_id = readings.org_id
          and b.reading_id = readings.id and b.status <> 'void')
      order by read_at desc limit 1`),
  );
  if (row) return { previous: Number(row.current), from: String(row.read_on) };
  // The old books billed up to the reading brought in at the move-in.
  const [opening] = rowsOf(
    await ctx.tx.execute(sql`select reading, read_on::text as read_on from opening_readings
      where org_id = ${ctx.orgId} and water_user_id = ${waterUserId}
        and meter_id = ${meter.meterId}`),
  );
  return opening
    ? { previous: Number(opening.reading), from: String(opening.read_on) }
    : { previous: meter.initialReading, from: meter.installedOn };
};

export type FinalBill = {
  usage: number;
  previous: number;
  meter: { id: string; digits: number } | null;
  bill: { id: string; number: string; total: number } | null;
};

/**
 * The last bill of a connection that ends: the final reading against the meter's last
 * reading, priced by priceBill (the one pricing rule: tariff on the day, meter fee,
 * discounts, VAT, late fees of overdue bills, credit on account), issued as a water bill
 * outside any round (round null: the debtor list, the ledger and ป.17 read it as any
 * water bill of its date). Nothing is billed when it comes to zero.
 */
export const issueFinalBill = async (
  ctx: TenantCtx,
  waterUserId: string,
  finalReading: number,
  settledOn: string,
): Promise<FinalBill> => {
  const { tx, orgId, actor } = ctx;
  const meter = await currentInstallation(tx, orgId, waterUserId);
  if (!meter) return { usage: 0, previous: 0, meter: null, bill: null };
  const last = await lastReadingOf(ctx, waterUserId, meter);
  if (settledOn < last.from) {
    throw fieldError('VALIDATION', 'settledOn', 'validation:beforeInstalled');
  }
  const used = computeUsage({
    previous: last.previous,
    current: finalReading,
    digits: meter.digits,
  });
  if (!used.ok) {
    throw fieldError(
      'VALIDATION',
      'finalReading',
      used.error === 'usage.readingExceedsDigits'
        ? 'validation:readingDigits'
        : 'server:fieldCheck.finalBelowLast',
    );
  }
  const [y, m] = settledOn.split('-').map(Number);
  const billing = await loadBillingContext(tx, orgId, {
    id: '',
    yearBe: (y ?? 0) + 543,
    month: m ?? 1,
    periodFrom: last.from,
    periodTo: settledOn,
    billDate: settledOn,
    status: 'reading',
  });
  const [c] = await connectionDetails(tx, orgId, null, [waterUserId]);
  if (!c) return { usage: used.usage, previous: last.previous, meter: null, bill: null };
  const priced = priceBill(
    billing,
    {
      ...c,
      reading: {
        // Not a round's reading: the bill keeps it in its snapshot, no readings row.
        id: 'final',
        previous: last.previous,
        current: finalReading,
        usage: used.usage,
        deducted: 0,
        estimated: false,
        code: '00',
        held: false,
        readAt: new Date(`${settledOn}T12:00:00+07:00`),
      },
    },
    (await entitlementsOn(tx, orgId, [waterUserId], settledOn)).get(waterUserId),
    (await unpaidBefore(tx, orgId, [waterUserId], settledOn)).get(waterUserId),
    await creditBalance(tx, orgId, waterUserId),
  );
  const meterOut = { id: meter.meterId, digits: meter.digits };
  if (priced.total === 0)
    return { usage: used.usage, previous: last.previous, meter: meterOut, bill: null };
  const [issued] = await issueBills(tx, orgId, [{ ...priced, readingId: null }], {
    kind: 'water',
    roundId: null,
    billDate: settledOn,
    dueDate: settledOn,
    jobId: null,
    createdBy: actor.officerId,
  });
  return {
    usage: used.usage,
    previous: last.previous,
    meter: meterOut,
    bill: issued ? { id: issued.id, number: issued.number, total: issued.total } : null,
  };
};
