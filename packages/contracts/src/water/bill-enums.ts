/** Where a bill stands: issued, then partly paid or paid as receipts are allocated; or void. */
export const billStatuses = ['issued', 'partly_paid', 'paid', 'void'] as const;
export type BillStatus = (typeof billStatuses)[number];

/**
 * A water bill (one a connection a round), a sundry fee bill issued by staff, or an
 * opening bill (ยอดยกมา): a month owed in the old books, brought in at the move-in
 * (issue 28) in its own numbered series with its original period.
 */
export const billKinds = ['water', 'sundry', 'opening'] as const;
export type BillKind = (typeof billKinds)[number];

export const sundryKinds = [
  'connection',
  'reconnection',
  'meter_change',
  'deposit',
  'other',
] as const;
export type SundryKind = (typeof sundryKinds)[number];
