import type { BillingPreview, BillingTotals } from '@prapa/contracts';
import type { PricedBill } from './price-bill.ts';
import { paymentRoundProposed, type Prepared } from './billing-steps.ts';

/** The preview prices what the run will bill, this many to a short transaction. */
export const PREVIEW_CHUNK = 2_000;

const add = (
  map: Map<string, BillingTotals>,
  key: string,
  label: string,
  usage: number,
  total: number,
) => {
  const t = map.get(key) ?? { key, label, bills: 0, usage: 0, total: 0 };
  t.bills += 1;
  t.usage += usage;
  t.total += total;
  map.set(key, t);
};

const byLabel = (map: Map<string, BillingTotals>) =>
  [...map.values()].sort((a, b) => a.label.localeCompare(b.label, 'th'));

/**
 * The preview's sums, chunk by chunk of priced bills (the request and the preview job
 * add them up alike), then the preview: bills, totals by user type and area, who is left
 * out and why.
 */
export const previewTally = (prepared: Prepared) => {
  const { context, sorted } = prepared;
  const byType = new Map<string, BillingTotals>();
  const byArea = new Map<string, BillingTotals>();
  let total = 0;
  let usage = 0;
  let noMeterFee = 0;
  return {
    add: (priced: PricedBill[]) => {
      for (const p of priced) {
        total += p.total;
        usage += p.usage ?? 0;
        if (p.result.subtotals.meterFee === 0) noMeterFee += 1;
        const u = p.usage ?? 0;
        add(byType, p.userTypeId, context.userTypeName.get(p.userTypeId) ?? '', u, p.total);
        add(byArea, p.areaId, context.areaName.get(p.areaId) ?? '', u, p.total);
      }
    },
    result: (): BillingPreview => {
      const skippedCount: Record<string, number> = { noBillByStatus: sorted.noBillByStatus };
      for (const s of sorted.skipped) skippedCount[s.reason] = (skippedCount[s.reason] ?? 0) + 1;
      const { round } = context;
      return {
        roundId: round.id,
        yearBe: round.yearBe,
        month: round.month,
        billDate: round.billDate,
        dueDate: prepared.dueDate,
        paymentRoundProposed: paymentRoundProposed(prepared),
        bills: sorted.toBill.length,
        total,
        usage,
        alreadyBilled: sorted.alreadyBilled,
        byUserType: byLabel(byType),
        byArea: byLabel(byArea),
        skipped: sorted.skipped,
        skippedCount,
        noMeterFee,
      };
    },
  };
};
