import { z } from 'zod';

export const waterUserReportGroupings = [
  'area',
  'route',
  'userType',
  'usageStatus',
  'meterSize',
] as const;
export type WaterUserReportGrouping = (typeof waterUserReportGroupings)[number];

export const waterUserSummaryQuery = z.object({
  groupBy: z.enum(waterUserReportGroupings).default('area'),
});

export const waterUserSummaryRow = z.object({
  /** The group's id; null for connections with none (no route). */
  key: z.string().nullable(),
  code: z.string().nullable(),
  label: z.string(),
  count: z.number().int(),
  withLocation: z.number().int(),
  /** With a discount entitlement valid today. */
  withDiscount: z.number().int(),
});
export type WaterUserSummaryRow = z.infer<typeof waterUserSummaryRow>;

export const waterUserSummaryTotals = z.object({
  count: z.number().int(),
  withLocation: z.number().int(),
  withDiscount: z.number().int(),
});

export const waterUserSummary = z.object({
  groupBy: z.enum(waterUserReportGroupings),
  rows: z.array(waterUserSummaryRow),
  totals: waterUserSummaryTotals,
});
export type WaterUserSummary = z.infer<typeof waterUserSummary>;
