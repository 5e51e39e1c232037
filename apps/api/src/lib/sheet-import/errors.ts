import type { ErrorCode } from '@prapa/contracts';
import { AppError } from '../app-error.ts';

/**
 * A file an import refuses as a whole. The envelope carries the stable code; the
 * `errors` entry (path `file`) says what is wrong in the caller's language, already
 * translated because it carries values (a cell address, the missing columns).
 */
const refusal = (code: ErrorCode, message: string) =>
  new AppError(code, { errors: [{ path: 'file', message }] });

export const notSpreadsheet = (message: string) => refusal('UNSUPPORTED_MEDIA', message);
export const tooLarge = (message: string) => refusal('PAYLOAD_TOO_LARGE', message);

/** Whole-file problems and row problems alike answer 422 with one entry per problem. */
export { unprocessable } from '../app-error.ts';
