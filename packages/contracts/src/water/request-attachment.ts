import { z } from 'zod';
import { idSchema, isoDate } from '../common.ts';
import { line, multiline } from '../text.ts';

/** What a paper filed with a request is; the first three are the documents checklist's. */
export const requestAttachmentKinds = [
  'house_registration',
  'id_card',
  'land_papers',
  'photo',
  'other',
] as const;
export type RequestAttachmentKind = (typeof requestAttachmentKinds)[number];

/** The checklist tick each kind of paper stands behind (a photo or other paper: none). */
export const attachmentDocument = {
  house_registration: 'houseRegistration',
  id_card: 'idCardCopy',
  land_papers: 'landPapers',
  photo: null,
  other: null,
} as const satisfies Record<RequestAttachmentKind, string | null>;

/** The types kept, as the file's own first bytes say (the server sniffs them). */
export const requestAttachmentMimes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
export type RequestAttachmentMime = (typeof requestAttachmentMimes)[number];

/** Photos are made small on the phone (like meter photos); a scanned PDF may be larger. */
export const REQUEST_IMAGE_MAX_BYTES = 1024 * 1024;
export const REQUEST_PDF_MAX_BYTES = 5 * 1024 * 1024;
/** Papers kept on one request (those taken off do not count). */
export const REQUEST_ATTACHMENTS_MAX = 20;
/** The body limit of an upload: the largest PDF as base64, with room for the envelope. */
export const REQUEST_ATTACHMENT_BODY_LIMIT = Math.ceil((REQUEST_PDF_MAX_BYTES * 4) / 3) + 64 * 1024;

export const requestAttachmentBody = z.object({
  kind: z.enum(requestAttachmentKinds),
  fileName: line().min(1).max(120),
  contentBase64: z
    .string()
    .min(4)
    .max(REQUEST_ATTACHMENT_BODY_LIMIT)
    .regex(/^[A-Za-z0-9+/]+=*$/, { message: 'v.invalid' }),
});
export type RequestAttachmentBody = z.infer<typeof requestAttachmentBody>;

export const removeAttachmentBody = z.object({ reason: multiline().min(1).max(300) });

export const attachmentParams = z.object({ id: idSchema, attachmentId: idSchema });

export const requestAttachment = z.object({
  id: idSchema,
  kind: z.enum(requestAttachmentKinds),
  fileName: z.string(),
  mimeType: z.enum(requestAttachmentMimes),
  bytes: z.number().int(),
  uploadedByName: z.string().nullable(),
  uploadedAt: z.string(),
  removedByName: z.string().nullable(),
  removedAt: z.string().nullable(),
  removedReason: z.string().nullable(),
});
export type RequestAttachment = z.infer<typeof requestAttachment>;

/** A voided fee issued again: a new bill pointing back to the voided one. */
export const reissueFeeBody = z.object({
  dueDate: isoDate.nullish().transform((v) => v ?? null),
});
export const feeBillParams = z.object({ id: idSchema, billId: idSchema });
