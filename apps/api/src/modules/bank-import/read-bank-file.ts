import type { TFunction } from 'i18next';
import { decodeTextFile, looksLikeBotFile, parseCsv } from '@prapa/domain';
import {
  BANK_FILE_MAX_BYTES,
  BANK_FILE_MAX_ROWS,
  type BankMapping,
  type Language,
} from '@prapa/contracts';
import { unprocessable } from '../../lib/app-error.ts';
import { tooLarge } from '../../lib/sheet-import/errors.ts';
import { readGridFile } from '../../lib/sheet-import/read-sheet-file.ts';
import type { BankFileRead } from './bank-lines.ts';
import { readBot } from './read-bot.ts';
import { readTables } from './read-table.ts';

const isZip = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;

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

/**
 * A bank file's lines, its format told by its content (not its name): the BOT text file,
 * an .xlsx, or a CSV. Nothing is written here; a file that cannot be read whole is
 * refused with its lines and reasons.
 */
export const readBankFile = async (
  t: TFunction,
  lang: Language,
  content: Buffer,
  opts: { billerId: string | null; mapping: BankMapping | null },
): Promise<BankFileRead> => {
  if (content.length > BANK_FILE_MAX_BYTES)
    throw tooLarge(
      t('validation:import.tooLarge', {
        size: Math.round(content.length / 104857.6) / 10,
        max: BANK_FILE_MAX_BYTES / 1048576,
      }),
    );
  if (content.length === 0)
    throw unprocessable([{ path: 'file', message: t('validation:bank.noRows') }]);
  if (isBotLike(content)) return readBot(t, content, opts.billerId);
  if (isZip(content))
    return readTables(t, await readGridFile(t, lang, content, BANK_FILE_MAX_ROWS), opts.mapping);
  let text: string;
  try {
    text = decodeTextFile(content);
  } catch {
    throw unprocessable([{ path: 'file', message: t('validation:bank.notFile') }]);
  }
  const rows = parseCsv(text);
  // A text file that is neither BOT nor a table of at least two columns is not ours.
  if (rows.length > BANK_FILE_MAX_ROWS + 50)
    throw unprocessable([
      {
        path: 'file',
        message: t('validation:import.tooManyRows', {
          max: BANK_FILE_MAX_ROWS.toLocaleString('en-US'),
        }),
      },
    ]);
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
    opts.mapping,
  );
};
