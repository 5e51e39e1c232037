/** A paper book of numbered leaves typed in at the counter, or an electronic number range. */
export const receiptBookKinds = ['paper', 'electronic'] as const;
export type ReceiptBookKind = (typeof receiptBookKinds)[number];

/**
 * received: in the finance office's stock; open: held by a cashier or an office and in
 * use; closed: finished, handed back, or ended at fiscal-year end.
 */
export const receiptBookStates = ['received', 'open', 'closed'] as const;
export type ReceiptBookState = (typeof receiptBookStates)[number];

export const receiptStatuses = ['valid', 'void'] as const;
export type ReceiptStatus = (typeof receiptStatuses)[number];

/** Where an allocation's money came from: this receipt's money, or credit on account. */
export const allocationSources = ['money', 'credit'] as const;
export type AllocationSource = (typeof allocationSources)[number];

/** Paper sizes a receipt prints on: thermal rolls and A5. */
export const receiptPapers = ['80mm', '58mm', 'a5'] as const;
export type ReceiptPaper = (typeof receiptPapers)[number];
