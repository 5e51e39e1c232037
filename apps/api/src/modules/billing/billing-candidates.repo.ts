import { and, asc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { OverdueBill } from '@prapa/domain';
import {
  bills,
  collectionRoutes,
  discountEntitlements,
  paymentRounds,
  readings,
  waterUsers,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { anyOf } from '../../lib/any-of.ts';
import { entitlementValidOn } from '../water-users/water-user-rows.ts';
import { lateFeeFacts } from './late-fee-facts.repo.ts';
import { billOf, readingOf, roundWaterBillOf } from './round-probes.ts';
import { billIsOpen } from './open-bill.ts';

const wu = waterUsers;

/** A connection as the run sorts it: what decides whether it gets a bill, in walk order. */
export type Expected = {
  id: string;
  customerNo: string;
  firstName: string;
  lastName: string | null;
  title: string | null;
  userTypeId: string;
  usageStatusId: string;
  areaId: string;
  readingId: string | null;
  held: boolean | null;
  anomaly: string | null;
  billed: boolean;
};

/**
 * Every connection of the organisation with its reading of the round and whether it has
 * a bill of the round already, in route walk order (the order bills are numbered and
 * printed in). Light columns: 100,000 of them are one query. `unbilledOnly` leaves the
 * billed out (the summary after a run: a few rows instead of 100,000); `route` reads one
 * route (null: the connections on none), as the run does, one short transaction a route.
 */
export const expectedConnections = (
  tx: Tx,
  orgId: string,
  roundId: string,
  opts: { unbilledOnly?: boolean; route?: string | null; billsAnalysed?: boolean } = {},
): Promise<Expected[]> => {
  const { unbilledOnly = false, route, billsAnalysed = false } = opts;
  const onRoute =
    route === undefined ? undefined : route === null ? isNull(wu.routeId) : eq(wu.routeId, route);
  const reading = readingOf(tx, roundId);
  const bill = billOf(tx, roundId);
  // Statistics that know the round's bills (taken by this run, billing-settle.ts) let the
  // planner join them at once: 13 ms against 38 ms of probes for 6,968 connections, and
  // 0.4 s against 1.5 s for 100,000 on PGlite. Without them, a probe a connection.
  const joined = unbilledOnly && billsAnalysed;
  const query = tx
    .select({
      id: wu.id,
      customerNo: wu.customerNo,
      firstName: wu.firstName,
      lastName: wu.lastName,
      title: wu.title,
      userTypeId: wu.userTypeId,
      usageStatusId: wu.usageStatusId,
      areaId: wu.areaId,
      readingId: reading.id,
      held: reading.held,
      anomaly: reading.anomaly,
      billed: joined ? sql<boolean>`false` : sql<boolean>`${bill.id} is not null`,
    })
    .from(wu)
    .leftJoin(
      collectionRoutes,
      and(eq(collectionRoutes.orgId, wu.orgId), eq(collectionRoutes.id, wu.routeId)),
    )
    // A probe a connection (as connectionDetails): on a table shared by 500 organisations
    // the planner guessed one reading for the round and scanned all of them per connection
    // (645,020 rows for a 658-connection route, 167 ms; issue 29's national bench).
    .leftJoinLateral(reading, sql`true`)
    .$dynamic();
  const unbilled = joined
    ? sql`not exists (select 1 from ${bills} where ${roundWaterBillOf(roundId)})`
    : isNull(bill.id);
  return (
    joined
      ? query
      : // The same for its bill of the round: as NOT EXISTS, the planner guessed none of the
        // round's bills (not analysed yet) and compared every connection with every bill
        // (1,652,734 rows, 191 ms of a 1,820-connection run's 600 ms; issue 29).
        query.leftJoinLateral(bill, sql`true`)
  )
    .where(and(eq(wu.orgId, orgId), onRoute, unbilledOnly ? unbilled : undefined))
    .orderBy(
      sql`${collectionRoutes.code} nulls last`,
      sql`${wu.routeSeq} nulls last`,
      asc(wu.customerNo),
    );
};

/** The round's readings: how large its billing run is (the job runner's order). */
export const roundReadingCount = async (tx: Tx, orgId: string, roundId: string) => {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(readings)
    .where(and(eq(readings.orgId, orgId), eq(readings.roundId, roundId)));
  return Number(row?.n ?? 0);
};

/** The organisation's routes in walk order, then null (the connections on no route). */
export const routesInWalkOrder = async (tx: Tx, orgId: string): Promise<(string | null)[]> => {
  const rows = await tx
    .select({ id: collectionRoutes.id })
    .from(collectionRoutes)
    .where(eq(collectionRoutes.orgId, orgId))
    .orderBy(sql`${collectionRoutes.code}`);
  return [...rows.map((r) => r.id), null];
};

/**
 * What a bill prints of its connection and reading (none without a round), for a batch.
 * The reading is a LATERAL probe an id: as a plain join, the planner scanned the round's
 * 100,000 readings for each batch of 500 (issue 9 bench).
 */
export const connectionDetails = (tx: Tx, orgId: string, roundId: string | null, ids: string[]) => {
  const reading = readingOf(tx, roundId);
  return tx
    .select({
      id: wu.id,
      customerNo: wu.customerNo,
      title: wu.title,
      firstName: wu.firstName,
      lastName: wu.lastName,
      houseNo: wu.houseNo,
      moo: wu.moo,
      road: wu.road,
      subdistrict: wu.subdistrict,
      district: wu.district,
      province: wu.province,
      postcode: wu.postcode,
      meterSerial: wu.meterSerial,
      meterSizeId: wu.meterSizeId,
      userTypeId: wu.userTypeId,
      usageStatusId: wu.usageStatusId,
      areaId: wu.areaId,
      routeCode: collectionRoutes.code,
      routeSeq: wu.routeSeq,
      reading: {
        id: reading.id,
        previous: reading.previous,
        current: reading.current,
        usage: reading.usage,
        deducted: reading.deducted,
        estimated: reading.estimated,
        code: reading.code,
        held: reading.held,
        readAt: reading.readAt,
      },
    })
    .from(wu)
    .leftJoin(
      collectionRoutes,
      and(eq(collectionRoutes.orgId, wu.orgId), eq(collectionRoutes.id, wu.routeId)),
    )
    .leftJoinLateral(reading, sql`true`)
    .where(and(eq(wu.orgId, orgId), anyOf(wu.id, ids)));
};
export type ConnectionDetail = Awaited<ReturnType<typeof connectionDetails>>[number];

/** The discount schemes each connection is entitled to on the bill date. */
export const entitlementsOn = async (tx: Tx, orgId: string, ids: string[], day: string) => {
  const rows = await tx
    .select({
      waterUserId: discountEntitlements.waterUserId,
      schemeId: discountEntitlements.schemeId,
    })
    .from(discountEntitlements)
    .where(
      and(
        eq(discountEntitlements.orgId, orgId),
        anyOf(discountEntitlements.waterUserId, ids),
        entitlementValidOn(day),
      ),
    );
  const out = new Map<string, Set<string>>();
  for (const r of rows)
    out.set(r.waterUserId, (out.get(r.waterUserId) ?? new Set()).add(r.schemeId));
  return out;
};

export type Arrears = {
  /** Unpaid earlier bills, brought forward on the paper. */
  bills: { number: string; yearBe: number | null; month: number | null; amount: number }[];
  /** Earlier water bills newly overdue, each charged a late fee once: see unpaidBefore. */
  overdue: OverdueBill[];
};

/**
 * Each connection's unpaid bills dated before `billDate`, and of them the water bills
 * overdue for a late fee: unpaid past their late-fee date (the payment round's, else the
 * day after the due date), and not charged a late fee yet, i.e. no later water bill of the
 * connection was dated on or after that date. So an overdue bill is charged once, on the
 * first bill after it fell overdue, not again every month; and a re-bill of that first
 * bill (the old one void) charges it again, as the waivers then stand. Sundry bills are
 * brought forward but never charged a late fee: no payment round dates them. What is
 * charged on each (lateFeeLines in packages/domain) needs the facts of lateFeeFacts.
 */
export const unpaidBefore = async (tx: Tx, orgId: string, ids: string[], billDate: string) => {
  const lateFrom = sql<string | null>`coalesce(${paymentRounds.lateFeeFrom}, ${bills.dueDate} + 1)`;
  const rows = await tx
    .select({
      id: bills.id,
      waterUserId: bills.waterUserId,
      number: bills.number,
      snapshot: sql<{ round: { yearBe: number; month: number } | null }>`${bills.snapshot}`,
      periodYearBe: bills.periodYearBe,
      periodMonth: bills.periodMonth,
      total: bills.total,
      paid: bills.paid,
      overdue: sql<boolean>`${bills.kind} = 'water' and ${lateFrom} <= ${billDate}::date
        and not exists (select 1 from ${bills} later where later.org_id = ${bills.orgId}
          and later.water_user_id = ${bills.waterUserId} and later.kind = 'water'
          and later.status <> 'void' and later.bill_date >= ${lateFrom}
          and later.bill_date < ${billDate}::date)`,
    })
    .from(bills)
    .leftJoin(
      paymentRounds,
      and(eq(paymentRounds.orgId, bills.orgId), eq(paymentRounds.roundId, bills.roundId)),
    )
    .where(
      and(
        eq(bills.orgId, orgId),
        anyOf(bills.waterUserId, ids),
        billIsOpen(bills.status),
        lt(bills.billDate, billDate),
        ne(bills.total, 0),
      ),
    )
    .orderBy(asc(bills.billDate), asc(bills.number));
  const facts = await lateFeeFacts(
    tx,
    orgId,
    rows.filter((r) => r.overdue).map((r) => r.id),
  );
  const out = new Map<string, Arrears>();
  for (const r of rows) {
    const a = out.get(r.waterUserId) ?? { bills: [], overdue: [] };
    a.bills.push({
      number: r.number,
      // An opening bill (issue 28) is brought forward by the month the old books owed.
      yearBe: r.snapshot.round?.yearBe ?? r.periodYearBe,
      month: r.snapshot.round?.month ?? r.periodMonth,
      amount: r.total - r.paid,
    });
    const fact = facts.get(r.id);
    if (r.overdue && fact) {
      a.overdue.push({ billId: r.id, number: r.number, total: r.total, paid: r.paid, ...fact });
    }
    out.set(r.waterUserId, a);
  }
  return out;
};
