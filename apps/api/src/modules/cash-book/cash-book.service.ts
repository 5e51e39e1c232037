import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BankAccountRef, CashBookBank, CashBookDay, CashBookMonth } from '@prapa/contracts';
import { bangkokDate, bankDayLine, closingOn, runCashBook, type CashDayLine } from '@prapa/domain';
import type { Tx } from '../../db/tenant.ts';
import { inActorOrgRead } from '../../lib/actor-tenant.ts';
import {
  accountsOf,
  bankMovesOf,
  cashMovesUpTo,
  incomesOf,
  type BankMovesRow,
} from './cash-book.repo.ts';
import { depositsBetween, transfersBetween } from './cash-documents.repo.ts';

/** A day of the book; a day without money carries the closing before it. */
const lineOn = (lines: CashDayLine[], date: string): CashDayLine => {
  const found = lines.find((l) => l.date === date);
  if (found) return found;
  const carried = closingOn(lines, date);
  return { date, received: 0, deposited: 0, toTreasury: 0, opening: carried, closing: carried };
};

const zeroBank = { deposited: 0, received: 0, toTreasury: 0, statement: null as number | null };

/**
 * Bank columns summed over the rows given: every account of the organisation, even one
 * with nothing that day, and any other account money went to (the channel's, or none).
 */
const banksOf = (accounts: BankAccountRef[], moves: BankMovesRow[]): CashBookBank[] => {
  const sums = new Map<string, typeof zeroBank>();
  for (const m of moves) {
    const s = sums.get(m.accountNo) ?? { ...zeroBank };
    s.deposited += m.deposited;
    s.received += m.received;
    s.toTreasury += m.toTreasury;
    if (m.statement !== null) s.statement = (s.statement ?? 0) + m.statement;
    sums.set(m.accountNo, s);
  }
  const known = new Set(accounts.map((a) => a.accountNo));
  const others = [...sums.keys()]
    .filter((k) => !known.has(k))
    .map((accountNo) => ({ accountNo, bank: '', accountName: '' }));
  return [...accounts, ...others].map(({ accountNo, bank, accountName }) => ({
    accountNo,
    bank,
    accountName,
    ...bankDayLine(sums.get(accountNo) ?? zeroBank),
  }));
};

const dayIn = async (tx: Tx, orgId: string, date: string): Promise<CashBookDay> => {
  const lines = runCashBook(await cashMovesUpTo(tx, orgId, date));
  const accounts = await accountsOf(tx, orgId);
  return {
    ...lineOn(lines, date),
    incomes: await incomesOf(tx, orgId, date),
    // The lists come newest first; a day's book reads in the order things happened.
    deposits: (await depositsBetween(tx, orgId, date, date)).reverse(),
    transfers: (await transfersBetween(tx, orgId, date, date)).reverse(),
    banks: banksOf(accounts, await bankMovesOf(tx, orgId, date, date)),
    // A slip or a transfer names one of the organisation's own accounts (its settings).
    accounts: accounts
      .filter((a) => a.own)
      .map(({ accountNo, bank, accountName }) => ({ accountNo, bank, accountName })),
  };
};

/** One day of the cash book: where the cash came from and went, and the bank columns. */
export const cashBookDayOf = (app: FastifyInstance, request: FastifyRequest, date: string) =>
  inActorOrgRead(app, request, ({ tx, orgId }) => dayIn(tx, orgId, date));

/** Every calendar day of a month 'YYYY-MM', as ISO dates. */
export const daysOfMonth = (month: string): string[] => {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y ?? 0, m ?? 0, 0)).getUTCDate();
  return Array.from({ length: last }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
};

const monthIn = async (tx: Tx, orgId: string, month: string): Promise<CashBookMonth> => {
  const all = daysOfMonth(month);
  const first = all[0] ?? `${month}-01`;
  const last = all[all.length - 1] ?? first;
  // No row for a day still to come: its book is not written yet.
  const today = bangkokDate(new Date());
  const days = all.filter((d) => d <= today);
  const lines = runCashBook(await cashMovesUpTo(tx, orgId, last));
  const bankMoves = await bankMovesOf(tx, orgId, first, last);
  const rows = days.map((date) => ({
    ...lineOn(lines, date),
    bankNet: bankMoves
      .filter((b) => b.date === date)
      .reduce((sum, b) => sum + b.deposited + b.received - b.toTreasury, 0),
  }));
  const sum = (k: 'received' | 'deposited' | 'toTreasury') => rows.reduce((s, r) => s + r[k], 0);
  return {
    month,
    opening: rows[0]?.opening ?? closingOn(lines, first),
    received: sum('received'),
    deposited: sum('deposited'),
    toTreasury: sum('toTreasury'),
    closing: rows[rows.length - 1]?.closing ?? closingOn(lines, first),
    days: rows,
    banks: banksOf(await accountsOf(tx, orgId), bankMoves),
  };
};

/** A month of the cash book: a row a day, brought forward and carried forward. */
export const cashBookMonthOf = (app: FastifyInstance, request: FastifyRequest, month: string) =>
  inActorOrgRead(app, request, ({ tx, orgId }) => monthIn(tx, orgId, month));
