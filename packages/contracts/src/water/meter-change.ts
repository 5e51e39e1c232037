import { z } from 'zod';
import { idSchema, isoDate, listQuery, optionalNote, optionalText } from '../common.ts';
import { line, multiline } from '../text.ts';

const reading = z.number().int().min(0).max(99_999_999);

export const meterChangeStatuses = ['pending', 'approved', 'rejected'] as const;
export type MeterChangeStatus = (typeof meterChangeStatuses)[number];

/**
 * A meter changed in the field, as the reader records it: the old meter's last reading,
 * the new meter's serial and first reading, the day and why. The office approves it (the
 * register's replacement is then made) or rejects it with a reason.
 */
export const meterChangeRequestBody = z.object({
  waterUserId: idSchema,
  changedOn: isoDate,
  oldFinalReading: reading,
  newSerial: line().min(1).max(40),
  newInitialReading: reading,
  reason: multiline().min(1).max(500),
  note: optionalNote(500),
});
export type MeterChangeRequestBody = z.output<typeof meterChangeRequestBody>;

/**
 * What the office adds on approving: the new meter's size, dial and brand, when the reader
 * could not tell (by default those of a meter of that serial in stock, else the old one's).
 */
export const meterChangeApproveBody = z.object({
  meterSizeId: idSchema.optional(),
  digits: z.number().int().min(3).max(8).optional(),
  brand: optionalText(60),
});
export type MeterChangeApproveBody = z.output<typeof meterChangeApproveBody>;

export const meterChangeRejectBody = z.object({ reason: multiline().min(1).max(500) });

export const meterChangeRequest = z.object({
  id: idSchema,
  waterUserId: idSchema,
  customerNo: z.string(),
  customerName: z.string(),
  /** The meter on the connection when the request was made (null: it had none). */
  oldSerial: z.string().nullable(),
  changedOn: z.string(),
  oldFinalReading: z.number().int(),
  newSerial: z.string(),
  newInitialReading: z.number().int(),
  reason: z.string(),
  note: z.string().nullable(),
  status: z.enum(meterChangeStatuses),
  requestedBy: idSchema,
  requestedByName: z.string(),
  requestedAt: z.string(),
  decidedBy: idSchema.nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
  /** The installation the approval made (the register's new row). */
  installationId: idSchema.nullable(),
});
export type MeterChangeRequest = z.infer<typeof meterChangeRequest>;

export const meterChangeSortFields = ['requestedAt', 'changedOn', 'status'] as const;
/** `q` searches the customer number and name and both serials. */
export const meterChangeListQuery = listQuery.extend({
  status: z.enum(meterChangeStatuses).optional(),
  waterUserId: idSchema.optional(),
});
export type MeterChangeListQuery = z.input<typeof meterChangeListQuery>;
