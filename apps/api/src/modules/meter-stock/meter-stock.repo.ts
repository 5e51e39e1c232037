import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  MeterDelivery,
  MeterStockItem,
  meterStockQuery,
  meterStockSortFields,
} from '@prapa/contracts';
import type { z } from 'zod';
import { fullNameOf } from '@prapa/domain';
import {
  meterDeliveries as md,
  meterEvents as me,
  meterInstallations as mi,
  meterSizes,
  meters,
  officers,
  waterUsers as wu,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { countAll, orderFor, searchOver, type SortMap, type Window } from '../../lib/list-query.ts';

// Meter stock (issue 26): deliveries, meters and their events. The meter's status column
// is written by the meter_events trigger (0023); installs and removals made before the
// events existed are read from meter_installations.

export type StockFilters = z.output<typeof meterStockQuery>;
export type EventValues = Omit<typeof me.$inferInsert, 'id' | 'at'>;

export const insertDelivery = async (tx: Tx, values: typeof md.$inferInsert) => {
  const [row] = await tx.insert(md).values(values).returning({ id: md.id });
  if (!row) throw new Error('delivery insert returned nothing');
  return row.id;
};

export const insertStockMeters = async (tx: Tx, rows: (typeof meters.$inferInsert)[]) =>
  tx.insert(meters).values(rows).returning({ id: meters.id, serial: meters.serial });

export const appendEvents = async (tx: Tx, rows: EventValues[]) => {
  if (rows.length) await tx.insert(me).values(rows);
};

/** Serials of these that the register already holds. */
export const takenSerials = async (tx: Tx, orgId: string, serials: string[]) =>
  (
    await tx
      .select({ serial: meters.serial })
      .from(meters)
      .where(and(eq(meters.orgId, orgId), inArray(meters.serial, serials)))
  ).map((r) => r.serial);

/** A meter locked for its move (two clerks, one move). */
export const lockMeter = async (tx: Tx, orgId: string, id: string) => {
  const [row] = await tx
    .select({
      id: meters.id,
      serial: meters.serial,
      brand: meters.brand,
      meterSizeId: meters.meterSizeId,
      digits: meters.digits,
      status: meters.status,
    })
    .from(meters)
    .where(and(eq(meters.orgId, orgId), eq(meters.id, id)))
    .for('update');
  return row ?? null;
};

const creator = alias(officers, 'creator');

export const findDelivery = async (
  tx: Tx,
  orgId: string,
  id: string,
): Promise<MeterDelivery | null> => {
  const [row] = await tx
    .select({ d: md, meterSizeLabel: meterSizes.label, createdByName: creator.fullName })
    .from(md)
    .innerJoin(meterSizes, and(eq(meterSizes.orgId, md.orgId), eq(meterSizes.id, md.meterSizeId)))
    .innerJoin(creator, and(eq(creator.orgId, md.orgId), eq(creator.id, md.createdBy)))
    .where(and(eq(md.orgId, orgId), eq(md.id, id)));
  if (!row) return null;
  const { d } = row;
  return {
    id: d.id,
    receivedOn: d.receivedOn,
    supplier: d.supplier,
    batch: d.batch,
    brand: d.brand,
    meterSizeId: d.meterSizeId,
    meterSizeLabel: row.meterSizeLabel,
    digits: d.digits,
    unitCost: d.unitCost,
    count: d.count,
    note: d.note,
    createdByName: row.createdByName,
    createdAt: d.createdAt.toISOString(),
  };
};

/** The meter's last event, looked up per listed meter (meter_events_meter). */
const lastEvent = (tx: Tx) =>
  tx
    .select({ happenedOn: me.happenedOn, reason: me.reason })
    .from(me)
    .where(sql`${me.orgId} = "meters"."org_id" and ${me.meterId} = "meters"."id"`)
    .orderBy(desc(me.at))
    .limit(1)
    .as('last_event');

/** Its latest installation: where it is, or was last. */
const lastInstall = (tx: Tx) =>
  tx
    .select({
      waterUserId: mi.waterUserId,
      installedOn: mi.installedOn,
      removedOn: mi.removedOn,
      reason: mi.reason,
    })
    .from(mi)
    .where(sql`${mi.orgId} = "meters"."org_id" and ${mi.meterId} = "meters"."id"`)
    .orderBy(desc(mi.installedOn), desc(mi.createdAt))
    .limit(1)
    .as('last_install');

export const listStock = async (
  tx: Tx,
  orgId: string,
  q: StockFilters,
  window: Window,
  only?: string[],
) => {
  const ev = lastEvent(tx);
  const inst = lastInstall(tx);
  const since = sql<
    string | null
  >`coalesce(${ev.happenedOn}, ${inst.removedOn}, ${inst.installedOn}, ${md.receivedOn})::text`;
  const sortable: SortMap<(typeof meterStockSortFields)[number]> = {
    serial: { column: meters.serial },
    brand: { column: meters.brand, text: true },
    status: { column: meters.status },
    receivedOn: { column: md.receivedOn },
    since: { column: since },
  };
  const where = and(
    eq(meters.orgId, orgId),
    only ? inArray(meters.id, only) : undefined,
    searchOver(q.q, [meters.serial, meters.brand]),
    q.status ? eq(meters.status, q.status) : undefined,
    q.meterSizeId ? eq(meters.meterSizeId, q.meterSizeId) : undefined,
    q.brand ? eq(meters.brand, q.brand) : undefined,
    q.batch ? eq(md.batch, q.batch) : undefined,
    q.deliveryId ? eq(meters.deliveryId, q.deliveryId) : undefined,
  ) as SQL;
  const rows = await tx
    .select({
      m: meters,
      meterSizeLabel: meterSizes.label,
      batch: md.batch,
      supplier: md.supplier,
      receivedOn: md.receivedOn,
      unitCost: md.unitCost,
      customerNo: wu.customerNo,
      title: wu.title,
      firstName: wu.firstName,
      lastName: wu.lastName,
      since,
      eventReason: ev.reason,
      installReason: inst.reason,
    })
    .from(meters)
    .innerJoin(
      meterSizes,
      and(eq(meterSizes.orgId, meters.orgId), eq(meterSizes.id, meters.meterSizeId)),
    )
    .leftJoin(md, and(eq(md.orgId, meters.orgId), eq(md.id, meters.deliveryId)))
    .leftJoinLateral(ev, sql`true`)
    .leftJoinLateral(inst, sql`true`)
    .leftJoin(wu, and(eq(wu.orgId, meters.orgId), eq(wu.id, inst.waterUserId)))
    .where(where)
    .orderBy(...orderFor(q.sort, sortable, 'serial', meters.id))
    .limit(window.limit)
    .offset(window.offset);
  const [count] = await tx
    .select({ n: countAll })
    .from(meters)
    .leftJoin(md, and(eq(md.orgId, meters.orgId), eq(md.id, meters.deliveryId)))
    .where(where);
  const items = rows.map((r): MeterStockItem => ({
    id: r.m.id,
    serial: r.m.serial,
    brand: r.m.brand,
    meterSizeId: r.m.meterSizeId,
    meterSizeLabel: r.meterSizeLabel,
    digits: r.m.digits,
    status: r.m.status,
    deliveryId: r.m.deliveryId,
    batch: r.batch,
    supplier: r.supplier,
    receivedOn: r.receivedOn,
    unitCost: r.unitCost,
    customerNo: r.customerNo,
    customerName:
      r.firstName === null
        ? null
        : fullNameOf({ title: r.title, firstName: r.firstName, lastName: r.lastName }),
    since: r.since,
    lastReason: r.eventReason ?? (r.m.status === 'removed' ? r.installReason : null),
    createdAt: r.m.createdAt.toISOString(),
  }));
  return { items, total: count?.n ?? 0 };
};

export const findStockMeter = async (tx: Tx, orgId: string, id: string) => {
  const { items } = await listStock(tx, orgId, { page: 1, pageSize: 1 }, { limit: 1, offset: 0 }, [
    id,
  ]);
  return items[0] ?? null;
};
