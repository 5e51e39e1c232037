import { and, asc, eq } from 'drizzle-orm';
import type { Tariff } from '@prapa/domain';
import { inForceOn } from '@prapa/domain';
import {
  areas,
  discountSchemes,
  meterSizes,
  organisations,
  paymentRounds,
  tariffs,
  usageStatuses,
  userTypes,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';

export type RoundForBilling = {
  id: string;
  yearBe: number;
  month: number;
  periodFrom: string;
  periodTo: string;
  billDate: string;
  status: string;
};

export type PaymentRoundRow = typeof paymentRounds.$inferSelect;

/**
 * What every bill of a round is priced and printed with, loaded once per run: the
 * organisation (header, VAT, late fee), the tariff in force on the bill date by user type,
 * fees by meter size, bill modes by usage status, discount schemes in list order.
 */
export type BillingContext = {
  round: RoundForBilling;
  org: {
    nameTh: string;
    address: string | null;
    phone: string | null;
    taxId: string | null;
    logoDataUrl: string | null;
    promptpayBillerId: string | null;
    vatRateBp: number;
    pricesIncludeVat: boolean;
    lateFeeKind: 'none' | 'flat' | 'percent';
    lateFeeValue: number;
  };
  tariffByUserType: Map<string, { id: string; effectiveFrom: string; tariff: Tariff }>;
  userTypeName: Map<string, string>;
  areaName: Map<string, string>;
  meterSize: Map<string, { label: string; monthlyFee: number }>;
  usageStatus: Map<
    string,
    { billMode: 'normal' | 'meter_fee_only' | 'none'; readingRequired: boolean }
  >;
  schemes: Map<string, typeof discountSchemes.$inferSelect>;
  /** Scheme ids in the order the scheme list shows them: discounts apply in this order. */
  schemeOrder: string[];
};

export const loadBillingContext = async (
  tx: Tx,
  orgId: string,
  round: RoundForBilling,
): Promise<BillingContext> => {
  const [org] = await tx.select().from(organisations).where(eq(organisations.id, orgId));
  if (!org) throw new Error('organisation not found for billing');
  const versions = await tx.select().from(tariffs).where(eq(tariffs.orgId, orgId));
  const byType = new Map<string, (typeof versions)[number][]>();
  for (const v of versions) byType.set(v.userTypeId, [...(byType.get(v.userTypeId) ?? []), v]);
  const tariffByUserType: BillingContext['tariffByUserType'] = new Map();
  for (const [typeId, list] of byType) {
    const v = inForceOn(list, round.billDate);
    if (v) {
      tariffByUserType.set(typeId, {
        id: v.id,
        effectiveFrom: v.effectiveFrom,
        tariff: { method: v.method, blocks: v.blocks, minimumCharge: v.minimumCharge },
      });
    }
  }
  const types = await tx.select().from(userTypes).where(eq(userTypes.orgId, orgId));
  const areaRows = await tx.select().from(areas).where(eq(areas.orgId, orgId));
  const sizes = await tx.select().from(meterSizes).where(eq(meterSizes.orgId, orgId));
  const statuses = await tx.select().from(usageStatuses).where(eq(usageStatuses.orgId, orgId));
  const schemes = await tx
    .select()
    .from(discountSchemes)
    .where(and(eq(discountSchemes.orgId, orgId), eq(discountSchemes.active, true)))
    .orderBy(asc(discountSchemes.code));
  return {
    round,
    org: {
      nameTh: org.nameTh,
      address: org.address,
      phone: org.phone,
      taxId: org.taxId,
      logoDataUrl: org.logoDataUrl,
      promptpayBillerId: org.promptpayBillerId,
      vatRateBp: org.vatRateBp,
      pricesIncludeVat: org.pricesIncludeVat,
      lateFeeKind: org.lateFeeKind,
      lateFeeValue: org.lateFeeValue,
    },
    tariffByUserType,
    userTypeName: new Map(types.map((t) => [t.id, t.name])),
    areaName: new Map(areaRows.map((a) => [a.id, `${a.code} ${a.name}`])),
    meterSize: new Map(sizes.map((m) => [m.id, { label: m.label, monthlyFee: m.monthlyFee }])),
    usageStatus: new Map(
      statuses.map((s) => [s.id, { billMode: s.billMode, readingRequired: s.readingRequired }]),
    ),
    schemes: new Map(schemes.map((s) => [s.id, s])),
    schemeOrder: schemes.map((s) => s.id),
  };
};

export const findPaymentRound = async (tx: Tx, orgId: string, roundId: string) => {
  const [row] = await tx
    .select()
    .from(paymentRounds)
    .where(and(eq(paymentRounds.orgId, orgId), eq(paymentRounds.roundId, roundId)));
  return row ?? null;
};
