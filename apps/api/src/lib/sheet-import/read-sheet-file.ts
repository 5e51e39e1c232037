import { createHash } from 'node:crypto';
import type { TFunction } from 'i18next';
import { IMPORT_MAX_BYTES, IMPORT_MAX_UNPACKED_BYTES, type Language } from '@prapa/contracts';
import { runInWorker } from '../run-worker.ts';
import { scanWorkbook } from '../workbook-scan.ts';
import { notSpreadsheet, tooLarge, unprocessable } from './errors.ts';
import type { ParsedSheet, SheetSpec } from './parse-sheet.ts';
import type { SheetAnswer } from './sheet-worker.ts';
import type { Grid } from './parse-grid.ts';
import type { GridAnswer } from './grid-worker.ts';

export type SheetFile<K extends string> = ParsedSheet<K> & { fileHash: string };

const worker = new URL('./sheet-worker.ts', import.meta.url);

/**
 * The worker's bounds. A 50,000-row sheet (the most the scan lets through) takes about
 * 600 MB of heap in exceljs; past 1 GB the worker dies and the file is refused, the
 * server untouched. 60 s is ten times what the largest accepted file needs here.
 */
const WORKER_LIMITS = { maxHeapMb: 1024, timeoutMs: 60_000 };

// Other sheets (the template's explanation of codes) hold a few hundred rows at most.
const OTHER_SHEETS_ROWS = 5_000;

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

const tooManyRows = (t: TFunction, max: number) =>
  unprocessable([
    {
      path: 'file',
      message: t('validation:import.tooManyRows', { max: max.toLocaleString('en-US') }),
    },
  ]);

/** The size limits, checked on the main thread in a few milliseconds of streaming. */
const scan = async (t: TFunction, content: Buffer, maxRows: number) => {
  if (content.length > IMPORT_MAX_BYTES) {
    throw tooLarge(
      t('validation:import.tooLarge', { size: mb(content.length), max: mb(IMPORT_MAX_BYTES) }),
    );
  }
  const verdict = await scanWorkbook(content, {
    maxUnpacked: IMPORT_MAX_UNPACKED_BYTES,
    maxRows: maxRows + OTHER_SHEETS_ROWS,
  });
  if (verdict.kind === 'not-xlsx') throw notSpreadsheet(t('validation:import.notXlsx'));
  if (verdict.kind === 'too-many-rows') throw tooManyRows(t, maxRows);
  if (verdict.kind === 'too-large') {
    throw tooLarge(
      t('validation:import.unpackedTooLarge', {
        max: mb(IMPORT_MAX_UNPACKED_BYTES),
      }),
    );
  }
};

/**
 * Opens an uploaded .xlsx and gives its data rows by the spec's columns: the limits first
 * (413 over the file or unpacked size, 422 over the rows, 415 not an .xlsx), then the
 * sheet parsed in a worker thread, so other requests are answered meanwhile and the
 * memory it took comes back when it ends.
 */
export const readSheetFile = async <K extends string>(
  t: TFunction,
  lang: Language,
  content: Buffer,
  spec: SheetSpec<K>,
): Promise<SheetFile<K>> => {
  await scan(t, content, spec.maxRows);
  const fileHash = createHash('sha256').update(content).digest('hex');
  const copy = new Uint8Array(content);
  let answer: SheetAnswer;
  try {
    answer = await runInWorker<SheetAnswer>(worker, { content: copy, lang, spec }, WORKER_LIMITS, [
      copy.buffer,
    ]);
  } catch {
    throw tooLarge(t('validation:import.unpackedTooLarge', { max: mb(IMPORT_MAX_UNPACKED_BYTES) }));
  }
  // The worker parsed with this very spec: its keys are K.
  if ('ok' in answer) return { ...(answer.ok as ParsedSheet<K>), fileHash };
  if ('failed' in answer) throw new Error(`sheet worker: ${answer.failed}`);
  const message = answer.refused.errors[0]?.message ?? '';
  if (answer.refused.code === 'UNSUPPORTED_MEDIA') throw notSpreadsheet(message);
  if (answer.refused.code === 'PAYLOAD_TOO_LARGE') throw tooLarge(message);
  throw unprocessable(answer.refused.errors);
};

const gridWorker = new URL('./grid-worker.ts', import.meta.url);

/**
 * Opens an uploaded .xlsx whose columns the user maps (a bank's export): the same limits
 * and worker thread as readSheetFile, every sheet answered as plain rows.
 */
export const readGridFile = async (
  t: TFunction,
  lang: Language,
  content: Buffer,
  maxRows: number,
): Promise<Grid[]> => {
  await scan(t, content, maxRows);
  const copy = new Uint8Array(content);
  let answer: GridAnswer;
  try {
    answer = await runInWorker<GridAnswer>(
      gridWorker,
      { content: copy, lang, maxRows },
      WORKER_LIMITS,
      [copy.buffer],
    );
  } catch {
    throw tooLarge(t('validation:import.unpackedTooLarge', { max: mb(IMPORT_MAX_UNPACKED_BYTES) }));
  }
  if ('ok' in answer) return answer.ok;
  if ('failed' in answer) throw new Error(`grid worker: ${answer.failed}`);
  const message = answer.refused.errors[0]?.message ?? '';
  if (answer.refused.code === 'UNSUPPORTED_MEDIA') throw notSpreadsheet(message);
  if (answer.refused.code === 'PAYLOAD_TOO_LARGE') throw tooLarge(message);
  throw unprocessable(answer.refused.errors);
};
