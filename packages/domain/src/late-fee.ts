import { percentOf } from './money.ts';
import type { BillLateFeeLine, BillLateFeeSetting, OverdueBill } from './bill-types.ts';

// The late fee (issue 12, MONEY.md §4): it lands on the next bill once per overdue bill
// and never compounds. The caller (the billing run) gathers the facts: which earlier
// water bills are past their late-fee date and not charged yet, what each carries and
// what was paid; this file alone decides what is charged on them.

/**
 * What an overdue bill's late fee is charged on: what is still unpaid of it, less any
 * late fee it itself carries and has not had paid, so a fee is never charged on a fee.
 * The bill's own late fee is settled first, by the credit the bill applied (bill-heads.ts
 * CREDIT_ORDER) and then by payments (PAY_ORDER); `lateFeePaid` is what allocations put
 * on that head, read from the receipts rather than re-derived, because VAT runs alongside
 * in proportion and a payment does not settle the fee satang for satang. With nothing
 * paid on the head this is min(total − paid, total − lateFee) when no credit is applied.
 */
export function lateFeeBase(bill: OverdueBill): number {
  const ownFee = Math.max(0, bill.lateFee - bill.creditApplied);
  const ownFeeUnpaid = Math.max(0, ownFee - bill.lateFeePaid);
  return Math.max(0, bill.total - bill.paid - ownFeeUnpaid);
}

/**
 * One late-fee line per overdue bill, in the order given (oldest first).
 *
 * Flat: `value` satang for each overdue bill, whatever its size, once. Percent: `value`
 * bp of each bill's base, rounded half-up per bill. Why per bill, not once over the sum:
 * each bill's fee is its own line (MONEY.md §1.3: each line rounded once, the total the
 * exact sum), printed against that bill's number, so a waiver or a query about one bill
 * maps to one figure that does not change with the other bills owed. The two can differ
 * by a satang or so: two bases of 100.30 ฿ at 1.5 % give 1.50 + 1.50 = 3.00 ฿ per bill,
 * 3.01 ฿ (3.009) over the sum.
 *
 * No line for a waived bill, a bill whose base is 0 (all that is unpaid is its own fee),
 * or a fee that rounds to 0; none at all when the setting is `none`.
 */
export function lateFeeLines(
  setting: BillLateFeeSetting,
  overdue: readonly OverdueBill[],
): BillLateFeeLine[] {
  const { kind, value } = setting;
  if (kind === 'none') return [];
  return overdue.flatMap((bill): BillLateFeeLine[] => {
    if (bill.waived) return [];
    const base = lateFeeBase(bill);
    if (base === 0) return [];
    const amount = kind === 'flat' ? value : percentOf(base, value);
    if (amount === 0) return [];
    return [
      {
        kind: 'late_fee',
        labelKey: 'bill.line.lateFee',
        quantity: null,
        rate: value,
        amount,
        lateFeeKind: kind,
        base,
        billId: bill.billId,
        billNumber: bill.number,
      },
    ];
  });
}
