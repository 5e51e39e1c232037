import { z } from 'zod';
import { idSchema, isoDate, listQuery } from '../common.ts';
import { line } from '../text.ts';
import {
  bankExportFields,
  bankFileFormats,
  bankRowFlags,
  bankRowMatches,
  bankRowStates,
} from './bank-enums.ts';

/** A bank file is at most this big (a 10,000-row BOT file is 2.6 MB). */
export const BANK_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** More payment lines than this in one file is refused. */
export const BANK_FILE_MAX_ROWS = 50_000;

const header = () =>
  line()
    .max(100)
    .nullish()
    .transform((v) => (v ? v : null));

/** A bank export's columns: the header text of the column each field is read from. */
export const bankMappingColumns = z
  .object({
    date: header(),
    time: header(),
    payerName: header(),
    ref1: header(),
    ref2: header(),
    amount: header(),
    bankRef: header(),
    branch: header(),
    channel: header(),
  } satisfies Record<(typeof bankExportFields)[number], unknown>)
  .refine((c) => c.date !== null, { path: ['date'], message: 'v.required' })
  .refine((c) => c.amount !== null, { path: ['amount'], message: 'v.required' })
  .refine((c) => c.ref1 !== null, { path: ['ref1'], message: 'v.required' });

export const bankMapping = z.object({
  /** The sheet row (1-based) holding the headers. */
  headerRow: z.number().int().min(1).max(50),
  columns: bankMappingColumns,
});
export type BankMappingInput = z.input<typeof bankMapping>;
export type BankMapping = z.output<typeof bankMapping>;

/** The mapping as answered (a response schema carries no transforms). */
export const bankMappingView = z.object({
  headerRow: z.number().int(),
  columns: z.object(
    Object.fromEntries(bankExportFields.map((f) => [f, z.string().nullable()])) as Record<
      (typeof bankExportFields)[number],
      z.ZodNullable<z.ZodString>
    >,
  ),
});

/** The file travels as base64 JSON, as the sheet imports' do. */
export const bankFileBody = z.object({
  fileName: line().min(1).max(200),
  contentBase64: z.string().min(1),
  /** The channel the money came through: its electronic receipt book numbers the receipts. */
  channelId: idSchema,
  /** A bank export's columns; without it the channel's remembered mapping is used. */
  mapping: bankMapping.nullish().transform((v) => v ?? null),
});
export type BankFileBody = z.input<typeof bankFileBody>;

export const bankConfirmBody = bankFileBody.extend({
  /** The hash the preview answered: confirm refuses a file that changed since. */
  fileHash: z.string().regex(/^[0-9a-f]{64}$/),
  /**
   * When the preview checked the file (its `checkedAt`): a row whose bill was paid at the
   * counter since then is flagged `paidMeanwhile`. Without it, since the confirm.
   */
  previewedAt: z.iso
    .datetime({ offset: true })
    .nullish()
    .transform((v) => v ?? null),
});
export type BankConfirmBody = z.input<typeof bankConfirmBody>;

/** A bill a row pays, and how much of it. */
export const bankRowBill = z.object({
  billId: idSchema,
  number: z.string(),
  /** The round, e.g. "2569-10" (year BE and month), or null for a sundry bill. */
  period: z.string().nullable(),
  owed: z.number().int(),
  pays: z.number().int(),
});

/** A connection a statement row might be (its open total equals the amount). */
export const bankProposal = z.object({
  waterUserId: idSchema,
  customerNo: z.string(),
  name: z.string(),
  owed: z.number().int(),
});
export type BankProposal = z.infer<typeof bankProposal>;

export const bankRowView = z.object({
  /** The line of the text file, or the sheet row. */
  line: z.number().int(),
  payDate: z.string(),
  paidAt: z.string(),
  payerName: z.string().nullable(),
  ref1: z.string().nullable(),
  ref2: z.string().nullable(),
  bankRef: z.string().nullable(),
  description: z.string().nullable(),
  amount: z.number().int(),
  match: z.enum(bankRowMatches),
  flags: z.array(z.enum(bankRowFlags)),
  waterUserId: idSchema.nullable(),
  customerNo: z.string().nullable(),
  customerName: z.string().nullable(),
  bills: z.array(bankRowBill),
  /** What goes to credit on account (money above the bills). */
  toCredit: z.number().int(),
  proposals: z.array(bankProposal),
  /** The earlier file a duplicate was taken from. */
  takenBefore: z
    .object({ fileName: z.string(), importedAt: z.string(), line: z.number().int() })
    .nullable(),
});
export type BankRowView = z.infer<typeof bankRowView>;

export const bankClassSum = z.object({
  match: z.enum(bankRowMatches),
  count: z.number().int(),
  amount: z.number().int(),
});

