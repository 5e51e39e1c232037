import { and, between, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BankDeposit, TreasuryTransfer } from '@prapa/contracts';
import { bankDeposits, officers, treasuryTransfers } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';

const maker = alias(officers, 'maker');
const voider = alias(officers, 'voider');
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Deposit slips matching `where`, newest first, with who wrote and who voided them. */
const depositsWhere = async (tx: Tx, orgId: string, where: SQL | undefined) => {
  const rows = await tx
    .select({ d: bankDeposits, createdByName: maker.fullName, voidedByName: voider.fullName })
    .from(bankDeposits)
    .leftJoin(maker, and(eq(maker.orgId, orgId), eq(maker.id, bankDeposits.createdBy)))
    .leftJoin(voider, and(eq(voider.orgId, orgId), eq(voider.id, bankDeposits.voidedBy)))
    .where(and(eq(bankDeposits.orgId, orgId), where))
    .orderBy(desc(bankDeposits.depositedOn), desc(bankDeposits.createdAt))
    .limit(1000);
  return rows.map(({ d, createdByName, voidedByName }): BankDeposit => ({
    id: d.id,
    date: d.depositedOn,
    accountNo: d.accountNo,
    bank: d.bank,
    accountName: d.accountName,
    amount: d.amount,
    slipNo: d.slipNo,
    depositor: d.depositor,
    note: d.note,
    createdByName,
    createdAt: d.createdAt.toISOString(),
    voidReason: d.voidReason,
    voidedAt: iso(d.voidedAt),
    voidedByName,
  }));
};

const transfersWhere = async (tx: Tx, orgId: string, where: SQL | undefined) => {
  const rows = await tx
    .select({ t: treasuryTransfers, createdByName: maker.fullName, voidedByName: voider.fullName })
    .from(treasuryTransfers)
    .leftJoin(maker, and(eq(maker.orgId, orgId), eq(maker.id, treasuryTransfers.createdBy)))
    .leftJoin(voider, and(eq(voider.orgId, orgId), eq(voider.id, treasuryTransfers.voidedBy)))
    .where(and(eq(treasuryTransfers.orgId, orgId), where))
    .orderBy(desc(treasuryTransfers.transferredOn), desc(treasuryTransfers.createdAt))
    .limit(1000);
  return rows.map(({ t, createdByName, voidedByName }): TreasuryTransfer => ({
    id: t.id,
    date: t.transferredOn,
    amount: t.amount,
    documentNo: t.documentNo,
    source: t.source,
    accountNo: t.accountNo,
    bank: t.bank,
    accountName: t.accountName,
    note: t.note,
    createdByName,
    createdAt: t.createdAt.toISOString(),
    voidReason: t.voidReason,
    voidedAt: iso(t.voidedAt),
    voidedByName,
  }));
};

export const depositsBetween = (tx: Tx, orgId: string, from: string, to: string) =>
  depositsWhere(tx, orgId, between(bankDeposits.depositedOn, from, to));

export const depositById = async (tx: Tx, orgId: string, id: string) =>
  (await depositsWhere(tx, orgId, eq(bankDeposits.id, id)))[0] ?? null;

export const transfersBetween = (tx: Tx, orgId: string, from: string, to: string) =>
  transfersWhere(tx, orgId, between(treasuryTransfers.transferredOn, from, to));

export const transferById = async (tx: Tx, orgId: string, id: string) =>
  (await transfersWhere(tx, orgId, eq(treasuryTransfers.id, id)))[0] ?? null;
