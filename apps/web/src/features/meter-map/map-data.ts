/**
 * Pure helpers over the compact map answer (`meterMap`): points are
 * [id, lat, lng, status index] and the index points into the answer's `statuses`.
 */
import type { MeterMap, MeterMapPoint, MeterMapStatus } from '@prapa/contracts';

export type LegendEntry = { id: string; name: string; colour: string; count: number };

/** A point whose status is somehow not in the list still shows, in grey. */
export const UNKNOWN_COLOUR = '#8c8c8c';

export const colourOf = (statuses: MeterMapStatus[], index: number): string =>
  statuses[index]?.colour ?? UNKNOWN_COLOUR;

/** The statuses on the map with their counts, in the organisation's order; none at 0. */
export const legendOf = (map: MeterMap): LegendEntry[] => {
  const counts = new Array<number>(map.statuses.length).fill(0);
  for (const point of map.points) counts[point[3]] = (counts[point[3]] ?? 0) + 1;
  return map.statuses.flatMap((status, i) => {
    const count = counts[i] ?? 0;
    return count > 0 ? [{ ...status, count }] : [];
  });
};

/**
 * A cluster's ring: one arc a status, as wide as its share, the largest first (a
 * conic-gradient's stops). `counts` is indexed like the statuses.
 */
export const ringStops = (counts: ReadonlyMap<number, number>, statuses: MeterMapStatus[]) => {
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  if (total === 0) return '';
  let start = 0;
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([index, count]) => {
      const end = start + (count / total) * 100;
      const stop = `${colourOf(statuses, index)} ${start.toFixed(2)}% ${end.toFixed(2)}%`;
      start = end;
      return stop;
    })
    .join(',');
};

/** A cluster's bubble grows with the number it holds. */
export const clusterSize = (total: number) =>
  total < 10 ? 34 : total < 100 ? 40 : total < 1000 ? 48 : 56;

/** South-west and north-east corners of the points, or null: no point. */
export const boundsOf = (points: MeterMapPoint[]): [[number, number], [number, number]] | null => {
  if (points.length === 0) return null;
  let [south, west, north, east] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [, lat, lng] of points) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
  }
  return [
    [south, west],
    [north, east],
  ];
};

/** The record's page, e.g. /user/edit/42. */
export const recordPath = (id: string) => `/user/edit/${encodeURIComponent(id)}`;
