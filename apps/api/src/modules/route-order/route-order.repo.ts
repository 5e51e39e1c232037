import { and, asc, eq, sql } from 'drizzle-orm';
import type { RouteStop } from '@prapa/contracts';
import { collectionRoutes, waterUsers } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { fullNameOf, shortAddressOf } from '@prapa/domain';

const wu = waterUsers;

/**
 * The route of the organisation, its row locked to the end of the transaction: two
 * people arranging or filling one route take turns, so places are never given twice.
 */
export const lockRoute = async (tx: Tx, orgId: string, routeId: string) => {
  const [row] = await tx
    .select({
      id: collectionRoutes.id,
      areaId: collectionRoutes.areaId,
      active: collectionRoutes.active,
    })
    .from(collectionRoutes)
    .where(and(eq(collectionRoutes.orgId, orgId), eq(collectionRoutes.id, routeId)))
    .for('update');
  return row ?? null;
};

export const findRoute = async (tx: Tx, orgId: string, routeId: string) => {
  const [row] = await tx
    .select({ id: collectionRoutes.id })
    .from(collectionRoutes)
    .where(and(eq(collectionRoutes.orgId, orgId), eq(collectionRoutes.id, routeId)));
  return row ?? null;
};

/** The route's connections in walk order (unplaced ones last, by customer number). */
export const stopsOf = async (tx: Tx, orgId: string, routeId: string): Promise<RouteStop[]> => {
  const rows = await tx
    .select({
      id: wu.id,
      customerNo: wu.customerNo,
      title: wu.title,
      firstName: wu.firstName,
      lastName: wu.lastName,
      houseNo: wu.houseNo,
      moo: wu.moo,
      road: wu.road,
      seq: wu.routeSeq,
    })
    .from(wu)
    .where(and(eq(wu.orgId, orgId), eq(wu.routeId, routeId)))
    .orderBy(sql`${wu.routeSeq} asc nulls last`, asc(wu.customerNo));
  return rows.map((r) => ({
    id: r.id,
    customerNo: r.customerNo,
    name: fullNameOf(r),
    address: shortAddressOf(r),
    seq: r.seq,
  }));
};

export const idsOnRoute = async (tx: Tx, orgId: string, routeId: string) =>
  (
    await tx
      .select({ id: wu.id })
      .from(wu)
      .where(and(eq(wu.orgId, orgId), eq(wu.routeId, routeId)))
      .orderBy(sql`${wu.routeSeq} asc nulls last`, asc(wu.customerNo))
  ).map((r) => r.id);

/** Walk order 1…n in the order of `ids`, in one statement however long the route. */
export const setWalkOrder = (tx: Tx, orgId: string, routeId: string, ids: string[]) =>
  tx.execute(sql`
    update water_users w set route_seq = o.ord
    from unnest(${sql.param(ids)}::uuid[]) with ordinality as o(id, ord)
    where w.org_id = ${orgId} and w.route_id = ${routeId} and w.id = o.id`);

/** Where the connections are now: their area, route and place. */
export const placesOf = async (tx: Tx, orgId: string, ids: string[]) =>
  tx
    .select({ id: wu.id, areaId: wu.areaId, routeId: wu.routeId, routeSeq: wu.routeSeq })
    .from(wu)
    .where(and(eq(wu.orgId, orgId), sql`${wu.id} = any(${sql.param(ids)}::uuid[])`));

/** The connections go onto the route after its last place, in the order of `ids`. */
export const appendToRoute = (tx: Tx, orgId: string, routeId: string, ids: string[]) =>
  tx.execute(sql`
    update water_users w
    set route_id = ${routeId},
        route_seq = o.ord + (select coalesce(max(x.route_seq), 0) from water_users x
                             where x.org_id = ${orgId} and x.route_id = ${routeId}),
        updated_at = now()
    from unnest(${sql.param(ids)}::uuid[]) with ordinality as o(id, ord)
    where w.org_id = ${orgId} and w.id = o.id`);
