import type { ErrorCode, FieldError } from '@prapa/contracts';
import { AppError } from '../app-error.ts';
import type { FileRefusal } from '../upload-limits.ts';

/**
 * What a file-reading worker answers: what it read; a limit passed while counting (worded
 * on the main thread); a refusal its parser made, already worded in the caller's
 * language (cells, columns); or a fault of ours.
 */
export type WorkerAnswer<T> =
  | { ok: T }
  | { refusal: FileRefusal }
  | { refused: { code: ErrorCode; status: number; errors: FieldError[] } }
  | { failed: string };

/** Runs the parsing part of a worker, its AppErrors turned into plain data to post. */
export const caught = async <T>(work: () => Promise<T>): Promise<WorkerAnswer<T>> => {
  try {
    return { ok: await work() };
  } catch (err) {
    if (err instanceof AppError)
      return { refused: { code: err.code, status: err.status, errors: err.errors ?? [] } };
    return { failed: err instanceof Error ? (err.stack ?? err.message) : String(err) };
  }
};
