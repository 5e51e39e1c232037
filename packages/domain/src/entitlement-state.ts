/**
 * Where a discount entitlement stands on `day`: valid from its first day to its last,
 * both included; no last day means valid from then on. Dates are ISO 'YYYY-MM-DD', which
 * compare as text. The SQL form of the same rule is `entitlementValidOn` (API).
 */
export type EntitlementState = 'future' | 'current' | 'expired';

export const entitlementStateOn = (
  entitlement: { validFrom: string; validTo: string | null },
  day: string,
): EntitlementState =>
  entitlement.validFrom > day
    ? 'future'
    : entitlement.validTo !== null && entitlement.validTo < day
      ? 'expired'
      : 'current';
