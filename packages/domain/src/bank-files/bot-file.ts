import { parseIsoDate, toIsoDate } from '../iso-date.ts';
import { decodeTis620 } from './tis620.ts';
import type { BotHeader, BotDetail, BotTrailer, BotProblem, BotParseResult } from './bot-types.ts';

/** Bank of Thailand cross-bank bill-payment file (DOMAIN.md §6): 256 characters a record. */
export const BOT_LINE_LENGTH = 256;
/** Past this many problems a file is hopeless; the list would only bury the first ones. */
export const BOT_MAX_PROBLEMS = 200;

export const BE_OFFSET = 543;
/** A 4-digit year this big can only be Buddhist era (2400 BE is 1857 CE). */
const BE_FROM = 2400;
const MIN_YEAR = 1900;
const MAX_YEAR = 2399;

/** 'DDMMYYYY' (BE when the year is ≥ 2400, else CE) to ISO, or null. */
function readDate(raw: string): string | null {
  if (!/^\d{8}$/.test(raw)) return null;
  const day = Number(raw.slice(0, 2));
  const month = Number(raw.slice(2, 4));
  let year = Number(raw.slice(4, 8));
  if (year >= BE_FROM) year -= BE_OFFSET;
  if (year < MIN_YEAR || year > MAX_YEAR) return null;
  const iso = toIsoDate({ year, month, day });
  return parseIsoDate(iso) ? iso : null;
}

/** 'HHMMSS' to 'HH:MM:SS', or null. */
export function readTime(raw: string): string | null {
  const match = /^([01]\d|2[0-3])([0-5]\d)([0-5]\d)$/.exec(raw);
  return match ? `${match[1]}:${match[2]}:${match[3]}` : null;
}

function readDigits(raw: string, width: number): number | null {
  return raw.length === width && /^\d+$/.test(raw) ? Number(raw) : null;
}

/** Splits on LF or CRLF; blank lines at the very end are dropped (a final newline is optional). */
function splitLines(text: string): string[] {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line.endsWith('\r')) lines[i] = line.slice(0, -1);
  }
  while (lines.length > 0 && (lines[lines.length - 1] as string).trim() === '') lines.pop();
  return lines;
}

/**
 * Reads a BOT bill-payment file. Every line problem is collected (up to
 * BOT_MAX_PROBLEMS) so a person sees them all at once; only a bad byte stops at once,
 * because then the line and offsets mean nothing. The trailer is checked against the
 * details only when every line is sound.
 */
export function parseBotFile(bytes: Uint8Array): BotParseResult {
  if (bytes.length === 0) return { ok: false, problems: [{ line: 1, code: 'empty' }] };
  const decoded = decodeTis620(bytes);
  if (!decoded.ok) {
    const bad = bytes[lineStartIndex(bytes, decoded.line) + decoded.offset] as number;
    return {
      ok: false,
      problems: [
        {
          line: decoded.line,
          code: 'encoding',
          expected: 'TIS-620',
          found: `0x${bad.toString(16).toUpperCase().padStart(2, '0')}`,
          offset: decoded.offset,
        },
      ],
    };
  }
  const lines = splitLines(decoded.text);
  // A file holds a few distinct dates over thousands of lines.
  const dates = new Map<string, string | null>();
  const dateOf = (raw: string): string | null => {
    let date = dates.get(raw);
    if (date === undefined) {
      date = readDate(raw);
      dates.set(raw, date);
    }
    return date;
  };
  if (lines.length === 0) return { ok: false, problems: [{ line: 1, code: 'empty' }] };

  const problems: BotProblem[] = [];
  const add = (problem: BotProblem): void => {
    if (problems.length < BOT_MAX_PROBLEMS) problems.push(problem);
  };
  let header: BotHeader | null = null;
  let trailer: BotTrailer | null = null;
  let trailerSeen = false;
  const details: BotDetail[] = [];

  for (let i = 0; i < lines.length && problems.length < BOT_MAX_PROBLEMS; i++) {
    const text = lines[i] as string;
    const line = i + 1;
    const type = text.slice(0, 1);
    const sound = text.length === BOT_LINE_LENGTH;
    if (!sound) add({ line, code: 'lineLength', expected: '256', found: String(text.length) });
    if (text.length === 0) continue;

    if (trailerSeen) {
      add({ line, code: 'afterTrailer', found: type });
      continue;
    }
    if (line === 1 && type !== 'H') {
      add({ line, code: 'noHeader', expected: 'H', found: type });
    }
    if (type === 'H') {
      if (line !== 1) add({ line, code: 'recordType', expected: 'D', found: 'H' });
      else if (sound) header = readHeader(text, line);
    } else if (type === 'D') {
      if (sound) {
        const detail = readDetail(text, line, dateOf, add);
        if (detail) details.push(detail);
      }
    } else if (type === 'T') {
      trailerSeen = true;
      if (sound) trailer = readTrailer(text, line, add);
    } else {
      add({ line, code: 'recordType', expected: 'H, D or T', found: type });
    }
  }
  if (!trailerSeen) {
    const last = lines.length;
    add({
      line: last,
      code: 'noTrailer',
      expected: 'T',
      found: (lines[last - 1] as string).slice(0, 1),
    });
  }
  if (problems.length > 0 || !header || !trailer) return { ok: false, problems };

  let creditCount = 0;
  let creditTotal = 0;
  for (const d of details) {
    if (d.kind !== 'C') continue;
    creditCount++;
    creditTotal += d.amount;
  }
  if (trailer.creditCount !== creditCount) {
    add({
      line: trailer.line,
      code: 'trailerCount',
      expected: String(creditCount),
      found: String(trailer.creditCount),
    });
  }
  if (trailer.creditTotal !== creditTotal) {
    add({
      line: trailer.line,
      code: 'trailerTotal',
      expected: String(creditTotal),
      found: String(trailer.creditTotal),
    });
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, file: { header, details, trailer } };
}

