import type { TFunction } from 'i18next';
import type { Office } from '@prapa/contracts';
import type { XlsxColumn } from '../../lib/xlsx.ts';

export const officeColumns = (t: TFunction): XlsxColumn<Office>[] => [
  { header: 'server:office.code', width: 12, value: (r) => r.code },
  { header: 'server:office.name', width: 36, value: (r) => r.name },
  { header: 'server:office.address', width: 40, value: (r) => r.address },
  { header: 'server:office.phone', width: 16, value: (r) => r.phone },
  { header: 'server:office.officerCount', width: 14, value: (r) => r.officerCount },
  {
    header: 'server:common.status',
    width: 14,
    value: (r) => t(r.active ? 'server:common.active' : 'server:common.inactive'),
  },
  { header: 'server:common.createdAt', width: 14, value: (r) => new Date(r.createdAt) },
];
