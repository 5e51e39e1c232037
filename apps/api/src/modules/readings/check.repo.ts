import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ReadingList, RoundReadingRow, RoundReadingSummary } from '@prapa/contracts';
import { DEAD_METER_CODE, fullNameOf } from '@prapa/domain';
import { collectionRoutes, readings, usageStatuses, waterUsers } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { escapeLike } from '../../lib/list-query.ts';
import { toReading } from './readings.repo.ts';

export type CheckFilters = {
  list?: ReadingList | undefined;
  q?: string;
  routeId?: string;
  anomaly?: string;
  code?: string;
  estimated?: 'true' | 'false';
  held?: 'true' | 'false';
  notRead?: 'true' | 'false';
  sort: 'diff' | 'walk';
};

const wu = waterUsers;
const r = readings;

const listPredicate: Record<ReadingList, SQL> = {
  zero: sql`${r.anomaly} = 'zero'`,
  high: sql`${r.anomaly} in ('high', 'veryHigh')`,
  low: sql`${r.anomaly} = 'low'`,
  dead: sql`${r.code} = ${DEAD_METER_CODE}`,
  notRead: sql`${r.id} is null`,
};

/** The round's connections: those the round expects, and any with a reading in it. */
const scope = (orgId: string, f: CheckFilters): SQL[] => {
  const where: SQL[] = [
    eq(wu.orgId, orgId),
    sql`(${usageStatuses.readingRequired} or ${r.id} is not null)`,
  ];
  if (f.q) {
    const like = `%${escapeLike(f.q)}%`;
    where.push(
      sql`(${wu.customerNo} ilike ${like} or ${wu.firstName} ilike ${like} or ${wu.lastName} ilike ${like} or ${wu.meterSerial} ilike ${like})`,
    );
  }
  if (f.routeId) where.push(eq(wu.routeId, f.routeId));
  if (f.notRead === 'true') where.push(sql`${r.id} is null`);
  return [...where, ...readingScope(f)];
};

/** The filters on the reading itself (a list, the class, the code, estimated, held). */
const readingScope = (f: CheckFilters): SQL[] => {
  const where: SQL[] = [];
  if (f.list) where.push(listPredicate[f.list]);
  if (f.anomaly) where.push(eq(r.anomaly, f.anomaly));
  if (f.code) where.push(eq(r.code, f.code));
  if (f.estimated) where.push(eq(r.estimated, f.estimated === 'true'));
  if (f.held) where.push(eq(r.held, f.held === 'true'));
  return where;
};

const joined = (tx: Tx, roundId: string) =>
  tx
    .select({
      user: {
        id: wu.id,
        customerNo: wu.customerNo,
        title: wu.title,
        firstName: wu.firstName,
        lastName: wu.lastName,
        routeSeq: wu.routeSeq,
        meterSerial: wu.meterSerial,
      },
      routeCode: collectionRoutes.code,
      reading: readings,
      hasPhoto: sql<boolean>`exists (select 1 from reading_photos p
        where p.org_id = ${r.orgId} and p.reading_id = ${r.id})`,
    })
    .from(wu)
    .innerJoin(
      usageStatuses,
      and(eq(usageStatuses.orgId, wu.orgId), eq(usageStatuses.id, wu.usageStatusId)),
    )
    .leftJoin(
      collectionRoutes,
      and(eq(collectionRoutes.orgId, wu.orgId), eq(collectionRoutes.id, wu.routeId)),
    )
    .leftJoin(r, and(eq(r.orgId, wu.orgId), eq(r.roundId, roundId), eq(r.waterUserId, wu.id)));

type Row = Awaited<ReturnType<ReturnType<typeof joined>['where']>>[number];

const toRow = (row: Row): RoundReadingRow => ({
  waterUserId: row.user.id,
  customerNo: row.user.customerNo,
  name: fullNameOf(row.user),
  routeCode: row.routeCode,
  routeSeq: row.user.routeSeq,
  meterSerial: row.user.meterSerial,
  reading: row.reading ? toReading(row.reading) : null,
  hasPhoto: Boolean(row.hasPhoto),
});

const countOf = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);

/** How many of the round's connections (each with its reading, if any) meet `where`. */
const countConnections = (tx: Tx, roundId: string, where: SQL | undefined) =>
  tx
    .select({ n: sql<number>`count(*)::int` })
    .from(wu)
    .innerJoin(
      usageStatuses,
      and(eq(usageStatuses.orgId, wu.orgId), eq(usageStatuses.id, wu.usageStatusId)),
    )
    .leftJoin(r, and(eq(r.orgId, wu.orgId), eq(r.roundId, roundId), eq(r.waterUserId, wu.id)))
    .where(where);

/** Filters that only a reading can meet: with one of them, no unread row belongs. */
const readingOnly = (f: CheckFilters) =>
  Boolean(f.anomaly || f.code || f.estimated || f.held || (f.list && f.list !== 'notRead'));
