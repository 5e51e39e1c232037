import { billNumberParts, openingBillNumberParts } from '@prapa/domain';

/**
 * A bill number (ref2) back into the key of its series: the bills Prapa issues and the
 * opening bills (BF…, issue 28) share (fiscal year, sequence), each series unique by
 * itself (bills_org_number, bills_opening_number), so a lookup names its series too.
 */
export const billKeyOf = (
  number: string,
): { fiscalYear: number; seq: number; opening: boolean } | null => {
  const opening = openingBillNumberParts(number);
  if (opening) return { ...opening, opening: true };
  const plain = billNumberParts(number);
  return plain ? { ...plain, opening: false } : null;
};
