import { z } from 'zod';
import { idSchema, isoDate, listQuery, optionalNote, queryBool } from '../common.ts';
import { line } from '../text.ts';
import {
  noticeDeliveryKinds,
  noticeEventKinds,
  noticeKinds,
  noticeStates,
  notificationChannels,
  notificationProviders,
} from './debt-enums.ts';

/** What follows for a connection (packages/domain debtStep). */
export const debtSteps = [
  'none',
  'warning',
  'waitNotice',
  'cutoff',
  'cutoffPending',
  'reconnection',
  'reconnectionPending',
] as const;
export type DebtStepName = (typeof debtSteps)[number];

/** Which notice a connection already has out, for the alert filter. */
export const debtNoticeFilters = ['none', 'warning', 'cutoff', 'any'] as const;

const count = z.coerce.number().int().min(0).max(1_000);

/** /operation/payment_alert: connections with debt, filtered and sorted by debt. */
export const debtAlertQuery = listQuery.extend({
  areaId: idSchema.optional(),
  routeId: idSchema.optional(),
  usageStatusId: idSchema.optional(),
  minRounds: count.optional(),
  maxRounds: count.optional(),
  /** Satang. */
  minAmount: z.coerce.number().int().min(0).optional(),
  notice: z.enum(debtNoticeFilters).optional(),
  step: z.enum(debtSteps).optional(),
  /** The day the debt is read on (default today in Bangkok). */
  asOf: isoDate.optional(),
});
export type DebtAlertQuery = z.output<typeof debtAlertQuery>;
export type DebtAlertQueryInput = z.input<typeof debtAlertQuery>;

const noticeRef = z.object({
  id: idSchema,
  number: z.string(),
  noticeDate: z.string(),
  payBy: z.string(),
  state: z.enum(noticeStates),
});
export type NoticeRef = z.infer<typeof noticeRef>;

export const debtAlertRow = z.object({
  waterUserId: idSchema,
  customerNo: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  areaName: z.string(),
  routeName: z.string().nullable(),
  routeSeq: z.number().int().nullable(),
  usageStatus: z.object({ name: z.string(), colour: z.string(), cutOff: z.boolean() }),
  unpaidRounds: z.number().int(),
  /** BE year and month of the oldest unpaid water bill. */
  oldest: z.object({ yearBe: z.number().int(), month: z.number().int() }).nullable(),
  /** Satang: every open bill, water and sundry. */
  owing: z.number().int(),
  warning: noticeRef.nullable(),
  cutoff: noticeRef.nullable(),
  reconnection: noticeRef.nullable(),
  step: z.enum(debtSteps),
});
export type DebtAlertRow = z.infer<typeof debtAlertRow>;

