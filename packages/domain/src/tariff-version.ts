/**
 * The tariff version in force on a date: the latest that took effect on or before it.
 * A bill prices its round with the version in force on the round's date, so billing,
 * the tariff preview and the version list share this one rule. ISO dates compare as text.
 */
export const inForceOn = <T extends { effectiveFrom: string }>(
  versions: readonly T[],
  date: string,
): T | null => {
  let found: T | null = null;
  for (const v of versions) {
    if (v.effectiveFrom <= date && (!found || v.effectiveFrom > found.effectiveFrom)) found = v;
  }
  return found;
};
