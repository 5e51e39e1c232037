// The ป.17 debtor ledger's arithmetic (DOMAIN.md §1): a bill's columns read off its lines
// (never re-priced), and brought forward + billed − paid = carried forward, row by row.
import type { HeadsLine } from './bill-heads.ts';

/** A bill as the ledger prints it, in satang; `discount` and `creditApplied` are ≥ 0. */
export type LedgerAmounts = {
  water: number;
  topUp: number;
  meterFee: number;
  lateFee: number;
  /** Sundry fees and any other charge. */
  other: number;
  discount: number;
  /** Exclusive VAT (a line of its own). */
  vat: number;
  /** VAT inside inclusive prices: informative, already in the charges. */
  vatIncluded: number;
  /** Credit on account the bill applied: paid before, so not billed again. */
  creditApplied: number;
  /** What the bill charged: every line but applied credit; what the ledger debits. */
  charged: number;
  /** The bill's total: charged − credit applied. */
  total: number;
};

const HEAD = {
  block: 'water',
  minimum_top_up: 'topUp',
  meter_fee: 'meterFee',
  late_fee: 'lateFee',
  vat: 'vat',
} as const;

export function ledgerAmounts(lines: readonly HeadsLine[]): LedgerAmounts {
  const out: LedgerAmounts = {
    water: 0,
    topUp: 0,
    meterFee: 0,
    lateFee: 0,
    other: 0,
    discount: 0,
    vat: 0,
    vatIncluded: 0,
    creditApplied: 0,
    charged: 0,
    total: 0,
  };
  for (const line of lines) {
    out.total += line.amount;
    if (line.kind === 'credit') out.creditApplied -= line.amount;
    else if (line.kind === 'vat_included') out.vatIncluded += line.includedAmount ?? 0;
    else if (line.kind === 'discount') out.discount -= line.amount;
    else if (line.kind in HEAD) out[HEAD[line.kind as keyof typeof HEAD]] += line.amount;
    // A negative line of another kind is an adjustment: netted as a discount (bill-heads.ts).
    else if (line.amount < 0) out.discount -= line.amount;
    else out.other += line.amount;
  }
  out.charged = out.total + out.creditApplied;
  return out;
}

/** A move on the ledger: a bill debits what it charged, a receipt credits its money. */
export type LedgerMove = { date: string; kind: 'bill' | 'payment'; amount: number };

/**
 * The moves in ledger order (date; on one day bills before payments; else as given),
 * each with the balance after it, and the balance carried forward. A balance below zero
 * is credit on account.
 */
export function runLedger<T extends LedgerMove>(
  broughtForward: number,
  moves: readonly T[],
): { rows: (T & { balance: number })[]; carriedForward: number } {
  const ordered = moves
    .map((move, i) => ({ move, i }))
    .sort(
      (a, b) =>
        a.move.date.localeCompare(b.move.date) ||
        (a.move.kind === b.move.kind ? 0 : a.move.kind === 'bill' ? -1 : 1) ||
        a.i - b.i,
    );
  let balance = broughtForward;
  const rows = ordered.map(({ move }) => {
    balance += move.kind === 'bill' ? move.amount : -move.amount;
    return { ...move, balance };
  });
  return { rows, carriedForward: balance };
}
