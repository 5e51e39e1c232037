import { parentPort, workerData } from 'node:worker_threads';
import type { FieldError, Language } from '@prapa/contracts';
import { AppError } from '../../lib/app-error.ts';
import { translator } from '../../lib/i18n.ts';
import { parseSheet, type ParsedSheet } from './parse-sheet.ts';

/** What the worker answers: the sheet, or the refusal to rebuild on the main thread. */
export type SheetAnswer =
  | { ok: ParsedSheet }
  | { refused: { code: AppError['code']; errors: FieldError[] } }
  | { failed: string };

const { content, lang } = workerData as { content: Uint8Array; lang: Language };

const answer = async (): Promise<SheetAnswer> => {
  try {
    return { ok: await parseSheet(translator(lang), Buffer.from(content)) };
  } catch (err) {
    if (err instanceof AppError) return { refused: { code: err.code, errors: err.errors ?? [] } };
    return { failed: String(err) };
  }
};

parentPort?.postMessage(await answer());
