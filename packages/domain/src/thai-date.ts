import { parseIsoDate, toIsoDate, type IsoDateParts } from './iso-date.ts';

const BUDDHIST_ERA_OFFSET = 543;
const FISCAL_YEAR_FIRST_MONTH = 10;
const TIME_ZONE = 'Asia/Bangkok';

const LONG_MONTHS = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
] as const;

const SHORT_MONTHS = [
  'ม.ค.',
  'ก.พ.',
  'มี.ค.',
  'เม.ย.',
  'พ.ค.',
  'มิ.ย.',
  'ก.ค.',
  'ส.ค.',
  'ก.ย.',
  'ต.ค.',
  'พ.ย.',
  'ธ.ค.',
] as const;

// Latin digits and the Gregorian calendar whatever the host locale; we add 543 ourselves.
const BANGKOK_PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  calendar: 'gregory',
  numberingSystem: 'latn',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function requireIsoDate(isoDate: string): IsoDateParts {
  const parts = parseIsoDate(isoDate);
  if (!parts) throw new RangeError(`not an ISO date (YYYY-MM-DD): ${isoDate}`);
  return parts;
}

type BangkokParts = IsoDateParts & { hour: number; minute: number };

function bangkokParts(instant: Date): BangkokParts {
  if (Number.isNaN(instant.getTime())) throw new RangeError('invalid Date');
  const values = new Map(BANGKOK_PARTS.formatToParts(instant).map((p) => [p.type, p.value]));
  const get = (type: Intl.DateTimeFormatPartTypes): number => Number(values.get(type));
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

export function toBuddhistYear(gregorianYear: number): number {
  return gregorianYear + BUDDHIST_ERA_OFFSET;
}

export function toGregorianYear(buddhistYear: number): number {
  return buddhistYear - BUDDHIST_ERA_OFFSET;
}

/** The Thai government fiscal year runs 1 October – 30 September and is named (BE) by the year it ends in. */
export function fiscalYearOf(isoDate: string): number {
  const { year, month } = requireIsoDate(isoDate);
  return toBuddhistYear(month >= FISCAL_YEAR_FIRST_MONTH ? year + 1 : year);
}

/** First and last business date (Gregorian ISO) of a BE fiscal year: 2570 → 2026-10-01 … 2027-09-30. */
export function fiscalYearRange(buddhistFiscalYear: number): { start: string; end: string } {
  if (!Number.isInteger(buddhistFiscalYear)) {
    throw new RangeError(`fiscal year must be an integer, got ${buddhistFiscalYear}`);
  }
  const endYear = toGregorianYear(buddhistFiscalYear);
  return {
    start: toIsoDate({ year: endYear - 1, month: FISCAL_YEAR_FIRST_MONTH, day: 1 }),
    end: toIsoDate({ year: endYear, month: 9, day: 30 }),
  };
}

/** The business date ('YYYY-MM-DD') of an instant in Asia/Bangkok. */
export function bangkokDate(instant: Date): string {
  return toIsoDate(bangkokParts(instant));
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY' in the Buddhist era, as Thai documents print dates. */
export function formatThaiDate(isoDate: string): string {
  const { year, month, day } = requireIsoDate(isoDate);
  return `${pad2(day)}/${pad2(month)}/${toBuddhistYear(year)}`;
}

/** An instant as 'DD/MM/YYYY - HH:mm น.' in Asia/Bangkok, Buddhist era. */
export function formatThaiDateTime(instant: Date): string {
  const { year, month, day, hour, minute } = bangkokParts(instant);
  return `${pad2(day)}/${pad2(month)}/${toBuddhistYear(year)} - ${pad2(hour)}:${pad2(minute)} น.`;
}

/**
 * An instant in Asia/Bangkok for a message in `lang`: Thai as formatThaiDateTime, other
 * languages 'DD/MM/YYYY HH:mm' in the Christian era (no น., no BE year).
 */
export function formatDateTimeFor(lang: string, instant: Date): string {
  if (lang === 'th') return formatThaiDateTime(instant);
  const { year, month, day, hour, minute } = bangkokParts(instant);
  return `${pad2(day)}/${pad2(month)}/${year} ${pad2(hour)}:${pad2(minute)}`;
}

export type ThaiMonthStyle = 'long' | 'short';

export function thaiMonthName(month: number, style: ThaiMonthStyle = 'long'): string {
  const name = (style === 'long' ? LONG_MONTHS : SHORT_MONTHS)[month - 1];
  if (!Number.isInteger(month) || name === undefined) {
    throw new RangeError(`month must be 1..12, got ${month}`);
  }
  return name;
}
