import { line } from '../text.ts';
import { z } from 'zod';
import { codeSchema, idSchema, listQuery, nameSchema } from '../common.ts';

export const paymentChannelKinds = [
  'cash',
  'bank_transfer',
  'thai_qr',
  'bill_payment',
  'other',
] as const;
export type PaymentChannelKind = (typeof paymentChannelKinds)[number];

export const channelBankAccount = z.object({
  bank: line().min(1).max(100),
  accountNo: line().regex(/^[0-9-]{6,20}$/, { message: 'v.accountNo' }),
  accountName: line().min(1).max(200),
});

/**
 * A bank-transfer channel may be saved without its account (a new organisation's
 * default channel has none yet); the screen warns until one is entered.
 */
export const paymentChannelInput = z.object({
  code: codeSchema,
  name: nameSchema,
  kind: z.enum(paymentChannelKinds),
  bankAccount: channelBankAccount.nullish().transform((v) => v ?? null),
  referenceRequired: z.boolean().default(false),
  sortOrder: z.number().int().min(0).max(999).default(0),
  active: z.boolean().default(true),
});
export type PaymentChannelInput = z.input<typeof paymentChannelInput>;

export const paymentChannel = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  kind: z.enum(paymentChannelKinds),
  bankAccount: channelBankAccount.nullable(),
  referenceRequired: z.boolean(),
  sortOrder: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentChannel = z.infer<typeof paymentChannel>;

export const paymentChannelSortFields = ['sortOrder', 'code', 'name', 'kind', 'createdAt'] as const;
export const paymentChannelListQuery = listQuery.extend({
  kind: z.enum(paymentChannelKinds).optional(),
});
export type PaymentChannelListQuery = z.output<typeof paymentChannelListQuery>;
