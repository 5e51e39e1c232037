import { describe, expect, it } from 'vitest';
import {
  addDays,
  proposePaymentRound,
  proposeRound,
  type BillingCycleDays,
} from './round-proposal.ts';

const cycle: BillingCycleDays = {
  readingFromDay: 20,
  readingToDay: 25,
  billDay: 28,
  dueDays: 15,
  warnDaysAfterDue: 7,
  cutoffDaysAfterDue: 15,
};

describe('proposeRound', () => {
  it('proposes this month when there is no round yet', () => {
    expect(proposeRound(cycle, null, '2026-11-25')).toEqual({
      yearBe: 2569,
      month: 11,
      periodFrom: '2026-11-01',
      periodTo: '2026-11-30',
      readingFrom: '2026-11-20',
      readingTo: '2026-11-25',
      billDate: '2026-11-28',
      dueDate: '2026-12-13',
      warnDate: '2026-12-20',
      cutoffDate: '2026-12-28',
    });
  });

  it('proposes the month after the last round, across the year end', () => {
    const p = proposeRound(cycle, { yearBe: 2569, month: 12 }, '2026-12-30');
    expect(p).toMatchObject({ yearBe: 2570, month: 1, readingFrom: '2027-01-20' });
  });

  it('holds day 31 and day 30 to the end of February (leap and not)', () => {
    const endOfMonth = { ...cycle, readingFromDay: 25, readingToDay: 31, billDay: 31 };
    expect(proposeRound(endOfMonth, { yearBe: 2570, month: 1 }, '2027-01-31')).toMatchObject({
      month: 2,
      periodTo: '2027-02-28',
      readingTo: '2027-02-28',
      billDate: '2027-02-28',
    });
    expect(proposeRound(endOfMonth, { yearBe: 2571, month: 1 }, '2028-01-31')).toMatchObject({
      periodTo: '2028-02-29',
      readingTo: '2028-02-29',
    });
  });

  it('dates the bills in the next month when the bill day comes before the reading ends', () => {
    const early = { ...cycle, billDay: 1 };
    expect(proposeRound(early, { yearBe: 2569, month: 11 }, '2026-12-01')).toMatchObject({
      month: 12,
      readingTo: '2026-12-25',
      billDate: '2027-01-01',
      dueDate: '2027-01-16',
    });
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-25', 10)).toBe('2027-01-04');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('proposePaymentRound', () => {
  const cycle = { dueDays: 15, warnDaysAfterDue: 7, cutoffDaysAfterDue: 30 };
  it('pays from the bill date to the due date, then warns and cuts off', () => {
    expect(proposePaymentRound('2026-11-28', cycle, false)).toEqual({
      payFrom: '2026-11-28',
      payTo: '2026-12-13',
      dueDate: '2026-12-13',
      warnDate: '2026-12-20',
      cutoffDate: '2027-01-12',
      lateFeeFrom: null,
    });
  });
  it('charges a late fee from the day after the due date, across a year end', () => {
    expect(proposePaymentRound('2026-12-28', cycle, true).lateFeeFrom).toBe('2027-01-13');
  });
});
