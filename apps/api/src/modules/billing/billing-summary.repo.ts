import { and, eq, ne, sql } from 'drizzle-orm';
import type { BillingTotals } from '@prapa/contracts';
import { areas, bills, userTypes, waterUsers } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';

/** The round's water bills that are not void (of one run, with its job). */
const waterBillsOf = (orgId: string, roundId: string, jobId: string | null) =>
  and(
    eq(bills.orgId, orgId),
    eq(bills.roundId, roundId),
    eq(bills.kind, 'water'),
    ne(bills.status, 'void'),
    jobId ? eq(bills.jobId, jobId) : undefined,
  );

/** A round's water bills (or one run's) by user type or by area: one grouped query. */
export const totalsBy = async (
  tx: Tx,
  orgId: string,
  roundId: string,
  jobId: string | null,
  by: 'userType' | 'area',
): Promise<BillingTotals[]> => {
  const key = by === 'userType' ? userTypes.id : areas.id;
  const label =
    by === 'userType' ? userTypes.name : sql<string>`${areas.code} || ' ' || ${areas.name}`;
  const rows = await tx
    .select({
      key,
      label,
      bills: sql<number>`count(*)::int`,
      usage: sql<number>`coalesce(sum(${bills.usage}), 0)::int`,
      total: sql<number>`coalesce(sum(${bills.total}), 0)::float8`,
    })
    .from(bills)
    .innerJoin(
      waterUsers,
      and(eq(waterUsers.orgId, bills.orgId), eq(waterUsers.id, bills.waterUserId)),
    )
    .innerJoin(
      userTypes,
      and(eq(userTypes.orgId, waterUsers.orgId), eq(userTypes.id, waterUsers.userTypeId)),
    )
    .innerJoin(areas, and(eq(areas.orgId, waterUsers.orgId), eq(areas.id, waterUsers.areaId)))
    .where(waterBillsOf(orgId, roundId, jobId))
    .groupBy(key, label)
    .orderBy(label);
  return rows.map((r) => ({ ...r, key: String(r.key) }));
};

export type RoundTotals = {
  byUserType: BillingTotals[];
  byArea: BillingTotals[];
  bills: number;
  usage: number;
  total: number;
};

/** The two groupings of the same bills, and their sums. */
export const totalsOf = (byUserType: BillingTotals[], byArea: BillingTotals[]): RoundTotals => {
  const sum = (k: 'bills' | 'usage' | 'total') => byUserType.reduce((s, r) => s + r[k], 0);
  return { byUserType, byArea, bills: sum('bills'), usage: sum('usage'), total: sum('total') };
};

/** How many water bills of the round are not void (whoever issued them). */
export const roundBillCount = async (tx: Tx, orgId: string, roundId: string) => {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(bills)
    .where(waterBillsOf(orgId, roundId, null));
  return row?.n ?? 0;
};
