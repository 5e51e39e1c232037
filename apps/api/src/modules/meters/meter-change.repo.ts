import { alias } from 'drizzle-orm/pg-core';
import { and, eq, type SQL } from 'drizzle-orm';
import type {
  MeterChangeRequest,
  meterChangeListQuery,
  meterChangeSortFields,
} from '@prapa/contracts';
import type { z } from 'zod';
import { fullNameOf } from '@prapa/domain';
import {
  meterChangeRequests as mcr,
  meters,
  officers,
  waterUsers as wu,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { countAll, orderFor, searchOver, type SortMap, type Window } from '../../lib/list-query.ts';

export type MeterChangeFilters = z.output<typeof meterChangeListQuery> & {
  /** Only this officer's requests (a reader's own). */
  requestedBy?: string;
};

const asker = alias(officers, 'asker');
const decider = alias(officers, 'decider');

const sortable: SortMap<(typeof meterChangeSortFields)[number]> = {
  requestedAt: { column: mcr.requestedAt },
  changedOn: { column: mcr.changedOn },
  status: { column: mcr.status },
};

const select = (tx: Tx) =>
  tx
    .select({
      request: mcr,
      customerNo: wu.customerNo,
      title: wu.title,
      firstName: wu.firstName,
      lastName: wu.lastName,
      oldSerial: meters.serial,
      requestedByName: asker.fullName,
      decidedByName: decider.fullName,
    })
    .from(mcr)
    .innerJoin(wu, and(eq(wu.orgId, mcr.orgId), eq(wu.id, mcr.waterUserId)))
    .innerJoin(asker, and(eq(asker.orgId, mcr.orgId), eq(asker.id, mcr.requestedBy)))
    .leftJoin(decider, and(eq(decider.orgId, mcr.orgId), eq(decider.id, mcr.decidedBy)))
    .leftJoin(meters, and(eq(meters.orgId, mcr.orgId), eq(meters.id, mcr.oldMeterId)));

type Row = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

const toRequest = ({
  request: r,
  title,
  firstName,
  lastName,
  ...row
}: Row): MeterChangeRequest => ({
  id: r.id,
  waterUserId: r.waterUserId,
  customerNo: row.customerNo,
  customerName: fullNameOf({ title, firstName, lastName }),
  oldSerial: row.oldSerial,
  changedOn: r.changedOn,
  oldFinalReading: r.oldFinalReading,
  newSerial: r.newSerial,
  newInitialReading: r.newInitialReading,
  reason: r.reason,
  note: r.note,
  status: r.status,
  requestedBy: r.requestedBy,
  requestedByName: row.requestedByName,
  requestedAt: r.requestedAt.toISOString(),
  decidedBy: r.decidedBy,
  decidedByName: row.decidedByName,
  decidedAt: r.decidedAt?.toISOString() ?? null,
  decisionReason: r.decisionReason,
  installationId: r.installationId,
});

export const listMeterChanges = async (
  tx: Tx,
  orgId: string,
  q: MeterChangeFilters,
  window: Window,
) => {
  const where = and(
    eq(mcr.orgId, orgId),
    q.status ? eq(mcr.status, q.status) : undefined,
    q.waterUserId ? eq(mcr.waterUserId, q.waterUserId) : undefined,
    q.requestedBy ? eq(mcr.requestedBy, q.requestedBy) : undefined,
    searchOver(q.q, [wu.customerNo, wu.firstName, wu.lastName, mcr.newSerial, meters.serial]),
  ) as SQL;
  const rows = await select(tx)
    .where(where)
    .orderBy(...orderFor(q.sort, sortable, '-requestedAt', mcr.id))
    .limit(window.limit)
    .offset(window.offset);
  const [count] = await tx
    .select({ n: countAll })
    .from(mcr)
    .innerJoin(wu, and(eq(wu.orgId, mcr.orgId), eq(wu.id, mcr.waterUserId)))
    .leftJoin(meters, and(eq(meters.orgId, mcr.orgId), eq(meters.id, mcr.oldMeterId)))
    .where(where);
  return { items: rows.map(toRequest), total: count?.n ?? 0 };
};

export const findMeterChange = async (tx: Tx, orgId: string, id: string) => {
  const [row] = await select(tx).where(and(eq(mcr.orgId, orgId), eq(mcr.id, id)));
  return row ? toRequest(row) : null;
};

/** The request's row, locked until the decision commits (two clerks, one decision). */
export const lockMeterChange = async (tx: Tx, orgId: string, id: string) => {
  const [row] = await tx
    .select()
    .from(mcr)
    .where(and(eq(mcr.orgId, orgId), eq(mcr.id, id)))
    .for('update');
  return row ?? null;
};

export const insertMeterChange = async (tx: Tx, values: typeof mcr.$inferInsert) => {
  const [row] = await tx.insert(mcr).values(values).returning({ id: mcr.id });
  if (!row) throw new Error('meter change request insert returned nothing');
  return row.id;
};

export const decideMeterChange = (
  tx: Tx,
  orgId: string,
  id: string,
  decision: Pick<
    typeof mcr.$inferInsert,
    'status' | 'decidedBy' | 'decidedAt' | 'decisionReason' | 'installationId'
  >,
) =>
  tx
    .update(mcr)
    .set(decision)
    .where(and(eq(mcr.orgId, orgId), eq(mcr.id, id)));

/** A meter's size and dial by its serial (one in stock to be installed), or by its id. */
export const meterFacts = async (tx: Tx, orgId: string, by: { serial?: string; id?: string }) => {
  const [row] = await tx
    .select({ meterSizeId: meters.meterSizeId, digits: meters.digits, brand: meters.brand })
    .from(meters)
    .where(
      and(
        eq(meters.orgId, orgId),
        by.serial !== undefined ? eq(meters.serial, by.serial) : undefined,
        by.id !== undefined ? eq(meters.id, by.id) : undefined,
      ),
    );
  return row ?? null;
};
