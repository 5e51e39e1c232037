import { firstOverdrawnDay, formatMoney, formatThaiDate, runCashBook } from '@prapa/domain';
import type { Tx } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { cashMovesUpTo } from './cash-book.repo.ts';

/**
 * After a write that moves the office's cash, inside its transaction (taken after
 * lockCashBook): if any day from the first on now closes below nothing, the write is
 * refused (409, in the clerk's words) and rolls back whole. A slip back-dated to last week
 * is checked against every day after it too; so is the void of a remittance or of a cash
 * receipt whose money was already taken to the bank.
 */
export const refuseOverdraft = async (tx: Tx, orgId: string) => {
  const day = firstOverdrawnDay(runCashBook(await cashMovesUpTo(tx, orgId)));
  if (day)
    throw new AppError('CONFLICT', {
      vars: {
        context: 'cashOverdrawn',
        date: formatThaiDate(day.date),
        short: formatMoney(-day.closing),
      },
    });
};
