import { and, eq, sql } from 'drizzle-orm';
import { readings, usageStatuses, waterUsers } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';

/**
 * Who a round expects a reading of, the one rule of the round's progress (the rounds list,
 * its routes, /check): every connection whose usage status asks for a reading, and any
 * read in the round anyway (its status changed since, say). Reads `readings` joined on
 * the round and `usage_statuses` joined on the connection.
 */
export const expectedInRound = sql`(${usageStatuses.readingRequired} or ${readings.id} is not null)`;

export type RoundProgress = { expected: number; read: number; notRead: number };

/**
 * A round's progress, counted live: connections added during the round join it. The
 * rounds list (/operation/set_service) and the counts of /check both answer with this.
 */
export const roundProgress = async (
  tx: Tx,
  orgId: string,
  roundId: string,
): Promise<RoundProgress> => {
  const [row] = await tx
    .select({
      expected: sql<number>`count(*)::int`,
      read: sql<number>`count(${readings.id})::int`,
    })
    .from(waterUsers)
    .innerJoin(
      usageStatuses,
      and(
        eq(usageStatuses.orgId, waterUsers.orgId),
        eq(usageStatuses.id, waterUsers.usageStatusId),
      ),
    )
    .leftJoin(
      readings,
      and(
        eq(readings.orgId, waterUsers.orgId),
        eq(readings.roundId, roundId),
        eq(readings.waterUserId, waterUsers.id),
      ),
    )
    .where(and(eq(waterUsers.orgId, orgId), expectedInRound));
  const expected = Number(row?.expected ?? 0);
  const read = Number(row?.read ?? 0);
  return { expected, read, notRead: expected - read };
};