const unreadOnly = (f: CheckFilters) => f.notRead === 'true' || f.list === 'notRead';

/**
 * A page of the check list, the largest % difference first, and how many rows match: the
 * readings of the round straight off readings_round_diff, then the connections not read
 * yet (customer number order). Two short queries instead of sorting the whole round.
 */
const byDifference = async (
  tx: Tx,
  orgId: string,
  roundId: string,
  f: CheckFilters,
  page: { limit: number; offset: number },
) => {
  const where = scope(orgId, f);
  const read = unreadOnly(f) ? null : and(...where, sql`${r.id} is not null`);
  const unread = readingOnly(f) ? null : and(...where, sql`${r.id} is null`);
  // With no filter on the connection, the readings alone are counted (an index range).
  const readTotal = !read
    ? 0
    : f.q || f.routeId
      ? await countOf(
          tx
            .select({ n: sql<number>`count(*)::int` })
            .from(r)
            .innerJoin(wu, and(eq(wu.orgId, r.orgId), eq(wu.id, r.waterUserId)))
            .innerJoin(
              usageStatuses,
              and(eq(usageStatuses.orgId, wu.orgId), eq(usageStatuses.id, wu.usageStatusId)),
            )
            .where(and(read, eq(r.roundId, roundId))),
        )
      : await countOf(
          tx
            .select({ n: sql<number>`count(*)::int` })
            .from(r)
            .where(and(eq(r.orgId, orgId), eq(r.roundId, roundId), ...readingScope(f))),
        );
  const readRows =
    read && page.offset < readTotal
      ? await joined(tx, roundId)
          .where(read)
          .orderBy(sql`abs(${r.diffBp}) desc nulls last`, r.held, r.waterUserId)
          .limit(page.limit)
          .offset(page.offset)
      : [];
  const unreadTotal = unread ? await countOf(countConnections(tx, roundId, unread)) : 0;
  const room = page.limit - readRows.length;
  const unreadRows =
    unread && room > 0 && unreadTotal > 0
      ? await joined(tx, roundId)
          .where(unread)
          .orderBy(wu.customerNo)
          .limit(room)
          .offset(Math.max(0, page.offset - readTotal))
      : [];
  return { rows: [...readRows, ...unreadRows], total: readTotal + unreadTotal };
};

/** A page of the check list and how many rows match. */
export const roundReadings = async (
  tx: Tx,
  orgId: string,
  roundId: string,
  f: CheckFilters,
  page: { limit: number; offset: number },
): Promise<{ items: RoundReadingRow[]; total: number }> => {
  if (f.sort !== 'walk') {
    const { rows, total } = await byDifference(tx, orgId, roundId, f, page);
    return { items: rows.map(toRow), total };
  }
  const where = and(...scope(orgId, f));
  const rows = await joined(tx, roundId)
    .where(where)
    .orderBy(
      sql`${collectionRoutes.code} nulls last`,
      sql`${wu.routeSeq} nulls last`,
      wu.customerNo,
    )
    .limit(page.limit)
    .offset(page.offset);
  const total = await countOf(countConnections(tx, roundId, where));
  return { items: rows.map(toRow), total };
};

/** The counts at the top of /check: read, not read, estimated, held, checked, per class. */
export const roundSummary = async (
  tx: Tx,
  orgId: string,
  roundId: string,
): Promise<RoundReadingSummary> => {
  const res = await tx.execute(sql`
    select count(*) filter (where s.reading_required or r.id is not null)::int as expected,
      count(r.id)::int as read,
      count(*) filter (where r.id is null and s.reading_required)::int as not_read,
      count(*) filter (where r.estimated)::int as estimated,
      count(*) filter (where r.held)::int as held,
      count(*) filter (where r.status <> 'recorded')::int as checked
    from water_users u
    join usage_statuses s on s.org_id = u.org_id and s.id = u.usage_status_id
    left join readings r on r.org_id = u.org_id and r.round_id = ${roundId} and r.water_user_id = u.id
    where u.org_id = ${orgId}`);
  const counts = (res as unknown as { rows: Record<string, number>[] }).rows[0] ?? {};
  const classes = await tx
    .select({ anomaly: r.anomaly, n: sql<number>`count(*)::int` })
    .from(r)
    .where(and(eq(r.orgId, orgId), eq(r.roundId, roundId)))
    .groupBy(r.anomaly);
  return {
    expected: Number(counts.expected ?? 0),
    read: Number(counts.read ?? 0),
    notRead: Number(counts.not_read ?? 0),
    estimated: Number(counts.estimated ?? 0),
    held: Number(counts.held ?? 0),
    checked: Number(counts.checked ?? 0),
    byAnomaly: Object.fromEntries(classes.map((c) => [c.anomaly, Number(c.n)])),
  };
};
