import { z } from 'zod';
import { errorCodes } from './errors.ts';

export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const okEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.enum(errorCodes),
  errors: z.array(fieldErrorSchema).optional(),
  data: z.null(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export type OkEnvelope<T> = { success: true; message: string; data: T };
export type Envelope<T> = OkEnvelope<T> | ErrorEnvelope;

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int() });
export type ListResult<T> = { items: T[]; total: number };
