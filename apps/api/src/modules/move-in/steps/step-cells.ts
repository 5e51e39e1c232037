import { toGregorianYear } from '@prapa/domain';
import { dateOf, textOf, type Parsed } from '../../../lib/sheet-import/cells.ts';
import type { Raw } from '../../../lib/sheet-import/parse-sheet.ts';

/** A month of the old books, in the Buddhist era as rounds are. */
export type Period = { yearBe: number; month: number };

const MONTH_YEAR = /^(\d{1,2})[/.-](\d{4})$/;
const BE_OFFSET = 543;

const beOf = (year: number) => (year >= 2400 ? year : year <= 2200 ? year + BE_OFFSET : NaN);

/**
 * A period cell: "09/2569" (MM/YYYY, a year from 2400 is Buddhist, below 2200 Christian),
 * or any date of the month (a date cell, DD/MM/YYYY, YYYY-MM-DD), as dateOf reads dates.
 * Blank gives null; the caller says whether that is allowed.
 */
export const periodOf = (raw: Raw): Parsed<Period | null> => {
  if (raw === null) return { ok: null };
  if (typeof raw === 'string') {
    const m = MONTH_YEAR.exec(raw.trim());
    if (m) {
      const month = Number(m[1]);
      const yearBe = beOf(Number(m[2]));
      if (month < 1 || month > 12 || Number.isNaN(yearBe)) return { bad: 'import.period' };
      return { ok: { yearBe, month } };
    }
  }
  const date = dateOf(raw);
  if (!('ok' in date)) return typeof raw === 'string' ? { bad: 'import.period' } : date;
  if (date.ok === null) return { ok: null };
  return {
    ok: { yearBe: Number(date.ok.slice(0, 4)) + BE_OFFSET, month: Number(date.ok.slice(5, 7)) },
  };
};

/** Periods compare as YYYYMM numbers. */
export const periodKey = (p: Period) => p.yearBe * 100 + p.month;

/** Bangkok's month of an ISO date, as a period. */
export const periodOfDate = (iso: string): Period => ({
  yearBe: Number(iso.slice(0, 4)) + BE_OFFSET,
  month: Number(iso.slice(5, 7)),
});

/** A period after the current month (the old books cannot owe it yet). */
export const isFuturePeriod = (p: Period, today: string) =>
  periodKey(p) > periodKey(periodOfDate(today));

/** The last day of a period, ISO (an opening bill is dated there). */
export const lastDayOf = (p: Period) => {
  const year = toGregorianYear(p.yearBe);
  const last = new Date(Date.UTC(year, p.month, 0)).getUTCDate();
  return `${year}-${String(p.month).padStart(2, '0')}-${String(last).padStart(2, '0')}`;
};

/** A customer number cell: text (a number typed keeps no leading zeros, as textOf reads it). */
export const customerNoOf = (raw: Raw) => textOf(raw);
