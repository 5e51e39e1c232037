import { line } from './text.ts';
import { z } from 'zod';
import { isValidCustomerNumberFormat } from '@prapa/domain';
import { orgKinds } from './positions.ts';
import { contactCard, contactCardFields } from './contact-card.ts';
import {
  idSchema,
  listQuery,
  optionalNote,
  optionalText,
  passwordSchema,
  phoneSchema,
  taxIdSchema,
  usernameSchema,
} from './common.ts';

export const publicOrg = z.object({ id: idSchema, code: z.string(), name: z.string() });
export type PublicOrg = z.infer<typeof publicOrg>;

const bankAccount = z.object({
  bank: line().min(1).max(100),
  accountNo: line().regex(/^[0-9-]{6,20}$/, { message: 'v.accountNo' }),
  accountName: line().min(1).max(200),
  branch: line().max(100).optional(),
});
const signatory = z.object({
  name: line().max(120),
  position: line().max(120),
});

export const lateFeeKinds = ['none', 'flat', 'percent'] as const;

/** 1,000 ฿: the credit one counter payment may leave before the cashier must confirm it. */
export const DEFAULT_LARGE_CREDIT_LIMIT = 100_000;

/** Editable fields of an organisation (DESIGN.md §4). */
export const orgSettingsFields = z
  .object({
    nameTh: line().min(2).max(200),
    nameEn: optionalText(200),
    kind: z.enum(orgKinds),
    taxId: taxIdSchema.nullish().transform((v) => v ?? null),
    address: optionalNote(500),
    phone: phoneSchema.nullish().transform((v) => v ?? null),
    email: z
      .email({ message: 'v.email' })
      .nullish()
      .transform((v) => v ?? null),
    logoDataUrl: z
      .string()
      .max(400_000)
      .regex(/^data:image\/(png|jpeg);base64,/, { message: 'v.logo' })
      .nullish()
      .transform((v) => v ?? null),
    signatories: z.object({ head: signatory, finance: signatory, waterworks: signatory }),
    promptpayBillerId: z
      .string()
      .regex(/^[0-9]{15}$/, { message: 'v.billerId' })
      .nullish()
      .transform((v) => v ?? null),
    bankAccounts: z.array(bankAccount).max(10),
    vatRateBp: z.union([z.literal(0), z.literal(700)]),
    pricesIncludeVat: z.boolean(),
    dueDays: z.number().int().min(0).max(90),
    warnAfterRounds: z.number().int().min(1).max(24),
    cutoffAfterRounds: z.number().int().min(1).max(24),
    lateFeeKind: z.enum(lateFeeKinds),
    lateFeeValue: z.number().int().min(0),
    reconnectionFee: z.number().int().min(0),
    /** A counter receipt may pay part of a bill (MONEY.md §5); off: whole bills only. */
    allowPartialPayment: z.boolean().default(false),
    /**
     * A counter payment leaving more than this as credit on account asks the cashier to
     * confirm it (issue 24: 1,000,085.60 ฿ was once typed for 85.60 ฿). Satang.
     */
    largeCreditLimit: z
      .number()
      .int({ message: 'v.satang' })
      .min(0)
      // 10,000,000 ฿, the largest counter receipt (MAX_RECEIPT_SATANG, money/receipt.ts).
      .max(1_000_000_000)
      .default(DEFAULT_LARGE_CREDIT_LIMIT),
    customerNumberFormat: line()
      .min(1)
      .max(40)
      .refine(isValidCustomerNumberFormat, { message: 'v.customerFormat' }),
    meterDigits: z.number().int().min(3).max(8),
    /**
     * Years a meter stays before the replacement plan lists it (issue 26). Optional: a
     * client that does not know it keeps the current value (absent is not reset to 5).
     */
    meterReplaceYears: z.number().int().min(1).max(50).optional(),
    idleLockMinutes: z.number().int().min(1).max(240),
    mapTileUrl: line().max(300),
    /** The contact card (issue 27). Optional: a client that does not know it keeps it. */
    contactCard: contactCardFields.optional(),
  })
  .refine((o) => o.cutoffAfterRounds >= o.warnAfterRounds, {
    message: 'v.cutoffAfterWarn',
    path: ['cutoffAfterRounds'],
  })
  .refine(
    (o) =>
      !o.contactCard?.transferAccountNo ||
      o.bankAccounts.some((a) => a.accountNo === o.contactCard?.transferAccountNo),
    // The cash book's words fit: one of the organisation's bank accounts.
    { message: 'v.cashBookAccount', path: ['contactCard', 'transferAccountNo'] },
  );
