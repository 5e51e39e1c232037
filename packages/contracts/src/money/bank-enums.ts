/**
 * What a bank file is (MONEY.md §7): the Bank of Thailand 256-character bill-payment
 * file, a bank's Excel or CSV export of bill payments (columns mapped per channel), or a
 * plain account statement with no refs.
 */
export const bankFileFormats = ['bot', 'bankExport', 'statement'] as const;
export type BankFileFormat = (typeof bankFileFormats)[number];

/**
 * How a row found its payer. bill: ref1 + ref2 name one bill of the connection;
 * connection: ref1 alone names the connection (its open bills oldest first);
 * proposal: no refs, connections whose open total equals the amount (a person decides);
 * unmatched: nothing found; duplicate: taken already from an earlier file;
 * ignored: not money in (a statement's withdrawal or a zero line).
 */
export const bankRowMatches = [
  'bill',
  'connection',
  'proposal',
  'unmatched',
  'duplicate',
  'ignored',
] as const;
export type BankRowMatch = (typeof bankRowMatches)[number];

/**
 * What a person should look at on a matched row: paid less than owed (partial), more
 * (the rest becomes credit), a ref2 of a voided or already paid bill, a ref2 of another
 * connection than ref1, a connection with nothing open (all credit), a repeat inside
 * the same file; and (issue 24) a bill paid at the counter between the file's check and
 * its posting, so the bank's money was kept as credit on account.
 */
export const bankRowFlags = [
  'partial',
  'over',
  'billVoided',
  'billPaid',
  'billOtherConnection',
  'nothingOpen',
  'repeatInFile',
  'paidMeanwhile',
] as const;
export type BankRowFlag = (typeof bankRowFlags)[number];

/**
 * receipted: a receipt was made when the file was confirmed; queued: waits for a person;
 * matched: a person matched it and a receipt was made; dismissed: not a water payment
 * (with a reason); duplicate: the same payment came in an earlier file; ignored: not
 * money in.
 */
export const bankRowStates = [
  'receipted',
  'queued',
  'matched',
  'dismissed',
  'duplicate',
  'ignored',
] as const;
export type BankRowState = (typeof bankRowStates)[number];

/** A finance officer's tick against the bank statement for a transfer or QR receipt. */
export const receiptCheckResults = ['confirmed', 'notFound'] as const;
export type ReceiptCheckResult = (typeof receiptCheckResults)[number];

/** The fields a bank export's columns are mapped to (date and amount at least). */
export const bankExportFields = [
  'date',
  'time',
  'payerName',
  'ref1',
  'ref2',
  'amount',
  'bankRef',
  'branch',
  'channel',
] as const;
export type BankExportField = (typeof bankExportFields)[number];
