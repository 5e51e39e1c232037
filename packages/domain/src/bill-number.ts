/** The bill number and ref2: the BE fiscal year, then the sequence in six digits (or more). */
export const billNumber = (fiscalYear: number, seq: number) =>
  `${fiscalYear}${String(seq).padStart(6, '0')}`;

/**
 * A bill number back into its fiscal year and sequence, or null for text that cannot be
 * one: the lookup then goes through the (organisation, fiscal year, sequence) key every
 * bill has, with no index on the number itself.
 */
export const billNumberParts = (number: string): { fiscalYear: number; seq: number } | null => {
  const m = /^(\d{4})(\d{6,9})$/.exec(number);
  if (!m) return null;
  const fiscalYear = Number(m[1]);
  const seq = Number(m[2]);
  return seq > 0 && billNumber(fiscalYear, seq) === number ? { fiscalYear, seq } : null;
};

/** An opening bill's number (issue 28): "BF" (brought forward), the fiscal year and the sequence. */
export const OPENING_PREFIX = 'BF';

export const openingBillNumber = (fiscalYear: number, seq: number) =>
  `${OPENING_PREFIX}${billNumber(fiscalYear, seq)}`;

/** An opening bill number back into its fiscal year and sequence, or null. */
export const openingBillNumberParts = (
  number: string,
): { fiscalYear: number; seq: number } | null =>
  number.startsWith(OPENING_PREFIX) ? billNumberParts(number.slice(OPENING_PREFIX.length)) : null;
