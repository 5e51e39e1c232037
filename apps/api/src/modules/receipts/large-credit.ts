import type { Language } from '@prapa/contracts';
import { formatMoney } from '@prapa/domain';
import { unprocessable } from '../../lib/app-error.ts';
import { translator } from '../../lib/i18n.ts';

/**
 * A payment that would leave more credit on account than the organisation's limit, and
 * that the cashier has not confirmed (issue 24: 1,000,085.60 ฿ was taken on an 85.60 ฿
 * bill and made 1,000,000 ฿ of credit). 422, naming the credit and the limit, on the field
 * the counter answers with its confirmation dialog; nothing is written.
 */
export const checkLargeCredit = (
  lang: Language,
  credit: number,
  limit: number,
  confirmed: boolean,
) => {
  if (confirmed || credit <= limit) return;
  const vars = { credit: formatMoney(credit), limit: formatMoney(limit) };
  throw unprocessable(
    [{ path: 'confirmLargeCredit', message: translator(lang)('validation:largeCredit', vars) }],
    { context: 'largeCredit', ...vars },
  );
};
