import { roundHalfUp } from './money.ts';

/**
 * Anomaly thresholds, in basis points of the average usage (an organisation setting,
 * MONEY.md §3): below `lowBelow` is low, above `highAbove` high, above `veryHighAbove`
 * very high. Defaults: < 50 %, > 2×, > 3×.
 */
export type AnomalyThresholds = { lowBelow: number; highAbove: number; veryHighAbove: number };

export const DEFAULT_ANOMALY_THRESHOLDS: AnomalyThresholds = {
  lowBelow: 5_000,
  highAbove: 20_000,
  veryHighAbove: 30_000,
};

export const anomalyClasses = [
  'normal',
  'zero',
  'low',
  'high',
  'veryHigh',
  'negative',
  'lowerThanLast',
] as const;
export type AnomalyClass = (typeof anomalyClasses)[number];

/** Classes a reading is held in until someone at /check accepts or corrects it. */
export const HELD_CLASSES: readonly AnomalyClass[] = ['veryHigh', 'negative', 'lowerThanLast'];

export type ReadingCheckInput = {
  /** The month's usage; null when the reading was lower than the last and not a rollover. */
  usage: number | null;
  /** Average of the last three real usages (averageUsage); null with no history. */
  average: number | null;
  thresholds?: AnomalyThresholds;
};

export type ReadingCheck = {
  anomaly: AnomalyClass;
  held: boolean;
  /** (usage − average) / average in basis points, rounded half-up; null with no average. */
  diffBp: number | null;
};

/**
 * The anomaly class of a reading, by the same code on the phone (before saving) and on
 * the server. Against the average of the last three real usages: zero, low, high, very
 * high; a negative usage or a lower reading without a rollover code is held.
 */
export const classifyReading = ({
  usage,
  average,
  thresholds = DEFAULT_ANOMALY_THRESHOLDS,
}: ReadingCheckInput): ReadingCheck => {
  const result = (anomaly: AnomalyClass, diffBp: number | null): ReadingCheck => ({
    anomaly,
    held: HELD_CLASSES.includes(anomaly),
    diffBp,
  });
  if (usage === null) return result('lowerThanLast', null);
  if (usage < 0) return result('negative', null);
  const diffBp = average && average > 0 ? roundHalfUp((usage - average) * 10_000, average) : null;
  if (usage === 0) return result(average === 0 ? 'normal' : 'zero', diffBp);
  if (average === null || average === 0) return result('normal', diffBp);
  // Compared in whole numbers: usage × 10,000 against average × threshold (no float).
  const scaled = usage * 10_000;
  if (scaled > average * thresholds.veryHighAbove) return result('veryHigh', diffBp);
  if (scaled > average * thresholds.highAbove) return result('high', diffBp);
  if (scaled < average * thresholds.lowBelow) return result('low', diffBp);
  return result('normal', diffBp);
};

export type TrueUpInput = {
  /** Usage measured from the last real reading to this one (computeUsage). */
  measured: number;
  /** Estimated m³ billed since the last real reading, month by month. */
  estimatedSince: number[];
};

export type TrueUp = {
  /** What this month bills: measured less what the estimates already billed, never < 0. */
  usage: number;
  /** Estimated m³ already billed, deducted here. */
  deducted: number;
  /** Estimates beyond what was used: not refunded in m³, shown on the bill. */
  overEstimated: number;
};

/**
 * The first real reading after estimated months (MONEY.md §3): the meter is read against
 * the last *real* reading, and the m³ the estimates billed meanwhile are deducted; a
 * bill never goes below zero m³, what the estimates over-billed is shown, not carried.
 */
export const trueUp = ({ measured, estimatedSince }: TrueUpInput): TrueUp => {
  const billed = estimatedSince.reduce((sum, m3) => sum + m3, 0);
  const usage = Math.max(0, measured - billed);
  return { usage, deducted: billed, overEstimated: Math.max(0, billed - measured) };
};
