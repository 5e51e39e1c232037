import type { TFunction } from 'i18next';
import type { Officer } from '@prapa/contracts';
import { thaiDateTimeOf, type XlsxColumn } from '../../lib/xlsx.ts';

export const officerColumns = (t: TFunction): XlsxColumn<Officer>[] => [
  { header: 'server:officer.username', width: 18, value: (r) => r.username },
  { header: 'server:officer.fullName', width: 30, value: (r) => r.fullName },
  {
    header: 'server:officer.position',
    width: 22,
    value: (r) => t(`server:position.${r.position}`),
  },
  { header: 'server:officer.role', width: 14, value: (r) => t(`server:role.${r.role}`) },
  { header: 'server:officer.office', width: 24, value: (r) => r.officeName },
  { header: 'server:officer.phone', width: 16, value: (r) => r.phone },
  { header: 'server:officer.email', width: 28, value: (r) => r.email },
  {
    header: 'server:common.status',
    width: 14,
    value: (r) =>
      t(
        !r.active
          ? 'server:common.inactive'
          : r.locked
            ? 'server:officer.locked'
            : 'server:common.active',
      ),
  },
  {
    header: 'server:officer.lastLoginAt',
    width: 22,
    value: (r) => thaiDateTimeOf(r.lastLoginAt ? new Date(r.lastLoginAt) : null),
  },
  { header: 'server:common.createdAt', width: 14, value: (r) => new Date(r.createdAt) },
];
