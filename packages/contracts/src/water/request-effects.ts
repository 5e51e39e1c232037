import { z } from 'zod';
import { idSchema, isoDate, optionalNote, optionalText } from '../common.ts';
import { line } from '../text.ts';

// What a request does to the connection (issue 26): the bodies of the moves that make the
// change, the effect each request keeps, and the connection's holder history.

const reading = z.number().int().min(0).max(99_999_999);
const optionalDate = isoDate.nullish().transform((v) => v ?? null);
const optionalReading = reading.nullish().transform((v) => v ?? null);

/**
 * Completion. A complaint's answer; a transfer, suspension or resumption takes effect from
 * `effectiveOn`. A transfer of a connection that owes needs the new holder's consent to
 * carry the debt (`carryDebt` with what was agreed in `consentNote`).
 */
export const completeBody = z
  .object({
    note: optionalNote(1000),
    answer: optionalNote(2000),
    effectiveOn: optionalDate,
    carryDebt: z.boolean().default(false),
    consentNote: optionalNote(500),
  })
  .refine((b) => !b.carryDebt || b.consentNote !== null, {
    message: 'v.required',
    path: ['consentNote'],
  });
export type CompleteInput = z.input<typeof completeBody>;

/**
 * The field work of a request done (not a new connection's install). A size change puts the
 * new meter on (its serial, from stock if there; the old meter's final reading, the new
 * one's first); a relocation may move the meter (a serial given) and names its walk order.
 */
export const workDoneBody = z
  .object({
    note: optionalNote(1000),
    doneOn: optionalDate,
    serial: line()
      .max(40)
      .nullish()
      .transform((v) => v || null),
    brand: optionalText(60),
    digits: z.number().int().min(3).max(8).default(4),
    oldFinalReading: optionalReading,
    initialReading: optionalReading,
    routeSeq: z
      .number()
      .int()
      .min(1)
      .max(99_999)
      .nullish()
      .transform((v) => v ?? null),
  })
  .refine((b) => b.serial === null || b.oldFinalReading !== null, {
    message: 'v.required',
    path: ['oldFinalReading'],
  })
  .refine((b) => b.serial === null || b.initialReading !== null, {
    message: 'v.required',
    path: ['initialReading'],
  });
export type WorkDoneInput = z.input<typeof workDoneBody>;
export type WorkDoneBody = z.output<typeof workDoneBody>;

const holderSnapshot = z.object({
  name: z.string(),
  nationalId: z.string().nullable(),
  phone: z.string().nullable(),
});

/** What a request changed, kept on the request and shown with its timeline. */
export const requestEffect = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('transfer'),
    effectiveOn: z.string(),
    from: holderSnapshot,
    to: holderSnapshot,
    owing: z.number().int(),
    debtCarried: z.boolean(),
    consentNote: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('meter'),
    on: z.string(),
    fromSize: z.string(),
    toSize: z.string(),
    oldSerial: z.string(),
    oldFinalReading: z.number().int(),
    newSerial: z.string(),
    initialReading: z.number().int(),
  }),
  z.object({
    kind: z.literal('relocation'),
    on: z.string(),
    fromAddress: z.string(),
    toAddress: z.string(),
    fromArea: z.string(),
    toArea: z.string(),
    routeSeq: z.number().int().nullable(),
    newSerial: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('status'),
    effectiveOn: z.string(),
    fromStatus: z.string(),
    toStatus: z.string(),
  }),
]);
export type RequestEffect = z.infer<typeof requestEffect>;

/** One holder of a connection and the period they held it (to: the next holder's first day). */
export const waterUserHolder = z.object({
  name: z.string(),
  nationalId: z.string().nullable(),
  phone: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  requestId: idSchema.nullable(),
  requestNumber: z.string().nullable(),
  owing: z.number().int(),
  debtCarried: z.boolean(),
  consentNote: z.string().nullable(),
});
export type WaterUserHolder = z.infer<typeof waterUserHolder>;