export const debtAlertList = z.object({
  rows: z.array(debtAlertRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  sums: z.object({
    /** Every row found: the debtors and the cut-off connections owing nothing. */
    connections: z.number().int(),
    /** Rows owing more than nothing: the count /finance/debtor_accounts gives too. */
    debtors: z.number().int(),
    owing: z.number().int(),
    unpaidRounds: z.number().int(),
    /** Connections by next step. */
    steps: z.record(z.enum(debtSteps), z.number().int()),
  }),
  settings: z.object({ warnAfterRounds: z.number().int(), cutoffAfterRounds: z.number().int() }),
});
export type DebtAlertList = z.infer<typeof debtAlertList>;

/**
 * Issue notices of one kind, in one batch: to the connections named, or to every
 * connection the filter finds whose next step is that kind. Connections that are not at
 * that step (any more) are skipped and counted, never given a second notice.
 */
export const issueNoticesInput = z
  .object({
    kind: z.enum(noticeKinds),
    waterUserIds: z.array(idSchema).min(1).max(100_000).optional(),
    filter: debtAlertQuery
      .pick({
        areaId: true,
        routeId: true,
        usageStatusId: true,
        minRounds: true,
        maxRounds: true,
        minAmount: true,
        q: true,
      })
      .optional(),
    noticeDate: isoDate,
    /** Warning: pay by (≥ 7 days on); cut-off: not before; reconnection: by. */
    payBy: isoDate,
  })
  .refine((i) => i.waterUserIds !== undefined || i.filter !== undefined, {
    path: ['waterUserIds'],
    message: 'v.required',
  })
  .refine((i) => i.payBy >= i.noticeDate, { path: ['payBy'], message: 'v.dateOrder' });
export type IssueNoticesInput = z.output<typeof issueNoticesInput>;

export const issueNoticesResult = z.object({
  kind: z.enum(noticeKinds),
  issued: z.number().int(),
  skipped: z.number().int(),
  firstNumber: z.string().nullable(),
  lastNumber: z.string().nullable(),
  total: z.number().int(),
});
export type IssueNoticesResult = z.infer<typeof issueNoticesResult>;

export const noticeListQuery = listQuery.extend({
  kind: z.enum(noticeKinds).optional(),
  state: z.enum(noticeStates).optional(),
  routeId: idSchema.optional(),
  areaId: idSchema.optional(),
  jobId: idSchema.optional(),
  waterUserId: idSchema.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type NoticeListQuery = z.output<typeof noticeListQuery>;
export type NoticeListQueryInput = z.input<typeof noticeListQuery>;

export const noticeDebtLine = z.object({
  billId: idSchema,
  number: z.string(),
  kind: z.string(),
  yearBe: z.number().int().nullable(),
  month: z.number().int().nullable(),
  billDate: z.string(),
  dueDate: z.string().nullable(),
  /** Satang still owed on the bill when the notice was issued. */
  amount: z.number().int(),
});
export type NoticeDebtLine = z.infer<typeof noticeDebtLine>;

export const noticeEvent = z.object({
  id: idSchema,
  kind: z.enum(noticeEventKinds),
  onDate: z.string(),
  note: z.string().nullable(),
  meterReading: z.number().int().nullable(),
  by: z.string(),
  at: z.string(),
});

export const noticeRow = z.object({
  id: idSchema,
  kind: z.enum(noticeKinds),
  number: z.string(),
  waterUserId: idSchema,
  customerNo: z.string(),
  name: z.string(),
  address: z.string(),
  routeName: z.string().nullable(),
  noticeDate: z.string(),
  payBy: z.string(),
  total: z.number().int(),
  unpaidRounds: z.number().int(),
  state: z.enum(noticeStates),
  /** Delivery kinds recorded so far. */
  delivered: z.array(z.enum(noticeEventKinds)),
  /** Satang still open of the bills the notice listed. */
  stillOwing: z.number().int(),
});
export type NoticeRow = z.infer<typeof noticeRow>;

export const noticeList = z.object({
  rows: z.array(noticeRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type NoticeList = z.infer<typeof noticeList>;

export const notificationMessage = z.object({
  id: idSchema,
  channel: z.enum(notificationChannels),
  recipient: z.string(),
  body: z.string(),
  provider: z.enum(notificationProviders),
  status: z.string(),
  at: z.string(),
  by: z.string(),
});
export type NotificationMessage = z.infer<typeof notificationMessage>;

export const noticeDetail = noticeRow.extend({
  debt: z.array(noticeDebtLine),
  followsNumber: z.string().nullable(),
  voidReason: z.string().nullable(),
  events: z.array(noticeEvent),
  messages: z.array(notificationMessage),
  /** Cut-off done: the reconnection-fee bill it raised. */
  feeBillNumber: z.string().nullable(),
});
export type NoticeDetail = z.infer<typeof noticeDetail>;

/** Delivery of one or many notices (a printed batch is marked in one go). */
export const noticeDeliveryInput = z.object({
  noticeIds: z.array(idSchema).min(1).max(5_000),
  kind: z.enum(noticeDeliveryKinds),
  onDate: isoDate,
  note: optionalNote(300),
});
export type NoticeDeliveryInput = z.output<typeof noticeDeliveryInput>;

/** A work order carried out: the day, the meter reading at cut-off, a note. */
export const noticeDoneInput = z.object({
  onDate: isoDate,
  meterReading: z.number().int().min(0).max(99_999_999).nullish(),
  note: optionalNote(300),
});
export type NoticeDoneInput = z.output<typeof noticeDoneInput>;

export const noticeVoidInput = z.object({ reason: line().min(3).max(300) });

/** Send a notice by SMS or LINE through the organisation's provider. */
export const noticeSendInput = z.object({
  channel: z.enum(notificationChannels),
  /** A phone number (SMS) or LINE id; default the connection's phone. */
  recipient: line().min(3).max(100).optional(),
});
export type NoticeSendInput = z.output<typeof noticeSendInput>;

export const notificationSettingsInput = z.object({
  provider: z.enum(notificationProviders),
  sender: line()
    .max(40)
    .nullish()
    .transform((v) => v || null),
});
export type NotificationSettingsInput = z.output<typeof notificationSettingsInput>;
export const notificationSettingsView = z.object({
  provider: z.enum(notificationProviders),
  sender: z.string().nullable(),
});

export const noticePdfQuery = z.object({
  /** A whole batch (a job) or the notices named, in walk order. */
  jobId: idSchema.optional(),
  ids: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',') : undefined))
    .pipe(z.array(idSchema).max(5_000).optional()),
  copy: queryBool.optional(),
});
