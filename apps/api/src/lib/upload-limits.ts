import type { TFunction } from 'i18next';
import { AppError } from './app-error.ts';

/** The kinds of file a user uploads: each refusal names the one the user sent. */
export type FileKind = 'bankFile' | 'readingSheet' | 'waterUserSheet' | 'moveInSheet';

/**
 * Why a file was refused before it was parsed, as plain data: the worker that counted it
 * answers this, and the main thread words it in the caller's language.
 */
export type FileRefusal =
  | { reason: 'bytes'; size: number; max: number }
  | { reason: 'unpacked'; max: number }
  | { reason: 'rows'; max: number }
  | { reason: 'lines'; max: number }
  | { reason: 'lineLength'; line: number; max: number }
  /** The reader ran out of its memory or time: a file no real upload of this kind makes. */
  | { reason: 'heavy' }
  | { reason: 'notXlsx' };

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const count = (n: number) => n.toLocaleString('en-US');

const message = (t: TFunction, file: FileKind, r: Exclude<FileRefusal, { reason: 'notXlsx' }>) => {
  const kind = t(`validation:upload.kind.${file}`);
  switch (r.reason) {
    case 'bytes':
      return t('validation:upload.tooLarge', { kind, size: mb(r.size), max: mb(r.max) });
    case 'unpacked':
      return t('validation:upload.unpacked', { kind, max: mb(r.max) });
    case 'rows':
      return t('validation:upload.tooManyRows', { kind, max: count(r.max) });
    case 'lines':
      return t('validation:upload.tooManyLines', { kind, max: count(r.max) });
    case 'lineLength':
      return t('validation:upload.lineTooLong', { kind, max: count(r.max), line: count(r.line) });
    case 'heavy':
      return t('validation:upload.heavy', { kind });
  }
};

/**
 * The answer to a file over a limit: 413 PAYLOAD_TOO_LARGE (one stable code for every
 * limit: bytes, unpacked bytes, rows, lines, line length), its message naming the kind of
 * file and the limit. Not a spreadsheet: 415, worded for the kind.
 */
export const refusalError = (t: TFunction, file: FileKind, r: FileRefusal): AppError => {
  if (r.reason === 'notXlsx') {
    const text =
      file === 'bankFile' ? t('validation:bank.notFile') : t('validation:import.notXlsx');
    return new AppError('UNSUPPORTED_MEDIA', { errors: [{ path: 'file', message: text }] });
  }
  return new AppError('PAYLOAD_TOO_LARGE', {
    errors: [{ path: 'file', message: message(t, file, r) }],
  });
};
