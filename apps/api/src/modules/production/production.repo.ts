import { alias } from 'drizzle-orm/pg-core';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { ProductionCost, ProductionReading, UnbilledEntry } from '@prapa/contracts';
import { productionVolumes } from '@prapa/domain';
import {
  areas,
  officers,
  productionCosts as pc,
  productionReadings as pr,
  unbilledUsage as uu,
  waterSources as ws,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';

// Production entries read back for the entry screen and for the reports. Volumes are
// worked out on reading, never stored: a month corrected changes the next one's too.

/** `YYYY-MM` → the stored first day. */
export const monthStart = (month: string) => `${month}-01`;
export const monthOfDate = (date: string) => date.slice(0, 7);

const editor = alias(officers, 'editor');
const stamp = (at: Date) => at.toISOString();

/** Every source's readings up to a month, with the volume of each month worked out. */
export const readingsUpTo = async (
  tx: Tx,
  orgId: string,
  lastMonth: string,
): Promise<ProductionReading[]> => {
  const rows = await tx
    .select({ r: pr, digits: ws.digits, initial: ws.initialReading, editorName: editor.fullName })
    .from(pr)
    .innerJoin(ws, and(eq(ws.orgId, pr.orgId), eq(ws.id, pr.sourceId)))
    .innerJoin(editor, and(eq(editor.orgId, pr.orgId), eq(editor.id, pr.updatedBy)))
    .where(and(eq(pr.orgId, orgId), lte(pr.month, monthStart(lastMonth))))
    .orderBy(asc(pr.sourceId), asc(pr.month));
  const bySource = new Map<string, typeof rows>();
  for (const row of rows) {
    const list = bySource.get(row.r.sourceId) ?? [];
    list.push(row);
    bySource.set(row.r.sourceId, list);
  }
  const out: ProductionReading[] = [];
  for (const list of bySource.values()) {
    const first = list[0];
    if (!first) continue;
    const volumes = productionVolumes(
      list.map(({ r }) => r),
      first.initial,
      first.digits,
    );
    list.forEach(({ r, editorName }, i) => {
      out.push({
        id: r.id,
        sourceId: r.sourceId,
        month: monthOfDate(r.month),
        reading: r.reading,
        rollover: r.rollover,
        oldFinal: r.oldFinal,
        newStart: r.newStart,
        previous: volumes[i]?.previous ?? null,
        volume: volumes[i]?.volume ?? null,
        enteredVolume: r.volume,
        reason: r.reason,
        note: r.note,
        updatedByName: editorName,
        updatedAt: stamp(r.updatedAt),
      });
    });
  }
  return out;
};

export const costsBetween = async (
  tx: Tx,
  orgId: string,
  first: string,
  last: string,
): Promise<ProductionCost[]> => {
  const rows = await tx
    .select({ c: pc, editorName: editor.fullName })
    .from(pc)
    .innerJoin(editor, and(eq(editor.orgId, pc.orgId), eq(editor.id, pc.updatedBy)))
    .where(
      and(eq(pc.orgId, orgId), gte(pc.month, monthStart(first)), lte(pc.month, monthStart(last))),
    )
    .orderBy(asc(pc.month), asc(pc.head));
  return rows.map(({ c, editorName }) => ({
    id: c.id,
    sourceId: c.sourceId,
    month: monthOfDate(c.month),
    head: c.head,
    quantity: c.quantity === null ? null : Number(c.quantity),
    unit: c.unit,
    amount: c.amount,
    note: c.note,
    updatedByName: editorName,
    updatedAt: stamp(c.updatedAt),
  }));
};

export const unbilledBetween = async (
  tx: Tx,
  orgId: string,
  first: string,
  last: string,
): Promise<UnbilledEntry[]> => {
  const rows = await tx
    .select({ u: uu, areaName: areas.name, editorName: editor.fullName })
    .from(uu)
    .leftJoin(areas, and(eq(areas.orgId, uu.orgId), eq(areas.id, uu.areaId)))
    .innerJoin(editor, and(eq(editor.orgId, uu.orgId), eq(editor.id, uu.updatedBy)))
    .where(
      and(eq(uu.orgId, orgId), gte(uu.month, monthStart(first)), lte(uu.month, monthStart(last))),
    )
    .orderBy(asc(uu.month), asc(uu.kind));
  return rows.map(({ u, areaName, editorName }) => ({
    id: u.id,
    month: monthOfDate(u.month),
    areaId: u.areaId,
    areaName,
    kind: u.kind,
    volume: u.volume,
    note: u.note,
    updatedByName: editorName,
    updatedAt: stamp(u.updatedAt),
  }));
};
