import type { TFunction } from 'i18next';
import type { DiscountScheme } from '@prapa/contracts';
import { formatMoney } from '@prapa/domain';
import { bahtOf, MONEY_FORMAT, type XlsxColumn } from '../../../lib/xlsx.ts';
import { statusColumn } from '../shared/export-columns.ts';

/** 10 %, 100.00 baht or 5 m³: the value in the unit of its kind. */
const valueText = (t: TFunction, r: DiscountScheme) => {
  switch (r.kind) {
    case 'percent':
      return `${(r.value / 100).toFixed(2).replace(/\.?0+$/, '')} %`;
    case 'fixed':
      return `${formatMoney(r.value)} ${t('server:unit.baht')}`;
    case 'free_m3':
      return `${r.value} ${t('server:unit.m3')}`;
  }
};

export const discountSchemeColumns = (t: TFunction): XlsxColumn<DiscountScheme>[] => [
  { header: 'server:discount.code', width: 12, value: (r) => r.code },
  { header: 'server:discount.name', width: 30, value: (r) => r.name },
  { header: 'server:discount.kind', width: 22, value: (r) => t(`server:discountKind.${r.kind}`) },
  { header: 'server:discount.value', width: 16, value: (r) => valueText(t, r) },
  {
    header: 'server:discount.monthlyCap',
    width: 18,
    numFmt: MONEY_FORMAT,
    value: (r) => bahtOf(r.monthlyCap),
  },
  {
    header: 'server:discount.billCeiling',
    width: 18,
    numFmt: MONEY_FORMAT,
    value: (r) => bahtOf(r.billCeiling),
  },
  {
    header: 'server:discount.appliesTo',
    width: 24,
    value: (r) => t(`server:discountAppliesTo.${r.appliesTo}`),
  },
  { header: 'server:discount.entitledCount', width: 14, value: (r) => r.entitledCount },
  { header: 'server:common.note', width: 30, value: (r) => r.note },
  statusColumn(t),
];
