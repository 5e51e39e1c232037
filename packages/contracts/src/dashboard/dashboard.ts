import { z } from 'zod';
import { requestStates } from '@prapa/domain';
import { paymentChannelKinds } from '../basic/payment-channel.ts';
import { idSchema, isoDate } from '../common.ts';
import { jobKinds, jobStatuses } from '../jobs.ts';
import { ageingBucketSchema } from '../money/debtors.ts';
import { roundStatuses } from '../water/round.ts';

// The home dashboard's cards (issue 27): each answers one figure of one screen, read by
// the same rule as that screen so the two never disagree.

/** Today's counter: valid receipts of the Bangkok day (a cashier's own unless they read all). */
export const dashboardCounter = z.object({
  date: isoDate,
  /** True when only the asker's own receipts are counted (a cashier). */
  own: z.boolean(),
  receipts: z.number().int(),
  amount: z.number().int(),
  byChannel: z.array(
    z.object({
      kind: z.enum(paymentChannelKinds),
      receipts: z.number().int(),
      amount: z.number().int(),
    }),
  ),
});
export type DashboardCounter = z.infer<typeof dashboardCounter>;

/** The round /check opens by default (reading first, then open), its reading progress. */
export const dashboardRound = z.object({
  id: idSchema,
  yearBe: z.number().int(),
  month: z.number().int(),
  status: z.enum(roundStatuses),
});

export const dashboardReadings = z.object({
  round: dashboardRound.nullable(),
  expected: z.number().int(),
  read: z.number().int(),
  routes: z.array(
    z.object({
      routeId: idSchema.nullable(),
      routeCode: z.string().nullable(),
      routeName: z.string().nullable(),
      expected: z.number().int(),
      read: z.number().int(),
    }),
  ),
});
export type DashboardReadings = z.infer<typeof dashboardReadings>;

/** Readings of that round still waiting for the check: recorded, or held. */
export const dashboardChecks = z.object({
  round: dashboardRound.nullable(),
  waiting: z.number().int(),
  held: z.number().int(),
});
export type DashboardChecks = z.infer<typeof dashboardChecks>;

/** This month's bills (dated in the Bangkok month, not void): billed, paid, still owed. */
export const dashboardBills = z.object({
  month: z.string(),
  bills: z.number().int(),
  billed: z.number().int(),
  paid: z.number().int(),
  unpaidBills: z.number().int(),
  unpaid: z.number().int(),
  /** paid ÷ billed in basis points (10,000 = 100 %); null with nothing billed. */
  collectionRateBp: z.number().int().nullable(),
});
export type DashboardBills = z.infer<typeof dashboardBills>;

/** The debtor accounts' ageing buckets on today's date. */
export const dashboardDebtors = z.object({
  asOf: isoDate,
  debtors: z.number().int(),
  owed: z.number().int(),
  byBucket: z.array(
    z.object({
      bucket: ageingBucketSchema,
      debtors: z.number().int(),
      owed: z.number().int(),
    }),
  ),
});
export type DashboardDebtors = z.infer<typeof dashboardDebtors>;

/** Requests not closed, by their state as /request shows it. */
export const dashboardRequests = z.object({
  waiting: z.number().int(),
  byState: z.array(z.object({ state: z.enum(requestStates), requests: z.number().int() })),
});
export type DashboardRequests = z.infer<typeof dashboardRequests>;

/** Long work queued or running, of the kinds the asker may watch. */
export const dashboardJobs = z.object({
  items: z.array(
    z.object({
      id: idSchema,
      kind: z.enum(jobKinds),
      status: z.enum(jobStatuses),
      done: z.number().int(),
      total: z.number().int(),
    }),
  ),
});
export type DashboardJobs = z.infer<typeof dashboardJobs>;
