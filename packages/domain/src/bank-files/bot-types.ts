/** The Bank of Thailand bill-payment file as read (DOMAIN.md §6), and what can be wrong in it. */

export type BotHeader = {
  line: number;
  bankCode: string;
  account: string;
  companyName: string;
  /** Null when blank or not a date: nothing depends on it. */
  effectiveDate: string | null;
  serviceCode: string;
};

export type BotDetail = {
  line: number;
  seq: string;
  bankCode: string;
  account: string;
  payDate: string;
  time: string;
  payerName: string;
  ref1: string;
  ref2: string;
  ref3: string;
  branch: string;
  teller: string;
  /** C: money in; D: a debit (a reversal), which the trailer totals apart. */
  kind: 'C' | 'D';
  txCode: string;
  chequeNo: string;
  amount: number;
  billerId: string;
};

export type BotTrailer = {
  line: number;
  debitTotal: number;
  debitCount: number;
  creditTotal: number;
  creditCount: number;
};

export type BotFile = { header: BotHeader; details: BotDetail[]; trailer: BotTrailer };

export type BotProblemCode =
  | 'encoding'
  | 'lineLength'
  | 'recordType'
  | 'noHeader'
  | 'noTrailer'
  | 'afterTrailer'
  | 'date'
  | 'time'
  | 'amount'
  | 'kind'
  | 'trailerCount'
  | 'trailerTotal'
  | 'empty';

export type BotProblem = {
  line: number;
  code: BotProblemCode;
  expected?: string;
  found?: string;
  /** 'encoding' only: the 0-based byte offset of the bad byte in its line. */
  offset?: number;
};

export type BotParseResult = { ok: true; file: BotFile } | { ok: false; problems: BotProblem[] };