export type OrgSettingsInput = z.input<typeof orgSettingsFields>;

export const organisation = z.object({
  id: idSchema,
  code: z.string(),
  isDemo: z.boolean(),
  active: z.boolean(),
  createdAt: z.string(),
  nameTh: z.string(),
  nameEn: z.string().nullable(),
  kind: z.enum(orgKinds),
  taxId: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  logoDataUrl: z.string().nullable(),
  signatories: z.object({ head: signatory, finance: signatory, waterworks: signatory }),
  promptpayBillerId: z.string().nullable(),
  bankAccounts: z.array(bankAccount),
  vatRateBp: z.number().int(),
  pricesIncludeVat: z.boolean(),
  dueDays: z.number().int(),
  warnAfterRounds: z.number().int(),
  cutoffAfterRounds: z.number().int(),
  lateFeeKind: z.enum(lateFeeKinds),
  lateFeeValue: z.number().int(),
  reconnectionFee: z.number().int(),
  allowPartialPayment: z.boolean(),
  largeCreditLimit: z.number().int(),
  customerNumberFormat: z.string(),
  meterDigits: z.number().int(),
  meterReplaceYears: z.number().int(),
  idleLockMinutes: z.number().int(),
  mapTileUrl: z.string(),
  contactCard,
});
export type Organisation = z.infer<typeof organisation>;

export const orgCodeSchema = line()
  .min(2)
  .max(20)
  .regex(/^[A-Z0-9_-]+$/, { message: 'v.orgCode' });

export const createOrgBody = z.object({
  code: orgCodeSchema,
  nameTh: line().min(2).max(200),
  nameEn: optionalText(200),
  kind: z.enum(orgKinds),
  admin: z.object({
    username: usernameSchema,
    password: passwordSchema,
    fullName: line().min(2).max(120),
  }),
});
export const orgAdminListItem = z.object({
  id: idSchema,
  code: z.string(),
  nameTh: z.string(),
  nameEn: z.string().nullable(),
  kind: z.enum(orgKinds),
  active: z.boolean(),
  isDemo: z.boolean(),
  officerCount: z.number().int(),
  createdAt: z.string(),
});
export type OrgAdminListItem = z.infer<typeof orgAdminListItem>;
export type CreateOrgBody = z.input<typeof createOrgBody>;

export const orgAdminSortFields = ['code', 'nameTh', 'createdAt'] as const;
export const orgAdminListQuery = listQuery;

/** The demo utility's code (seeded on first start): marked wherever its name shows. */
export const DEMO_ORG_CODE = 'DEMO';
/** The second demo (issue 25): a municipality with blocks, VAT, a late fee and discounts. */
export const DEMO_MUNI_CODE = 'DEMO-MUNI';
const demoOrgCodes: readonly string[] = [DEMO_ORG_CODE, DEMO_MUNI_CODE];
/** Whether the code is one of the demo organisations the server seeds (labelled as such). */
export const isDemoOrgCode = (code: string) => demoOrgCodes.includes(code);

/** The organisation's header as a bill or a receipt prints it, copied into its snapshot. */
export const printedOrg = organisation.pick({
  nameTh: true,
  address: true,
  phone: true,
  taxId: true,
  logoDataUrl: true,
});
export type PrintedOrg = z.infer<typeof printedOrg>;
