import { z } from 'zod';
import { idSchema } from '../common.ts';
import { importProblem } from './import.ts';

/** A reading sheet is a route or a round: a village round is a few thousand rows. */
export const READING_IMPORT_MAX_ROWS = 20_000;
/** The preview lists at most this many rows to be saved; the counts are always whole. */
export const READING_IMPORT_ROWS_SHOWN = 2_000;

export const readingImportQuery = z.object({ routeId: idSchema.optional() });

/** A row the confirm will save, priced as the server will price it. */
export const readingImportRow = z.object({
  row: z.number().int(),
  waterUserId: idSchema,
  customerNo: z.string(),
  name: z.string(),
  previous: z.number().int(),
  current: z.number().int().nullable(),
  code: z.string(),
  usage: z.number().int(),
  estimated: z.boolean(),
  anomaly: z.string(),
  /** Held for the check (MONEY.md §3): saved, but not billed until accepted. */
  held: z.boolean(),
});
export type ReadingImportRow = z.infer<typeof readingImportRow>;

export const readingImportPreview = z.object({
  fileHash: z.string(),
  fileName: z.string(),
  round: z.object({ id: idSchema, yearBe: z.number().int(), month: z.number().int() }),
  /** Data rows in the file. */
  rowCount: z.number().int(),
  /** New readings the confirm saves. */
  toSave: z.number().int(),
  /** Rows already recorded with the same figures: skipped (a file confirmed twice). */
  same: z.number().int(),
  /** Rows with no reading typed: the connection stays not read. */
  blank: z.number().int(),
  held: z.number().int(),
  problemCount: z.number().int(),
  problems: z.array(importProblem),
  rows: z.array(readingImportRow),
});
export type ReadingImportPreview = z.infer<typeof readingImportPreview>;

export const readingImportResult = z.object({
  saved: z.number().int(),
  same: z.number().int(),
  held: z.number().int(),
});
export type ReadingImportResult = z.infer<typeof readingImportResult>;
