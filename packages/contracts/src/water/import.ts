import { line } from '../text.ts';
import { z } from 'zod';

/**
 * The largest .xlsx the import accepts (the file itself, before base64). A village's
 * file is a few MB; 20,000 rows of the template are about 2 MB.
 */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/**
 * What its sheets may unpack to: 20,000 rows unpack to about 20 MB. Counted while
 * inflating, so a zip that lies about its sizes is stopped here too.
 */
export const IMPORT_MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
/** More data rows than this is refused: 20,000 is the size the import is built for. */
export const IMPORT_MAX_ROWS = 50_000;
/** A preview lists at most this many problems; `problemCount` says how many there are. */
export const IMPORT_MAX_PROBLEMS = 1_000;

/**
 * The file travels as JSON: its name and its bytes in base64 (the route raises its body
 * limit to fit a 10 MB file). The same body is sent to preview and to confirm.
 */
export const importFileBody = z.object({
  fileName: line().min(1).max(200),
  contentBase64: z.string().min(1),
});
export type ImportFileBody = z.infer<typeof importFileBody>;

export const importConfirmBody = importFileBody.extend({
  /** The hash the preview answered: confirm refuses a file that changed since. */
  fileHash: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ImportConfirmBody = z.infer<typeof importConfirmBody>;

export const importProblem = z.object({
  /** The Excel row number (the header is row 1). */
  row: z.number().int(),
  /** The column's header and letter, e.g. "เลขประจำตัวประชาชน (E)"; null for the whole row. */
  column: z.string().nullable(),
  /** The cell address, e.g. "E7"; null for the whole row. */
  cell: z.string().nullable(),
  /** In the caller's language. */
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblem>;

/** A row whose customer (or the row itself, from an earlier import) is already registered. */
export const importDuplicate = z.object({
  row: z.number().int(),
  customerNo: z.string().nullable(),
  existingName: z.string().nullable(),
});
export type ImportDuplicate = z.infer<typeof importDuplicate>;

export const importPreview = z.object({
  fileHash: z.string(),
  fileName: z.string(),
  rowCount: z.number().int(),
  /** Rows without a problem (duplicates count: they are skipped, not refused). */
  validCount: z.number().int(),
  problemCount: z.number().int(),
  problems: z.array(importProblem),
  /** The same file (by hash) was imported before. */
  alreadyImported: z.boolean(),
  /** Rows that confirm will skip because they already exist. */
  duplicates: z.array(importDuplicate),
});
export type ImportPreview = z.infer<typeof importPreview>;

export const importResult = z.object({
  importId: z.string(),
  fileHash: z.string(),
  rowCount: z.number().int(),
  created: z.number().int(),
  skipped: z.number().int(),
  metersInstalled: z.number().int(),
  /** Customer numbers the organisation's format generated for rows that had none. */
  numbersGenerated: z.number().int(),
});
export type ImportResult = z.infer<typeof importResult>;
