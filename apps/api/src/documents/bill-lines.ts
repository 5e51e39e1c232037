import type { TFunction } from 'i18next';
import type { BillLine } from '@prapa/contracts';
import { formatMoney } from '@prapa/domain';

/** One printed row of the charges table; figures already formatted. */
export type BillRow = { label: string; quantity: string; rate: string; amount: string };

export const whole = (n: number) => n.toLocaleString('en-US');
/** Basis points as a percentage without trailing zeros: 700 → "7", 250 → "2.5". */
const percent = (bp: number) => String(bp / 100);
const num = (detail: BillLine['detail'], key: string): number | null => {
  const value = detail?.[key];
  return typeof value === 'number' ? value : null;
};
const str = (detail: BillLine['detail'], key: string): string | null => {
  const value = detail?.[key];
  return typeof value === 'string' && value !== '' ? value : null;
};

/** A line's printed label: its i18n key, filled from the line and its `detail`. */
const lineLabel = (t: TFunction, line: BillLine): string => {
  const { detail } = line;
  const key = `server:${line.labelKey}`;
  const scheme = str(detail, 'schemeName') ?? str(detail, 'schemeCode') ?? '';
  switch (line.labelKey) {
    case 'bill.line.block': {
      // Published tariffs write the first block "0–30" and the next "31–40"; computeBill
      // counts the m³ billed, so its first block starts at 1.
      const from = num(detail, 'from') ?? 1;
      return t(key, { from: from <= 1 ? 0 : from, to: num(detail, 'to') ?? '' });
    }
    case 'bill.line.discount.percent':
      return t(key, { scheme, percent: percent(line.rate ?? 0) });
    case 'bill.line.discount.fixed':
      return t(key, { scheme });
    case 'bill.line.discount.freeM3':
      return t(key, { scheme, m3: whole(line.quantity ?? 0) });
    case 'bill.line.vat':
      return t(key, { percent: percent(line.rate ?? 0) });
    case 'bill.line.vatIncluded':
      return t(key, {
        percent: percent(line.rate ?? 0),
        amount: formatMoney(num(detail, 'includedAmount') ?? 0),
      });
    case 'bill.line.lateFee': {
      // One line per overdue bill names that bill; a line priced before then (one fee on
      // the whole overdue debt) has no number and prints as it always did.
      const number = str(detail, 'billNumber');
      const suffix = number ? 'For' : '';
      return str(detail, 'lateFeeKind') === 'percent'
        ? t(`server:bill.line.lateFeePercent${suffix}`, {
            percent: percent(line.rate ?? 0),
            base: formatMoney(num(detail, 'base') ?? 0),
            number,
          })
        : t(`${key}${suffix}`, { number });
    }
    default:
      if (line.labelKey.startsWith('bill.line.sundry.')) {
        // The fee's kind, and what the officer wrote of it when there is something.
        const label = t(key, { defaultValue: line.labelKey });
        const description = str(detail, 'description');
        return description && description !== label
          ? t('server:bill.line.sundryWith', { label, description })
          : label;
      }
      // Keys added later: the key's text, or the key itself, never a blank.
      return t(key, { defaultValue: str(detail, 'label') ?? line.labelKey });
  }
};

/** A bill line as a table row. */
export const rowOf = (t: TFunction, line: BillLine): BillRow => ({
  label: lineLabel(t, line),
  quantity: line.kind === 'block' && line.quantity !== null ? whole(line.quantity) : '',
  // Only a block's rate is money per m³; other rates (bp, flat fees) are in the label.
  rate: line.kind === 'block' && line.rate !== null ? formatMoney(line.rate) : '',
  amount: line.kind === 'vat_included' ? '' : formatMoney(line.amount),
});

/** The block lines as one "ค่าน้ำ 250 ลบ.ม." line, where the first block stood. */
export const compactRows = (t: TFunction, lines: BillLine[], rows: BillRow[]): BillRow[] => {
  const blocks = lines.filter((line) => line.kind === 'block');
  if (blocks.length < 2) return rows;
  const m3 = blocks.reduce((sum, line) => sum + (line.quantity ?? 0), 0);
  const water: BillRow = {
    label: t('server:bill.line.water', { m3: whole(m3) }),
    quantity: whole(m3),
    rate: '',
    amount: formatMoney(blocks.reduce((sum, line) => sum + line.amount, 0)),
  };
  const first = lines.findIndex((line) => line.kind === 'block');
  return rows.flatMap((row, i) =>
    lines[i]?.kind !== 'block' ? [row] : i === first ? [water] : [],
  );
};
