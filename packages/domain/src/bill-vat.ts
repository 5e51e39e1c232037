import { percentOf, roundHalfUp } from './money.ts';
import type { BillVatIncludedLine, BillVatLine, BillVatSetting } from './bill-types.ts';

const BASIS_POINTS = 10_000;

export type VatOutcome = {
  /** null when the rate is 0: an organisation not registered for VAT prints no VAT line. */
  line: BillVatLine | BillVatIncludedLine | null;
  /** Exclusive VAT added to the bill. */
  vat: number;
  /** Inclusive VAT contained in the base (not added). */
  vatIncluded: number;
  /** The base without VAT; netOfVat + vatIncluded = base exactly. */
  netOfVat: number;
};

/**
 * The VAT inside a VAT-inclusive amount: net = gross × 10000 / (10000 + rate), rounded
 * half-up once; the VAT is the difference, so net + VAT = gross exactly.
 */
export function splitVatIncluded(
  grossSatang: number,
  rateBp: number,
): { net: number; vat: number } {
  const net = roundHalfUp(grossSatang * BASIS_POINTS, BASIS_POINTS + rateBp);
  return { net, vat: grossSatang - net };
}

/**
 * VAT on water + top-up + meter fee − discounts (MONEY.md §4). Exclusive: a 'vat' line
 * of percentOf(base, rate), rounded half-up once, added to the total. Inclusive: the
 * charges already hold the VAT; it is split out and shown on a 'vat_included' line of
 * amount 0 that adds nothing to the total.
 */
export function vatOn(baseSatang: number, setting: BillVatSetting): VatOutcome {
  const { rateBp } = setting;
  if (rateBp === 0) return { line: null, vat: 0, vatIncluded: 0, netOfVat: baseSatang };
  if (!setting.inclusive) {
    const vat = percentOf(baseSatang, rateBp);
    return {
      line: {
        kind: 'vat',
        labelKey: 'bill.line.vat',
        quantity: null,
        rate: rateBp,
        amount: vat,
        base: baseSatang,
      },
      vat,
      vatIncluded: 0,
      netOfVat: baseSatang,
    };
  }
  const { net, vat } = splitVatIncluded(baseSatang, rateBp);
  return {
    line: {
      kind: 'vat_included',
      labelKey: 'bill.line.vatIncluded',
      quantity: null,
      rate: rateBp,
      amount: 0,
      base: baseSatang,
      includedAmount: vat,
    },
    vat: 0,
    vatIncluded: vat,
    netOfVat: net,
  };
}
