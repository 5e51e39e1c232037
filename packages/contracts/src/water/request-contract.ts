import { z } from 'zod';
import { unknownPlaceholders } from '@prapa/domain';
import { idSchema } from '../common.ts';
import { line, multiline } from '../text.ts';

export { contractPlaceholders, type ContractPlaceholder } from '@prapa/domain';

const clause = multiline()
  .min(1)
  .max(2000)
  .refine((v) => unknownPlaceholders(v).length === 0, { message: 'v.contractPlaceholder' });

/**
 * The utility's water-use contract template (สัญญาการใช้น้ำประปา): a title and numbered
 * clauses with placeholders such as {{customerName}}; the manager edits it once.
 */
export const contractTemplateInput = z.object({
  title: line()
    .min(1)
    .max(200)
    .refine((v) => unknownPlaceholders(v).length === 0, { message: 'v.contractPlaceholder' }),
  clauses: z.array(clause).min(1).max(40),
});
export type ContractTemplateInput = z.input<typeof contractTemplateInput>;

export const contractTemplate = z.object({
  title: z.string(),
  clauses: z.array(z.string()),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
});
export type ContractTemplate = z.infer<typeof contractTemplate>;

/** An issued contract: its number once, and the text as filled that day, never changed. */
export const requestContract = z.object({
  id: idSchema,
  requestId: idSchema,
  number: z.string(),
  issuedOn: z.string(),
  title: z.string(),
  /** The parties as written that day (the utility and its officer, the water user). */
  preamble: z.string(),
  clauses: z.array(z.string()),
  issuedByName: z.string().nullable(),
});
export type RequestContract = z.infer<typeof requestContract>;
