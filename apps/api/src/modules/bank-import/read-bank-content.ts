import type { TFunction } from 'i18next';
import { decodeTextFile, looksLikeBotFile, parseCsv } from '@prapa/domain';
import type { BankMapping } from '@prapa/contracts';
import { unprocessable } from '../../lib/app-error.ts';
import { parseGrid } from '../../lib/sheet-import/parse-grid.ts';
import type { BankFileRead } from './bank-lines.ts';
import { readBot } from './read-bot.ts';
import { readTables } from './read-table.ts';

export type BankReadOptions = {
  billerId: string | null;
  mapping: BankMapping | null;
  /** Payment rows at most (a sheet's rows holding data; the scan counted them already). */
  maxRows: number;
};

/**
 * A BOT file, or one broken enough to fail its length check: an 'H' record first and no
 * column separator on that line (a CSV always has one), so the reason given is its own.
 */
const isBotLike = (bytes: Buffer) => {
  if (looksLikeBotFile(bytes)) return true;
  if (bytes[0] !== 0x48) return false;
  const end = bytes.indexOf(0x0a);
  const first = bytes.subarray(0, end < 0 ? Math.min(bytes.length, 400) : end);
  return ![0x2c, 0x3b, 0x09].some((sep) => first.includes(sep)) && first.length >= 128;
};

const readCsv = (t: TFunction, bytes: Buffer, mapping: BankMapping | null) => {
  let text: string;
  try {
    text = decodeTextFile(bytes);
  } catch {
    throw unprocessable([{ path: 'file', message: t('validation:bank.notFile') }]);
  }
  const rows = parseCsv(text);
  // A text file that is neither BOT nor a table of at least two columns is not ours.
  if (!rows.some((r) => r.length >= 2))
    throw unprocessable([{ path: 'file', message: t('validation:bank.notFile') }]);
  return readTables(
    t,
    [
      {
        name: 'CSV',
        rows: rows.map((cells, i) => ({ row: i + 1, cells: cells.map((c) => c.trim() || null) })),
      },
    ],
    mapping,
  );
};

/**
 * A bank file's lines, its format told by its content (not its name): the BOT text file,
 * an .xlsx, or a CSV. Runs in the reading worker (bank-file-worker.ts) once the file was
 * counted within its limits. Nothing is written here; a file that cannot be read whole
 * is refused with its lines and reasons.
 */
export const readBankContent = async (
  t: TFunction,
  bytes: Buffer,
  zip: boolean,
  opts: BankReadOptions,
): Promise<BankFileRead> => {
  if (isBotLike(bytes)) return readBot(t, bytes, opts.billerId);
  if (zip) return readTables(t, await parseGrid(t, bytes, opts.maxRows, 'bankFile'), opts.mapping);
  return readCsv(t, bytes, opts.mapping);
};
