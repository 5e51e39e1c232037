import { parentPort, workerData } from 'node:worker_threads';
import type { FieldError, Language } from '@prapa/contracts';
import { AppError } from '../app-error.ts';
import { translator } from '../i18n.ts';
import { parseGrid, type Grid } from './parse-grid.ts';

/** What the worker answers: the sheets, or the refusal to rebuild on the main thread. */
export type GridAnswer =
  | { ok: Grid[] }
  | { refused: { code: AppError['code']; errors: FieldError[] } }
  | { failed: string };

const { content, lang, maxRows } = workerData as {
  content: Uint8Array;
  lang: Language;
  maxRows: number;
};

const answer = async (): Promise<GridAnswer> => {
  try {
    return { ok: await parseGrid(translator(lang), Buffer.from(content), maxRows) };
  } catch (err) {
    if (err instanceof AppError) return { refused: { code: err.code, errors: err.errors ?? [] } };
    return { failed: String(err) };
  }
};

parentPort?.postMessage(await answer());
