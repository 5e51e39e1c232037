import { z } from 'zod';
import {
  optionalLatitude,
  optionalLongitude,
  optionalNote,
  optionalText,
  phoneSchema,
} from './common.ts';
import { line } from './text.ts';

/**
 * The utility's contact card (issue 27, "contact us"): what a customer needs to reach the
 * office and pay by transfer. Printed for customers (/contact_us) and on every bill's foot.
 * Blank fields fall back to the organisation's own name, address, phone and e-mail.
 */
export const contactCardFields = z
  .object({
    officeName: optionalText(200),
    address: optionalNote(500),
    /** Opening hours as the office says them: "จันทร์–ศุกร์ 08:30–16:30 น.". */
    hours: optionalNote(300),
    phones: z.array(phoneSchema).max(4),
    /** A LINE official account (@abc) or a personal LINE ID. */
    lineId: line()
      .regex(/^@?[A-Za-z0-9._-]{1,40}$/, { message: 'v.invalid' })
      .nullish()
      .transform((v) => v || null),
    email: z
      .email({ message: 'v.email' })
      .nullish()
      .transform((v) => v ?? null),
    lat: optionalLatitude,
    lng: optionalLongitude,
    /** The account number, one of the organisation's bank accounts, for customers' transfers. */
    transferAccountNo: line()
      .max(20)
      .nullish()
      .transform((v) => v || null),
  })
  // A map point is both coordinates or none: the missing one is asked for.
  .refine((c) => c.lat === null || c.lng !== null, { message: 'v.required', path: ['lng'] })
  .refine((c) => c.lng === null || c.lat !== null, { message: 'v.required', path: ['lat'] });
export type ContactCardInput = z.input<typeof contactCardFields>;

export const contactCard = z.object({
  officeName: z.string().nullable(),
  address: z.string().nullable(),
  hours: z.string().nullable(),
  phones: z.array(z.string()),
  lineId: z.string().nullable(),
  email: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  transferAccountNo: z.string().nullable(),
});
export type ContactCard = z.infer<typeof contactCard>;

export const EMPTY_CONTACT_CARD: ContactCard = {
  officeName: null,
  address: null,
  hours: null,
  phones: [],
  lineId: null,
  email: null,
  lat: null,
  lng: null,
  transferAccountNo: null,
};

/** The card as customers see it: the organisation's own details where the card is blank. */
export const publicContactCard = z.object({
  orgName: z.string(),
  officeName: z.string(),
  address: z.string().nullable(),
  hours: z.string().nullable(),
  phones: z.array(z.string()),
  lineId: z.string().nullable(),
  email: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** A plain map link to the point (no QR): https://www.google.com/maps?q=lat,lng. */
  mapUrl: z.string().nullable(),
  transferAccount: z
    .object({
      bank: z.string(),
      accountNo: z.string(),
      accountName: z.string(),
      branch: z.string().nullable(),
    })
    .nullable(),
  logoDataUrl: z.string().nullable(),
});
export type PublicContactCard = z.infer<typeof publicContactCard>;
