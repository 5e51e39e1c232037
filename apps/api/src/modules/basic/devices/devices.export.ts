import type { TFunction } from 'i18next';
import type { Printer } from '@prapa/contracts';
import type { XlsxColumn } from '../../../lib/xlsx.ts';
import { statusColumn, yesNo } from '../shared/export-columns.ts';

export const printerColumns = (t: TFunction): XlsxColumn<Printer>[] => [
  { header: 'server:printer.name', width: 30, value: (r) => r.name },
  { header: 'server:printer.office', width: 26, value: (r) => r.officeName },
  { header: 'server:printer.paper', width: 22, value: (r) => t(`server:paper.${r.paper}`) },
  {
    header: 'server:printer.connection',
    width: 26,
    value: (r) => t(`server:printerConnection.${r.connection}`),
  },
  {
    header: 'server:printer.address',
    width: 22,
    value: (r) => (r.host ? `${r.host}:${r.port ?? 9100}` : null),
  },
  {
    header: 'server:printer.defaultForReceipts',
    width: 18,
    value: (r) => yesNo(t, r.defaultForReceipts),
  },
  statusColumn(t),
];
