import type { TFunction } from 'i18next';
import type { TariffVersion, UserType } from '@prapa/contracts';
import { formatMoney } from '@prapa/domain';
import { bahtOf, MONEY_FORMAT, type XlsxColumn } from '../../../lib/xlsx.ts';
import { statusColumn } from '../shared/export-columns.ts';

/** '1–30: 8.50 · 31–40: 10.03 · 41+: 10.35', or '7.00' for a flat rate. */
export const ratesText = (tariff: TariffVersion | null) => {
  if (!tariff) return null;
  if (tariff.method === 'flat') return formatMoney(tariff.blocks[0]?.rate ?? 0);
  let from = 1;
  return tariff.blocks
    .map((b) => {
      const range = b.upTo === null ? `${from}+` : `${from}–${b.upTo}`;
      from = (b.upTo ?? 0) + 1;
      return `${range}: ${formatMoney(b.rate)}`;
    })
    .join(' · ');
};

export const userTypeColumns = (t: TFunction): XlsxColumn<UserType>[] => [
  { header: 'server:userType.code', width: 12, value: (r) => r.code },
  { header: 'server:userType.name', width: 28, value: (r) => r.name },
  {
    header: 'server:userType.method',
    width: 30,
    value: (r) => (r.currentTariff ? t(`server:tariffMethod.${r.currentTariff.method}`) : null),
  },
  {
    header: 'server:userType.effectiveFrom',
    width: 16,
    value: (r) => (r.currentTariff ? new Date(r.currentTariff.effectiveFrom) : null),
  },
  { header: 'server:userType.rates', width: 60, value: (r) => ratesText(r.currentTariff) },
  {
    header: 'server:userType.minimumCharge',
    width: 16,
    numFmt: MONEY_FORMAT,
    value: (r) => bahtOf(r.currentTariff?.minimumCharge ?? null),
  },
  { header: 'server:userType.versionCount', width: 12, value: (r) => r.versionCount },
  { header: 'server:common.note', width: 30, value: (r) => r.note },
  statusColumn(t),
];
