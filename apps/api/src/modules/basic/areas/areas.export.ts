import type { TFunction } from 'i18next';
import type { Area } from '@prapa/contracts';
import type { XlsxColumn } from '../../../lib/xlsx.ts';
import { statusColumn } from '../shared/export-columns.ts';

export const areaColumns = (t: TFunction): XlsxColumn<Area>[] => [
  { header: 'server:area.code', width: 12, value: (r) => r.code },
  { header: 'server:area.name', width: 36, value: (r) => r.name },
  { header: 'server:area.villageNo', width: 10, value: (r) => r.villageNo },
  { header: 'server:area.routeCount', width: 14, value: (r) => r.routeCount },
  { header: 'server:common.note', width: 36, value: (r) => r.note },
  statusColumn(t),
];
