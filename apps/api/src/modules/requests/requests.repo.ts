import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestRow, requestListQuery, requestSortFields } from '@prapa/contracts';
import { addressTextOf, fullNameOf, type RequestState } from '@prapa/domain';
import {
  areas,
  bills,
  collectionRoutes,
  meterSizes,
  officers,
  requestCounters,
  requestEvents,
  requestFees,
  requests as rq,
  userTypes,
  waterUsers as wu,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { countAll, orderFor, searchOver, type SortMap, type Window } from '../../lib/list-query.ts';

export type RequestFilters = z.output<typeof requestListQuery>;
export type RequestRecord = typeof rq.$inferSelect;

/**
 * The one rule of the paid state (issue 26): fees issued, and every fee bill paid. It is
 * read, never written, so a receipt taken makes the request paid and a receipt voided
 * (the bill reopens) puts it back at fees_issued, with nothing to keep in step.
 */
export const effectiveState = sql<RequestState>`case when ${rq.state} = 'fees_issued'
  and exists (select 1 from ${requestFees} f where f.org_id = ${rq.orgId} and f.request_id = ${rq.id})
  and not exists (select 1 from ${requestFees} f join ${bills} b on b.org_id = f.org_id and b.id = f.bill_id
    where f.org_id = ${rq.orgId} and f.request_id = ${rq.id} and b.status <> 'paid'
      and not (b.status = 'void' and exists (select 1 from ${requestFees} r
        where r.org_id = f.org_id and r.request_id = f.request_id and r.replaces_bill_id = f.bill_id)))
  then 'paid' else ${rq.state} end`;

const ageDays = sql<number>`(timezone('Asia/Bangkok', now())::date - ${rq.filedOn})::int`;
const CLOSED = sql`('completed', 'rejected', 'cancelled')`;
// A closed request is never updated again (requests_guard): its last update is its closing.
const closedOn = sql<string | null>`case when ${rq.state} in ${CLOSED}
  then to_char(timezone('Asia/Bangkok', ${rq.updatedAt}), 'YYYY-MM-DD') end`;

const sortable: SortMap<(typeof requestSortFields)[number]> = {
  filedOn: { column: rq.filedOn },
  number: { column: rq.number },
  state: { column: effectiveState },
  kind: { column: rq.kind },
};

const select = (tx: Tx) =>
  tx
    .select({
      request: rq,
      state: effectiveState,
      ageDays,
      closedOn,
      customerNo: wu.customerNo,
      areaName: areas.name,
      routeName: collectionRoutes.name,
      userTypeName: userTypes.name,
      meterSizeLabel: meterSizes.label,
      createdByName: officers.fullName,
    })
    .from(rq)
    .innerJoin(areas, and(eq(areas.orgId, rq.orgId), eq(areas.id, rq.areaId)))
    .leftJoin(wu, and(eq(wu.orgId, rq.orgId), eq(wu.id, rq.waterUserId)))
    .leftJoin(
      collectionRoutes,
      and(eq(collectionRoutes.orgId, rq.orgId), eq(collectionRoutes.id, rq.routeId)),
    )
    .leftJoin(userTypes, and(eq(userTypes.orgId, rq.orgId), eq(userTypes.id, rq.userTypeId)))
    .leftJoin(meterSizes, and(eq(meterSizes.orgId, rq.orgId), eq(meterSizes.id, rq.meterSizeId)))
    .leftJoin(officers, and(eq(officers.orgId, rq.orgId), eq(officers.id, rq.createdBy)));

export type RequestJoined = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

export const rowOf = ({ request: r, ...j }: RequestJoined): RequestRow => ({
  id: r.id,
  number: r.number,
  kind: r.kind,
  state: j.state,
  filedOn: r.filedOn,
  applicantName: fullNameOf(r),
  waterUserId: r.waterUserId,
  customerNo: j.customerNo,
  areaId: r.areaId,
  areaName: j.areaName,
  addressText: addressTextOf(r),
  phone: r.phone,
  ageDays: Number(j.ageDays),
  closedOn: j.closedOn,
});

const whereOf = (orgId: string, q: RequestFilters): SQL =>
  and(
    eq(rq.orgId, orgId),
    q.state ? sql`${effectiveState} = ${q.state}` : undefined,
    q.kind ? eq(rq.kind, q.kind) : undefined,
    q.areaId ? eq(rq.areaId, q.areaId) : undefined,
    q.olderThanDays
      ? sql`${ageDays} > ${q.olderThanDays} and ${rq.state} not in ${CLOSED}`
      : undefined,
    searchOver(q.q, [rq.number, rq.firstName, rq.lastName, rq.phone, rq.houseNo, wu.customerNo]),
  ) as SQL;

export const listRequests = async (tx: Tx, orgId: string, q: RequestFilters, window: Window) => {
  const where = whereOf(orgId, q);
  const rows = await select(tx)
    .where(where)
    .orderBy(...orderFor(q.sort, sortable, '-filedOn', rq.id))
    .limit(window.limit)
    .offset(window.offset);
  const [count] = await tx
    .select({ n: countAll })
    .from(rq)
    .leftJoin(wu, and(eq(wu.orgId, rq.orgId), eq(wu.id, rq.waterUserId)))
    .where(where);
  return { items: rows.map(rowOf), total: Number(count?.n ?? 0) };
};

export const findRequestJoined = async (tx: Tx, orgId: string, id: string) => {
  const [row] = await select(tx).where(and(eq(rq.orgId, orgId), eq(rq.id, id)));
  return row ?? null;
};

/** The request's row, locked until the move commits (two officers, one move). */
export const lockRequest = async (tx: Tx, orgId: string, id: string) => {
  const [row] = await tx
    .select()
    .from(rq)
    .where(and(eq(rq.orgId, orgId), eq(rq.id, id)))
    .for('update');
  return row ?? null;
};

/**
 * Takes the next request number of a fiscal year: the counter row stays locked by the
 * UPDATE until the transaction ends, so a rollback gives the number back (MONEY.md §1.2).
 */
export const takeRequestSeq = async (tx: Tx, orgId: string, fiscalYear: number) => {
  await tx.insert(requestCounters).values({ orgId, fiscalYear, lastSeq: 0 }).onConflictDoNothing();
  const [row] = await tx
    .update(requestCounters)
    .set({ lastSeq: sql`${requestCounters.lastSeq} + 1` })
    .where(and(eq(requestCounters.orgId, orgId), eq(requestCounters.fiscalYear, fiscalYear)))
    .returning({ lastSeq: requestCounters.lastSeq });
  if (!row) throw new Error('request counter not found');
  return row.lastSeq;
};

export const insertRequest = async (tx: Tx, values: typeof rq.$inferInsert) => {
  const [row] = await tx.insert(rq).values(values).returning({ id: rq.id });
  if (!row) throw new Error('request insert returned nothing');
  return row.id;
};

export const updateRequest = (
  tx: Tx,
  orgId: string,
  id: string,
  patch: Partial<Omit<typeof rq.$inferInsert, 'id' | 'orgId' | 'number' | 'seq' | 'fiscalYear'>>,
) =>
  tx
    .update(rq)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(rq.orgId, orgId), eq(rq.id, id)));

