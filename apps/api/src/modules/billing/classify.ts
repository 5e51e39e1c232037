import type { BillingSkip } from '@prapa/contracts';
import { fullNameOf } from '@prapa/domain';
import type { BillingContext } from './billing-context.repo.ts';
import type { Expected } from './billing-candidates.repo.ts';

export type Sorted = {
  toBill: Expected[];
  alreadyBilled: number;
  skipped: BillingSkip[];
  /** Connections whose usage status bills nothing (cancelled, …): not listed, counted. */
  noBillByStatus: number;
};

/**
 * Which connections this run bills, and why the others are left (MONEY.md §3–4): a
 * reading held for the check, no reading where one is required, no tariff in force for
 * the user type. Bill mode "none" is a status that bills nothing, not a problem.
 */
export const sortConnections = (ctx: BillingContext, rows: Expected[]): Sorted => {
  const out: Sorted = { toBill: [], alreadyBilled: 0, skipped: [], noBillByStatus: 0 };
  const skip = (r: Expected, reason: BillingSkip['reason'], detail: string | null = null) =>
    out.skipped.push({
      waterUserId: r.id,
      customerNo: r.customerNo,
      name: fullNameOf(r),
      reason,
      detail,
    });
  for (const r of rows) {
    if (r.billed) {
      out.alreadyBilled += 1;
      continue;
    }
    const status = ctx.usageStatus.get(r.usageStatusId);
    if (!status || status.billMode === 'none') {
      out.noBillByStatus += 1;
      continue;
    }
    if (r.readingId === null && status.readingRequired) skip(r, 'notRead');
    else if (r.held) skip(r, 'held', r.anomaly);
    else if (status.billMode === 'normal' && !ctx.tariffByUserType.has(r.userTypeId)) {
      skip(r, 'noTariff', ctx.userTypeName.get(r.userTypeId) ?? null);
    } else out.toBill.push(r);
  }
  return out;
};