/** A bank export without a mapping yet: its headers and first rows for the mapping form. */
export const bankMappingNeeded = z.object({
  headerRow: z.number().int(),
  headers: z.array(z.string()),
  sample: z.array(z.array(z.string())),
  /** A guess from the header names (Ref.1, วันที่…), for the form to start from. */
  suggested: z.record(z.string(), z.string().nullable()),
});

export const bankPreview = z.object({
  fileHash: z.string(),
  /** When the server checked the file: confirm sends it back as `previewedAt`. */
  checkedAt: z.string(),
  fileName: z.string(),
  format: z.enum(bankFileFormats),
  channelId: idSchema,
  /** Set when a bank export's columns must be mapped first; rows are then empty. */
  mappingNeeded: bankMappingNeeded.nullable(),
  /** The mapping used (a bank export), to be remembered at confirm. */
  mapping: bankMappingView.nullable(),
  rowCount: z.number().int(),
  total: z.number().int(),
  /** The BOT trailer's own count and total (they equal the rows', or the file is refused). */
  trailer: z.object({ count: z.number().int(), total: z.number().int() }).nullable(),
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
  classes: z.array(bankClassSum),
  /** Rows to become receipts at confirm, and their money. */
  toReceipt: z.object({ count: z.number().int(), amount: z.number().int() }),
  /** Rows for the queue (unmatched and proposals). */
  toQueue: z.object({ count: z.number().int(), amount: z.number().int() }),
  rows: z.array(bankRowView),
});
export type BankPreview = z.infer<typeof bankPreview>;

export const bankReceiptLink = z.object({
  receiptId: idSchema,
  bookNo: z.string(),
  number: z.number().int(),
  customerNo: z.string(),
  amount: z.number().int(),
  line: z.number().int(),
  /** Part of it kept as credit on account. */
  toCredit: z.number().int(),
  /** Its bill was paid at the counter while the file posted: the money is kept as credit. */
  paidMeanwhile: z.boolean(),
});

export const bankConfirmResult = z.object({
  fileId: idSchema,
  /**
   * True when the job named in the request posted this file (its first import); false for
   * a result read again, or a confirm that answered an earlier posting.
   */
  created: z.boolean(),
  importedAt: z.string(),
  receipts: z.array(bankReceiptLink),
  receiptAmount: z.number().int(),
  queued: z.number().int(),
  queuedAmount: z.number().int(),
  duplicates: z.number().int(),
  /** Rows whose bill was paid at the counter while the file posted (kept as credit). */
  paidMeanwhile: z.number().int(),
});
export type BankConfirmResult = z.infer<typeof bankConfirmResult>;

/** An imported file in the list of files. */
export const bankFileView = z.object({
  id: idSchema,
  channelId: idSchema,
  channelName: z.string(),
  format: z.enum(bankFileFormats),
  fileName: z.string(),
  rowCount: z.number().int(),
  total: z.number().int(),
  trailerCount: z.number().int().nullable(),
  trailerTotal: z.number().int().nullable(),
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
  receipted: z.number().int(),
  queued: z.number().int(),
  /** Rows whose bill was paid at the counter while the file posted (kept as credit). */
  paidMeanwhile: z.number().int(),
  importedBy: z.string(),
  importedAt: z.string(),
});
export type BankFileView = z.infer<typeof bankFileView>;

export const bankFileListQuery = listQuery.extend({
  channelId: idSchema.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});

/** GET /bank-files/:id/result: the posting job the caller started, if it follows one. */
export const bankFileResultQuery = z.object({ job: idSchema.optional() });

/** A stored row (the queue, a file's rows). */
export const bankRowRecord = bankRowView.extend({
  id: idSchema,
  fileId: idSchema,
  fileName: z.string(),
  channelId: idSchema,
  state: z.enum(bankRowStates),
  receiptId: idSchema.nullable(),
  receiptNo: z.string().nullable(),
  reason: z.string().nullable(),
  handledBy: z.string().nullable(),
  handledAt: z.string().nullable(),
});
export type BankRowRecord = z.infer<typeof bankRowRecord>;

export const bankRowListQuery = listQuery.extend({
  state: z.enum(bankRowStates).optional(),
  fileId: idSchema.optional(),
  channelId: idSchema.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});

/** Match a queued row by hand: the connection, and which of its open bills (oldest first if none). */
export const bankRowMatchBody = z.object({
  waterUserId: idSchema,
  billIds: z.array(idSchema).max(240).default([]),
});
export type BankRowMatchBody = z.input<typeof bankRowMatchBody>;

export const bankRowDismissBody = z.object({ reason: line().min(3).max(300) });
