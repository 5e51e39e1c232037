import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { MeterRegisterItem, meterListQuery, meterSortFields } from '@prapa/contracts';
import type { z } from 'zod';
import { fullNameOf } from '@prapa/domain';
import { meterInstallations, meterSizes, meters, waterUsers } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { countAll, orderFor, searchOver, type SortMap, type Window } from '../../lib/list-query.ts';
import {
  searchable,
  searchableId,
  customerPredicate,
} from '../water-users/water-user-search.repo.ts';

// The meter register (/meter_register): every meter with where it is now, searched,
// filtered and sorted. Split from meters.repo.ts, which writes meters and installations.
const mi = meterInstallations;
const wu = waterUsers;

type MeterFilters = z.output<typeof meterListQuery>;

/** The meter's latest installation, looked up per listed meter (installations_meter). */
const lastInstallation = (tx: Tx) =>
  tx
    .select({
      waterUserId: mi.waterUserId,
      installedOn: mi.installedOn,
      removedOn: mi.removedOn,
      initialReading: mi.initialReading,
      finalReading: mi.finalReading,
    })
    .from(mi)
    .where(sql`${mi.orgId} = "meters"."org_id" and ${mi.meterId} = "meters"."id"`)
    .orderBy(desc(mi.installedOn), desc(mi.createdAt))
    .limit(1)
    .as('last');
type LastInstallation = ReturnType<typeof lastInstallation>;

const sortable = (last: LastInstallation): SortMap<(typeof meterSortFields)[number]> => ({
  serial: { column: meters.serial },
  brand: { column: meters.brand },
  status: { column: meters.status },
  installedOn: { column: last.installedOn },
  customerNo: { column: wu.customerNo },
  createdAt: { column: meters.createdAt },
});

/**
 * `q`: the serial or brand, or a connection the meter has been installed at (its
 * number, name, phone, national id, address), found through the trigram index.
 */
const meterSearch = (tx: Tx, orgId: string, q: string | undefined): SQL | undefined => {
  const customers = customerPredicate(q);
  if (!customers) return undefined;
  const installedAt = tx
    .select({ meterId: mi.meterId })
    .from(mi)
    .where(
      and(
        eq(mi.orgId, orgId),
        inArray(
          mi.waterUserId,
          tx
            .select({ id: searchableId })
            .from(searchable)
            .where(and(eq(wu.orgId, orgId), customers)),
        ),
      ),
    );
  return or(searchOver(q, [meters.serial, meters.brand]), inArray(meters.id, installedAt));
};

/**
 * One page of the register: the filters read meters alone (and the connections' index
 * for a customer search); the last installation and its connection are joined per
 * listed meter only.
 */
export const listMeters = async (
  tx: Tx,
  orgId: string,
  query: MeterFilters,
  window: Window,
  only?: string,
) => {
  const last = lastInstallation(tx);
  const where: SQL | undefined = and(
    eq(meters.orgId, orgId),
    only ? eq(meters.id, only) : undefined,
    meterSearch(tx, orgId, query.q),
    query.status ? eq(meters.status, query.status) : undefined,
    query.meterSizeId ? eq(meters.meterSizeId, query.meterSizeId) : undefined,
  );
  const rows = await tx
    .select({
      id: meters.id,
      serial: meters.serial,
      brand: meters.brand,
      meterSizeLabel: meterSizes.label,
      digits: meters.digits,
      status: meters.status,
      waterUserId: last.waterUserId,
      customerNo: wu.customerNo,
      title: wu.title,
      firstName: wu.firstName,
      lastName: wu.lastName,
      installedOn: last.installedOn,
      removedOn: last.removedOn,
      initialReading: last.initialReading,
      finalReading: last.finalReading,
      note: meters.note,
      createdAt: meters.createdAt,
    })
    .from(meters)
    .innerJoin(
      meterSizes,
      and(eq(meterSizes.orgId, meters.orgId), eq(meterSizes.id, meters.meterSizeId)),
    )
    .leftJoinLateral(last, sql`true`)
    .leftJoin(wu, and(eq(wu.orgId, meters.orgId), eq(wu.id, last.waterUserId)))
    .where(where)
    .orderBy(...orderFor(query.sort, sortable(last), 'serial', meters.id))
    .limit(window.limit)
    .offset(window.offset);
  const [count] = await tx.select({ n: countAll }).from(meters).where(where);
  const items = rows.map(({ title, firstName, lastName, createdAt, ...r }): MeterRegisterItem => ({
    ...r,
    customerName: firstName === null ? null : fullNameOf({ title, firstName, lastName }),
    createdAt: createdAt.toISOString(),
  }));
  return { items, total: count?.n ?? 0 };
};

export const findMeter = async (tx: Tx, orgId: string, id: string) => {
  const { items } = await listMeters(
    tx,
    orgId,
    { page: 1, pageSize: 1 },
    { limit: 1, offset: 0 },
    id,
  );
  return items[0] ?? null;
};
