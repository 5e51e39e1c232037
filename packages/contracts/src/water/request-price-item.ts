import { z } from 'zod';
import { codeSchema, idSchema, listQuery, nameSchema } from '../common.ts';
import { line } from '../text.ts';

/** The utility's price list for a request's estimate (materials and labour), in satang. */
export const requestPriceItemInput = z.object({
  code: codeSchema,
  name: nameSchema,
  unit: line().min(1).max(30),
  price: z.number().int().min(0).max(100_000_000),
  sortOrder: z.number().int().min(0).max(999).default(0),
  active: z.boolean().default(true),
});
export type RequestPriceItemInput = z.input<typeof requestPriceItemInput>;

export const requestPriceItem = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  price: z.number().int(),
  sortOrder: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RequestPriceItem = z.infer<typeof requestPriceItem>;
export const requestPriceItemSortFields = ['sortOrder', 'code', 'name', 'price'] as const;
export const requestPriceItemListQuery = listQuery;
