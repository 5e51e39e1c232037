import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Remittance } from '@prapa/contracts';
import { officers, remittances } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';

const voider = alias(officers, 'voider');

/** Remittances as the ป.32 shows them, with who received and who voided them, oldest first. */
const remittancesWhere = async (tx: Tx, where: SQL | undefined): Promise<Remittance[]> => {
  const rows = await tx
    .select({ r: remittances, receivedByName: officers.fullName, voidedByName: voider.fullName })
    .from(remittances)
    .innerJoin(
      officers,
      and(eq(officers.orgId, remittances.orgId), eq(officers.id, remittances.receivedBy)),
    )
    .leftJoin(voider, and(eq(voider.orgId, remittances.orgId), eq(voider.id, remittances.voidedBy)))
    .where(where)
    .orderBy(asc(remittances.createdAt), asc(remittances.id));
  return rows.map(({ r, receivedByName, voidedByName }) => ({
    id: r.id,
    officerId: r.officerId,
    businessDate: r.businessDate,
    cash: r.cash,
    transfer: r.transfer,
    expectedCash: r.expectedCash,
    expectedTransfer: r.expectedTransfer,
    shortfall: r.shortfall,
    differenceReason: r.differenceReason,
    slipNo: r.slipNo,
    receivedByName,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
    voidedAt: r.voidedAt ? r.voidedAt.toISOString() : null,
    voidedByName: r.voidedAt ? voidedByName : null,
    voidReason: r.voidReason,
  }));
};

export const remittanceById = async (tx: Tx, orgId: string, id: string) =>
  (await remittancesWhere(tx, and(eq(remittances.orgId, orgId), eq(remittances.id, id))))[0] ??
  null;

/** Every remittance of a collector's day, voided ones too. */
export const remittancesOfDay = (tx: Tx, orgId: string, officerId: string, date: string) =>
  remittancesWhere(
    tx,
    and(
      eq(remittances.orgId, orgId),
      eq(remittances.officerId, officerId),
      eq(remittances.businessDate, date),
    ),
  );

/** The standing (not voided) remittances of a day, every collector. */
export const standingRemittancesOf = (tx: Tx, orgId: string, date: string) =>
  remittancesWhere(
    tx,
    and(
      eq(remittances.orgId, orgId),
      eq(remittances.businessDate, date),
      isNull(remittances.voidedAt),
    ),
  );

/** The remittance as a balance needs it: money handed over and what the receipts took then. */
export const remittedMoney = (r: Remittance) => ({
  cash: r.cash,
  transfer: r.transfer,
  expected: r.expectedCash + r.expectedTransfer,
});
