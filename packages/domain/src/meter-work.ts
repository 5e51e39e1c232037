import { parseIsoDate, toIsoDate } from './iso-date.ts';

/**
 * A meter work order's number: "MW", the BE fiscal year, then the sequence in six digits
 * (MW2570000012); gapless per organisation and fiscal year like every numbered document.
 */
export const meterWorkNumber = (fiscalYear: number, seq: number) =>
  `MW${fiscalYear}${String(seq).padStart(6, '0')}`;

/**
 * The last installation day of a meter due for replacement on `today`: `years` years
 * earlier (a 29 February falls back to the 28th in a common year).
 */
export const replaceDueBefore = (today: string, years: number): string => {
  const parts = parseIsoDate(today);
  if (!parts) throw new RangeError(`not a date: ${today}`);
  const year = parts.year - years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = parts.month === 2 && parts.day === 29 && !leap ? 28 : parts.day;
  return toIsoDate({ year, month: parts.month, day });
};

/** Whole years and a tenth between two ISO dates (a meter's age, for the plan's list). */
export const yearsBetween = (from: string, to: string): number => {
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  return Math.floor(((b - a) / (365.2425 * 86_400_000)) * 10) / 10;
};
