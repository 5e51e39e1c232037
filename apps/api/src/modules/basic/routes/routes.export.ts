import type { TFunction } from 'i18next';
import type { CollectionRoute } from '@prapa/contracts';
import type { XlsxColumn } from '../../../lib/xlsx.ts';
import { statusColumn } from '../shared/export-columns.ts';

export const routeColumns = (t: TFunction): XlsxColumn<CollectionRoute>[] => [
  { header: 'server:route.code', width: 12, value: (r) => r.code },
  { header: 'server:route.name', width: 30, value: (r) => r.name },
  { header: 'server:route.area', width: 30, value: (r) => r.areaName },
  { header: 'server:route.reader', width: 26, value: (r) => r.readerName },
  { header: 'server:route.collector', width: 26, value: (r) => r.collectorName },
  { header: 'server:route.connectionCount', width: 14, value: (r) => r.connectionCount },
  { header: 'server:common.note', width: 30, value: (r) => r.note },
  statusColumn(t),
];
