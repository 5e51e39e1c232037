import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { RouteSheetRow } from '@prapa/contracts';
import { addressTextOf, averageUsage, fullNameOf } from '@prapa/domain';
import {
  collectionRoutes,
  officers,
  readings,
  usageStatuses,
  waterUsers,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { historiesFor } from './reading-history.repo.ts';
import { toReading } from './readings.repo.ts';

const wu = waterUsers;

/**
 * The connections a round expects a reading of (one route, or all), in walk order, with
 * what a reader needs: the previous reading, the average, the meter, the point, and the
 * reading already taken. The ป.31 book prints it; the phone downloads it.
 */
export const routeSheet = async (
  tx: Tx,
  orgId: string,
  round: { id: string; yearBe: number; month: number },
  routeId: string | undefined,
): Promise<RouteSheetRow[]> => {
  const where = [eq(wu.orgId, orgId), eq(usageStatuses.readingRequired, true)];
  if (routeId) where.push(eq(wu.routeId, routeId));
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
      subdistrict: wu.subdistrict,
      district: wu.district,
      province: wu.province,
      postcode: wu.postcode,
      routeId: wu.routeId,
      routeSeq: wu.routeSeq,
      routeCode: collectionRoutes.code,
      routeName: collectionRoutes.name,
      readerName: officers.fullName,
      meterSerial: wu.meterSerial,
      latitude: wu.latitude,
      longitude: wu.longitude,
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
    .leftJoin(
      officers,
      and(eq(officers.orgId, wu.orgId), eq(officers.id, collectionRoutes.readerId)),
    )
    .where(and(...where))
    .orderBy(sql`${collectionRoutes.code} nulls last`, asc(wu.routeSeq), asc(wu.customerNo));
  const ids = rows.map((r) => r.id);
  const histories = await historiesFor(tx, orgId, round, ids);
  const taken = ids.length
    ? await tx
        .select()
        .from(readings)
        .where(
          and(
            eq(readings.orgId, orgId),
            eq(readings.roundId, round.id),
            inArray(readings.waterUserId, ids),
          ),
        )
    : [];
  const byUser = new Map(taken.map((r) => [r.waterUserId, r]));
  return rows.map((r) => {
    const h = histories.get(r.id)?.history ?? null;
    const done = byUser.get(r.id);
    return {
      waterUserId: r.id,
      customerNo: r.customerNo,
      name: fullNameOf(r),
      address: addressTextOf(r),
      moo: r.moo,
      routeId: r.routeId,
      routeCode: r.routeCode,
      routeName: r.routeName,
      routeSeq: r.routeSeq,
      readerName: r.readerName,
      meterSerial: r.meterSerial,
      digits: h?.digits ?? null,
      previous: h ? (h.replacement?.newInitial ?? h.previous) : null,
      average: h ? averageUsage(h.realUsages) : null,
      latitude: r.latitude,
      longitude: r.longitude,
      history: h,
      reading: done ? toReading(done) : null,
    };
  });
};
