import type { BillSnapshot } from '@prapa/contracts';
import {
  addressTextOf,
  computeBill,
  fullNameOf,
  roundMonthLabel,
  type BillLine as DomainLine,
  type BillResult,
  type Tariff,
} from '@prapa/domain';
import { printedOrgOf } from '../../documents/printed-org.ts';
import type { IssuableBill } from './issue-bills.repo.ts';
import type { BillingContext } from './billing-context.repo.ts';
import type { Arrears, ConnectionDetail } from './billing-candidates.repo.ts';

// A meter-fee-only month prices no water: this tariff is never evaluated for it.
const NO_WATER: Tariff = { method: 'flat', blocks: [{ upTo: null, rate: 0 }], minimumCharge: 0 };

export type PricedBill = IssuableBill & {
  result: BillResult;
  snapshot: BillSnapshot;
  areaId: string;
  userTypeId: string;
};

/** A line's own fields (block range, scheme, VAT base…) kept as its detail. */
const detailOf = (line: DomainLine): Record<string, unknown> | null => {
  const { kind: _k, labelKey: _l, quantity: _q, rate: _r, amount: _a, ...rest } = line;
  return Object.keys(rest).length > 0 ? rest : null;
};

/** Who a bill is from and to, as printed: copied into every bill's snapshot. */
export const partiesOf = (
  ctx: BillingContext,
  c: ConnectionDetail,
): Pick<BillSnapshot, 'org' | 'customer'> => {
  const { org } = ctx;
  return {
    org: { ...printedOrgOf(org), promptpayBillerId: org.promptpayBillerId },
    customer: {
      customerNo: c.customerNo,
      name: fullNameOf(c),
      address: addressTextOf(c),
      meterSerial: c.meterSerial,
      routeCode: c.routeCode,
      routeSeq: c.routeSeq,
      userType: ctx.userTypeName.get(c.userTypeId) ?? '',
      meterSize: ctx.meterSize.get(c.meterSizeId)?.label ?? null,
    },
  };
};

/**
 * One connection's bill for the round: computeBill (the only place a bill is priced) on
 * the reading, the tariff in force on the bill date, the meter size's fee, the usage
 * status's bill mode, the schemes entitled on the bill date in list order, the VAT and
 * late-fee settings, the credit on account the counter left (applied last, never below
 * zero); and the snapshot a reprint needs.
 */
export const priceBill = (
  ctx: BillingContext,
  c: ConnectionDetail,
  entitled: Set<string> | undefined,
  arrears: Arrears | undefined,
  credit = 0,
): PricedBill => {
  const status = ctx.usageStatus.get(c.usageStatusId);
  const billMode = status?.billMode ?? 'none';
  const tariff = ctx.tariffByUserType.get(c.userTypeId);
  const size = ctx.meterSize.get(c.meterSizeId);
  const reading = c.reading?.id ? c.reading : null;
  const schemes = ctx.schemeOrder
    .filter((id) => entitled?.has(id))
    .map((id) => ctx.schemes.get(id))
    .filter((s) => s !== undefined);
  const input = {
    usageM3: reading?.usage ?? 0,
    estimated: reading?.estimated ?? false,
    estimatedM3Deducted: reading && !reading.estimated ? (reading.deducted ?? 0) : 0,
    tariff: billMode === 'normal' && tariff ? tariff.tariff : NO_WATER,
    meterFeeSatang: size?.monthlyFee ?? 0,
    billMode,
    discounts: schemes.map((s) => ({
      id: s.id,
      code: s.code,
      kind: s.kind,
      value: s.value,
      monthlyCap: s.monthlyCap,
      billCeiling: s.billCeiling,
      appliesTo: s.appliesTo,
    })),
    vat: { rateBp: ctx.org.vatRateBp, inclusive: ctx.org.pricesIncludeVat },
    lateFee: { kind: ctx.org.lateFeeKind, value: ctx.org.lateFeeValue },
    overdueBills: arrears?.overdue ?? [],
    creditSatang: credit,
  };
  const result = computeBill(input);
  const { round } = ctx;
  const snapshot: BillSnapshot = {
    ...partiesOf(ctx, c),
    round: {
      yearBe: round.yearBe,
      month: round.month,
      periodFrom: round.periodFrom,
      periodTo: round.periodTo,
    },
    reading: reading
      ? {
          previous: reading.previous ?? 0,
          current: reading.current,
          usage: reading.usage ?? 0,
          estimated: reading.estimated ?? false,
          deducted: reading.deducted ?? 0,
          code: reading.code ?? '00',
          readAt: (reading.readAt ?? new Date(0)).toISOString(),
        }
      : null,
    priced: {
      ...input,
      tariffVersion: tariff ? { id: tariff.id, effectiveFrom: tariff.effectiveFrom } : null,
      usageStatus: billMode,
      schemes: schemes.map((s) => ({ id: s.id, code: s.code, name: s.name })),
      discountsSkipped: result.discountsSkipped,
    },
    vat: {
      rateBp: ctx.org.vatRateBp,
      inclusive: ctx.org.pricesIncludeVat,
      base: result.vatBase,
      amount: ctx.org.pricesIncludeVat ? result.subtotals.vatIncluded : result.subtotals.vat,
      net: result.netOfVat,
    },
    arrears: {
      amount: (arrears?.bills ?? []).reduce((sum, b) => sum + b.amount, 0),
      bills: (arrears?.bills ?? []).map((b) => ({
        number: b.number,
        label: b.yearBe && b.month ? roundMonthLabel(b.yearBe, b.month, 'th') : b.number,
        amount: b.amount,
      })),
    },
  };
  return {
    waterUserId: c.id,
    customerNo: c.customerNo,
    readingId: reading?.id ?? null,
    usage: reading ? (reading.usage ?? 0) : billMode === 'normal' ? 0 : null,
    total: result.total,
    lines: result.lines.map((line) => ({
      kind: line.kind,
      labelKey: line.labelKey,
      quantity: line.quantity,
      rate: line.rate,
      amount: line.amount,
      // The scheme's name as it was when billed: the bill prints it (not the code) and
      // keeps printing it after the scheme is renamed.
      detail:
        line.kind === 'discount'
          ? {
              ...detailOf(line),
              schemeName: ctx.schemes.get(line.schemeId)?.name ?? line.schemeCode,
            }
          : detailOf(line),
    })),
    result,
    snapshot,
    areaId: c.areaId,
    userTypeId: c.userTypeId,
  };
};
