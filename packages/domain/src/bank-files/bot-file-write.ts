import { parseIsoDate } from '../iso-date.ts';
import { encodeTis620Into } from './tis620.ts';
import { BE_OFFSET, BOT_LINE_LENGTH, readTime } from './bot-file.ts';

// Writes the Bank of Thailand bill-payment file: the tests' and the benchmark's fixtures,
// field by field as DOMAIN.md §6 places them.

export type BotWriteDetail = {
  payDate: string;
  /** 'HH:MM:SS' (or 'HHMMSS'). */
  time: string;
  payerName: string;
  ref1: string;
  ref2: string;
  ref3?: string;
  amount: number;
  billerId: string;
  branch?: string;
  teller?: string;
  kind?: 'C' | 'D';
  txCode?: string;
};

export type BotWriteInput = {
  bankCode: string;
  account: string;
  companyName: string;
  effectiveDate: string;
  serviceCode?: string;
  details: BotWriteDetail[];
  /** Era of the DDMMYYYY years; banks mostly write BE. */
  yearEra?: 'BE' | 'CE';
  /** To make a broken trailer for tests. */
  trailerOverride?: { creditTotal?: number; creditCount?: number };
};

function text(value: string, width: number, cut = false): string {
  if (value.length > width) {
    if (!cut) throw new RangeError(`${JSON.stringify(value)} is longer than ${width}`);
    return value.slice(0, width);
  }
  return value.padEnd(width, ' ');
}

function digits(value: string | number, width: number): string {
  const s = String(value);
  if (!/^\d+$/.test(s) || s.length > width) {
    throw new RangeError(`${JSON.stringify(s)} is not a number of at most ${width} digits`);
  }
  return s.padStart(width, '0');
}

function botDate(iso: string, era: 'BE' | 'CE'): string {
  const parts = parseIsoDate(iso);
  if (!parts) throw new RangeError(`not an ISO date: ${iso}`);
  const year = era === 'BE' ? parts.year + BE_OFFSET : parts.year;
  return `${digits(parts.day, 2)}${digits(parts.month, 2)}${digits(year, 4)}`;
}

function botTime(time: string): string {
  const raw = time.replaceAll(':', '');
  if (!readTime(raw)) throw new RangeError(`not a time: ${time}`);
  return raw;
}

/**
 * A correct BOT file in TIS-620 with CRLF line ends, for tests and benchmark fixtures.
 * Names longer than their field are cut (as banks do); a ref or number that does not fit
 * throws, since cutting it would make another payment's identity.
 */
export function writeBotFile(input: BotWriteInput): Uint8Array {
  const era = input.yearEra ?? 'BE';
  const prefix = digits(input.bankCode, 3) + digits(input.account, 10);
  const dates = new Map<string, string>();
  const dateOf = (iso: string): string => {
    let date = dates.get(iso);
    if (date === undefined) {
      date = botDate(iso, era);
      dates.set(iso, date);
    }
    return date;
  };
  const out = new Uint8Array((input.details.length + 2) * (BOT_LINE_LENGTH + 2));
  let offset = 0;
  const put = (record: string): void => {
    encodeTis620Into(record.padEnd(BOT_LINE_LENGTH, ' '), out, offset);
    out[offset + BOT_LINE_LENGTH] = 0x0d;
    out[offset + BOT_LINE_LENGTH + 1] = 0x0a;
    offset += BOT_LINE_LENGTH + 2;
  };

  put(
    'H' +
      digits(1, 6) +
      prefix +
      text(input.companyName, 40, true) +
      dateOf(input.effectiveDate) +
      text(input.serviceCode ?? '', 8),
  );
  let debitTotal = 0;
  let debitCount = 0;
  let creditTotal = 0;
  let creditCount = 0;
  input.details.forEach((d, i) => {
    const kind = d.kind ?? 'C';
    if (!Number.isSafeInteger(d.amount) || d.amount < 0) {
      throw new RangeError(`amount must be whole satang ≥ 0, got ${d.amount}`);
    }
    if (kind === 'C') {
      creditTotal += d.amount;
      creditCount++;
    } else {
      debitTotal += d.amount;
      debitCount++;
    }
    put(
      'D' +
        digits(i + 2, 6) +
        prefix +
        dateOf(d.payDate) +
        botTime(d.time) +
        text(d.payerName, 50, true) +
        text(d.ref1, 20) +
        text(d.ref2, 20) +
        text(d.ref3 ?? '', 20) +
        digits(d.branch ?? '0', 4) +
        digits(d.teller ?? '0', 4) +
        kind +
        text(d.txCode ?? 'CSH', 3) +
        '0000000' +
        digits(d.amount, 13) +
        ' '.repeat(20) +
        digits(d.billerId, 15),
    );
  });
  const override = input.trailerOverride ?? {};
  put(
    'T' +
      digits(input.details.length + 2, 6) +
      prefix +
      digits(debitTotal, 13) +
      digits(debitCount, 6) +
      digits(override.creditTotal ?? creditTotal, 13) +
      digits(override.creditCount ?? creditCount, 6),
  );
  return out;
}
