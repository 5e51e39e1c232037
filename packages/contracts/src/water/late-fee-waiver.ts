import { z } from 'zod';
import { idSchema } from '../common.ts';
import { line } from '../text.ts';

/** Waive the late fee of one overdue water bill (issue 12): an admin, with a reason. */
export const lateFeeWaiverBody = z.object({
  reason: line().min(3).max(300),
});
export type LateFeeWaiverBody = z.input<typeof lateFeeWaiverBody>;

/** A bill's late fee waived: by whom, when and why. Written once, never changed. */
export const lateFeeWaiver = z.object({
  id: idSchema,
  billId: idSchema,
  reason: z.string(),
  createdBy: idSchema,
  /** The officer's full name as it stands now (null if the officer is gone). */
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type LateFeeWaiver = z.infer<typeof lateFeeWaiver>;

/**
 * The waiver, and the later bill that already charged this bill's late fee, if one did:
 * the waiver keeps the next run from charging it, but a bill already issued is not
 * changed; staff void it and re-bill (the re-bill respects the waiver).
 */
export const lateFeeWaiverResult = z.object({
  waiver: lateFeeWaiver,
  chargedOn: z
    .object({
      billId: idSchema,
      number: z.string(),
      /** The late fee that bill charged for this one (satang). */
      amount: z.number().int(),
      paid: z.number().int(),
    })
    .nullable(),
});
export type LateFeeWaiverResult = z.infer<typeof lateFeeWaiverResult>;
