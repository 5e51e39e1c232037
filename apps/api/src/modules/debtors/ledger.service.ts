import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fiscalYearRange, runLedger } from '@prapa/domain';
import type { DebtorLedger, LedgerBill, LedgerPayment, LedgerRow } from '@prapa/contracts';
import type { Tx } from '../../db/tenant.ts';
import { inActorOrgRead } from '../../lib/actor-tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import { reportOrg } from '../reports/reports.repo.ts';
import { balanceBefore, ledgerBills, ledgerPayments, ledgerUsers } from './ledger.repo.ts';

type Move =
  | { kind: 'bill'; date: string; amount: number; bill: LedgerBill }
  | { kind: 'payment'; date: string; amount: number; payment: LedgerPayment };

const totalsOf = (bills: LedgerBill[], payments: LedgerPayment[]): DebtorLedger['totals'] => {
  const sum = (pick: (b: LedgerBill) => number) => bills.reduce((s, b) => s + pick(b), 0);
  return {
    water: sum((b) => b.water),
    topUp: sum((b) => b.topUp),
    meterFee: sum((b) => b.meterFee),
    lateFee: sum((b) => b.lateFee),
    other: sum((b) => b.other),
    discount: sum((b) => b.discount),
    vat: sum((b) => b.vat),
    vatIncluded: sum((b) => b.vatIncluded),
    creditApplied: sum((b) => b.creditApplied),
    charged: sum((b) => b.charged),
    total: sum((b) => b.total),
    paid: payments.reduce((s, p) => s + p.amount, 0),
  };
};

/**
 * ป.17 of one connection for one BE fiscal year: brought forward, the year's bills and
 * receipts in date order with the running balance, carried forward. Voided documents are
 * listed apart and never count, in any year, so brought forward of a year is always the
 * carried forward of the year before.
 */
export const ledgerIn = async (
  tx: Tx,
  orgId: string,
  waterUser: DebtorLedger['waterUser'],
  fiscalYear: number,
): Promise<DebtorLedger> => {
  const { start, end } = fiscalYearRange(fiscalYear);
  const [broughtForward, bills, payments] = [
    await balanceBefore(tx, orgId, waterUser.id, start),
    await ledgerBills(tx, orgId, waterUser.id, start, end),
    await ledgerPayments(tx, orgId, waterUser.id, start, end),
  ];
  const liveBills = bills.filter((b) => b.status !== 'void');
  const livePayments = payments.filter((p) => p.status === 'valid');
  const moves: Move[] = [
    ...liveBills.map((bill) => ({
      kind: 'bill' as const,
      date: bill.billDate,
      amount: bill.charged,
      bill,
    })),
    ...livePayments.map((payment) => ({
      kind: 'payment' as const,
      date: payment.date,
      amount: payment.amount,
      payment,
    })),
  ];
  const run = runLedger(broughtForward, moves);
  const rows = run.rows.map(({ amount: _a, ...row }): LedgerRow =>
    row.kind === 'bill'
      ? { kind: 'bill', date: row.date, balance: row.balance, bill: row.bill }
      : { kind: 'payment', date: row.date, balance: row.balance, payment: row.payment },
  );
  return {
    waterUser,
    fiscalYear,
    from: start,
    to: end,
    broughtForward,
    rows,
    totals: totalsOf(liveBills, livePayments),
    carriedForward: run.carriedForward,
    voidedBills: bills.filter((b) => b.status === 'void'),
    voidedPayments: payments.filter((p) => p.status !== 'valid'),
  };
};

export const ledgerOf = async (tx: Tx, orgId: string, waterUserId: string, fiscalYear: number) => {
  const [user] = await ledgerUsers(tx, orgId, [waterUserId]);
  if (!user) throw notFound();
  return ledgerIn(tx, orgId, user, fiscalYear);
};

export const debtorLedger = (
  app: FastifyInstance,
  request: FastifyRequest,
  waterUserId: string,
  fiscalYear: number,
) => inActorOrgRead(app, request, ({ tx, orgId }) => ledgerOf(tx, orgId, waterUserId, fiscalYear));

/** The ledger and what its printed header needs. */
export const printableLedger = (
  app: FastifyInstance,
  request: FastifyRequest,
  waterUserId: string,
  fiscalYear: number,
) =>
  inActorOrgRead(app, request, async ({ tx, orgId }) => ({
    org: await reportOrg(tx, orgId),
    ledger: await ledgerOf(tx, orgId, waterUserId, fiscalYear),
  }));
