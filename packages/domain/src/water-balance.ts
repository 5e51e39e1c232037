import { roundHalfUp } from './money.ts';

// The IWA water balance of one month (DOMAIN.md §7), in whole m³:
//   system input = billed authorised + unbilled authorised + apparent losses + real losses
//   non-revenue water = system input − billed authorised.
// Apparent losses are estimated: the meter shortfall (for each connection whose meter was
// stuck, broken or estimated in the month, its average of the last three normal months
// minus what was billed, floored at 0; summed by the caller) plus the customer meters'
// under-registration, a share of the billed metered volume. Real losses are the rest, so
// the parts always sum to the input exactly. When billed and entered use already exceed
// the input (a late reading, a wrong figure) no loss can be apportioned: apparent losses
// are 0, real losses carry the (negative) difference and the month is flagged.

/** Codes of a meter that could not measure (DOMAIN.md §4): dead, backwards, reversed, unreadable, missing. */
export const METER_FAULT_CODES = ['15', '21', '22', '23', '28'] as const;

export const DEFAULT_UNDER_REGISTRATION_BP = 200;

/** Thai averages 2010–14 (DOMAIN.md §7), basis points of system input. */
export const THAI_NRW_AVERAGES_BP = { mwa: 2490, pwa: 2750 } as const;

export type WaterBalanceInput = {
  systemInput: number;
  billedMetered: number;
  billedUnmetered: number;
  unbilled: number;
  meterShortfall: number;
  underRegistrationBp: number;
  connections: number;
  days: number;
};

export type WaterBalance = {
  systemInput: number;
  billedMetered: number;
  billedUnmetered: number;
  billedAuthorised: number;
  unbilled: number;
  authorised: number;
  waterLosses: number;
  meterShortfall: number;
  underRegistration: number;
  apparentLosses: number;
  realLosses: number;
  nonRevenue: number;
  nrwBp: number | null;
  litresPerConnectionDay: number | null;
  inconsistent: boolean;
};

const wholeM3 = (value: number, name: string) => {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be whole m³ ≥ 0`);
};

export const waterBalance = (input: WaterBalanceInput): WaterBalance => {
  const { systemInput, billedMetered, billedUnmetered, unbilled, meterShortfall } = input;
  for (const [name, value] of Object.entries({
    systemInput,
    billedMetered,
    billedUnmetered,
    unbilled,
    meterShortfall,
  })) {
    wholeM3(value, name);
  }
  const billedAuthorised = billedMetered + billedUnmetered;
  const authorised = billedAuthorised + unbilled;
  const waterLosses = systemInput - authorised;
  const inconsistent = waterLosses < 0;
  const underEstimate = roundHalfUp(billedMetered * input.underRegistrationBp, 10_000);
  // Apparent losses never exceed the losses there are: the estimate is capped, shortfall first.
  const room = Math.max(waterLosses, 0);
  const shortfall = Math.min(meterShortfall, room);
  const underRegistration = Math.min(underEstimate, room - shortfall);
  const apparentLosses = shortfall + underRegistration;
  const realLosses = waterLosses - apparentLosses;
  const nonRevenue = systemInput - billedAuthorised;
  const nrwBp = systemInput > 0 ? roundHalfUp(nonRevenue * 10_000, systemInput) : null;
  const connectionDays = input.connections * input.days;
  const litresPerConnectionDay =
    connectionDays > 0 ? roundHalfUp(nonRevenue * 1000, connectionDays) : null;
  return {
    systemInput,
    billedMetered,
    billedUnmetered,
    billedAuthorised,
    unbilled,
    authorised,
    waterLosses,
    meterShortfall: shortfall,
    underRegistration,
    apparentLosses,
    realLosses,
    nonRevenue,
    nrwBp,
    litresPerConnectionDay,
    inconsistent,
  };
};

/** A connection's meter shortfall: its usual use (average) minus what was billed, floored at 0. */
export const meterShortfallOf = (average: number | null, billed: number): number =>
  average === null ? 0 : Math.max(average - billed, 0);
