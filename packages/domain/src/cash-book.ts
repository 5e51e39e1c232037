/**
 * The cash book (สมุดเงินสด, issue 27): the finance office's cash day by day. All money is
 * integer satang; dates are Bangkok calendar dates (YYYY-MM-DD), which sort as strings.
 */

/** What moved the office's cash on one day. */
export type CashMoves = {
  date: string;
  /** Cash that came into the office (collectors' remittances, the counter's own cash). */
  received: number;
  /** Cash taken to the bank (deposit slips). */
  deposited: number;
  /** Cash sent on to the council's treasury. */
  toTreasury: number;
};

export type CashDayLine = CashMoves & { opening: number; closing: number };

/**
 * Runs the book: each day opens with the day before's closing, the first day with
 * `opening` (nothing before the first day with money). Days come back sorted; a day
 * given twice is summed, so callers may pass moves from several sources unmerged.
 */
export const runCashBook = (moves: readonly CashMoves[], opening = 0): CashDayLine[] => {
  const byDay = new Map<string, CashMoves>();
  for (const m of moves) {
    const had = byDay.get(m.date);
    byDay.set(
      m.date,
      had
        ? {
            date: m.date,
            received: had.received + m.received,
            deposited: had.deposited + m.deposited,
            toTreasury: had.toTreasury + m.toTreasury,
          }
        : { ...m },
    );
  }
  let carried = opening;
  return [...byDay.values()]
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((m) => {
      const line = {
        ...m,
        opening: carried,
        closing: carried + m.received - m.deposited - m.toTreasury,
      };
      carried = line.closing;
      return line;
    });
};

/**
 * The first day whose closing cash is below nothing: a deposit or a treasury transfer
 * that makes one (even back-dated, through the days after it) is refused.
 */
export const firstOverdrawnDay = (lines: readonly CashDayLine[]): CashDayLine | undefined =>
  lines.find((l) => l.closing < 0);

/** The closing cash of the last day on or before `date` (0 before the first day). */
export const closingOn = (lines: readonly CashDayLine[], date: string): number => {
  let closing = 0;
  for (const l of lines) {
    if (l.date > date) break;
    closing = l.closing;
  }
  return closing;
};

/** What moved one bank account on one day, as we recorded it and as its bank files say. */
export type BankMoves = {
  /** Cash deposited with a slip. */
  deposited: number;
  /** Transfers and QR money received (receipts of the account's channels). */
  received: number;
  /** Sent on to the treasury from this account. */
  toTreasury: number;
  /** The imported bank files' own total for the day; null when no file covers it. */
  statement: number | null;
};

export type BankDayLine = BankMoves & { net: number; difference: number | null };

/**
 * A bank column: money in (deposits and transfers) less money out (treasury). The bank
 * files list the payments coming in, so their day total stands against what we received
 * by transfer and QR; a difference is a payment not yet matched, or one taken elsewhere.
 */
export const bankDayLine = (m: BankMoves): BankDayLine => ({
  ...m,
  net: m.deposited + m.received - m.toTreasury,
  difference: m.statement === null ? null : m.statement - m.received,
});
