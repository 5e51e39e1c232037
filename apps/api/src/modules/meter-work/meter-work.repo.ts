import { alias } from 'drizzle-orm/pg-core';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { MeterWorkOrder, meterWorkListQuery, meterWorkSortFields } from '@prapa/contracts';
import type { z } from 'zod';
import { fullNameOf, meterWorkNumber, shortAddressOf } from '@prapa/domain';
import {
  areas,
  collectionRoutes,
  meterInstallations as mi,
  meterWorkCounters,
  meterWorkOrders as wo,
  meters,
  officers,
  waterUsers as wu,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { countAll, orderFor, searchOver, type SortMap, type Window } from '../../lib/list-query.ts';

export type WorkFilters = z.output<typeof meterWorkListQuery>;
export type WorkOrderRow = typeof wo.$inferSelect;

/**
 * Takes the next work order number of the fiscal year: the counter row stays locked by
 * the UPDATE until the order is inserted in the same transaction, so none is skipped.
 */
export const takeWorkNumber = async (tx: Tx, orgId: string, fiscalYear: number) => {
  await tx.insert(meterWorkCounters).values({ orgId, fiscalYear }).onConflictDoNothing();
  const [row] = await tx
    .update(meterWorkCounters)
    .set({ lastSeq: sql`${meterWorkCounters.lastSeq} + 1` })
    .where(and(eq(meterWorkCounters.orgId, orgId), eq(meterWorkCounters.fiscalYear, fiscalYear)))
    .returning({ lastSeq: meterWorkCounters.lastSeq });
  if (!row) throw new Error('work order counter not found');
  return { fiscalYear, seq: row.lastSeq, number: meterWorkNumber(fiscalYear, row.lastSeq) };
};

export const insertWorkOrder = async (tx: Tx, values: typeof wo.$inferInsert) => {
  const [row] = await tx.insert(wo).values(values).returning({ id: wo.id });
  if (!row) throw new Error('work order insert returned nothing');
  return row.id;
};

export const lockWorkOrder = async (tx: Tx, orgId: string, id: string) => {
  const [row] = await tx
    .select()
    .from(wo)
    .where(and(eq(wo.orgId, orgId), eq(wo.id, id)))
    .for('update');
  return row ?? null;
};

/** The order in hand (open or printed) for a connection, if any. */
export const openOrderOf = async (tx: Tx, orgId: string, waterUserId: string) => {
  const [row] = await tx
    .select()
    .from(wo)
    .where(
      and(
        eq(wo.orgId, orgId),
        eq(wo.waterUserId, waterUserId),
        inArray(wo.state, ['open', 'printed']),
      ),
    )
    .for('update');
  return row ?? null;
};

export const updateWorkOrder = (
  tx: Tx,
  orgId: string,
  id: string,
  patch: Partial<typeof wo.$inferInsert>,
) =>
  tx
    .update(wo)
    .set(patch)
    .where(and(eq(wo.orgId, orgId), eq(wo.id, id)));

/** Orders still open become printed; done and cancelled ones print as they are. */
export const markPrinted = (tx: Tx, orgId: string, ids: string[]) =>
  tx
    .update(wo)
    .set({ state: 'printed', printedAt: new Date() })
    .where(and(eq(wo.orgId, orgId), inArray(wo.id, ids), eq(wo.state, 'open')));

const maker = alias(officers, 'maker');
const doer = alias(officers, 'doer');
const oldMeter = alias(meters, 'old_meter');
const newMeter = alias(meters, 'new_meter');

const select = (tx: Tx) =>
  tx
    .select({
      o: wo,
      customerNo: wu.customerNo,
      title: wu.title,
      firstName: wu.firstName,
      lastName: wu.lastName,
      houseNo: wu.houseNo,
      moo: wu.moo,
      road: wu.road,
      routeSeq: wu.routeSeq,
      areaName: areas.name,
      routeName: collectionRoutes.name,
      oldSerial: oldMeter.serial,
      // When the old meter went on this connection (its latest installation there).
      oldInstalledOn: sql<string | null>`(select max(${mi.installedOn})::text from ${mi}
        where ${mi.orgId} = ${wo.orgId} and ${mi.meterId} = ${wo.meterId}
          and ${mi.waterUserId} = ${wo.waterUserId})`,
      newSerial: newMeter.serial,
      createdByName: maker.fullName,
      doneByName: doer.fullName,
      ageDays: sql<number>`(current_date - (${wo.createdAt} at time zone 'Asia/Bangkok')::date)::int`,
    })
    .from(wo)
    .innerJoin(wu, and(eq(wu.orgId, wo.orgId), eq(wu.id, wo.waterUserId)))
    .leftJoin(areas, and(eq(areas.orgId, wu.orgId), eq(areas.id, wu.areaId)))
    .leftJoin(
      collectionRoutes,
      and(eq(collectionRoutes.orgId, wu.orgId), eq(collectionRoutes.id, wu.routeId)),
    )
    .leftJoin(oldMeter, and(eq(oldMeter.orgId, wo.orgId), eq(oldMeter.id, wo.meterId)))
    .leftJoin(newMeter, and(eq(newMeter.orgId, wo.orgId), eq(newMeter.id, wo.newMeterId)))
    .innerJoin(maker, and(eq(maker.orgId, wo.orgId), eq(maker.id, wo.createdBy)))
    .leftJoin(doer, and(eq(doer.orgId, wo.orgId), eq(doer.id, wo.doneBy)));

type Row = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

const toOrder = ({ o, title, firstName, lastName, ...r }: Row): MeterWorkOrder => ({
  id: o.id,
  number: o.number,
  kind: o.kind,
  source: o.source,
  state: o.state,
  waterUserId: o.waterUserId,
  customerNo: r.customerNo,
  customerName: fullNameOf({ title, firstName, lastName }),
  address: shortAddressOf(r),
  areaName: r.areaName,
  routeName: r.routeName,
  oldSerial: r.oldSerial,
  oldInstalledOn: r.oldInstalledOn,
  reason: o.reason,
  plannedOn: o.plannedOn,
  createdByName: r.createdByName,
  createdAt: o.createdAt.toISOString(),
  printedAt: o.printedAt?.toISOString() ?? null,
  doneOn: o.doneOn,
  doneByName: r.doneByName,
  oldFinalReading: o.oldFinalReading,
  newSerial: r.newSerial,
  newInitialReading: o.newInitialReading,
  resultNote: o.resultNote,
  cancelledAt: o.cancelledAt?.toISOString() ?? null,
  cancelReason: o.cancelReason,
  meterChangeRequestId: o.meterChangeRequestId,
  ageDays: o.state === 'open' || o.state === 'printed' ? Math.max(0, r.ageDays) : 0,
});

export const listWorkOrders = async (
  tx: Tx,
  orgId: string,
  q: WorkFilters,
  window: Window,
  only?: string[],
) => {
  const sortable: SortMap<(typeof meterWorkSortFields)[number]> = {
    number: { column: wo.number },
    plannedOn: { column: wo.plannedOn },
    createdAt: { column: wo.createdAt },
    state: { column: wo.state },
  };
  const where = and(
    eq(wo.orgId, orgId),
    only ? inArray(wo.id, only) : undefined,
    q.state ? eq(wo.state, q.state) : undefined,
    q.kind ? eq(wo.kind, q.kind) : undefined,
    q.areaId ? eq(wu.areaId, q.areaId) : undefined,
    q.olderThanDays !== undefined
      ? sql`${wo.state} in ('open', 'printed') and ${wo.createdAt} <= now() - make_interval(days => ${q.olderThanDays})`
      : undefined,
    searchOver(q.q, [wo.number, wu.customerNo, wu.firstName, wu.lastName]),
  ) as SQL;
  const rows = await select(tx)
    .where(where)
    // A route's list prints in walk order; the screen's default is the newest first.
    .orderBy(...orderFor(q.sort, sortable, '-createdAt', wo.id))
    .limit(window.limit)
    .offset(window.offset);
  const [count] = await tx
    .select({ n: countAll })
    .from(wo)
    .innerJoin(wu, and(eq(wu.orgId, wo.orgId), eq(wu.id, wo.waterUserId)))
    .where(where);
  return { items: rows.map(toOrder), total: count?.n ?? 0 };
};

export const findWorkOrder = async (tx: Tx, orgId: string, id: string) => {
  const { items } = await listWorkOrders(
    tx,
    orgId,
    { page: 1, pageSize: 1 },
    { limit: 1, offset: 0 },
    [id],
  );
  return items[0] ?? null;
};

/** Orders by id, in route walk order (how a list is carried round). */
export const workOrdersForPrint = async (tx: Tx, orgId: string, ids: string[]) => {
  const rows = await select(tx)
    .where(and(eq(wo.orgId, orgId), inArray(wo.id, ids)))
    .orderBy(
      sql`${collectionRoutes.name} nulls last`,
      sql`${wu.routeSeq} nulls last`,
      wu.customerNo,
    );
  return rows.map((r) => ({ ...toOrder(r), routeSeq: r.routeSeq }));
};
