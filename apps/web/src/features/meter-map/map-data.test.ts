import { describe, expect, it } from 'vitest';
import type { MeterMap } from '@prapa/contracts';
import {
  boundsOf,
  clusterSize,
  colourOf,
  legendOf,
  recordPath,
  ringStops,
  UNKNOWN_COLOUR,
} from './map-data.ts';

const statuses = [
  { id: 's-normal', name: 'ปกติ', colour: '#28C76F' },
  { id: 's-suspend', name: 'ระงับชั่วคราว', colour: '#ED9200' },
  { id: 's-cut', name: 'ตัดน้ำ', colour: '#DA5444' },
];
const map: MeterMap = {
  statuses,
  points: [
    ['a', 16.44, 102.83, 0],
    ['b', 16.45, 102.84, 2],
    ['c', 16.43, 102.85, 0],
  ],
};

describe('the meter map’s compact answer', () => {
  it('counts the legend by status index, in the statuses’ order, leaving out empty ones', () => {
    expect(legendOf(map)).toEqual([
      { ...statuses[0], count: 2 },
      { ...statuses[2], count: 1 },
    ]);
    expect(legendOf({ statuses, points: [] })).toEqual([]);
  });

  it('colours an unknown index grey', () => {
    expect(colourOf(statuses, 1)).toBe('#ED9200');
    expect(colourOf(statuses, 7)).toBe(UNKNOWN_COLOUR);
  });

  it('rings a cluster by shares, the largest first', () => {
    const counts = new Map([
      [2, 1],
      [0, 3],
    ]);
    expect(ringStops(counts, statuses)).toBe('#28C76F 0.00% 75.00%,#DA5444 75.00% 100.00%');
    expect(ringStops(new Map([[1, 4]]), statuses)).toBe('#ED9200 0.00% 100.00%');
    expect(ringStops(new Map(), statuses)).toBe('');
  });

  it('grows a cluster with its count', () => {
    expect([1, 10, 100, 1000, 50_000].map(clusterSize)).toEqual([34, 40, 48, 56, 56]);
  });

  it('bounds the points, or nothing', () => {
    expect(boundsOf(map.points)).toEqual([
      [16.43, 102.83],
      [16.45, 102.85],
    ]);
    expect(boundsOf([])).toBeNull();
  });

  it('links to the record', () => {
    expect(recordPath('0195-ab')).toBe('/user/edit/0195-ab');
  });
});