function lineStartIndex(bytes: Uint8Array, line: number): number {
  let seen = 1;
  let i = 0;
  while (seen < line && i < bytes.length) {
    if (bytes[i] === 0x0a) seen++;
    i++;
  }
  return i;
}

function readHeader(text: string, line: number): BotHeader {
  return {
    line,
    bankCode: text.slice(7, 10).trim(),
    account: text.slice(10, 20).trim(),
    companyName: text.slice(20, 60).trim(),
    effectiveDate: readDate(text.slice(60, 68)),
    serviceCode: text.slice(68, 76).trim(),
  };
}

function readDetail(
  text: string,
  line: number,
  dateOf: (raw: string) => string | null,
  add: (p: BotProblem) => void,
): BotDetail | null {
  const rawDate = text.slice(20, 28);
  const rawTime = text.slice(28, 34);
  const rawKind = text.slice(152, 153);
  const rawAmount = text.slice(163, 176);
  const payDate = dateOf(rawDate);
  const time = readTime(rawTime);
  const amount = readDigits(rawAmount, 13);
  // Some banks leave the kind blank on every line (DOMAIN.md §6): that is a credit.
  const kind = rawKind === ' ' || rawKind === 'C' ? 'C' : rawKind === 'D' ? 'D' : null;
  if (payDate === null) add({ line, code: 'date', expected: 'DDMMYYYY', found: rawDate });
  if (time === null) add({ line, code: 'time', expected: 'HHMMSS', found: rawTime });
  if (kind === null) add({ line, code: 'kind', expected: 'C or D', found: rawKind });
  if (amount === null) add({ line, code: 'amount', expected: '13 digits', found: rawAmount });
  if (payDate === null || time === null || kind === null || amount === null) return null;
  return {
    line,
    seq: text.slice(1, 7),
    bankCode: text.slice(7, 10).trim(),
    account: text.slice(10, 20).trim(),
    payDate,
    time,
    payerName: text.slice(34, 84).trim(),
    ref1: text.slice(84, 104).trim(),
    ref2: text.slice(104, 124).trim(),
    ref3: text.slice(124, 144).trim(),
    branch: text.slice(144, 148).trim(),
    teller: text.slice(148, 152).trim(),
    kind,
    txCode: text.slice(153, 156).trim(),
    chequeNo: text.slice(156, 163).trim(),
    amount,
    billerId: text.slice(196, 211).trim(),
  };
}

function readTrailer(text: string, line: number, add: (p: BotProblem) => void): BotTrailer | null {
  const fields: Array<[string, number, number]> = [
    ['debitTotal', 20, 33],
    ['debitCount', 33, 39],
    ['creditTotal', 39, 52],
    ['creditCount', 52, 58],
  ];
  const values: number[] = [];
  for (const [, start, end] of fields) {
    const raw = text.slice(start, end);
    const value = readDigits(raw, end - start);
    if (value === null)
      add({ line, code: 'amount', expected: `${end - start} digits`, found: raw });
    else values.push(value);
  }
  if (values.length !== fields.length) return null;
  const [debitTotal, debitCount, creditTotal, creditCount] = values as [
    number,
    number,
    number,
    number,
  ];
  return { line, debitTotal, debitCount, creditTotal, creditCount };
}

/**
 * Cheap format sniff: the first line starts with 'H' and is 256 long. Also true when that
 * line is 256 characters of valid UTF-8, so a re-saved UTF-8 BOT file is told it has the
 * wrong encoding instead of being read as a spreadsheet.
 */
export function looksLikeBotFile(bytes: Uint8Array): boolean {
  if (bytes[0] !== 0x48) return false;
  // 256 UTF-8 characters take at most 4 bytes each.
  const window = bytes.subarray(0, BOT_LINE_LENGTH * 4 + 2);
  let end = window.indexOf(0x0a);
  if (end === -1) end = window.length;
  if (end > 0 && window[end - 1] === 0x0d) end--;
  if (end === BOT_LINE_LENGTH) return true;
  if (end < BOT_LINE_LENGTH || end === window.length) return false;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(window.subarray(0, end));
    return text.length === BOT_LINE_LENGTH;
  } catch {
    return false;
  }
}
