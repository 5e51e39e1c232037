/**
 * The three numbered debt documents (MONEY.md §8, DOMAIN.md §5), each numbered per
 * organisation per fiscal year per kind: a warning letter at `warnAfterRounds`, a
 * cut-off work order at `cutoffAfterRounds`, a reconnection work order once all the
 * debt and the reconnection fee are paid.
 */
export const noticeKinds = ['warning', 'cutoff', 'reconnection'] as const;
export type NoticeKind = (typeof noticeKinds)[number];

/**
 * What happened to a notice, appended and never changed: how it reached the customer
 * (printed, handed over, sent by SMS or LINE) and, for a work order, that it was done.
 */
export const noticeEventKinds = ['printed', 'handed', 'sms', 'line', 'done'] as const;
export type NoticeEventKind = (typeof noticeEventKinds)[number];

/** How a notice reaches the customer: the delivery a person records. */
export const noticeDeliveryKinds = ['printed', 'handed', 'sms', 'line'] as const;
export type NoticeDeliveryKind = (typeof noticeDeliveryKinds)[number];

export const notificationChannels = ['sms', 'line'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/**
 * Who carries an SMS or LINE message. `outbox` only records the message (no network):
 * the default, and all this build can reach.
 */
export const notificationProviders = ['outbox'] as const;
export type NotificationProvider = (typeof notificationProviders)[number];

/**
 * Where a notice stands, read from the debt (a notice row never changes but for void):
 * open: within its pay-by date; closed: the debt it named is paid; due: still owing past
 * pay-by (the next step may follow); done: the work order was carried out; void.
 */
export const noticeStates = ['open', 'closed', 'due', 'done', 'void'] as const;
export type NoticeState = (typeof noticeStates)[number];
