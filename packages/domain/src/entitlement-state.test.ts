import { describe, expect, it } from 'vitest';
import { entitlementStateOn } from './entitlement-state.ts';

describe('entitlementStateOn', () => {
  it.each([
    ['2026-01-01', null, '2025-12-31', 'future'],
    ['2026-01-01', null, '2026-01-01', 'current'],
    ['2026-01-01', '2026-09-30', '2026-09-30', 'current'],
    ['2026-01-01', '2026-09-30', '2026-10-01', 'expired'],
    ['2026-01-01', null, '2099-12-31', 'current'],
  ] as const)('from %s to %s, on %s: %s', (validFrom, validTo, day, state) => {
    expect(entitlementStateOn({ validFrom, validTo }, day)).toBe(state);
  });
});
