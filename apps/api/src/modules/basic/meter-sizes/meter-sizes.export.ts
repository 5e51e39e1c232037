import type { TFunction } from 'i18next';
import type { MeterSize } from '@prapa/contracts';
import { bahtOf, MONEY_FORMAT, type XlsxColumn } from '../../../lib/xlsx.ts';
import { statusColumn } from '../shared/export-columns.ts';

export const meterSizeColumns = (t: TFunction): XlsxColumn<MeterSize>[] => [
  { header: 'server:meterSize.code', width: 10, value: (r) => r.code },
  { header: 'server:meterSize.label', width: 16, value: (r) => r.label },
  {
    header: 'server:meterSize.monthlyFee',
    width: 18,
    numFmt: MONEY_FORMAT,
    value: (r) => bahtOf(r.monthlyFee),
  },
  {
    header: 'server:meterSize.deposit',
    width: 18,
    numFmt: MONEY_FORMAT,
    value: (r) => bahtOf(r.deposit),
  },
  {
    header: 'server:meterSize.installationFee',
    width: 18,
    numFmt: MONEY_FORMAT,
    value: (r) => bahtOf(r.installationFee),
  },
  { header: 'server:common.sortOrder', width: 8, value: (r) => r.sortOrder },
  statusColumn(t),
];
