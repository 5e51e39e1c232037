import {
  classifyReading,
  trueUp,
  type AnomalyClass,
  type AnomalyThresholds,
} from './reading-check.ts';
import { roundHalfUp } from './money.ts';
import { readingCodeOf } from './reading-codes.ts';
import { averageUsage, computeUsage, type MeterReplacement, type UsageError } from './usage.ts';

/**
 * What a connection's history says about this month's reading: what the phone downloads
 * for its route and what the server loads, so both price the same reading the same way.
 */
export type ReadingHistory = {
  /** The last real reading (of the meter it was on), or the meter's initial reading. */
  previous: number;
  /** Whole-m³ digits of the meter on now. */
  digits: number;
  /** The meter was changed since the last real reading. */
  replacement: MeterReplacement | null;
  /** Usages of the last real months, oldest first (the last three count). */
  realUsages: number[];
  /** m³ the estimated months since the last real reading billed. */
  estimatedSince: number[];
};

export type ReadingEntry = { current: number | null; code: string };

export type ComputedReading = {
  previous: number;
  current: number | null;
  usage: number;
  deducted: number;
  estimated: boolean;
  average: number | null;
  anomaly: AnomalyClass;
  held: boolean;
  diffBp: number | null;
};

export type ReadingError = UsageError | 'reading.currentRequired' | 'reading.noHistoryToEstimate';

/**
 * One month's reading (MONEY.md §3), the only place its figures are made: an estimate
 * code bills the average of the last three real usages; a real reading is taken against
 * the last real one, less what estimates billed meanwhile (never below zero); then the
 * anomaly class against the average. A lower reading is refused unless coded rollover
 * (18) or lower-than-last (19, held for the check).
 */
export const computeReading = (
  history: ReadingHistory,
  entry: ReadingEntry,
  thresholds?: AnomalyThresholds,
): { ok: true; reading: ComputedReading } | { ok: false; error: ReadingError } => {
  const kind = readingCodeOf(entry.code);
  const average = averageUsage(history.realUsages);
  if (kind.kind === 'estimate') {
    if (average === null) return { ok: false, error: 'reading.noHistoryToEstimate' };
    const check = classifyReading({ usage: average, average, thresholds });
    return {
      ok: true,
      reading: {
        previous: history.previous,
        current: null,
        usage: average,
        deducted: 0,
        estimated: true,
        average,
        ...check,
      },
    };
  }
  if (entry.current === null) return { ok: false, error: 'reading.currentRequired' };
  const measured = computeUsage({
    previous: history.previous,
    current: entry.current,
    digits: history.digits,
    code: kind.kind === 'rollover' ? 'rollover' : null,
    replacement: history.replacement,
  });
  const lowerAccepted =
    !measured.ok && measured.error === 'usage.lowerThanPrevious' && kind.key === 'lowerThanLast';
  if (!measured.ok && !lowerAccepted) return measured;
  const base = {
    previous: history.previous,
    current: entry.current,
    estimated: false,
    average,
  };
  if (!measured.ok) {
    // Coded 19 by the reader: kept, held, billed nothing until someone checks it.
    return {
      ok: true,
      reading: {
        ...base,
        usage: 0,
        deducted: 0,
        ...classifyReading({ usage: null, average, thresholds }),
      },
    };
  }
  const trued = trueUp({ measured: measured.usage, estimatedSince: history.estimatedSince });
  // After estimated months the meter has run for several months: it is the monthly rate,
  // not the trued-up remainder, that says whether the use is unusual.
  const months = history.estimatedSince.length + 1;
  const monthly = roundHalfUp(measured.usage, months);
  return {
    ok: true,
    reading: {
      ...base,
      usage: trued.usage,
      deducted: trued.deducted,
      ...classifyReading({ usage: monthly, average, thresholds }),
    },
  };
};
