// A production (bulk) meter's monthly volume (issue 27), worked out as customer meters'
// usage is (DESIGN.md §5): this reading − the last, a roll-over adding 10^digits, a
// replaced meter summing the old meter's part and the new one's. A month with no meter
// read carries its volume as typed, and the next reading is measured from the last one
// actually read.

export type ProductionEntry = {
  month: string;
  reading: number | null;
  rollover: boolean;
  oldFinal: number | null;
  newStart: number | null;
  volume: number | null;
};

export type ProductionVolume = {
  month: string;
  previous: number | null;
  /** null: a reading lower than the last without a roll-over or a replacement. */
  volume: number | null;
};

/** One month's volume from the last figure read before it. */
export const volumeOf = (
  entry: ProductionEntry,
  previous: number,
  digits: number,
): number | null => {
  if (entry.reading === null) return entry.volume;
  if (entry.oldFinal !== null && entry.newStart !== null) {
    const oldPart = entry.oldFinal - previous;
    const newPart = entry.reading - entry.newStart;
    return oldPart < 0 || newPart < 0 ? null : oldPart + newPart;
  }
  if (entry.rollover) return entry.reading + 10 ** digits - previous;
  const used = entry.reading - previous;
  return used < 0 ? null : used;
};

/**
 * Every month's volume of one source, entries in any order: each reading is measured
 * from the last one before it (or the meter's first figure).
 */
export const productionVolumes = (
  entries: readonly ProductionEntry[],
  initialReading: number,
  digits: number,
): ProductionVolume[] => {
  const sorted = [...entries].sort((a, b) => a.month.localeCompare(b.month));
  let last = initialReading;
  return sorted.map((entry) => {
    const previous = entry.reading === null ? null : last;
    const volume = volumeOf(entry, last, digits);
    if (entry.reading !== null) last = entry.reading;
    return { month: entry.month, previous, volume };
  });
};
