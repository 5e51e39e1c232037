import type { ProductionReading, WaterSource } from '@prapa/contracts';

/**
 * m³ produced per month by the sources (area meters excluded: they measure water already
 * counted at its source); a month without any figure is absent, never 0.
 */
export const producedByMonth = (
  sources: readonly WaterSource[],
  readings: readonly ProductionReading[],
  sourceFilter: (s: WaterSource) => boolean = (s) => s.kind !== 'area_meter',
): Map<string, number> => {
  const counted = new Set(sources.filter(sourceFilter).map((s) => s.id));
  const out = new Map<string, number>();
  for (const r of readings) {
    if (!counted.has(r.sourceId) || r.volume === null) continue;
    out.set(r.month, (out.get(r.month) ?? 0) + r.volume);
  }
  return out;
};
