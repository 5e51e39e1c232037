import { sql } from 'drizzle-orm';
import type { FieldError } from '@prapa/contracts';
import { computeUsage } from '@prapa/domain';
import type { Tx } from '../../db/tenant.ts';

type Installed = { meterId: string; installedOn: string; initialReading: number; digits: number };

/**
 * The highest point the meter's dial is known to have reached: its last real reading
 * (any round, billed or not, estimates left out), else its last reading in the old books
 * (brought in at the move-in), else its reading when it went in. The
 * next round measures the old meter from there (reading-history.repo.ts), so a final
 * reading below it would bill a negative part or stop the round at the check.
 */
const knownReading = async (tx: Tx, orgId: string, waterUserId: string, meter: Installed) => {
  const res = await tx.execute(sql`
    select coalesce((select r.current from readings r
      join service_rounds s on s.org_id = r.org_id and s.id = r.round_id
      where r.org_id = ${orgId} and r.water_user_id = ${waterUserId}
        and r.meter_id = ${meter.meterId} and not r.estimated and r.current is not null
      order by s.year_be desc, s.month desc limit 1),
      (select o.reading from opening_readings o where o.org_id = ${orgId}
        and o.water_user_id = ${waterUserId} and o.meter_id = ${meter.meterId})) as current`);
  const [row] = (res as unknown as { rows: { current: number | string | null }[] }).rows;
  return row?.current == null ? null : Number(row.current);
};

/**
 * What a meter's final reading (at removal or replacement) is refused for: off its dial,
 * below its first reading, or below the last reading taken of it.
 */
export const finalReadingErrors = async (
  tx: Tx,
  orgId: string,
  waterUserId: string,
  meter: Installed,
  finalReading: number,
  path: string,
): Promise<FieldError[]> => {
  const fromInitial = computeUsage({
    previous: meter.initialReading,
    current: finalReading,
    digits: meter.digits,
  });
  if (!fromInitial.ok) {
    return [
      {
        path,
        message:
          fromInitial.error === 'usage.readingExceedsDigits'
            ? 'validation:readingDigits'
            : 'validation:finalBelowInitial',
      },
    ];
  }
  const last = await knownReading(tx, orgId, waterUserId, meter);
  if (last !== null && finalReading < last) {
    return [{ path, message: 'server:fieldCheck.finalBelowLast' }];
  }
  return [];
};
