import { line } from '../text.ts';
import { z } from 'zod';
import { idSchema, listQuery, nameSchema } from '../common.ts';

export const paperSizes = ['58mm', '80mm', 'a5', 'a4', 'continuous'] as const;
export type PaperSize = (typeof paperSizes)[number];
export const printerConnections = ['browser', 'escpos'] as const;

export const printerInput = z
  .object({
    officeId: idSchema,
    name: nameSchema,
    paper: z.enum(paperSizes),
    connection: z.enum(printerConnections),
    host: line()
      .max(255)
      .nullish()
      .transform((v) => v || null),
    port: z
      .number()
      .int()
      .min(1)
      .max(65535)
      .nullish()
      .transform((v) => v ?? null),
    defaultForReceipts: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  .refine(
    (p) => p.connection !== 'escpos' || (p.host !== null && /^[A-Za-z0-9.-]+$/.test(p.host)),
    {
      message: 'v.host',
      path: ['host'],
    },
  );
export type PrinterInput = z.input<typeof printerInput>;

export const printer = z.object({
  id: idSchema,
  officeId: idSchema,
  officeName: z.string(),
  name: z.string(),
  paper: z.enum(paperSizes),
  connection: z.enum(printerConnections),
  host: z.string().nullable(),
  port: z.number().int().nullable(),
  defaultForReceipts: z.boolean(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Printer = z.infer<typeof printer>;

export const printerSortFields = ['name', 'officeName', 'paper', 'createdAt'] as const;
export const printerListQuery = listQuery.extend({ officeId: idSchema.optional() });
export type PrinterListQuery = z.output<typeof printerListQuery>;
