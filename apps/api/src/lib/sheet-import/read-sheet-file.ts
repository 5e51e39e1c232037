import { createHash } from 'node:crypto';
import type { TFunction } from 'i18next';
import { IMPORT_MAX_BYTES, IMPORT_MAX_UNPACKED_BYTES, type Language } from '@prapa/contracts';
import { refusalError } from '../upload-limits.ts';
import { workbookRefusal, type WorkbookLimits } from '../workbook-scan.ts';
import type { ParsedSheet, SheetSpec } from './parse-sheet.ts';
import { readInWorker } from './read-in-worker.ts';

export type SheetFile<K extends string> = ParsedSheet<K> & { fileHash: string };

const worker = new URL('./sheet-worker.ts', import.meta.url);

/**
 * The worker's bounds. A 50,000-row sheet (the most the scan lets through) takes about
 * 600 MB of heap in exceljs; past 1 GB the worker dies and the file is refused, the
 * server untouched. 60 s is ten times what the largest accepted file needs here.
 */
export const SHEET_WORKER_LIMITS = { maxHeapMb: 1024, timeoutMs: 60_000 };

// Other sheets (the template's explanation of codes) hold a few hundred rows at most.
const OTHER_SHEETS_ROWS = 5_000;

/** What the zip scan lets through for a sheet of at most `maxRows` rows. */
export const workbookLimits = (maxRows: number): WorkbookLimits => ({
  maxUnpacked: IMPORT_MAX_UNPACKED_BYTES,
  maxRows: maxRows + OTHER_SHEETS_ROWS,
  statedRows: maxRows,
});

/**
 * Opens an uploaded .xlsx and gives its data rows by the spec's columns. Over the file
 * size it is refused at once; else what it unpacks to and its rows are counted as it
 * inflates (413 past a limit, 415 not an .xlsx): here first, as a stream through zlib's
 * threads, so a zip bomb is refused without waiting for a worker to start (a few hundred
 * milliseconds), then again in the worker thread that parses it: other requests are
 * answered meanwhile, and the memory it took comes back when the thread ends. Every
 * refusal names the kind of file (spec.file).
 */
export const readSheetFile = async <K extends string>(
  t: TFunction,
  lang: Language,
  content: Buffer,
  spec: SheetSpec<K>,
): Promise<SheetFile<K>> => {
  if (content.length > IMPORT_MAX_BYTES)
    throw refusalError(t, spec.file, {
      reason: 'bytes',
      size: content.length,
      max: IMPORT_MAX_BYTES,
    });
  const scan = workbookLimits(spec.maxRows);
  const early = await workbookRefusal(content, scan);
  if (early) throw refusalError(t, spec.file, early);
  const fileHash = createHash('sha256').update(content).digest('hex');
  const parsed = await readInWorker<ParsedSheet<string>>(
    t,
    spec.file,
    worker,
    content,
    { lang, spec, scan },
    SHEET_WORKER_LIMITS,
  );
  // The worker parsed with this very spec: its keys are K.
  return { ...(parsed as ParsedSheet<K>), fileHash };
};
