import type { TFunction } from 'i18next';
import { AppError, unprocessable } from '../app-error.ts';
import { runInWorker, WorkerFailed, type WorkerLimits } from '../run-worker.ts';
import { refusalError, type FileKind } from '../upload-limits.ts';
import type { WorkerAnswer } from './worker-answer.ts';

/**
 * Reads an upload in a fresh worker thread (worker-boot.mjs), which counts it against its
 * limits as it reads and then parses it: the event loop answers other requests meanwhile
 * and the thread ends with the file, so its memory comes back. The file's bytes are
 * copied once and moved to the worker. Refusals come back as the caller's errors: over a
 * limit 413, not a spreadsheet 415, a parser's refusal as it made it (422 for rows).
 */
export const readInWorker = async <T>(
  t: TFunction,
  file: FileKind,
  entry: URL,
  content: Buffer,
  data: Record<string, unknown>,
  limits: WorkerLimits,
): Promise<T> => {
  const copy = new Uint8Array(content);
  let answer: WorkerAnswer<T>;
  try {
    answer = await runInWorker<WorkerAnswer<T>>(entry, { ...data, content: copy }, limits, [
      copy.buffer,
    ]);
  } catch (err) {
    if (err instanceof WorkerFailed && err.why === 'limit')
      throw refusalError(t, file, { reason: 'heavy' });
    throw err;
  }
  if ('ok' in answer) return answer.ok;
  if ('refusal' in answer) throw refusalError(t, file, answer.refusal);
  if ('failed' in answer) throw new Error(`${file} worker: ${answer.failed}`);
  const { code, status, errors } = answer.refused;
  // A 422 is VALIDATION with the status of a rule refused, not of a malformed request.
  if (code === 'VALIDATION' && status === 422) throw unprocessable(errors);
  throw new AppError(code, { errors });
};
