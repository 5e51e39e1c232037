import type { Language } from '@prapa/contracts';
import type { WorkerAnswer } from '../../lib/sheet-import/worker-answer.ts';
import { scanText, type TextLimits } from '../../lib/text-scan.ts';
import { workbookRefusal, type WorkbookLimits } from '../../lib/workbook-scan.ts';
import type { BankFileRead } from './bank-lines.ts';
import type { BankReadOptions } from './read-bank-content.ts';

/** What the worker is given besides the file: read-bank-file.ts sends it. */
export type BankWorkerData = BankReadOptions & {
  lang: Language;
  text: TextLimits;
  workbook: WorkbookLimits;
};

const isZip = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;

/** Answers one bank file (worker-boot.mjs calls it for each task posted). */
export const handle = async ({
  content,
  lang,
  text,
  workbook,
  ...opts
}: BankWorkerData & { content: Uint8Array }): Promise<WorkerAnswer<BankFileRead>> => {
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  const zip = isZip(bytes);
  // Counted first, line by line or as it inflates, stopping at the first limit passed;
  // the parsers (exceljs, the BOT and CSV readers) and the texts load only after.
  const refusal = zip ? await workbookRefusal(bytes, workbook) : scanText(bytes, text);
  if (refusal) return { refusal };
  const [{ caught }, { translator }, { readBankContent }] = await Promise.all([
    import('../../lib/sheet-import/worker-answer.ts'),
    import('../../lib/i18n.ts'),
    import('./read-bank-content.ts'),
  ]);
  return caught(() => readBankContent(translator(lang), bytes, zip, opts));
};
