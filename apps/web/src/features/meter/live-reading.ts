import type { RouteSheet, RouteSheetRow } from '@prapa/contracts';
import { computeReading, type ComputedReading } from '@prapa/domain';

export type Live =
  { state: 'empty' } | { state: 'ok'; reading: ComputedReading } | { state: 'error'; key: string };

/**
 * What a typed reading will be, before it is saved: the same domain code the server
 * runs (computeReading), so the anomaly shown is the one the check list will show.
 */
export const liveReading = (
  row: RouteSheetRow,
  thresholds: RouteSheet['thresholds'],
  text: string,
  code: string,
): Live => {
  if (!row.history) return { state: 'error', key: 'validation:reading.noMeter' };
  const trimmed = text.trim();
  const current = trimmed === '' ? null : Number(trimmed);
  if (current !== null && (!Number.isInteger(current) || current < 0))
    return { state: 'error', key: 'validation:usage.invalidReading' };
  if (current === null && code === '00') return { state: 'empty' };
  const result = computeReading(row.history, { current, code }, thresholds);
  return result.ok
    ? { state: 'ok', reading: result.reading }
    : { state: 'error', key: `validation:${result.error}` };
};
