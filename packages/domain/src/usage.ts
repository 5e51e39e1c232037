import { roundHalfUp } from './money.ts';

export type MeterReplacement = {
  /** Last reading of the removed meter. */
  oldFinal: number;
  /** Reading of the new meter when it was installed. */
  newInitial: number;
  /** Whole-m³ digits of the removed meter, when not those of the new one. */
  oldDigits?: number;
  /** The removed meter passed 9999 (its own 10^digits) between the last reading and removal. */
  oldRolledOver?: boolean;
};

export type UsageInput = {
  previous: number;
  current: number;
  /** Whole-m³ digits on the dial (a household meter has 4); a rollover adds 10^digits. */
  digits: number;
  /** Reading code; only 'rollover' changes the arithmetic. */
  code?: string | null;
  replacement?: MeterReplacement | null;
};

export type UsageError =
  | 'usage.invalidReading'
  | 'usage.readingExceedsDigits'
  | 'usage.lowerThanPrevious'
  | 'usage.oldFinalLowerThanPrevious'
  | 'usage.lowerThanNewInitial';

export type UsageResult = { ok: true; usage: number } | { ok: false; error: UsageError };

const ROLLOVER = 'rollover';

const isReading = (n: number): boolean => Number.isSafeInteger(n) && n >= 0;

/**
 * Billed m³ for a month. A lower reading is refused unless the reader coded a rollover
 * (PWA code 18), because a silent wrap-around would bill up to 9,999 m³ for a typo.
 */
export function computeUsage(input: UsageInput): UsageResult {
  const { previous, current, digits, code, replacement } = input;
  if (!Number.isInteger(digits) || digits < 1 || digits > 12) {
    throw new RangeError(`meter digits must be 1..12, got ${digits}`);
  }
  const capacity = 10 ** digits;
  const readings = [previous, current];
  if (replacement) readings.push(replacement.oldFinal, replacement.newInitial);
  if (!readings.every(isReading)) return { ok: false, error: 'usage.invalidReading' };
  if (readings.some((r) => r >= capacity))
    return { ok: false, error: 'usage.readingExceedsDigits' };

  if (replacement) {
    // The old meter is read up to its removal, the new one from its installation.
    const oldCapacity = 10 ** (replacement.oldDigits ?? digits);
    if (previous >= oldCapacity || replacement.oldFinal >= oldCapacity)
      return { ok: false, error: 'usage.readingExceedsDigits' };
    let oldPart = replacement.oldFinal - previous;
    if (oldPart < 0) {
      if (!replacement.oldRolledOver)
        return { ok: false, error: 'usage.oldFinalLowerThanPrevious' };
      oldPart += oldCapacity;
    }
    if (current < replacement.newInitial) return { ok: false, error: 'usage.lowerThanNewInitial' };
    return { ok: true, usage: oldPart + (current - replacement.newInitial) };
  }

  if (current >= previous) return { ok: true, usage: current - previous };
  if (code === ROLLOVER) return { ok: true, usage: current + capacity - previous };
  return { ok: false, error: 'usage.lowerThanPrevious' };
}

/**
 * Estimated usage for a month that could not be read (house locked, dead meter): the
 * average of the last three real readings' usages, rounded half-up to whole m³.
 * `usages` is oldest first; fewer than three are averaged as they are; none gives null.
 */
export function averageUsage(usages: number[]): number | null {
  const recent = usages.slice(-3);
  if (recent.length === 0) return null;
  if (!recent.every(isReading))
    throw new RangeError(`usages must be whole m³ ≥ 0: ${recent.join(', ')}`);
  const sum = recent.reduce((total, usage) => total + usage, 0);
  return roundHalfUp(sum, recent.length);
}
