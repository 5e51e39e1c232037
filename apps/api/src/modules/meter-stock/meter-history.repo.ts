import { and, asc, eq } from 'drizzle-orm';
import type { MeterEvent } from '@prapa/contracts';
import { fullNameOf } from '@prapa/domain';
import {
  meterEvents as me,
  meterInstallations as mi,
  meterWorkOrders as wo,
  officers,
  waterUsers as wu,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';

const nameOf = (r: { title: string | null; firstName: string | null; lastName: string | null }) =>
  r.firstName === null ? null : fullNameOf({ ...r, firstName: r.firstName });

/**
 * A meter's life in order: its events, with the reading and the work order of the
 * installation an event belongs to; installations recorded before meter_events (0023)
 * are read from the register itself so no meter's past is missing.
 */
export const meterEventsOf = async (tx: Tx, orgId: string, meterId: string) => {
  const events = await tx
    .select({
      e: me,
      customerNo: wu.customerNo,
      title: wu.title,
      firstName: wu.firstName,
      lastName: wu.lastName,
      initialReading: mi.initialReading,
      finalReading: mi.finalReading,
      workOrderNumber: wo.number,
      actorName: officers.fullName,
    })
    .from(me)
    .leftJoin(wu, and(eq(wu.orgId, me.orgId), eq(wu.id, me.waterUserId)))
    .leftJoin(mi, and(eq(mi.orgId, me.orgId), eq(mi.id, me.installationId)))
    .leftJoin(wo, and(eq(wo.orgId, me.orgId), eq(wo.installationId, me.installationId)))
    .leftJoin(officers, and(eq(officers.orgId, me.orgId), eq(officers.id, me.actorId)))
    .where(and(eq(me.orgId, orgId), eq(me.meterId, meterId)))
    .orderBy(asc(me.at));
  const out: MeterEvent[] = events.map((r) => ({
    id: r.e.id,
    kind: r.e.kind,
    happenedOn: r.e.happenedOn,
    customerNo: r.customerNo,
    customerName: nameOf(r),
    reading:
      r.e.kind === 'installed' ? r.initialReading : r.e.kind === 'removed' ? r.finalReading : null,
    reason: r.e.reason,
    // A replacement's order names the new meter's installation; the old one's removal too.
    workOrderNumber: r.e.kind === 'installed' ? r.workOrderNumber : null,
    actorName: r.actorName,
    at: r.e.at.toISOString(),
  }));
  const recorded = new Set(
    events.filter((r) => r.e.installationId).map((r) => `${r.e.installationId}:${r.e.kind}`),
  );
  const legacy = await tx
    .select({
      i: mi,
      customerNo: wu.customerNo,
      title: wu.title,
      firstName: wu.firstName,
      lastName: wu.lastName,
    })
    .from(mi)
    .innerJoin(wu, and(eq(wu.orgId, mi.orgId), eq(wu.id, mi.waterUserId)))
    .where(and(eq(mi.orgId, orgId), eq(mi.meterId, meterId)))
    .orderBy(asc(mi.installedOn));
  for (const r of legacy) {
    const who = { customerNo: r.customerNo, customerName: nameOf(r), workOrderNumber: null };
    const at = r.i.createdAt.toISOString();
    if (!recorded.has(`${r.i.id}:installed`)) {
      out.push({
        ...who,
        id: `${r.i.id}:installed`,
        kind: 'installed',
        happenedOn: r.i.installedOn,
        reading: r.i.initialReading,
        reason: null,
        actorName: null,
        at,
      });
    }
    if (r.i.removedOn && !recorded.has(`${r.i.id}:removed`)) {
      out.push({
        ...who,
        id: `${r.i.id}:removed`,
        kind: 'removed',
        happenedOn: r.i.removedOn,
        reading: r.i.finalReading,
        reason: r.i.reason,
        actorName: null,
        at,
      });
    }
  }
  // By the day it happened, then the order it was written in.
  return out.sort((a, b) =>
    a.happenedOn === b.happenedOn ? a.at.localeCompare(b.at) : a.happenedOn < b.happenedOn ? -1 : 1,
  );
};
