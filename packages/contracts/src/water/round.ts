import { z } from 'zod';
import { idSchema, isoDate, optionalNote } from '../common.ts';

/** A service round's life (MONEY.md §2): billed is set by billing; closed freezes readings and bills. */
export const roundStatuses = ['open', 'reading', 'billed', 'closed'] as const;
export type RoundStatus = (typeof roundStatuses)[number];

/**
 * The organisation's default billing cycle (MONEY.md §2–3), from which the next round is
 * proposed, and the anomaly thresholds readings are checked against (basis points of
 * the average usage: low below 50 %, high above 2×, very high above 3× by default).
 */
export const billingCycle = z
  .object({
    readingFromDay: z.number().int().min(1).max(31),
    readingToDay: z.number().int().min(1).max(31),
    billDay: z.number().int().min(1).max(31),
    warnDaysAfterDue: z.number().int().min(0).max(90),
    cutoffDaysAfterDue: z.number().int().min(0).max(180),
    anomalyLowBelowBp: z.number().int().min(0).max(10_000),
    anomalyHighAboveBp: z.number().int().min(10_000).max(100_000),
    anomalyVeryHighAboveBp: z.number().int().min(10_000).max(100_000),
  })
  .refine((c) => c.readingToDay >= c.readingFromDay, {
    message: 'v.dateOrder',
    path: ['readingToDay'],
  })
  .refine((c) => c.cutoffDaysAfterDue >= c.warnDaysAfterDue, {
    message: 'v.cutoffAfterWarnDays',
    path: ['cutoffDaysAfterDue'],
  })
  .refine((c) => c.anomalyVeryHighAboveBp > c.anomalyHighAboveBp, {
    message: 'v.veryHighAboveHigh',
    path: ['anomalyVeryHighAboveBp'],
  });
export type BillingCycle = z.output<typeof billingCycle>;

export const DEFAULT_BILLING_CYCLE: BillingCycle = {
  readingFromDay: 20,
  readingToDay: 25,
  billDay: 28,
  warnDaysAfterDue: 7,
  cutoffDaysAfterDue: 15,
  anomalyLowBelowBp: 5_000,
  anomalyHighAboveBp: 20_000,
  anomalyVeryHighAboveBp: 30_000,
};

/** The dates of a round, as the clerk sets them (proposed from the cycle). */
export const serviceRoundInput = z
  .object({
    yearBe: z.number().int().min(2500).max(2700),
    month: z.number().int().min(1).max(12),
    periodFrom: isoDate,
    periodTo: isoDate,
    readingFrom: isoDate,
    readingTo: isoDate,
    billDate: isoDate,
    note: optionalNote(500),
  })
  .refine((r) => r.periodTo >= r.periodFrom, { message: 'v.dateOrder', path: ['periodTo'] })
  .refine((r) => r.readingTo >= r.readingFrom, { message: 'v.dateOrder', path: ['readingTo'] })
  .refine((r) => r.billDate >= r.readingFrom, {
    message: 'v.billAfterReading',
    path: ['billDate'],
  })
  // The period is the round's month (it may start or end in the next or last one).
  .refine(
    (r) => {
      const month = `${r.yearBe - 543}-${String(r.month).padStart(2, '0')}`;
      return r.periodFrom.startsWith(month) || r.periodTo.startsWith(month);
    },
    { message: 'v.roundPeriodMonth', path: ['periodFrom'] },
  );
export type ServiceRoundInput = z.input<typeof serviceRoundInput>;

/** A round with how far its reading has got. */
export const serviceRound = z.object({
  id: idSchema,
  yearBe: z.number().int(),
  month: z.number().int(),
  periodFrom: z.string(),
  periodTo: z.string(),
  readingFrom: z.string(),
  readingTo: z.string(),
  billDate: z.string(),
  note: z.string().nullable(),
  status: z.enum(roundStatuses),
  /** Connections the round expects a reading of (usage status needs one). */
  expected: z.number().int(),
  read: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type ServiceRound = z.infer<typeof serviceRound>;

/** The next round as the cycle proposes it, with the payment dates that would follow. */
export const roundProposal = z.object({
  yearBe: z.number().int(),
  month: z.number().int(),
  periodFrom: z.string(),
  periodTo: z.string(),
  readingFrom: z.string(),
  readingTo: z.string(),
  billDate: z.string(),
  dueDate: z.string(),
  warnDate: z.string(),
  cutoffDate: z.string(),
});
export type RoundProposal = z.infer<typeof roundProposal>;

/** The moves a person makes; `billed` is billing's. */
export const roundStatusBody = z.object({ status: z.enum(['open', 'reading', 'closed']) });
export type RoundStatusBody = z.infer<typeof roundStatusBody>;

export const roundRouteProgress = z.object({
  routeId: idSchema.nullable(),
  routeCode: z.string().nullable(),
  routeName: z.string().nullable(),
  areaName: z.string().nullable(),
  expected: z.number().int(),
  read: z.number().int(),
});
export type RoundRouteProgress = z.infer<typeof roundRouteProgress>;
