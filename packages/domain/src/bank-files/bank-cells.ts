import { parseIsoDate, toIsoDate } from '../iso-date.ts';

/** What a spreadsheet or CSV cell holds once read. */
export type BankCell = string | number | Date | null | undefined;

const BE_OFFSET = 543;
/** A 4-digit year this big can only be Buddhist era (2400 BE is 1857 CE). */
const BE_FROM = 2400;
const MIN_YEAR = 1900;
const MAX_YEAR = 2399;
const DAY_MS = 86_400_000;
const DAY_SECONDS = 86_400;
/** Excel day 0 is 1899-12-30 (it counts the phantom 1900-02-29, so day 60 lands right). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
/** Bangkok has kept UTC+7 with no daylight saving since 1920. */
const BANGKOK_OFFSET_MS = 7 * 3_600_000;

function isoFrom(year: number, month: number, day: number): string | null {
  const y = year >= BE_FROM ? year - BE_OFFSET : year;
  if (y < MIN_YEAR || y > MAX_YEAR) return null;
  const iso = toIsoDate({ year: y, month, day });
  return parseIsoDate(iso) ? iso : null;
}

function bangkokShifted(date: Date): Date | null {
  const ms = date.getTime();
  return Number.isNaN(ms) ? null : new Date(ms + BANGKOK_OFFSET_MS);
}

const DMY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T].*)?$/;
const YMD = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/;

/**
 * A bank cell to an ISO date: 'DD/MM/YYYY' (or '-' '.'; a time after it is ignored),
 * 'YYYY-MM-DD', a Date, an Excel serial. A year ≥ 2400 is Buddhist era. A Date is taken
 * as its calendar date in Bangkok, which is the same whether the reader made it at UTC
 * or at Bangkok midnight.
 */
export function parseBankDate(cell: BankCell): string | null {
  if (cell instanceof Date) {
    const shifted = bangkokShifted(cell);
    if (!shifted) return null;
    return isoFrom(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
  }
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell) || cell < 1) return null;
    const day = new Date(EXCEL_EPOCH_MS + Math.floor(cell) * DAY_MS);
    return isoFrom(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate());
  }
  if (typeof cell !== 'string') return null;
  const value = cell.trim();
  const dmy = DMY.exec(value);
  if (dmy) return isoFrom(Number(dmy[3]), Number(dmy[2]), Number(dmy[1]));
  const ymd = YMD.exec(value);
  if (ymd) return isoFrom(Number(ymd[1]), Number(ymd[2]), Number(ymd[3]));
  return null;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

function hms(hour: number, minute: number, second: number): string | null {
  if (hour > 23 || minute > 59 || second > 59) return null;
  return `${pad2(hour)}:${pad2(minute)}:${pad2(second)}`;
}

// 'HH:MM[:SS[.fff]]' or Thai 'HH.MM น.', with an optional AM/PM from English exports.
const CLOCK = /^(\d{1,2})[:.](\d{2})(?:[:.](\d{2})(?:\.\d+)?)?\s*(am|pm|น\.?)?$/i;
const COMPACT = /^(\d{2})(\d{2})(\d{2})$/;
const DATE_PREFIX = /^(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{4}|\d{4}-\d{1,2}-\d{1,2})[ T]+/;

/**
 * A bank cell to 'HH:MM:SS': 'HH:MM', 'HH:MM:SS', 'HHMMSS', a date-time text (its time),
 * a Date (Bangkok time), an Excel day fraction (a date-time serial gives its fraction).
 */
export function parseBankTime(cell: BankCell): string | null {
  if (cell instanceof Date) {
    const shifted = bangkokShifted(cell);
    if (!shifted) return null;
    return hms(shifted.getUTCHours(), shifted.getUTCMinutes(), shifted.getUTCSeconds());
  }
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell) || cell < 0) return null;
    // Rounding to the second; a fraction a hair below midnight stays on its own day.
    const seconds = Math.min(Math.round((cell - Math.floor(cell)) * DAY_SECONDS), DAY_SECONDS - 1);
    return hms(Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60);
  }
  if (typeof cell !== 'string') return null;
  const value = cell.trim().replace(DATE_PREFIX, '');
  const compact = COMPACT.exec(value);
  if (compact) return hms(Number(compact[1]), Number(compact[2]), Number(compact[3]));
  const clock = CLOCK.exec(value);
  if (!clock) return null;
  let hour = Number(clock[1]);
  const meridiem = clock[4]?.toLowerCase();
  if (meridiem === 'am' || meridiem === 'pm') {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'pm' ? 12 : 0);
  }
  return hms(hour, Number(clock[2]), Number(clock[3] ?? '0'));
}

const CURRENCY = /฿|บาท|thb/gi;
const PLAIN = /^\d+(?:\.\d{0,2})?$/;
const GROUPED = /^\d{1,3}(?:,\d{3})+(?:\.\d{0,2})?$/;

/**
 * A bank cell to satang: '1,234.50', '฿ 80.00', '80.5', or a number. Negative amounts,
 * a third decimal and empty cells give null; a number must be within 1e-6 of a whole
 * satang (80.5 yes, 80.505 no), so float noise passes and real fractions do not.
 */
export function parseBankAmount(cell: BankCell): number | null {
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell) || cell < 0) return null;
    const scaled = cell * 100;
    const satang = Math.round(scaled);
    if (Math.abs(scaled - satang) > 1e-6 || !Number.isSafeInteger(satang)) return null;
    return satang;
  }
  if (typeof cell !== 'string') return null;
  const value = cell.replace(CURRENCY, '').replace(/\s+/g, '');
  if (!PLAIN.test(value) && !GROUPED.test(value)) return null;
  const [whole = '', fraction = ''] = value.replaceAll(',', '').split('.');
  const satang = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(satang) ? satang : null;
}

export type BankRowIdentity = {
  bankRef: string | null;
  payDate: string;
  time: string | null;
  amount: number;
  ref1: string | null;
  ref2: string | null;
};

/**
 * What makes a payment the same payment across overlapping files (MONEY.md §7): the
 * bank's own reference when the file has one, else date, time, amount and refs.
 */
export function bankRowKey(r: BankRowIdentity): string {
  const bankRef = r.bankRef?.trim();
  if (bankRef) return `ref:${bankRef}`;
  return `dt:${[r.payDate, r.time ?? '', r.amount, r.ref1 ?? '', r.ref2 ?? ''].join('|')}`;
}
