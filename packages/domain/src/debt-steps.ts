import { addDays } from './round-proposal.ts';

/** The numbered debt documents (MONEY.md §8); the contracts list the same three kinds. */
export type DebtNoticeKind = 'warning' | 'cutoff' | 'reconnection';

/**
 * The letter a notice number starts with, then the BE fiscal year and the sequence:
 * W2570000012. A notice number comes back from the bank as its QR's ref2 and must never
 * read as a bill number (all digits), whatever the number of bills in a year.
 */
const PREFIX: Record<DebtNoticeKind, string> = { warning: 'W', cutoff: 'C', reconnection: 'R' };

export const noticeNumber = (kind: DebtNoticeKind, fiscalYear: number, seq: number) =>
  `${PREFIX[kind]}${fiscalYear}${String(seq).padStart(6, '0')}`;

/**
 * PWA rule (DOMAIN.md §3): water is cut no sooner than 7 days after the customer was
 * told. A warning's pay-by date is at least this far from its date.
 */
export const MIN_NOTICE_DAYS = 7;

export const earliestPayBy = (noticeDate: string) => addDays(noticeDate, MIN_NOTICE_DAYS);

/** A live notice of the connection, as far as the next step needs it. */
export type LiveNotice = { payBy: string; done: boolean };

export type DebtFacts = {
  /** Water bills not fully paid and past due (MONEY.md §8). */
  unpaidRounds: number;
  /** All the connection owes now, every open bill (water and sundry). */
  owing: number;
  /** The usage status counts as cut off. */
  cutOff: boolean;
  /** The warning whose debt is still open, if any. */
  warning: LiveNotice | null;
  /** The latest cut-off order not closed by payment before it was carried out. */
  cutoff: LiveNotice | null;
  /** A reconnection order issued for the latest done cut-off and not yet done. */
  reconnectionPending: boolean;
};

export type DebtSettings = { warnAfterRounds: number; cutoffAfterRounds: number };

/**
 * What follows for a connection (issue 12, DOMAIN.md §5):
 * - warning: `warnAfterRounds` unpaid rounds and no warning out for this debt;
 * - waitNotice: a cut-off is due by rounds but the warning's pay-by date has not passed
 *   (no cut-off order before the notice period, the PWA rule);
 * - cutoff: `cutoffAfterRounds` unpaid rounds, the warning's pay-by passed, no order out;
 * - cutoffPending: an order is out and not done yet;
 * - reconnection: cut off, the cut-off done, everything paid, no reconnection order yet;
 * - reconnectionPending: that order is out;
 * - none.
 */
export type DebtStep =
  | 'none'
  | 'warning'
  | 'waitNotice'
  | 'cutoff'
  | 'cutoffPending'
  | 'reconnection'
  | 'reconnectionPending';

export const debtStep = (facts: DebtFacts, settings: DebtSettings, today: string): DebtStep => {
  if (facts.cutOff && facts.cutoff?.done) {
    if (facts.owing > 0) return 'none';
    return facts.reconnectionPending ? 'reconnectionPending' : 'reconnection';
  }
  if (facts.cutoff && !facts.cutoff.done) return 'cutoffPending';
  if (facts.unpaidRounds >= settings.cutoffAfterRounds && facts.warning) {
    return facts.warning.payBy < today ? 'cutoff' : 'waitNotice';
  }
  if (facts.unpaidRounds >= settings.warnAfterRounds && !facts.warning) return 'warning';
  return 'none';
};

/**
 * Where a notice stands: read, never stored. A work order carried out is done; a
 * warning or cut-off order whose listed bills are all paid is closed (paid in time:
 * nothing follows from it); one still owing is open until its pay-by date, then due.
 */
export const noticeState = (
  n: { status: 'issued' | 'void'; kind: DebtNoticeKind; payBy: string },
  facts: { done: boolean; openBills: number },
  today: string,
): 'open' | 'closed' | 'due' | 'done' | 'void' => {
  if (n.status === 'void') return 'void';
  if (facts.done) return 'done';
  if (n.kind !== 'reconnection' && facts.openBills === 0) return 'closed';
  return n.payBy < today ? 'due' : 'open';
};
