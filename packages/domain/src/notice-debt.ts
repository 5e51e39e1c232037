/** What a notice needs of an open bill to tell whether it is overdue. */
export type DueBill = { dueDate: string | null; billDate: string };

/**
 * A bill is overdue on a day once its due date has passed: the due date is the last day
 * to pay (MONEY.md §8). A bill with no due date (a fee) is due on its bill date. The debt
 * queries say the same in SQL (apps/api unpaid-rounds.ts, `pastDueOn`).
 */
export const isOverdue = (bill: DueBill, onDate: string) =>
  (bill.dueDate ?? bill.billDate) < onDate;

/**
 * A notice's open bills on its date (issue 25): it demands only the overdue ones, under
 * threat of cut-off; the current bill, not yet due, may be shown apart and is not part
 * of the demanded total.
 */
export const splitNoticeDebt = <T extends DueBill>(bills: readonly T[], noticeDate: string) => ({
  overdue: bills.filter((b) => isOverdue(b, noticeDate)),
  notYetDue: bills.filter((b) => !isOverdue(b, noticeDate)),
});
