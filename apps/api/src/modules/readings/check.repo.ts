import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ReadingList, RoundReadingRow, RoundReadingSummary } from '@prapa/contracts';
import { DEAD_METER_CODE, fullNameOf } from '@prapa/domain';
import { collectionRoutes, readings, usageStatuses, waterUsers } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { escapeLike } from '../../lib/list-query.ts';
import { expectedInRound, roundProgress } from '../rounds/round-progress.repo.ts';
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
    // The round's one rule of who it expects (roundProgress counts by it too).
    expectedInRound,
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

/**
 * The counts at the top of /check: to read, read and not read by the round's one rule
 * (roundProgress, as the rounds list counts them), then estimated, held, checked and per
 * class off the round's readings alone.
 */
export const roundSummary = async (
  tx: Tx,
  orgId: string,
  roundId: string,
): Promise<RoundReadingSummary> => {
  const progress = await roundProgress(tx, orgId, roundId);
  const ofRound = and(eq(r.orgId, orgId), eq(r.roundId, roundId));
  const [counts] = await tx
    .select({
      estimated: sql<number>`count(*) filter (where ${r.estimated})::int`,
      held: sql<number>`count(*) filter (where ${r.held})::int`,
      checked: sql<number>`count(*) filter (where ${r.status} <> 'recorded')::int`,
    })
    .from(r)
    .where(ofRound);
  const classes = await tx
    .select({ anomaly: r.anomaly, n: sql<number>`count(*)::int` })
    .from(r)
    .where(ofRound)
    .groupBy(r.anomaly);
  return {
    ...progress,
    estimated: Number(counts?.estimated ?? 0),
    held: Number(counts?.held ?? 0),
    checked: Number(counts?.checked ?? 0),
    byAnomaly: Object.fromEntries(classes.map((c) => [c.anomaly, Number(c.n)])),
  };
};
