import { and, eq, ne, sql } from 'drizzle-orm';
import { bills, readings, waterUsers } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';

// LATERAL probes of the outer connection (waterUsers) for a round: one index probe a
// connection whatever the planner's statistics say of the round.
const wu = waterUsers;

/** The round's reading of the outer connection: one probe of readings_round_user. */
export const readingOf = (tx: Tx, roundId: string | null) =>
  tx
    .select({
      id: readings.id,
      previous: readings.previous,
      current: readings.current,
      usage: readings.usage,
      deducted: readings.deducted,
      estimated: readings.estimated,
      code: readings.code,
      held: readings.held,
      anomaly: readings.anomaly,
      readAt: readings.readAt,
    })
    .from(readings)
    .where(
      roundId
        ? and(
            eq(readings.orgId, wu.orgId),
            eq(readings.roundId, roundId),
            eq(readings.waterUserId, wu.id),
          )
        : sql`false`,
    )
    .limit(1)
    .as('reading');

/**
 * The outer connection's water bill of the round (not void): the rows of the unique index
 * bills_one_water_bill. One predicate for the probe and for the planner's join.
 */
export const roundWaterBillOf = (roundId: string) =>
  and(
    eq(bills.orgId, wu.orgId),
    eq(bills.roundId, roundId),
    eq(bills.waterUserId, wu.id),
    eq(bills.kind, 'water'),
    ne(bills.status, 'void'),
  );

/** That bill, if any: one probe of bills_one_water_bill. */
export const billOf = (tx: Tx, roundId: string) =>
  tx.select({ id: bills.id }).from(bills).where(roundWaterBillOf(roundId)).limit(1).as('bill');
