import { parseIsoDate, toIsoDate } from './iso-date.ts';
import { toBuddhistYear, toGregorianYear } from './thai-date.ts';

/** The organisation's default billing cycle (MONEY.md §2): days of the month, offsets in days. */
export type BillingCycleDays = {
  readingFromDay: number;
  readingToDay: number;
  /** Day of the month the bills are dated; before the reading window's end: the next month. */
  billDay: number;
  dueDays: number;
  warnDaysAfterDue: number;
  cutoffDaysAfterDue: number;
};

export type ProposedRound = {
  yearBe: number;
  month: number;
  periodFrom: string;
  periodTo: string;
  readingFrom: string;
  readingTo: string;
  billDate: string;
  dueDate: string;
  warnDate: string;
  cutoffDate: string;
};

const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A day of a month, held to the month's last day (a 31st in February is the 28th or 29th). */
const dayOf = (year: number, month: number, day: number) =>
  toIsoDate({ year, month, day: Math.min(day, lastDay(year, month)) });

export const addDays = (iso: string, days: number): string => {
  const parts = parseIsoDate(iso);
  if (!parts) throw new RangeError(`not a date: ${iso}`);
  const d = new Date(Date.UTC(parts.year, parts.month - 1, parts.day + days));
  return toIsoDate({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
};

/** The month after a BE year and month. */
export const nextMonth = (yearBe: number, month: number) =>
  month === 12 ? { yearBe: yearBe + 1, month: 1 } : { yearBe, month: month + 1 };

/**
 * The round a clerk is offered next: the month after the last round (or this month when
 * there is none), the whole calendar month as its period, the reading window and bill
 * date from the cycle, and the payment dates that follow from the bill date.
 */
export const proposeRound = (
  cycle: BillingCycleDays,
  last: { yearBe: number; month: number } | null,
  today: string,
): ProposedRound => {
  const now = parseIsoDate(today);
  if (!now) throw new RangeError(`not a date: ${today}`);
  const { yearBe, month } = last
    ? nextMonth(last.yearBe, last.month)
    : { yearBe: toBuddhistYear(now.year), month: now.month };
  const year = toGregorianYear(yearBe);
  const readingFrom = dayOf(year, month, cycle.readingFromDay);
  const readingTo = dayOf(year, month, cycle.readingToDay);
  const billMonth =
    cycle.billDay < cycle.readingToDay ? nextMonth(yearBe, month) : { yearBe, month };
  const billDate = dayOf(toGregorianYear(billMonth.yearBe), billMonth.month, cycle.billDay);
  const dueDate = addDays(billDate, cycle.dueDays);
  return {
    yearBe,
    month,
    periodFrom: dayOf(year, month, 1),
    periodTo: dayOf(year, month, 31),
    readingFrom,
    readingTo,
    billDate,
    dueDate,
    warnDate: addDays(dueDate, cycle.warnDaysAfterDue),
    cutoffDate: addDays(dueDate, cycle.cutoffDaysAfterDue),
  };
};

export type ProposedPaymentRound = {
  payFrom: string;
  payTo: string;
  dueDate: string;
  warnDate: string;
  cutoffDate: string;
  lateFeeFrom: string | null;
};

/**
 * The payment round of a service round (MONEY.md §2), from its bill date and the cycle:
 * paid from the bill date to the due date, a warning and a cut-off after it, and (only
 * where the organisation charges one) a late fee from the day after the due date.
 */
export const proposePaymentRound = (
  billDate: string,
  cycle: Pick<BillingCycleDays, 'dueDays' | 'warnDaysAfterDue' | 'cutoffDaysAfterDue'>,
  chargesLateFee: boolean,
): ProposedPaymentRound => {
  const dueDate = addDays(billDate, cycle.dueDays);
  return {
    payFrom: billDate,
    payTo: dueDate,
    dueDate,
    warnDate: addDays(dueDate, cycle.warnDaysAfterDue),
    cutoffDate: addDays(dueDate, cycle.cutoffDaysAfterDue),
    lateFeeFrom: chargesLateFee ? addDays(dueDate, 1) : null,
  };
};
