import type { TFunction } from 'i18next';
import { parseBotFile, type BotProblem } from '@prapa/domain';
import type { FieldError } from '@prapa/contracts';
import { unprocessable } from '../../lib/app-error.ts';
import type { BankFileRead } from './bank-lines.ts';

/** A refusal lists this many problems, then says how many more there are. */
const LISTED = 50;

const problemText = (t: TFunction, p: BotProblem) =>
  t(`validation:bank.bot.${p.code}`, {
    line: p.line,
    expected: p.expected ?? '',
    found: p.found ?? '',
  });

export const refuseLines = (t: TFunction, messages: string[]): never => {
  const errors: FieldError[] = messages
    .slice(0, LISTED)
    .map((message) => ({ path: 'file', message }));
  if (messages.length > LISTED)
    errors.push({
      path: 'file',
      message: t('validation:import.andMore', { count: messages.length - LISTED }),
    });
  throw unprocessable(errors);
};

/**
 * The Bank of Thailand bill-payment file (DOMAIN.md §6): refused whole, with every line
 * and reason, when a line is broken, the trailer's totals do not add up, or a payment is
 * for another biller than the organisation's (its money is not ours to receipt).
 */
export const readBot = (t: TFunction, bytes: Uint8Array, billerId: string | null): BankFileRead => {
  const parsed = parseBotFile(bytes);
  if (!parsed.ok)
    return refuseLines(
      t,
      parsed.problems.map((p) => problemText(t, p)),
    );
  const { details, trailer } = parsed.file;
  if (!billerId) throw unprocessable([{ path: 'file', message: t('validation:bank.noBillerId') }]);
  const others = details
    .filter((d) => d.billerId !== billerId)
    .map((d) =>
      t('validation:bank.otherBiller', { line: d.line, found: d.billerId, expected: billerId }),
    );
  if (others.length > 0) refuseLines(t, others);
  return {
    kind: 'lines',
    format: 'bot',
    trailer: { count: trailer.creditCount, total: trailer.creditTotal },
    mapping: null,
    lines: details.map((d) => ({
      line: d.line,
      payDate: d.payDate,
      time: d.time,
      payerName: d.payerName || null,
      ref1: d.ref1 || null,
      ref2: d.ref2 || null,
      // The file has no transaction id: the bank, its sequence and the day name the line.
      bankRef: null,
      description: [d.bankCode, d.branch, d.teller, d.seq].filter(Boolean).join('/') || null,
      amount: d.amount,
      moneyIn: d.kind === 'C',
    })),
  };
};
