import { isIsoDate, toGregorianYear, toIsoDate } from '@prapa/domain';
import type { Raw } from './parse-sheet.ts';

/**
 * Cell values as typed in Excel, turned into what an import holds. Each returns
 * `{ ok: value }` or `{ bad: i18n key (validation:import.*) }`; a blank cell is null.
 */
export type Parsed<T> = { ok: T } | { bad: string; vars?: Record<string, unknown> };

const ok = <T>(value: T): Parsed<T> => ({ ok: value });
const bad = (key: string, vars?: Record<string, unknown>): Parsed<never> => ({ bad: key, vars });

const isError = (raw: Raw): raw is { error: string } =>
  typeof raw === 'object' && raw !== null && !(raw instanceof Date);

/** A number as text without an exponent or a trailing ".0" (ids and phones typed as numbers). */
const numberText = (n: number) =>
  Number.isInteger(n) && Math.abs(n) < 1e21 ? n.toFixed(0) : String(n);

export const textOf = (raw: Raw): Parsed<string | null> => {
  if (raw === null) return ok(null);
  if (isError(raw)) return bad('import.cellError', { value: raw.error });
  if (raw instanceof Date) return bad('import.text');
  if (typeof raw === 'number') return ok(numberText(raw));
  return ok(String(raw).trim() || null);
};

/**
 * A phone typed into a number cell loses its leading 0: 812345678 (mobile) and
 * 43123456 (landline) get it back.
 */
export const phoneOf = (raw: Raw): Parsed<string | null> => {
  const text = textOf(raw);
  if (!('ok' in text) || text.ok === null || typeof raw !== 'number') return text;
  return ok(/^[1-9]\d{7,8}$/.test(text.ok) ? `0${text.ok}` : text.ok);
};

const NUMBER_TEXT = /^[+-]?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;

export const decimalOf = (raw: Raw): Parsed<number | null> => {
  if (raw === null) return ok(null);
  if (isError(raw)) return bad('import.cellError', { value: raw.error });
  if (typeof raw === 'number') return Number.isFinite(raw) ? ok(raw) : bad('import.number');
  if (typeof raw === 'string' && NUMBER_TEXT.test(raw.trim())) {
    return ok(Number(raw.trim().replace(/,/g, '')));
  }
  return bad('import.number');
};

export const integerOf = (raw: Raw): Parsed<number | null> => {
  const n = decimalOf(raw);
  if (!('ok' in n) || n.ok === null) return n;
  return Number.isInteger(n.ok) ? n : bad('import.integer');
};

/** Baht with at most two decimals, as satang. */
export const satangOf = (raw: Raw): Parsed<number | null> => {
  const n = decimalOf(raw);
  if (!('ok' in n) || n.ok === null) return n;
  const satang = Math.round(n.ok * 100);
  if (Math.abs(satang - n.ok * 100) > 1e-6) return bad('import.money');
  return ok(satang);
};

const DMY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * A date cell (exceljs gives the date at UTC midnight), 'DD/MM/YYYY' in the Buddhist
 * era (a year from 2400; a Christian-era year below 2200 is taken as such), or ISO
 * 'YYYY-MM-DD' in the Christian era.
 */
export const dateOf = (raw: Raw): Parsed<string | null> => {
  if (raw === null) return ok(null);
  if (isError(raw)) return bad('import.cellError', { value: raw.error });
  if (raw instanceof Date) {
    if (Number.isNaN(raw.getTime())) return bad('import.date');
    const iso = toIsoDate({
      year: raw.getUTCFullYear(),
      month: raw.getUTCMonth() + 1,
      day: raw.getUTCDate(),
    });
    // A sheet in a Thai locale may hold a BE year inside a real date cell.
    const year = raw.getUTCFullYear();
    return ok(year >= 2400 ? `${toGregorianYear(year)}${iso.slice(4)}` : iso);
  }
  if (typeof raw !== 'string') return bad('import.date');
  const text = raw.trim();
  if (isIsoDate(text)) return ok(text);
  const m = DMY.exec(text);
  if (!m) return bad('import.date');
  const year = Number(m[3]);
  const gregorian = year >= 2400 ? toGregorianYear(year) : year <= 2200 ? year : NaN;
  const iso = toIsoDate({ year: gregorian, month: Number(m[2]), day: Number(m[1]) });
  return Number.isNaN(gregorian) || !isIsoDate(iso) ? bad('import.date') : ok(iso);
};
