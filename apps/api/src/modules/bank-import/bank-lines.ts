import type { BankFileFormat, BankMapping } from '@prapa/contracts';

/** One payment line of a bank file, whatever its format, in our units. */
export type BankLine = {
  /** The text file's line, or the sheet's row. */
  line: number;
  payDate: string;
  /** 'HH:MM:SS', or null when the file gives no time. */
  time: string | null;
  payerName: string | null;
  ref1: string | null;
  ref2: string | null;
  bankRef: string | null;
  description: string | null;
  amount: number;
  /** False for what is not money in: a statement's withdrawal, a BOT debit line. */
  moneyIn: boolean;
};

export type MappingNeeded = {
  headerRow: number;
  headers: string[];
  sample: string[][];
  suggested: Record<string, string | null>;
};

/** A file read: its lines, or (a bank export never mapped) what the mapping form needs. */
export type BankFileRead =
  | {
      kind: 'lines';
      format: BankFileFormat;
      lines: BankLine[];
      trailer: { count: number; total: number } | null;
      mapping: BankMapping | null;
    }
  | { kind: 'mapping'; format: 'bankExport'; needed: MappingNeeded };

/** The instant of a payment: the bank's date and time, Bangkok (UTC+7, no summer time). */
export const paidAtOf = (payDate: string, time: string | null) =>
  new Date(`${payDate}T${time ?? '00:00:00'}+07:00`);
