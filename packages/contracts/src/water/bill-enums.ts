/** Where a bill stands: issued, then partly paid or paid as receipts are allocated; or void. */
export const billStatuses = ['issued', 'partly_paid', 'paid', 'void'] as const;
export type BillStatus = (typeof billStatuses)[number];

/** A water bill (one a connection a round) or a sundry fee bill issued by staff. */
export const billKinds = ['water', 'sundry'] as const;
export type BillKind = (typeof billKinds)[number];

export const sundryKinds = [
  'connection',
  'reconnection',
  'meter_change',
  'deposit',
  'other',
] as const;
export type SundryKind = (typeof sundryKinds)[number];
