import type { TFunction } from 'i18next';
import type { UsageStatus } from '@prapa/contracts';
import type { XlsxColumn } from '../../../lib/xlsx.ts';
import { statusColumn, yesNo } from '../shared/export-columns.ts';

export const usageStatusColumns = (t: TFunction): XlsxColumn<UsageStatus>[] => [
  { header: 'server:usageStatus.code', width: 12, value: (r) => r.code },
  { header: 'server:usageStatus.name', width: 26, value: (r) => r.name },
  {
    header: 'server:usageStatus.billMode',
    width: 24,
    value: (r) => t(`server:billMode.${r.billMode}`),
  },
  {
    header: 'server:usageStatus.readingRequired',
    width: 14,
    value: (r) => yesNo(t, r.readingRequired),
  },
  {
    header: 'server:usageStatus.countsAsCutOff',
    width: 14,
    value: (r) => yesNo(t, r.countsAsCutOff),
  },
  {
    header: 'server:usageStatus.billAtAverage',
    width: 16,
    value: (r) => yesNo(t, r.billAtAverage),
  },
  { header: 'server:usageStatus.colour', width: 10, value: (r) => r.colour },
  { header: 'server:common.sortOrder', width: 8, value: (r) => r.sortOrder },
  statusColumn(t),
];
