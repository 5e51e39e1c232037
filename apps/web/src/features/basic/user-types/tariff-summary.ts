import type { TFunction } from 'i18next';
import { formatMoney, type Tariff } from '@prapa/domain';

type Summarised = Pick<Tariff, 'method' | 'blocks' | 'minimumCharge'>;

/** "Progressive · from 8.50 ฿/m³ · minimum 90.00 ฿" for lists and the timeline. */
export const tariffSummary = (tariff: Summarised, t: TFunction<'basic'>): string => {
  const parts = [t(`tariff.method.${tariff.method}`)];
  const first = tariff.blocks[0];
  if (first) {
    const key = tariff.method === 'flat' ? 'tariff.summary.rate' : 'tariff.summary.firstRate';
    parts.push(t(key, { rate: formatMoney(first.rate) }));
  }
  if (tariff.minimumCharge > 0) {
    parts.push(t('tariff.summary.minimum', { amount: formatMoney(tariff.minimumCharge) }));
  }
  return parts.join(' · ');
};
