import type { Language } from '@prapa/contracts';
import { workbookRefusal, type WorkbookLimits } from '../workbook-scan.ts';
import type { ParsedSheet, SheetSpec } from './parse-sheet.ts';
import type { WorkerAnswer } from './worker-answer.ts';

/** What the worker answers: the sheet, or why not (worded on the main thread or here). */
export type SheetAnswer = WorkerAnswer<ParsedSheet<string>>;

/** What read-sheet-file.ts posts: the file and how to read it. */
export type SheetTask = {
  content: Uint8Array;
  lang: Language;
  spec: SheetSpec<string>;
  scan: WorkbookLimits;
};

/** Answers one sheet (worker-boot.mjs calls it for each task posted). */
export const handle = async ({ content, lang, spec, scan }: SheetTask): Promise<SheetAnswer> => {
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  // Counted first, as it inflates: a zip bomb or a sheet of millions of rows stops here,
  // before exceljs (which holds the whole workbook) and the texts are even loaded.
  const refusal = await workbookRefusal(bytes, scan);
  if (refusal) return { refusal };
  const [{ caught }, { translator }, { parseSheet }] = await Promise.all([
    import('./worker-answer.ts'),
    import('../i18n.ts'),
    import('./parse-sheet.ts'),
  ]);
  return caught(() => parseSheet(translator(lang), bytes, spec));
};
