import type { TFunction } from 'i18next';
import {
  BANK_FILE_MAX_BYTES,
  BANK_FILE_MAX_ROWS,
  type BankMapping,
  type Language,
} from '@prapa/contracts';
import { unprocessable } from '../../lib/app-error.ts';
import { readInWorker } from '../../lib/sheet-import/read-in-worker.ts';
import { SHEET_WORKER_LIMITS, workbookLimits } from '../../lib/sheet-import/read-sheet-file.ts';
import { scanText, type TextLimits } from '../../lib/text-scan.ts';
import { refusalError } from '../../lib/upload-limits.ts';
import { workbookRefusal } from '../../lib/workbook-scan.ts';
import type { BankFileRead } from './bank-lines.ts';
import type { BankWorkerData } from './bank-file-worker.ts';

const worker = new URL('./bank-file-worker.ts', import.meta.url);

/**
 * A bank text file (BOT or CSV) counted line by line: a line for each payment, a few for
 * headers and totals (50), blank lines too (a blank line after every row still passes),
 * and no line longer than a bank writes (BOT lines are 256 characters).
 */
export const BANK_TEXT_LIMITS: TextLimits = {
  maxLines: 2 * BANK_FILE_MAX_ROWS,
  maxRows: BANK_FILE_MAX_ROWS + 50,
  statedRows: BANK_FILE_MAX_ROWS,
  maxLineChars: 4_000,
};

const isZip = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;

/**
 * A bank file's lines (read-bank-content.ts), read in a worker thread that first counts
 * it against its limits: over the size at once, over the lines, rows, line length or
 * unpacked size while it is read (413, naming a bank file). The event loop answers other
 * requests meanwhile, and the thread ends with the file.
 *
 * The file is also counted here before the worker starts: the count copies nothing and
 * stops at the first limit (milliseconds for a text file of millions of lines; a zip is
 * inflated as a stream by zlib's threads), while starting a worker that loads TypeScript
 * takes a few hundred milliseconds; so such a file is refused at once. The worker counts
 * again before it parses, whoever calls it.
 */
export const readBankFile = async (
  t: TFunction,
  lang: Language,
  content: Buffer,
  opts: { billerId: string | null; mapping: BankMapping | null },
): Promise<BankFileRead> => {
  if (content.length > BANK_FILE_MAX_BYTES)
    throw refusalError(t, 'bankFile', {
      reason: 'bytes',
      size: content.length,
      max: BANK_FILE_MAX_BYTES,
    });
  if (content.length === 0)
    throw unprocessable([{ path: 'file', message: t('validation:bank.noRows') }]);
  const workbook = workbookLimits(BANK_FILE_MAX_ROWS);
  const early = isZip(content)
    ? await workbookRefusal(content, workbook)
    : scanText(content, BANK_TEXT_LIMITS);
  if (early) throw refusalError(t, 'bankFile', early);
  const data: BankWorkerData = {
    ...opts,
    lang,
    maxRows: BANK_FILE_MAX_ROWS,
    text: BANK_TEXT_LIMITS,
    workbook,
  };
  return readInWorker<BankFileRead>(t, 'bankFile', worker, content, data, SHEET_WORKER_LIMITS);
};