export const insertEvent = (tx: Tx, values: typeof requestEvents.$inferInsert) =>
  tx.insert(requestEvents).values(values);

export const eventsOf = (tx: Tx, orgId: string, requestId: string) =>
  tx
    .select({
      id: requestEvents.id,
      action: requestEvents.action,
      fromState: requestEvents.fromState,
      toState: requestEvents.toState,
      note: requestEvents.note,
      actorName: officers.fullName,
      at: requestEvents.at,
    })
    .from(requestEvents)
    .leftJoin(
      officers,
      and(eq(officers.orgId, requestEvents.orgId), eq(officers.id, requestEvents.actorId)),
    )
    .where(and(eq(requestEvents.orgId, orgId), eq(requestEvents.requestId, requestId)))
    .orderBy(asc(requestEvents.at), asc(requestEvents.id));

export const insertFee = (tx: Tx, values: typeof requestFees.$inferInsert) =>
  tx.insert(requestFees).values(values);

export const feesOf = (tx: Tx, orgId: string, requestId: string) =>
  tx
    .select({
      billId: requestFees.billId,
      billNumber: bills.number,
      feeKind: requestFees.feeKind,
      amount: requestFees.amount,
      paid: bills.paid,
      status: bills.status,
      replacesBillId: requestFees.replacesBillId,
    })
    .from(requestFees)
    .innerJoin(bills, and(eq(bills.orgId, requestFees.orgId), eq(bills.id, requestFees.billId)))
    .where(and(eq(requestFees.orgId, orgId), eq(requestFees.requestId, requestId)))
    .orderBy(asc(bills.seq));
