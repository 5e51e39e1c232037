import { parentPort, workerData } from 'node:worker_threads';
import type { FieldError, Language } from '@prapa/contracts';
import { AppError } from '../app-error.ts';
import { translator } from '../i18n.ts';
import { parseSheet, type ParsedSheet, type SheetSpec } from './parse-sheet.ts';

/** What the worker answers: the sheet, or the refusal to rebuild on the main thread. */
export type SheetAnswer =
  | { ok: ParsedSheet<string> }
  | { refused: { code: AppError['code']; errors: FieldError[] } }
  | { failed: string };

const { content, lang, spec } = workerData as {
  content: Uint8Array;
  lang: Language;
  spec: SheetSpec<string>;
};

const answer = async (): Promise<SheetAnswer> => {
  try {
    return { ok: await parseSheet(translator(lang), Buffer.from(content), spec) };
  } catch (err) {
    if (err instanceof AppError) return { refused: { code: err.code, errors: err.errors ?? [] } };
    return { failed: String(err) };
  }
};

parentPort?.postMessage(await answer());
